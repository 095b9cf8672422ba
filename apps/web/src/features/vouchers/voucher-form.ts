// The new-voucher form and the list's texts: the form's values, the POST /api/vouchers body built
// from them (a window of whole days in the admin's time zone: from the start of the first day to the
// end of the last), its checks (the contract's schema, whose words the server uses too, translated
// through the contract's message table), and how a voucher's value and window read. Pure: tested
// without a browser.
import { formatMoney, toCents } from '@springboard/contract/money';
import { createVoucherBody, type Voucher } from '@springboard/contract/vouchers';
import type { KeyedT } from '../../lib/i18n';
import { fieldErrors, schemaDetails, type FormErrors } from '../../lib/server-messages';
import type { BodyIn } from '@springboard/contract/operation';
import type { voucherOperations } from '@springboard/contract/operations/vouchers';

type CreateVoucherInput = BodyIn<typeof voucherOperations.create>;

export type VoucherValues = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Mantine's number fields give '' when empty. */
  value: number | string;
  /** 'YYYY-MM-DD' from the date fields, or null for no bound. */
  starts_on: string | null;
  ends_on: string | null;
  max_redemptions: number | string;
};

export const EMPTY_VOUCHER: VoucherValues = {
  code: '',
  kind: 'percent',
  value: '',
  starts_on: null,
  ends_on: null,
  max_redemptions: '',
};

const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const num = (v: number | string): number => (v === '' ? (undefined as unknown as number) : Number(v));

export function voucherBody(v: VoucherValues): CreateVoucherInput {
  return {
    code: v.code.trim(),
    kind: v.kind,
    value: num(v.value),
    starts_at: v.starts_on ? startOfDay(v.starts_on) : null,
    ends_at: v.ends_on ? endOfDay(v.ends_on) : null,
    max_redemptions: v.max_redemptions === '' ? null : Number(v.max_redemptions),
    active: true,
  };
}

/** Fields of the body as the form names them. */
const FORM_FIELD: Record<string, string> = { starts_at: 'starts_on', ends_at: 'ends_on' };
export const formField = (field: string) => FORM_FIELD[field] ?? field;

export function voucherErrors(v: VoucherValues, t: KeyedT): FormErrors {
  return fieldErrors(schemaDetails(createVoucherBody, voucherBody(v)), t, formField);
}

/** "10%" or "$5.00" in the reader's language. */
export function valueText(v: Pick<Voucher, 'kind' | 'value'>, language: string): string {
  const locale = language === 'es' ? 'es-US' : 'en-US';
  if (v.kind === 'percent')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(v.value / 100);
  return formatMoney(toCents(v.value), locale);
}

export type WindowText = { key: 'always' | 'from' | 'until' | 'between'; start?: string; end?: string };

/** Which sentence the window reads as, with its dates (formatted by the caller). */
export function windowOf(v: Pick<Voucher, 'starts_at' | 'ends_at'>): WindowText {
  if (v.starts_at && v.ends_at) return { key: 'between', start: v.starts_at, end: v.ends_at };
  if (v.starts_at) return { key: 'from', start: v.starts_at };
  if (v.ends_at) return { key: 'until', end: v.ends_at };
  return { key: 'always' };
}
