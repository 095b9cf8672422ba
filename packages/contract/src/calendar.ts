// The family calendar feed: a secret iCal address per family.
import { say } from './messages.js';
import { z } from 'zod';

export const CALENDAR_MESSAGES = {
  noFamily: say('calendar_family_only'),
  feedNotFound: say('calendar_feed_not_found'),
  rotated: 'Calendar link replaced: the old link no longer works',
} as const;

/** The family's feed address: https for copying, webcal:// for calendar apps to subscribe. */
export const calendarFeed = z.object({
  url: z.string(),
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarFeedParams = z.object({
  slug: z.string().min(1).max(100),
  token: z.string().min(1).max(200),
});

/** The feed's body is text, not the JSON envelope. */
export const calendarFeedBody = z.string();
