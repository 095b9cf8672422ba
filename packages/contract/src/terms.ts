// A club's terms ("Fall 2026"): a program or a slot runs inside one, or all year. Registration into a
// term's classes can open on a date, and earlier (priority_opens_on) for families already enrolled in
// the club and the new athletes of those families.
import { z } from 'zod';
import { say } from './messages.js';
import { isoDate, requiredText } from './memberships.js';

export const TERM_MESSAGES = {
  notFound: say('term_not_found'),
  nameTaken: say('term_name_taken'),
  dateOrder: say('date_before_start'),
  priorityAfterOpening: say('priority_after_opening'),
  priorityNeedsOpening: say('priority_needs_opening'),
  created: 'Term added',
  updated: 'Term saved',
  deleted: 'Term deleted',
} as const;

export const term = z.object({
  id: z.string().uuid(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Registration into the term's classes opens this day for everyone; null: open now. */
  registration_opens_on: z.string().nullable(),
  /** Families already enrolled in the club (and their new athletes) may register from this day. */
  priority_opens_on: z.string().nullable(),
  /** The day registration opens for the caller: for a signed-in family with an athlete enrolled in
   *  the club, the priority day (else registration_opens_on); null when no day is set. */
  opens_for_you_on: z.string().nullable(),
  /** Whether the caller may register into the term's classes today (the club's today). */
  open_for_you: z.boolean(),
  /** Programs and slots in the term. */
  programs: z.number().int(),
  slots: z.number().int(),
});
export type Term = z.infer<typeof term>;

const optionalDate = isoDate.nullish().transform((v) => v ?? null);

/** POST /api/terms and PUT /api/terms/{id}: every field (a PUT replaces the term's dates). */
export const termBody = z
  .object({
    name: requiredText(60),
    starts_on: isoDate,
    ends_on: isoDate,
    registration_opens_on: optionalDate,
    priority_opens_on: optionalDate,
  })
  .superRefine((t, ctx) => {
    if (typeof t.starts_on === 'string' && typeof t.ends_on === 'string' && t.ends_on < t.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: TERM_MESSAGES.dateOrder });
    if (t.priority_opens_on && !t.registration_opens_on)
      ctx.addIssue({ code: 'custom', path: ['priority_opens_on'], message: TERM_MESSAGES.priorityNeedsOpening });
    else if (t.priority_opens_on && t.registration_opens_on && t.priority_opens_on > t.registration_opens_on)
      ctx.addIssue({ code: 'custom', path: ['priority_opens_on'], message: TERM_MESSAGES.priorityAfterOpening });
  });
export type TermBody = z.output<typeof termBody>;
export type TermInput = z.input<typeof termBody>;

export const termParams = z.object({ id: z.string().uuid() });
