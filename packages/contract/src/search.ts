// The global search of the admin and staff sidebars: members, athletes and staff of the club found
// by first or last name, the full name in either order, e-mail or phone digits, with parts of words,
// whatever the case and the accents; the best matches first.
import { say } from './messages.js';
import { z } from 'zod';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results listed per kind; `more` says when there were others. */
export const SEARCH_LIMIT = 10;
/** The search runs after a 2 second pause in typing. */
export const SEARCH_PAUSE_MS = 2000;
/** E-mails in the results are shortened past 20 characters. */
export const SEARCH_EMAIL_SHOWN = 20;

export const SEARCH_KINDS = ['members', 'athletes', 'staff'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuery = z.object({
  q: z
    .string({ error: (iss) => (iss.input === undefined ? say('required') : say('must_be_text')) })
    .trim()
    .min(SEARCH_MIN_LENGTH, say('too_short', { min: SEARCH_MIN_LENGTH }))
    .max(SEARCH_MAX_LENGTH, say('too_long', { max: SEARCH_MAX_LENGTH })),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** A family, opened in View Memberships. */
export const memberHit = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
/** An athlete, opened in its edit page; the family's e-mail tells two of the same name apart. */
export const athleteHit = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  membership_id: z.string().uuid(),
  family_email: z.string(),
});
/** A staff member (a user of the staff role), opened in Manage Staff. */
export const staffHit = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type MemberHit = z.infer<typeof memberHit>;
export type AthleteHit = z.infer<typeof athleteHit>;
export type StaffHit = z.infer<typeof staffHit>;

export const searchResults = z.object({
  /** The kinds this caller may open, and so the kinds searched (the others stay empty). */
  searched: z.array(z.enum(SEARCH_KINDS)),
  members: z.array(memberHit),
  athletes: z.array(athleteHit),
  staff: z.array(staffHit),
  /** Kinds with more matches than the SEARCH_LIMIT listed. */
  more: z.object({ members: z.boolean(), athletes: z.boolean(), staff: z.boolean() }),
});
export type SearchResults = z.infer<typeof searchResults>;
