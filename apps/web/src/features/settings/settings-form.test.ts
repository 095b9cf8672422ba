import { describe, expect, it } from 'vitest';
import type { PaymentProviderSettings, PublicSettings } from '@springboard/contract/settings';
import enSettings from '../../locales/en/settings.json';
import esSettings from '../../locales/es/settings.json';
import {
  logoProblem,
  paymentBody,
  paymentErrors,
  paymentToValues,
  settingsBody,
  settingsErrors,
  settingsToValues,
} from './settings-form';

const t = (key: string) => key;

const settings: PublicSettings = {
  tenant_id: '11111111-1111-4111-8111-111111111111',
  slug: 'demo',
  name: 'Sunrise Gymnastics',
  landing_layout: 'club',
  logo_url: '/api/clubs/demo/logo/abc',
  hero_image: null,
  contact_info: null,
  primary_color: null,
  secondary_color: null,
  credit_card_fee: 2.5,
  tax_enabled: false,
  tax_rate: 0,
  taxable_kinds: ['tuition'],
  charge_first_month_at_registration: false,
  auto_invoice_enabled: false,
  auto_invoice_frequency: 'monthly',
  auto_invoice_day: 'start',
  auto_invoice_time: '09:00',
  applied_late_fees: false,
  email_schedules: { before_due_days: 3, on_due_date: true, overdue_every_days: null },
  payment_provider: 'sandbox',
  stripe_publishable_key: null,
  waitlist_offer_hours: 48,
  time_zone: 'America/New_York',
  makeup_tokens_per_term: 3,
  makeup_token_valid_days: 60,
  absence_cutoff_hours: 2,
  makeup_booking_cutoff_hours: 2,
};

describe('the settings form', () => {
  it("starts colours never saved at the site's own default look, and sends only what the admin changed", () => {
    const v = settingsToValues(settings);
    expect(v).toMatchObject({
      primary_color: '#4f46e5',
      secondary_color: '#333333',
      contact_info: '',
      email_schedules: { before_due_days: 3, on_due_date: true, overdue_every_days: '' },
    });
    // Nothing touched: nothing sent (the default colours are never saved back).
    expect(settingsBody(v, v)).toEqual({});
    // The phone changed: only the contact details are sent, never the colours or the logo.
    const body = settingsBody({ ...v, contact_info: 'Call 555-0100' }, v);
    expect(body).toEqual({ contact_info: 'Call 555-0100' });
    // A colour chosen and a reminder changed: just those two.
    expect(
      settingsBody({ ...v, primary_color: '#0b7285', email_schedules: { ...v.email_schedules, overdue_every_days: 7 } }, v),
    ).toEqual({
      primary_color: '#0b7285',
      email_schedules: { before_due_days: 3, on_due_date: true, overdue_every_days: 7 },
    });
    // Changed and changed back: not sent.
    expect(settingsBody({ ...v, time_zone: 'America/New_York' }, { ...v })).toEqual({});
    expect(settingsErrors(v, t)).toEqual({});
  });

  it('refuses emptying a setting that must keep a value, under its own field', () => {
    const v = settingsToValues(settings);
    expect(settingsErrors({ ...v, waitlist_offer_hours: '', makeup_token_valid_days: '' }, t)).toEqual({
      waitlist_offer_hours: 'errors:offer_hours',
      makeup_token_valid_days: 'errors:makeup_token_valid_days',
    });
  });

  it("refuses what the server refuses, under the same fields, in the contract's words", () => {
    const v = settingsToValues(settings);
    expect(settingsErrors({ ...v, credit_card_fee: '' }, t)).toEqual({ credit_card_fee: 'errors:credit_card_fee' });
    expect(settingsErrors({ ...v, credit_card_fee: 'abc' }, t)).toEqual({ credit_card_fee: 'errors:credit_card_fee' });
    expect(settingsErrors({ ...v, primary_color: 'orange', auto_invoice_time: '9am' }, t)).toEqual({
      primary_color: 'errors:hex_colour',
      auto_invoice_time: 'errors:time_of_day',
    });
    // The reminder schedule: days from 1 to 60, empty for none, named by their own field.
    const days = (before_due_days: number | string, overdue_every_days: number | string) => ({
      ...v,
      email_schedules: { before_due_days, on_due_date: false, overdue_every_days },
    });
    expect(settingsErrors(days(0, 61), t)).toEqual({
      'email_schedules.before_due_days': 'errors:reminder_days_before',
      'email_schedules.overdue_every_days': 'errors:reminder_overdue_every',
    });
    expect(settingsErrors(days('', 1.5), t)).toEqual({ 'email_schedules.overdue_every_days': 'errors:reminder_overdue_every' });
    expect(settingsErrors(days('', ''), t)).toEqual({});
    expect(settingsBody(days('', 7), v).email_schedules).toEqual({
      before_due_days: null,
      on_due_date: false,
      overdue_every_days: 7,
    });
  });

  it('sends the tax rate and the taxed kinds, and refuses a rate above 100 or with 4 decimals under tax_rate', () => {
    const v = {
      ...settingsToValues(settings),
      tax_enabled: true,
      tax_rate: 8.875,
      taxable_kinds: ['tuition', 'late_fee'] as const,
    };
    expect(settingsBody({ ...v, taxable_kinds: [...v.taxable_kinds] }, settingsToValues(settings))).toEqual({
      tax_enabled: true,
      tax_rate: 8.875,
      taxable_kinds: ['tuition', 'late_fee'],
    });
    expect(settingsErrors({ ...v, taxable_kinds: ['tuition'], tax_rate: 101 }, t)).toEqual({ tax_rate: 'errors:tax_rate' });
    expect(settingsErrors({ ...v, taxable_kinds: ['tuition'], tax_rate: 8.8755 }, t)).toEqual({ tax_rate: 'errors:tax_rate' });
  });
});

