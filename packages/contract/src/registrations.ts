// The registration of a family, all in one transaction.
import { say } from './messages.js';
import { signatureName } from './policies.js';
import { z } from 'zod';
import { athleteFields } from './athletes.js';
import { registrationMedical } from './medical.js';
import { INVOICE_LINE_KINDS } from './invoice-lines.js';
import { recordText } from './record-texts.js';
import { emailSchema, session } from './auth.js';
import { isoDate, membershipSignup, REFERRALS } from './memberships.js';

export const REGISTRATION_SUCCESS_MESSAGE = 'Membership and athlete registration completed successfully!';

const voucherCode = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v ? v : undefined));

/** POST /registrations/quote. With the club's "charge the first month at registration" on, the
 *  athletes' classes and the start date price the first billing period's tuition too. Cash (staff
 *  at the desk) prices without a card fee and opens no payment intent. */
export const quoteBody = z.object({
  voucher_code: voucherCode,
  payment_method: z.enum(['card', 'cash']).optional(),
  athletes: z
    .array(
      z.object({
        first_name: z.string().trim().max(100).optional(),
        last_name: z.string().trim().max(100).optional(),
        slot_ids: z.array(z.string().uuid()).max(20).default([]),
      }),
    )
    .max(20)
    .optional(),
  start_date: isoDate.optional(),
});
export type QuoteBody = z.infer<typeof quoteBody>;

export const quoteLine = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  /** The description as a code for the reader's language (writeRecordText); absent: show `description`. */
  description_text: recordText.nullish(),
  /** A tuition line's athlete, by the order of the form's athletes (0 is the first). */
  athlete_index: z.number().int().nullable(),
  amount_cents: z.number().int(),
});

export const quoteResult = z.object({
  /** Everything charged now: the lines, the tax and the card fee. */
  amount_cents: z.number().int(),
  registration_fee_cents: z.number().int(),
  discount_cents: z.number().int(),
  tax_cents: z.number().int(),
  card_fee_cents: z.number().int(),
  /** The club's card fee percent (shown as "Card fee (3%)"). */
  card_fee_percent: z.number(),
  /** The billing period whose tuition is charged now, or null. */
  tuition_period: z.object({ start: isoDate, end: isoDate, name: z.string() }).nullable(),
  /** What the registration invoice will list: fee, voucher, tuition lines, tax, card fee. */
  lines: z.array(quoteLine),
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
  /** Medical and emergency details; the ones the club requires (GET /api/settings/medical) must be given. */
  medical: registrationMedical.optional(),
});

/** The languages a family's e-mails are written in. */
export const FAMILY_LANGUAGES = ['en', 'es'] as const;
export type FamilyLanguage = (typeof FAMILY_LANGUAGES)[number];

/** One required policy signed at registration. */
export const registrationPolicy = z.object({
  policy_id: z.string().uuid(),
  version: z.number().int().positive().optional(),
  signature_name: signatureName,
});

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
  /** The club's required policies signed by the parent (GET /api/policies: those with
   *  required_at_registration), each with the version shown and the parent's typed full name.
   *  A family registering itself must sign every one (400 naming `policies`); staff registering a
   *  family at the desk may leave them out, and the family signs at its first sign-in. */
  policies: z.array(registrationPolicy).max(50).default([]),
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
