// Closed dates: a holiday closes the whole club on a date or a range; a cancellation closes one class
// (slot) on one date. Classes do not meet on them: the family calendar, the attendance sheet, the
// homes' today, the schedules and proration all leave them out.
import { z } from 'zod';
import { say } from './messages.js';
import { isoDate, requiredText } from './memberships.js';

/** The longest holiday one closure may cover. */
export const MAX_CLOSURE_DAYS = 366;

export const CLOSURE_MESSAGES = {
  notFound: say('closure_not_found'),
  dateOrder: say('date_before_start'),
  inPast: say('closure_in_past'),
  notAMeeting: say('closure_not_a_meeting'),
  alreadyCancelled: say('class_already_cancelled'),
  tooLong: say('closure_range_too_long', { days: MAX_CLOSURE_DAYS }),
  created: 'Closed date added',
  cancelled: 'Class cancelled',
  deleted: 'Closed date removed',
} as const;

export const closure = z.object({
  id: z.string().uuid(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Null: the whole club is closed (a holiday). Otherwise the one class cancelled on starts_on. */
  slot_id: z.string().uuid().nullable(),
  /** The cancelled class: its program and slot label; null for a holiday. */
  program_name: z.string().nullable(),
  slot_label: z.string().nullable(),
  created_at: z.string(),
});
export type Closure = z.infer<typeof closure>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** POST /api/closures: a holiday (no slot_id; ends_on defaults to starts_on) or one class cancelled
 *  on one date (slot_id; ends_on, when sent, must be that same date). */
export const closureBody = z
  .object({
    name: requiredText(80),
    starts_on: isoDate,
    ends_on: isoDate.optional(),
    slot_id: z.string().uuid().nullish(),
  })
  .superRefine((c, ctx) => {
    if (typeof c.starts_on !== 'string' || typeof c.ends_on !== 'string') return;
    if (c.ends_on < c.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: CLOSURE_MESSAGES.dateOrder });
    else if (c.slot_id && c.ends_on !== c.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: say('one_day_cancellation') });
    else if (daysBetween(c.starts_on, c.ends_on) > MAX_CLOSURE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: CLOSURE_MESSAGES.tooLong });
  })
  .transform((c) => ({ ...c, ends_on: c.ends_on ?? c.starts_on, slot_id: c.slot_id ?? null }));
export type ClosureBody = z.output<typeof closureBody>;
export type ClosureInput = z.input<typeof closureBody>;

/** GET /api/closures?from&to: the closed dates touching from..to (both optional: from today, a year on). */
export const closureQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() }).superRefine((q, ctx) => {
  if (typeof q.from === 'string' && typeof q.to === 'string' && q.to < q.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: CLOSURE_MESSAGES.dateOrder });
});

export const closureParams = z.object({ id: z.string().uuid() });
