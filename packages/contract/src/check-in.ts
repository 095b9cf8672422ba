// Front-desk check-in: staff find an athlete by name, or scan the code the family's home shows for
// each athlete, and the athlete is marked present in today's class.
import { z } from 'zod';
import { say } from './messages.js';

/** POST /api/check-in: one of the two. A scanner types the code and Enter. */
export const checkInBody = z
  .object({
    athlete_id: z.string().uuid(say('bad_id')).optional(),
    code: z.string({ error: say('must_be_text') }).trim().min(1, say('required')).max(100, say('too_long', { max: 100 })).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.athlete_id === !b.code) ctx.addIssue({ code: 'custom', path: ['athlete_id'], message: say('athlete_or_code') });
  });
export type CheckInBody = z.infer<typeof checkInBody>;

export const checkInResult = z.object({
  athlete_id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** The club's today (YYYY-MM-DD), in its own time zone. */
  date: z.string(),
  program: z.string(),
  /** The class's time slot (its id) and its label and times. */
  time_slot_id: z.string().uuid(),
  slot: z.string(),
  times: z.array(z.string()),
  /** True when the athlete had already been marked present in that class today. */
  already_present: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResult>;

/** Today's classes at the door, in time order, with how many of the enrolled athletes are in. */
export const todayClasses = z.object({
  date: z.string(),
  classes: z.array(
    z.object({
      time_slot_id: z.string().uuid(),
      program: z.string(),
      slot: z.string(),
      times: z.array(z.string()),
      enrolled: z.number().int(),
      present: z.number().int(),
    }),
  ),
});
export type TodayClasses = z.infer<typeof todayClasses>;

export const checkInSearchQuery = z.object({
  q: z.string().trim().min(1, say('required')).max(100, say('too_long', { max: 100 })),
});

/** An athlete found by name, with today's class (null when they have none today). */
export const checkInCandidate = z.object({
  athlete_id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  family_name: z.string(),
  class_today: z.string().nullable(),
  present: z.boolean(),
});
export type CheckInCandidate = z.infer<typeof checkInCandidate>;

/** The family's check-in codes, one per athlete, shown as QR codes on its home. */
export const checkInCode = z.object({
  athlete_id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  code: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCode>;

export const CHECK_IN_MESSAGES = { checkedIn: 'Checked in' } as const;
