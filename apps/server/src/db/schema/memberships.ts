// A membership is a family: the parent or guardian's details and the athletes (dependents) it holds.
import { boolean, date, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, emailKey, id, setNull, tenantId, updatedAt } from './columns.js';

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    tenantId: tenantId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    emailKey: emailKey(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    startDate: date('start_date').notNull(),
    /** Last day the membership is valid; the annual fee renews it. */
    expiresOn: date('expires_on'),
    registrationFeePaid: boolean('registration_fee_paid').notNull().default(false),
    autoPayment: boolean('auto_payment').notNull().default(false),
    referral: text('referral'),
    /** The family whose e-mail this one gave as its referrer at registration (same club). */
    referredBy: uuid('referred_by'),
    /** en | es: the language of the family's e-mails (reminders, receipts): the one they registered in,
     *  changed on their profile. */
    language: text('language').notNull().default('en'),
    /** The payment provider's customer id (Stripe `cus_…` or sandbox `sbcus_…`). */
    providerCustomerId: text('provider_customer_id'),
    /** The family asked for the weekly e-mail of its athletes' new masteries (migration 0033), and
     *  the moment the last one covered. */
    skillsDigest: boolean('skills_digest').notNull().default(false),
    skillsDigestThrough: timestamp('skills_digest_through', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('memberships', t),
    uniqueIndex('memberships_tenant_email_key').on(t.tenantId, t.emailKey),
    index('memberships_name_idx').on(t.tenantId, t.lastName, t.firstName, t.id),
    foreignKey({ columns: [t.tenantId, t.referredBy], foreignColumns: [t.tenantId, t.id] }).onDelete(setNull('referred_by')),
  ],
);

export const athletes = pgTable(
  'athletes',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** Male | Female | Other */
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    /** The athlete's current curriculum level (migration 0033); its changes are in athlete_level_changes. */
    levelId: uuid('level_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('athletes', t),
    index('athletes_membership_idx').on(t.tenantId, t.membershipId),
    index('athletes_name_idx').on(t.tenantId, t.lastName, t.firstName, t.id),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);
