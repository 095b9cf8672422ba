// Club settings readable by anyone on the club's site (GET /api/settings), the admin update, the
// logo file, and the club's payment provider keys (admin only; secrets never leave the server).
import { say } from './messages.js';
import { z } from 'zod';
import { clubPicture } from './pictures.js';

export const LANDING_LAYOUTS = ['club', 'gymnastics'] as const;
export const AUTO_INVOICE_FREQUENCIES = ['monthly', 'quarterly', 'annually'] as const;
export const AUTO_INVOICE_DAYS = ['start', 'end'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
/** The invoice line kinds a club may tax. Tuition's proration and family discounts are taxed with
 *  tuition, a voucher with the registration fee; a card fee is added when a card pays, after tax,
 *  and is never taxed. */
export const TAXABLE_KINDS = ['tuition', 'registration_fee', 'late_fee', 'manual'] as const;
export type TaxableKind = (typeof TAXABLE_KINDS)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The colours the site shows while the club has saved none (the web theme's own), which is where
 *  Manage Settings' colour fields start. */
export const DEFAULT_PRIMARY_COLOR = '#4f46e5';
export const DEFAULT_SECONDARY_COLOR = '#333333';

export const LOGO_MAX_BYTES = 1024 * 1024;
/** What the server stores and serves; the type is read from the file's first bytes, never trusted
 *  from the upload. SVG is refused: it can carry script. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** The server's words for a refused setting, which the web form also shows (translated). */
export const SETTINGS_MESSAGES = {
  creditCardFee: say('credit_card_fee'),
  taxRate: say('tax_rate'),
  name: say('club_name_required'),
  color: say('hex_colour'),
  time: say('time_of_day'),
  contactInfo: say('contact_info_too_long'),
  logoUrl: say('logo_not_uploaded'),
  logoTooLarge: say('logo_too_large'),
  logoNotImage: say('logo_not_image'),
  waitlistOfferHours: say('offer_hours'),
  publishableKey: say('publishable_key_format'),
  secretKey: say('secret_key_format'),
  webhookSecret: say('webhook_secret_format'),
  stripeNeedsPublishableKey: say('stripe_needs_publishable_key'),
  stripeNeedsSecretKey: say('stripe_needs_secret_key'),
  keyModes: say('stripe_key_modes'),
  timeZone: say('time_zone'),
  reminderDaysBefore: say('reminder_days_before'),
  reminderOverdueEvery: say('reminder_overdue_every'),
  reminderOnDueDate: say('reminder_on_due_date'),
  makeupTokensPerTerm: say('makeup_tokens_per_term'),
  makeupTokenValidDays: say('makeup_token_valid_days'),
  cutoffHours: say('cutoff_hours'),
} as const;

/** The most days a reminder schedule counts (before the due date, between overdue reminders). */
export const REMINDER_MAX_DAYS = 60;

const reminderDays = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(REMINDER_MAX_DAYS, message).nullable();

/**
 * The club's payment reminder e-mails (the invoice-reminders job): one `before_due_days` days before
 * an unpaid invoice's due date (null: none), one on the due date, and one every
 * `overdue_every_days` days while it is overdue (null: none).
 */
export const emailSchedules = z.strictObject({
  before_due_days: reminderDays(SETTINGS_MESSAGES.reminderDaysBefore),
  on_due_date: z.boolean({ error: SETTINGS_MESSAGES.reminderOnDueDate }),
  overdue_every_days: reminderDays(SETTINGS_MESSAGES.reminderOverdueEvery),
});
export type EmailSchedules = z.infer<typeof emailSchedules>;

/** A new club sends no reminder until its admin chooses a schedule. */
export const NO_REMINDERS: EmailSchedules = { before_due_days: null, on_due_date: false, overdue_every_days: null };

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).optional();

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, SETTINGS_MESSAGES.color);
/** An IANA time zone name the runtime knows (America/New_York, Europe/Madrid, UTC). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const hasThousandths = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;

export const publicSettings = z.object({
  tenant_id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  landing_layout: z.enum(LANDING_LAYOUTS),
  /** The club's uploaded logo, served from /api/clubs/{slug}/logo/{hash} (a new upload, a new URL). */
  logo_url: z.string().nullable(),
  /** The landing page's hero picture (POST /api/settings/hero-image), or null for the designed default. */
  hero_image: clubPicture.nullable(),
  contact_info: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  /** Percent, e.g. 2.5 */
  credit_card_fee: z.number(),
  tax_enabled: z.boolean(),
  /** Percent, up to 3 decimals, e.g. 8.875; applied to the taxable kinds while tax_enabled. */
  tax_rate: z.number(),
  taxable_kinds: z.array(z.enum(TAXABLE_KINDS)),
  /** Registration charges the first billing period's (prorated) tuition with the registration fee. */
  charge_first_month_at_registration: z.boolean(),
  auto_invoice_enabled: z.boolean(),
  auto_invoice_frequency: z.enum(AUTO_INVOICE_FREQUENCIES),
  auto_invoice_day: z.enum(AUTO_INVOICE_DAYS),
  auto_invoice_time: z.string(),
  applied_late_fees: z.boolean(),
  email_schedules: emailSchedules,
  /** IANA name, e.g. America/New_York: the club's classes are at these wall-clock times (calendar feed). */
  time_zone: z.string(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  stripe_publishable_key: z.string().nullable(),
  /** Hours a waitlist offer is held for a family, 48 unless the club sets it. */
  waitlist_offer_hours: z.number().int(),
  /** Make-up tokens an athlete's absences give per term (per calendar year for a class outside terms); 0: none. */
  makeup_tokens_per_term: z.number().int(),
  /** Days a make-up token stays valid from the day it is given. */
  makeup_token_valid_days: z.number().int(),
  /** A family may report an absence until this many hours before the class starts. */
  absence_cutoff_hours: z.number().int(),
  /** A make-up may be booked or cancelled until this many hours before the class starts. */
  makeup_booking_cutoff_hours: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

/** POST /api/settings: the fields sent are changed, the others kept (Manage Settings sends only the
 *  fields the admin changed). */
export const updateSettingsBody = z.object({
  name: z.string().trim().min(1, SETTINGS_MESSAGES.name).max(120).optional(),
  landing_layout: z.enum(LANDING_LAYOUTS).optional(),
  /** null removes the logo; otherwise one of the club's uploaded logos (upload with POST /api/settings/logo). */
  logo_url: z.string().max(300).nullable().optional(),
  contact_info: z.string().max(2000, SETTINGS_MESSAGES.contactInfo).nullable().optional(),
  primary_color: color.nullable().optional(),
  secondary_color: color.nullable().optional(),
  credit_card_fee: z
    .number({ error: SETTINGS_MESSAGES.creditCardFee })
    .min(0, SETTINGS_MESSAGES.creditCardFee)
    .max(100, SETTINGS_MESSAGES.creditCardFee)
    .refine(hasCents, SETTINGS_MESSAGES.creditCardFee)
    .optional(),
  tax_enabled: z.boolean().optional(),
  tax_rate: z
    .number({ error: SETTINGS_MESSAGES.taxRate })
    .min(0, SETTINGS_MESSAGES.taxRate)
    .max(100, SETTINGS_MESSAGES.taxRate)
    .refine(hasThousandths, SETTINGS_MESSAGES.taxRate)
    .optional(),
  taxable_kinds: z
    .array(z.enum(TAXABLE_KINDS))
    .max(TAXABLE_KINDS.length)
    .refine((k) => new Set(k).size === k.length, say('lists_kind_twice'))
    .optional(),
  charge_first_month_at_registration: z.boolean().optional(),
  auto_invoice_enabled: z.boolean().optional(),
  auto_invoice_frequency: z.enum(AUTO_INVOICE_FREQUENCIES).optional(),
  auto_invoice_day: z.enum(AUTO_INVOICE_DAYS).optional(),
  auto_invoice_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MESSAGES.time)
    .optional(),
  applied_late_fees: z.boolean().optional(),
  email_schedules: emailSchedules.optional(),
  time_zone: z.string().trim().max(64, SETTINGS_MESSAGES.timeZone).refine(isTimeZone, SETTINGS_MESSAGES.timeZone).optional(),
  waitlist_offer_hours: z
    .number({ error: SETTINGS_MESSAGES.waitlistOfferHours })
    .int(SETTINGS_MESSAGES.waitlistOfferHours)
    .min(1, SETTINGS_MESSAGES.waitlistOfferHours)
    .max(720, SETTINGS_MESSAGES.waitlistOfferHours)
    .optional(),
  makeup_tokens_per_term: wholeIn(0, 50, SETTINGS_MESSAGES.makeupTokensPerTerm),
  makeup_token_valid_days: wholeIn(1, 365, SETTINGS_MESSAGES.makeupTokenValidDays),
  absence_cutoff_hours: wholeIn(0, 168, SETTINGS_MESSAGES.cutoffHours),
  makeup_booking_cutoff_hours: wholeIn(0, 168, SETTINGS_MESSAGES.cutoffHours),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** The body of POST /api/settings/logo: the image file's own bytes. */
export const logoFile = z.custom<Uint8Array>((v) => v instanceof Uint8Array, SETTINGS_MESSAGES.logoNotImage);

/** GET /api/clubs/{slug}/logo/{hash}: the hash is the SHA-256 of the file, so the URL never changes meaning. */
export const logoParams = z.object({
  slug: z.string().min(1).max(63),
  hash: z.string().regex(/^[0-9a-f]{64}$/, say('logo_hash')),
});

/** A saved secret as an admin may see it: whether it is there, and its prefix and last 4 characters. */
export const storedSecret = z.object({
  set: z.boolean(),
  /** e.g. "sk_live_••••1234"; null when not set, or when this server's APP_SECRET cannot open it. */
  masked: z.string().nullable(),
});
export type StoredSecret = z.infer<typeof storedSecret>;

export const paymentProviderSettings = z.object({
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  stripe_publishable_key: z.string().nullable(),
  stripe_secret_key: storedSecret,
  stripe_webhook_secret: storedSecret,
  /** The endpoint to add in the Stripe dashboard for this club's webhooks. */
  webhook_url: z.string(),
});
export type PaymentProviderSettings = z.infer<typeof paymentProviderSettings>;

const key = (pattern: RegExp, message: string) => z.string().trim().max(255, message).regex(pattern, message);

export const STRIPE_KEY_PATTERNS = {
  publishable: /^pk_(test|live)_[A-Za-z0-9_]{8,}$/,
  secret: /^sk_(test|live)_[A-Za-z0-9_]{8,}$/,
  webhook: /^whsec_[A-Za-z0-9_+/=]{8,}$/,
} as const;

/** PUT /api/settings/payment-provider: a key left out is kept, null removes it, a value replaces it. */
export const updatePaymentProviderBody = z.object({
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  stripe_publishable_key: key(STRIPE_KEY_PATTERNS.publishable, SETTINGS_MESSAGES.publishableKey).nullable().optional(),
  stripe_secret_key: key(STRIPE_KEY_PATTERNS.secret, SETTINGS_MESSAGES.secretKey).nullable().optional(),
  stripe_webhook_secret: key(STRIPE_KEY_PATTERNS.webhook, SETTINGS_MESSAGES.webhookSecret).nullable().optional(),
});
export type UpdatePaymentProviderBody = z.infer<typeof updatePaymentProviderBody>;