describe('the payments form', () => {
  const saved: PaymentProviderSettings = {
    payment_provider: 'sandbox',
    stripe_publishable_key: null,
    stripe_secret_key: { set: false, masked: null },
    stripe_webhook_secret: { set: false, masked: null },
    webhook_url: 'http://x/api/payments/webhook/stripe/demo',
  };

  it('leaves blank secrets out, so the saved ones are kept', () => {
    const v = paymentToValues({
      ...saved,
      stripe_publishable_key: 'pk_test_abcdefgh1',
      stripe_secret_key: { set: true, masked: 'sk_test_••••1234' },
    });
    expect(v.stripe_secret_key).toBe('');
    expect(paymentBody({ ...v, payment_provider: 'stripe' })).toEqual({
      payment_provider: 'stripe',
      stripe_publishable_key: 'pk_test_abcdefgh1',
    });
  });

  it('asks Stripe for both keys and checks their shapes', () => {
    const v = { ...paymentToValues(saved), payment_provider: 'stripe' as const };
    expect(paymentErrors(v, saved, t)).toEqual({
      stripe_publishable_key: 'errors:stripe_needs_publishable_key',
      stripe_secret_key: 'errors:stripe_needs_secret_key',
    });
    expect(
      paymentErrors(
        { ...v, stripe_publishable_key: 'pk_x', stripe_secret_key: 'sk_test_okay_12345', stripe_webhook_secret: 'whsec' },
        saved,
        t,
      ),
    ).toEqual({
      stripe_publishable_key: 'errors:publishable_key_format',
      stripe_webhook_secret: 'errors:webhook_secret_format',
    });
    expect(paymentErrors({ ...v, payment_provider: 'sandbox' }, saved, t)).toEqual({});
  });
});

describe('a logo file', () => {
  it('must be a PNG, JPEG, WebP or GIF of at most 1 MB', () => {
    expect(logoProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(logoProblem({ size: 1000, type: 'image/svg+xml' })).toBe('logoNotImage');
    expect(logoProblem({ size: 1024 * 1024 + 1, type: 'image/png' })).toBe('logoTooLarge');
  });
});

describe('the settings texts', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it('have every text of the reminder schedule in both languages', () => {
    const reminderKeys = keys(enSettings).filter((k) => k.startsWith('reminders.'));
    expect(reminderKeys.length).toBeGreaterThan(3);
    for (const key of reminderKeys) expect(keys(esSettings), key).toContain(key);
  });

  it('keep the toasts word for word', () => {
    expect(enSettings.saved).toBe('Settings updated successfully');
    expect(enSettings.failed).toBe('Error updating: {{message}}');
    expect(enSettings.loadFailed).toBe('Failed to load settings: {{message}}');
    expect(enSettings.logo.failed).toBe('Logo upload failed: {{message}}');
  });
});
