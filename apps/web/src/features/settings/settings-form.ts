// The Manage Settings forms: their values from the club's settings, the bodies of POST /api/settings
// and PUT /api/settings/payment-provider built from them, and their checks, which are the contract's
// schemas (the server refuses the same input with the same codes, translated by
// lib/server-messages). Pure: tested without a browser.
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  updatePaymentProviderBody,
  updateSettingsBody,
  type PaymentProviderName,
  type PaymentProviderSettings,
  type PublicSettings,
  type TaxableKind,
  type UpdatePaymentProviderBody,
  type UpdateSettingsBody,
} from '@springboard/contract/settings';
import type { KeyedT } from '../../lib/i18n';
import { fieldErrors, schemaDetails, serverMessage, type FormErrors } from '../../lib/server-messages';

export type SettingsValues = {
  name: string;
  landing_layout: PublicSettings['landing_layout'];
  contact_info: string;
  primary_color: string;
  secondary_color: string;
  /** Mantine's number field gives '' when empty. */
  credit_card_fee: number | string;
  tax_enabled: boolean;
  /** Percent, up to 3 decimals; '' when emptied. */
  tax_rate: number | string;
  taxable_kinds: TaxableKind[];
  charge_first_month_at_registration: boolean;
  auto_invoice_enabled: boolean;
  auto_invoice_frequency: PublicSettings['auto_invoice_frequency'];
  auto_invoice_day: PublicSettings['auto_invoice_day'];
  auto_invoice_time: string;
  applied_late_fees: boolean;
  /** The payment reminder schedule; '' is no reminder (Mantine's number field gives '' when empty). */
  email_schedules: {
    before_due_days: number | string;
    on_due_date: boolean;
    overdue_every_days: number | string;
  };
  /** Hours a waitlist offer is held; '' when emptied. */
  waitlist_offer_hours: number | string;
  /** IANA name: the calendar feed's time zone. */
  time_zone: string;
  /** Make-ups: the cap per term, days a token is valid, and the two cut-offs in hours; '' when emptied. */
  makeup_tokens_per_term: number | string;
  makeup_token_valid_days: number | string;
  absence_cutoff_hours: number | string;
  makeup_booking_cutoff_hours: number | string;
};

const MAKEUP_FIELDS = [
  'makeup_tokens_per_term',
  'makeup_token_valid_days',
  'absence_cutoff_hours',
  'makeup_booking_cutoff_hours',
] as const;

/** The club's settings as the form edits them; colours never saved start from the ones the site shows. */
export function settingsToValues(s: PublicSettings): SettingsValues {
  return {
    name: s.name,
    landing_layout: s.landing_layout,
    contact_info: s.contact_info ?? '',
    primary_color: s.primary_color ?? DEFAULT_PRIMARY_COLOR,
    secondary_color: s.secondary_color ?? DEFAULT_SECONDARY_COLOR,
    credit_card_fee: s.credit_card_fee,
    tax_enabled: s.tax_enabled,
    tax_rate: s.tax_rate,
    taxable_kinds: [...s.taxable_kinds],
    charge_first_month_at_registration: s.charge_first_month_at_registration,
    auto_invoice_enabled: s.auto_invoice_enabled,
    auto_invoice_frequency: s.auto_invoice_frequency,
    auto_invoice_day: s.auto_invoice_day,
    auto_invoice_time: s.auto_invoice_time,
    applied_late_fees: s.applied_late_fees,
    email_schedules: {
      before_due_days: s.email_schedules.before_due_days ?? '',
      on_due_date: s.email_schedules.on_due_date,
      overdue_every_days: s.email_schedules.overdue_every_days ?? '',
    },
    waitlist_offer_hours: s.waitlist_offer_hours,
    time_zone: s.time_zone,
    makeup_tokens_per_term: s.makeup_tokens_per_term,
    makeup_token_valid_days: s.makeup_token_valid_days,
    absence_cutoff_hours: s.absence_cutoff_hours,
    makeup_booking_cutoff_hours: s.makeup_booking_cutoff_hours,
  };
}

/** Days of a reminder: empty is none (null); anything else is sent as a number for the schema to judge. */
const reminderDays = (v: number | string): number | null => (v === '' ? null : Number(v));

/** Every field of the form as POST /api/settings takes it. The logo is left out: it has its own
 *  calls (upload, remove), so a save never undoes a logo changed meanwhile. */
