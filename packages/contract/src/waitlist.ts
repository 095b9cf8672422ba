// The waitlist of a full time slot: families join for an athlete; when a place
// frees the server's schedule offers it to the first family for the club's hold time (default 48 h)
// by e-mail with a single-use accept link; accepting enrols the athlete.
import { say } from './messages.js';
import { z } from 'zod';
import { defineList, listQuery } from './lists.js';

/** The words the server answers with and the web shows (translated). */
export const WAITLIST_MESSAGES = {
  joined: 'Added to the waitlist',
  left: 'Removed from the waitlist',
  moved: 'Waitlist order saved',
  accepted: 'Offer accepted: the athlete is enrolled',
  declined: 'Offer declined',
  notFull: say('waitlist_not_full'),
  alreadyEnrolled: say('already_enrolled'),
  alreadyWaiting: say('already_waiting'),
  entryNotFound: say('waitlist_entry_not_found'),
  offerNotFound: say('offer_not_found'),
  offerExpired: say('offer_expired'),
  offerAnswered: say('offer_answered'),
  cannotMove: say('waitlist_cannot_move'),
} as const;

export const DEFAULT_OFFER_HOURS = 48;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 720;

export const ENTRY_STATUSES = ['waiting', 'offered', 'enrolled', 'left', 'declined', 'expired'] as const;
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

export const waitlistOffer = z.object({
  id: z.string().uuid(),
  status: z.enum(OFFER_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOffer>;

export const waitlistEntry = z.object({
  id: z.string().uuid(),
  slot_id: z.string().uuid(),
  athlete_id: z.string().uuid(),
  membership_id: z.string().uuid(),
  /** 1 = next in line among the slot's entries still waiting or offered; null once off the list. */
  position: z.number().int().nullable(),
  /** How many of the slot's entries are waiting or offered (the last one's position); null once off the list. */
  line_length: z.number().int().nullable(),
  status: z.enum(ENTRY_STATUSES),
  created_at: z.string(),
  athlete: z.object({ first_name: z.string(), last_name: z.string() }),
  family: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  program: z.object({ id: z.string().uuid(), label: z.string() }),
  slot: z.object({ id: z.string().uuid(), slot_id: z.string(), days: z.array(z.string()), times: z.array(z.string()) }),
  /** The open (or latest) offer of this entry. */
  offer: waitlistOffer.nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const joinWaitlistBody = z.object({
  athlete_id: z.string().uuid(),
  slot_id: z.string().uuid(),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

/** The waitlist in line order (program, slot, then place in line; entries off the list after the
 *  slot's line, latest first); `q` finds the athlete or the family (name, e-mail, phone). */
export const waitlistList = defineList({ sort: ['line'], defaultSort: 'line', search: true, csv: 'waitlist' });

export const listWaitlistQuery = listQuery(waitlistList).extend({
  slot_id: z.string().uuid().optional(),
  /** false (default): only entries waiting or offered. */
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const moveEntryBody = z.object({ direction: z.enum(['up', 'down']) });

export const offerTokenBody = z.object({ token: z.string().min(20).max(200) });

/** What the accept link's page shows (token-authorised: no family data beyond the athlete's first name). */
export const offerView = z.object({
  status: z.enum(OFFER_STATUSES),
  expires_at: z.string(),
  athlete_first_name: z.string(),
  program_label: z.string(),
  slot: z.object({ slot_id: z.string(), days: z.array(z.string()), times: z.array(z.string()) }),
  /** Dollars a month for this class on its own (the slot's price, else the program's tiers); null
   *  when the club has set no price for it. */
  price: z.number().nullable(),
});
export type OfferView = z.infer<typeof offerView>;
