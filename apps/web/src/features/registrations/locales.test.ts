// Every key of these screens exists in English and Spanish (and nowhere only in one of them).
import { describe, expect, it } from 'vitest';
import enRegistration from '../../locales/en/registration.json';
import esRegistration from '../../locales/es/registration.json';
import enPayments from '../../locales/en/payments.json';
import esPayments from '../../locales/es/payments.json';
import enMember from '../../locales/en/member.json';
import esMember from '../../locales/es/member.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

describe.each([
  ['registration', enRegistration, esRegistration],
  ['payments', enPayments, esPayments],
  ['member', enMember, esMember],
])('%s texts', (_ns, en, es) => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(keys(es)).toEqual(keys(en));
    for (const k of keys(en)) expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], en)).not.toBe('');
  });
});

describe('the registration messages', () => {
  it('are word for word in English', () => {
    expect(enRegistration.toast.success).toBe('Membership and athlete registration completed successfully!');
    expect(enRegistration.toast.voucherApplied).toBe('Voucher applied successfully! New total: {{amount}}');
    expect(enRegistration.errors.emailCheckFailed).toBe('An error occurred. Please try again.');
    expect(enRegistration.toast.registrationFailed).toBe('Error creating membership: {{message}}');
    expect(enPayments.loadFailed).toBe('Failed to load due payments.');
    expect(enMember.expired).toBe('Your membership has expired! Please renew.');
    expect(enMember.family.empty).toBe('No athletes found. Add your first athlete to get started.');
  });
});
