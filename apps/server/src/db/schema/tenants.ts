// Clubs (tenants) and their settings. `tenants` is the registry looked up before a tenant is known,
// so it is the one table without row-level security; everything else hangs off it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    domain: text('domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug), uniqueIndex('tenants_domain_key').on(t.domain)],
);

/** A club's time zone until it sets its own (and the reading for a club without settings). */
export const DEFAULT_CLUB_TIME_ZONE = 'America/New_York';

export const clubSettings = pgTable('club_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** 'club' (hero, why choose us, cards) or 'gymnastics' (rotating banner, three cards). */
  landingLayout: text('landing_layout').notNull().default('club'),
  logoUrl: text('logo_url'),
  contactInfo: text('contact_info'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  /** Credit card fee in basis points (2.5 % = 250). */
  creditCardFeeBps: integer('credit_card_fee_bps').notNull().default(0),
  taxEnabled: boolean('tax_enabled').notNull().default(false),
  /** Tax rate in thousandths of a percent (8.875 % = 8875), 0..100000 (migration 0025). */
  taxRateMilli: integer('tax_rate_milli').notNull().default(0),
  /** The invoice line kinds taxed when tax is on (contract TAXABLE_KINDS); tuition by default. */
  taxableKinds: text('taxable_kinds')
    .array()
    .notNull()
    .default(sql`'{tuition}'::text[]`),
  /** Registration charges the first billing period's (prorated) tuition with the registration fee. */
  chargeFirstMonthAtRegistration: boolean('charge_first_month_at_registration').notNull().default(false),
  autoInvoiceEnabled: boolean('auto_invoice_enabled').notNull().default(false),
  autoInvoiceFrequency: text('auto_invoice_frequency').notNull().default('monthly'),
  autoInvoiceDay: text('auto_invoice_day').notNull().default('start'),
  autoInvoiceTime: text('auto_invoice_time').notNull().default('09:00'),
  appliedLateFees: boolean('applied_late_fees').notNull().default(false),
  programToProductConversion: boolean('program_to_product_conversion').notNull().default(false),
  /** The payment reminder schedule (contract's emailSchedules); migration 0021 gave it its shape. */
  emailSchedules: jsonb('email_schedules')
    .notNull()
    .default(sql`'{"before_due_days": null, "on_due_date": false, "overdue_every_days": null}'::jsonb`),
  paymentProvider: text('payment_provider').notNull().default('sandbox'),
  stripePublishableKey: text('stripe_publishable_key'),
  /** AES-256-GCM ciphertext (see platform/secret-box.ts); never sent to a browser. */
  stripeSecretKeyEnc: text('stripe_secret_key_enc'),
  stripeWebhookSecretEnc: text('stripe_webhook_secret_enc'),
  /** Hours a waitlist offer is held for the family before it goes to the next (1..720). */
  waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(48),
  /** IANA time zone of the club's classes (the calendar feed's TZID); migration 0011. */
  timeZone: text('time_zone').notNull().default(DEFAULT_CLUB_TIME_ZONE),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Make-ups (migration 0030): absence tokens per athlete per term (per calendar year outside terms),
   *  days a token stays valid, and the hours before a class an absence / a make-up booking closes. */
  makeupTokensPerTerm: integer('makeup_tokens_per_term').notNull().default(3),
  makeupTokenValidDays: integer('makeup_token_valid_days').notNull().default(60),
  absenceCutoffHours: integer('absence_cutoff_hours').notNull().default(2),
  makeupBookingCutoffHours: integer('makeup_booking_cutoff_hours').notNull().default(2),
});

/** The club's public website texts (contract's websiteTexts), one row per club once its admin
 *  saves them; no row reads as nothing written. Migration 0028. */
export const clubWebsites = pgTable('club_websites', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  texts: jsonb('texts').notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The club's uploaded logo (one at a time), served at /api/clubs/{slug}/logo/{hash}. */
export const clubLogos = pgTable(
  'club_logos',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bytes, hex: the name in the URL, so a new logo is a new URL. */
    hash: text('hash').notNull(),
    /** Read from the file's first bytes: image/png, image/jpeg, image/webp or image/gif. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'club_logos_tenant_id_hash_pk', columns: [t.tenantId, t.hash] }),
    check('club_logos_byte_size_check', sql`${t.byteSize} > 0 AND ${t.byteSize} <= 1048576`),
  ],
);
