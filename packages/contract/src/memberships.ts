// Memberships (a family: the parent or guardian and their account).
import { say } from './messages.js';
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.js';
import { defineList, listQuery } from './lists.js';

/** Required text: "is required" when missing or blank, so the browser and server say the same. */

/** The languages a family's e-mails are written in. */
export const FAMILY_LANGUAGES = ['en', 'es'] as const;
export function requiredText(max: number) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? say('required') : say('must_be_text')) })
    .trim()
    .min(1, say('required'))
    .max(max, say('too_long', { max }));
}

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A calendar date 'YYYY-MM-DD'. */
export const isoDate = z
  .string({ error: (iss) => (iss.input === undefined ? say('required') : say('date_format')) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, say('date_format'))
  .refine(isRealDate, say('real_date'));

export const REFERRALS = ['Social Media', 'Friend Referral', 'Advertisement'] as const;

export const membershipProfile = z.object({
  first_name: requiredText(80),
  last_name: requiredText(80),
  phone: requiredText(40),
  address: requiredText(200),
  city: requiredText(80),
  state: requiredText(80),
  zip: requiredText(20),
  /** The language of the family's e-mails (receipts); kept as it is when left out. */
  language: z.enum(FAMILY_LANGUAGES).optional(),
});

/** The membership part of registration: profile, e-mail and the account's password. */
export const membershipSignup = membershipProfile.extend({ email: emailSchema, password: passwordSchema });

export const createMembershipBody = membershipSignup.extend({
  start_date: isoDate,
  referral: z.enum(REFERRALS).optional(),
  tenant_id: z.string().optional(),
});
export type CreateMembershipBody = z.infer<typeof createMembershipBody>;

/** PUT /memberships/{id}: the profile; e-mail is not editable and is ignored if sent. */
export const updateMembershipBody = membershipProfile;
export type UpdateMembershipBody = z.infer<typeof updateMembershipBody>;

export const updateMembershipPaymentBody = z.object({
  membership_id: z.string().uuid(),
  registration_fee_paid: z.boolean(),
});

export const autopayBody = z.object({ autoPayment: z.boolean() });
export const checkEmailBody = z.object({ email: emailSchema });
export const EMAIL_TAKEN_MESSAGE = say('email_taken');

export const membership = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  start_date: z.string(),
  expires_on: z.string().nullable(),
  referral: z.string().nullable(),
  /** The language of the family's e-mails. */
  language: z.enum(FAMILY_LANGUAGES),
  /** The account holder's role (member unless changed). */
  role: z.string().nullable(),
  user_id: z.string().uuid().nullable(),
  /** Dollars: minus the sum of unpaid invoices, or 0. */
  balance: z.number(),
  registration_fee_paid: z.boolean(),
  settings: z.object({ autoPayment: z.boolean() }),
  stripe_customer_id: z.string().nullable(),
  created_at: z.string(),
});
export type Membership = z.infer<typeof membership>;

/** GET /memberships: by name by default; `q` matches the family's name, e-mail or phone. */
export const membershipList = defineList({
  sort: ['last_name', 'first_name', 'email', 'phone', 'start_date', 'expires_on', 'balance', 'created_at'],
  defaultSort: 'last_name',
  search: true,
  csv: 'memberships',
});

/** GET /memberships?negative_balance=true: only families that owe (balance below zero). */
export const membershipListQuery = listQuery(membershipList).extend({
  negative_balance: z.enum(['true', 'false'], { error: say('must_be_true_or_false') }).optional(),
});

/** A family to pick from (Add New Athlete on Manage Athletes): no balance, no address. */
export const membershipOption = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type MembershipOption = z.infer<typeof membershipOption>;

export const expiryStatus = z.object({ expired: z.boolean(), expires_on: z.string().nullable() });
export type ExpiryStatus = z.infer<typeof expiryStatus>;
