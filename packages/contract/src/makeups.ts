// Absences, make-up tokens and make-up bookings: a family says an athlete will miss a class date
// (which frees the place and gives a token), spends a token on an open place of an equivalent
// class, and staff grant or void tokens. Coaches of a slot are in coaches.ts.
import { z } from 'zod';
import { say } from './messages.js';
import { isoDate } from './memberships.js';

export const MAKEUP_TOKEN_SOURCES = ['absence', 'cancellation', 'granted'] as const;
export type MakeupTokenSource = (typeof MAKEUP_TOKEN_SOURCES)[number];
/** As a family reads it: `expired` is an available token past its expiry date. */
export const MAKEUP_TOKEN_STATUSES = ['available', 'used', 'voided', 'expired'] as const;
export type MakeupTokenStatus = (typeof MAKEUP_TOKEN_STATUSES)[number];

/** The most days one availability question covers. */
export const MAKEUP_RANGE_MAX_DAYS = 62;
/** Without from/to, availability covers the next four weeks. */
export const MAKEUP_RANGE_DEFAULT_DAYS = 28;
/** The member area lists coming classes this many days ahead. */
export const COMING_CLASSES_DAYS = 21;

const reasonText = z
  .string({ error: say('makeup_reason_required') })
  .trim()
  .min(1, say('makeup_reason_required'))
  .max(500, say('too_long', { max: 500 }));

export const reportAbsenceBody = z.object({ athlete_id: z.string().uuid(), slot_id: z.string().uuid(), date: isoDate });
export type ReportAbsenceBody = z.infer<typeof reportAbsenceBody>;

export const makeupToken = z.object({
  id: z.string().uuid(),
  membership_id: z.string().uuid(),
  athlete_id: z.string().uuid(),
  athlete_name: z.string(),
  source: z.enum(MAKEUP_TOKEN_SOURCES),
  status: z.enum(MAKEUP_TOKEN_STATUSES),
  /** The last day a make-up may be booked for with it (YYYY-MM-DD). */
  expires_on: z.string(),
  /** The missed or cancelled class (null for a granted token). */
  class_date: z.string().nullable(),
  program: z.string().nullable(),
  /** Why staff granted it, or why it was voided. */
  reason: z.string().nullable(),
  voided_reason: z.string().nullable(),
  /** The make-up booked with it, while booked. */
  makeup: z
    .object({ id: z.string().uuid(), slot_id: z.string().uuid(), date: z.string(), program: z.string(), time: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type MakeupToken = z.infer<typeof makeupToken>;

export const reportedAbsence = z.object({
  absence: z.object({ id: z.string().uuid(), athlete_id: z.string().uuid(), slot_id: z.string().uuid(), date: z.string() }),
  /** The token it gave; null when the athlete already had the club's cap of absence tokens for the period. */
  token: makeupToken.nullable(),
  /** Why no token was given ('cap_reached'), or null. */
  no_token_reason: z.enum(['cap_reached']).nullable(),
  /** The club's cap of absence tokens per athlete per term (per calendar year for a class outside terms). */
  cap: z.number().int(),
});
export type ReportedAbsence = z.infer<typeof reportedAbsence>;

export const tokensQuery = z.object({ membership_id: z.string().uuid() });

export const grantTokenBody = z.object({
  athlete_id: z.string().uuid(),
  reason: reasonText,
  /** Defaults to today plus the club's days a token stays valid. */
  expires_on: isoDate.optional(),
});
export type GrantTokenBody = z.infer<typeof grantTokenBody>;

export const voidTokenBody = z.object({ reason: reasonText });

export const availabilityQuery = z.object({ athlete_id: z.string().uuid(), from: isoDate.optional(), to: isoDate.optional() });

/** A class date with open places the athlete may make up in. */
export const makeupOpening = z.object({
  slot_id: z.string().uuid(),
  program_id: z.string().uuid(),
  program: z.string(),
  program_es: z.string().nullable(),
  slot: z.string(),
  date: z.string(),
  /** "4:00 PM - 5:00 PM", or '' when the slot has no time that day. */
  time: z.string(),
  places: z.number().int(),
});
export type MakeupOpening = z.infer<typeof makeupOpening>;

export const bookMakeupBody = z.object({ token_id: z.string().uuid(), slot_id: z.string().uuid(), date: isoDate });
export type BookMakeupBody = z.infer<typeof bookMakeupBody>;

export const makeupBooking = z.object({
  id: z.string().uuid(),
  token_id: z.string().uuid(),
  athlete_id: z.string().uuid(),
  slot_id: z.string().uuid(),
  date: z.string(),
  status: z.enum(['booked', 'cancelled']),
  program: z.string(),
  time: z.string(),
});
export type MakeupBooking = z.infer<typeof makeupBooking>;

export const comingQuery = z.object({ membership_id: z.string().uuid() });

/** One coming class date of an athlete: a class they are enrolled in, or a make-up booked. */
export const comingClass = z.object({
  athlete_id: z.string().uuid(),
  athlete_name: z.string(),
  slot_id: z.string().uuid(),
  program: z.string(),
  program_es: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  kind: z.enum(['class', 'makeup']),
  /** A class: the absence reported for it. */
  absent: z.boolean(),
  /** A class not yet reported: whether it is still before the absence cut-off. */
  can_report_absence: z.boolean(),
  /** A make-up: its id, and whether it may still be cancelled (before the booking cut-off). */
  makeup_id: z.string().uuid().nullable(),
  can_cancel: z.boolean(),
});
export type ComingClass = z.infer<typeof comingClass>;
