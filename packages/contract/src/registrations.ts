// The registration of a family, all in one transaction.
import { say } from './messages.js';
import { z } from 'zod';
import { athleteFields } from './athletes.js';
import { emailSchema, session } from './auth.js';
import { isoDate, membershipSignup, REFERRALS } from './memberships.js';

export const REGISTRATION_SUCCESS_MESSAGE = 'Membership and athlete registration completed successfully!';

const voucherCode = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v ? v : undefined));

export const quoteBody = z.object({ voucher_code: voucherCode });
export const quoteResult = z.object({
  amount_cents: z.number().int(),
  registration_fee_cents: z.number().int(),
  discount_cents: z.number().int(),
  /** Null when nothing is to be paid (a 100 % voucher). */
  client_secret: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type QuoteResult = z.infer<typeof quoteResult>;

export const registrationAthlete = athleteFields.extend({
  slot_ids: z
    .array(z.string().uuid())
    .max(20)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, say('lists_slot_twice')),
  /** Full time slots whose waitlist the athlete joins, in the registration's transaction. */
  waitlist_slot_ids: z
    .array(z.string().uuid())
    .max(20)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, say('lists_slot_twice')),
});

/** The languages a family's e-mails are written in. */
export const FAMILY_LANGUAGES = ['en', 'es'] as const;
export type FamilyLanguage = (typeof FAMILY_LANGUAGES)[number];

export const registrationBody = z.object({
  membership: membershipSignup,
  start_date: isoDate,
  referral: z.enum(REFERRALS, { error: say('referral_choice') }),
  /** With Friend Referral: the referring family's e-mail. When a family of the club has it, that family
   *  gets the club's referral credit once this one's first payment succeeds; an unknown e-mail is
   *  accepted and does nothing (the answer never tells whether it is known). */
  referrer_email: z.union([emailSchema, z.literal('')]).optional(),
  voucher_code: voucherCode,
  payment_intent_id: z.string().trim().max(200).optional(),
  /** 'cash' only for staff and admin (their Add Member page). */
  payment_method: z.enum(['card', 'cash']).default('card'),
  athletes: z.array(registrationAthlete).min(1, say('add_an_athlete')).max(10),
  /** The language the family registered in: its reminder e-mails are written in it (English if left out). */
  language: z.enum(FAMILY_LANGUAGES).optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

export const registrationResult = z.object({
  membership_id: z.string().uuid(),
  athlete_ids: z.array(z.string().uuid()),
  enrollment_ids: z.array(z.string().uuid()),
  invoice_id: z.string().uuid(),
  /** Null when nothing was paid (a 100 % voucher). */
  payment_id: z.string().uuid().nullable(),
  /** The new parent's session, exactly as POST /api/auth/login answers it, when the family registered
   *  itself (no one signed in): they are signed in at once. Null when staff or an admin registered
   *  the family at the desk, who stay signed in as themselves. */
  session: session.nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResult>;
/** What a client sends (defaults not yet applied). */
export type RegistrationInput = z.input<typeof registrationBody>;