function fullBody(v: SettingsValues): UpdateSettingsBody {
  return {
    name: v.name,
    landing_layout: v.landing_layout,
    contact_info: v.contact_info.trim() ? v.contact_info : null,
    primary_color: v.primary_color,
    secondary_color: v.secondary_color,
    credit_card_fee: v.credit_card_fee === '' ? undefined : Number(v.credit_card_fee),
    tax_enabled: v.tax_enabled,
    tax_rate: v.tax_rate === '' ? 0 : Number(v.tax_rate),
    taxable_kinds: v.taxable_kinds,
    charge_first_month_at_registration: v.charge_first_month_at_registration,
    auto_invoice_enabled: v.auto_invoice_enabled,
    auto_invoice_frequency: v.auto_invoice_frequency,
    auto_invoice_day: v.auto_invoice_day,
    auto_invoice_time: v.auto_invoice_time,
    applied_late_fees: v.applied_late_fees,
    email_schedules: {
      before_due_days: reminderDays(v.email_schedules.before_due_days),
      on_due_date: v.email_schedules.on_due_date,
      overdue_every_days: reminderDays(v.email_schedules.overdue_every_days),
    },
    waitlist_offer_hours: v.waitlist_offer_hours === '' ? undefined : Number(v.waitlist_offer_hours),
    time_zone: v.time_zone,
    ...Object.fromEntries(MAKEUP_FIELDS.map((f) => [f, v[f] === '' ? undefined : Number(v[f])])),
  };
}

/** The body of POST /api/settings: only the fields the admin changed from what was loaded, so a save
 *  never writes back a value nobody touched (colours the club never chose, a setting another admin
 *  changed meanwhile). */
export function settingsBody(v: SettingsValues, loaded: SettingsValues): UpdateSettingsBody {
  const now = fullBody(v);
  const before = fullBody(loaded);
  const keys = Object.keys(now) as (keyof UpdateSettingsBody)[];
  return Object.fromEntries(
    keys.filter((k) => JSON.stringify(now[k]) !== JSON.stringify(before[k])).map((k) => [k, now[k]]),
  ) as UpdateSettingsBody;
}

/** The fields that must keep a value: emptying one is refused (never "left as it was" in silence). */
const REQUIRED_NUMBERS = ['credit_card_fee', 'waitlist_offer_hours', ...MAKEUP_FIELDS] as const;
const REQUIRED_MESSAGE = {
  credit_card_fee: 'credit_card_fee',
  waitlist_offer_hours: 'offer_hours',
  makeup_tokens_per_term: 'makeup_tokens_per_term',
  makeup_token_valid_days: 'makeup_token_valid_days',
  absence_cutoff_hours: 'cutoff_hours',
  makeup_booking_cutoff_hours: 'cutoff_hours',
} as const satisfies Record<(typeof REQUIRED_NUMBERS)[number], string>;

export function settingsErrors(v: SettingsValues, t: KeyedT): FormErrors {
  const errors: FormErrors = {};
  Object.assign(errors, fieldErrors(schemaDetails(updateSettingsBody, fullBody(v)), t));
  for (const f of REQUIRED_NUMBERS) if (v[f] === '') errors[f] ??= serverMessage(t, { code: REQUIRED_MESSAGE[f] });
  return errors;
}

export type PaymentValues = {
  payment_provider: PaymentProviderName;
  stripe_publishable_key: string;
  /** Blank keeps the saved secret; a value replaces it. */
  stripe_secret_key: string;
  stripe_webhook_secret: string;
};

export function paymentToValues(p: PaymentProviderSettings): PaymentValues {
  return {
    payment_provider: p.payment_provider,
    stripe_publishable_key: p.stripe_publishable_key ?? '',
    stripe_secret_key: '',
    stripe_webhook_secret: '',
  };
}

/** Blank secrets are left out (kept); a blank publishable key is left out too unless none is saved. */
export function paymentBody(v: PaymentValues): UpdatePaymentProviderBody {
  const filled = (s: string) => (s.trim() ? s.trim() : undefined);
  const body: UpdatePaymentProviderBody = { payment_provider: v.payment_provider };
  const pk = filled(v.stripe_publishable_key);
  const sk = filled(v.stripe_secret_key);
  const wh = filled(v.stripe_webhook_secret);
  if (pk) body.stripe_publishable_key = pk;
  if (sk) body.stripe_secret_key = sk;
  if (wh) body.stripe_webhook_secret = wh;
  return body;
}

export function paymentErrors(v: PaymentValues, saved: PaymentProviderSettings, t: KeyedT): FormErrors {
  const errors = fieldErrors(schemaDetails(updatePaymentProviderBody, paymentBody(v)), t);
  if (v.payment_provider === 'stripe') {
    if (!v.stripe_publishable_key.trim())
      errors.stripe_publishable_key ??= serverMessage(t, { code: 'stripe_needs_publishable_key' });
    if (!v.stripe_secret_key.trim() && !saved.stripe_secret_key.set)
      errors.stripe_secret_key ??= serverMessage(t, { code: 'stripe_needs_secret_key' });
  }
  return errors;
}

/** A logo file the server would refuse, checked before sending it: its key, or null. */
export function logoProblem(file: { size: number; type: string }): 'logoTooLarge' | 'logoNotImage' | null {
  if (file.size > LOGO_MAX_BYTES) return 'logoTooLarge';
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'logoNotImage';
  return null;
}
