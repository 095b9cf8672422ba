// The forms of the memberships view, apart from how they look: the profile (02 §5: every field but
// the e-mail required, the e-mail not editable), the Send Email panel (subject and message both
// required after trimming) and the manual invoice (description and amount required, due today by
// default). Pure: tested without a browser.
import type { Membership, UpdateMembershipBody } from '@springboard/contract/memberships';

export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'address', 'city', 'state', 'zip'] as const;
export type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;

export function profileValues(m: Membership): ProfileValues {
  return {
    first_name: m.first_name,
    last_name: m.last_name,
    phone: m.phone,
    address: m.address,
    city: m.city,
    state: m.state,
    zip: m.zip,
  };
}

/** Field → 'required' for each blank field. */
export function profileErrors(v: ProfileValues): Partial<Record<keyof ProfileValues, 'required'>> {
  return Object.fromEntries(PROFILE_FIELDS.filter((f) => !v[f].trim()).map((f) => [f, 'required']));
}

export function profileBody(v: ProfileValues): UpdateMembershipBody {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, v[f].trim()])) as UpdateMembershipBody;
}

export type EmailValues = { subject: string; message: string };

/** 02 §5: one message for both fields, "Please fill out both subject and message." */
export function emailIsComplete(v: EmailValues): boolean {
  return v.subject.trim() !== '' && v.message.trim() !== '';
}

export type InvoiceValues = { description: string; amount: number | string; due_date: string | null };

export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** As the server: a description and an amount (dollars, not negative: the field takes no minus sign). */
export function invoiceErrors(v: InvoiceValues): Partial<Record<'description' | 'amount', 'required'>> {
  const errors: Partial<Record<'description' | 'amount', 'required'>> = {};
  if (!v.description.trim()) errors.description = 'required';
  if (v.amount === '' || v.amount === null || Number.isNaN(Number(v.amount))) errors.amount = 'required';
  return errors;
}

/** Balance (dollars, 02 §4): zero or above is credit, below zero is owed. */
export function balanceState(balance: number): 'owed' | 'credit' {
  return balance < 0 ? 'owed' : 'credit';
}
