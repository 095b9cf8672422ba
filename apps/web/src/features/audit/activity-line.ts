// One audit row as a sentence a club admin reads ("Ana Lopez refunded $25.00 of payment #3f2a9c1b —
// reason: missed two days"), and its before/after as rows of a small table. Amounts arrive in
// dollars; a row names its person by their name now, or the system and what did it.
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@springboard/contract/audit';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';
import { formatMoney, toCents } from '@springboard/contract/money';

type T = TFunction<'audit'>;

/** The actions with a sentence of their own (others read "<who>: <action>"). */
const LINES = [
  'invoice_created',
  'invoice_updated',
  'invoice_deleted',
  'invoice_voided',
  'payment_received',
  'payment_accepted',
  'payment_refunded',
  'refund_failed',
  'credit_given',
  'voucher_created',
  'staff_added',
  'user_role_changed',
  'password_reset_by_admin',
  'permission_created',
  'permission_deleted',
  'role_permissions_changed',
  'settings_changed',
  'payment_keys_changed',
  'logo_changed',
  'logo_removed',
  'hero_image_changed',
  'hero_image_removed',
  'pricing_created',
  'pricing_changed',
  'data_deletion_requested',
  'family_data_erased',
  'medical_viewed',
] as const;
type Line = (typeof LINES)[number] | 'voucher_on' | 'voucher_off' | 'other';

const BY = ['autopay', 'annual_fee', 'provider_webhook', 'payment_provider', 'registration', 'referral', 'auto', 'late_fee', 'manual', 'void'] as const;
const METHODS = ['card', 'cash', 'check', 'other'] as const;
const ROLES = ['admin', 'staff', 'member'] as const;

/** Fields of before/after that are amounts of money (dollars). */
const MONEY_FIELDS = new Set(['amount', 'refunded', 'registration_fee', 'referral_credit', 'family_monthly_max', 'credited', 'value']);

const oneOf = <V extends string>(list: readonly V[], v: unknown): v is V => typeof v === 'string' && (list as readonly string[]).includes(v);

export function money(dollars: unknown, lang: string): string {
  return typeof dollars === 'number' ? formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US') : '';
}

/** Who did it: their name, "A removed user", or "System (autopay)". */
export function actorOf(e: AuditEntry, t: T): string {
  if (e.actor_name) return e.actor_name;
  if (e.actor_user_id) return t('removedUser');
  if (!e.by) return t('system');
  return t('systemBy', { by: oneOf(BY, e.by) ? t(`by.${e.by}`) : e.by.replace(/_/g, ' ') });
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const roleName = (v: unknown, t: T) => (oneOf(ROLES, v) ? t(`roles.${v}`) : text(v));
const list = (v: unknown) => (Array.isArray(v) ? v.map(text).join(', ') : '');

export function activityLine(e: AuditEntry, t: T, lang: string): string {
  const d = e.data;
  const after = e.after ?? {};
  const before = e.before ?? {};
  const number = d.number ?? d.invoice_number ?? after.number ?? before.number;
  const line: Line =
    e.action === 'voucher_updated' ? (after.active ? 'voucher_on' : 'voucher_off') : oneOf(LINES, e.action) ? e.action : 'other';
  const values = {
    actor: actorOf(e, t),
    action: e.action.replace(/_/g, ' '),
    amount: money(d.amount ?? after.amount ?? before.amount, lang),
    invoice: typeof number === 'number' ? invoiceNumberLabel(number) : '',
    payment: e.entity_id ? `#${e.entity_id.slice(0, 8)}` : '',
    method: oneOf(METHODS, d.method) ? t(`methods.${d.method}`) : text(d.method),
    code: text(d.code ?? after.code),
    subject: e.subject_name ?? t('removedUser'),
    role: roleName(after.role, t),
    from: roleName(before.role, t),
    to: roleName(after.role, t),
    name: text(d.name),
    fields: list(d.fields),
  };
  const parts = [t(`lines.${line}`, values)];
  if (e.action === 'payment_accepted' && typeof number === 'number') parts[0] += ` ${t('onInvoice', { invoice: values.invoice })}`;
  if (e.action === 'role_permissions_changed') {
    if (list(d.granted)) parts.push(t('granted', { list: list(d.granted) }));
    if (list(d.removed)) parts.push(t('removed', { list: list(d.removed) }));
  }
  if (typeof d.reason === 'string' && d.reason) parts.push(t('reason', { reason: d.reason }));
  return parts.join(' — ');
}

export type ChangeRow = { field: string; before: string; after: string };

/** Each field of before/after, with its value on each side ('' where the side has none). */
export function changeRows(e: AuditEntry, t: T, lang: string): ChangeRow[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const shown = (field: string, v: unknown): string => {
    if (v === undefined) return '';
    if (v === null) return t('none');
    if (typeof v === 'boolean') return v ? t('yes') : t('no');
    if (typeof v === 'number' && MONEY_FIELDS.has(field)) return money(v, lang);
    if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: shown(field, before[field]), after: shown(field, after[field]) }));
}
