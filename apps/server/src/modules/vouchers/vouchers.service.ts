// Voucher rules: percent or fixed discount, active window, redemption limit. A redemption is one
// conditional UPDATE, so parallel registrations can never redeem past the limit.
import { eq, sql } from 'drizzle-orm';
import type { FixedCode } from '@springboard/contract/messages';
import { voucherList, type CreateVoucherBody, type Voucher } from '@springboard/contract/vouchers';
import { toCents, toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { voucherRedemptions, vouchers } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchText } from '../../platform/people-search.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { recordAudit } from '../audit/audit.js';

type Row = typeof vouchers.$inferSelect;
export type AppliedVoucher = { voucherId: string; code: string; discountCents: number };

/** Why a voucher cannot be used now, or null when it can. */
export function voucherProblem(v: Row | undefined, now = new Date()): FixedCode | null {
  if (!v || !v.active) return 'voucher_invalid';
  if (v.startsAt && v.startsAt > now) return 'voucher_not_yet_active';
  if (v.endsAt && v.endsAt <= now) return 'voucher_expired';
  if (v.maxRedemptions !== null && v.redeemedCount >= v.maxRedemptions) return 'voucher_used_up';
  return null;
}

export function discountCents(v: Pick<Row, 'kind' | 'value'>, amountCents: number): number {
  const off = v.kind === 'percent' ? Math.round((amountCents * v.value) / 100) : v.value;
  return Math.max(0, Math.min(off, amountCents));
}

/** The discount a code gives on an amount; a 400 naming `field` when it cannot be used. */
export async function applyVoucher(tx: Tx, code: string, amountCents: number, field: string): Promise<AppliedVoucher> {
  const [v] = await tx
    .select()
    .from(vouchers)
    .where(sql`lower(${vouchers.code}) = lower(${code})`);
  const problem = voucherProblem(v);
  if (problem || !v) throw fieldError(field, problem ?? 'voucher_invalid');
  return { voucherId: v.id, code: v.code, discountCents: discountCents(v, amountCents) };
}

/** Counts one use, only if the voucher is still valid and under its limit; 409 otherwise. */
export async function redeemVoucher(
  tx: Tx,
  tenantId: string,
  applied: AppliedVoucher,
  membershipId: string,
  paymentIntentId: string | null,
): Promise<void> {
  const res = await tx.execute(sql`
    update vouchers set redeemed_count = redeemed_count + 1
    where id = ${applied.voucherId} and active
      and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
      and (max_redemptions is null or redeemed_count < max_redemptions)
    returning id`);
  if (res.rows.length === 0) throw new AppError('CONFLICT', 'voucher_used_up');
  await tx.insert(voucherRedemptions).values({
    tenantId,
    voucherId: applied.voucherId,
    membershipId,
    paymentIntentId,
    discountCents: applied.discountCents,
  });
}

function toVoucher(v: Row): Voucher {
  return {
    id: v.id,
    code: v.code,
    kind: v.kind === 'fixed' ? 'fixed' : 'percent',
    value: v.kind === 'fixed' ? toDollars(v.value) : v.value,
    starts_at: v.startsAt?.toISOString() ?? null,
    ends_at: v.endsAt?.toISOString() ?? null,
    max_redemptions: v.maxRedemptions,
    redeemed_count: v.redeemedCount,
    active: v.active,
  };
}

const voucherOrder = listOrder(
  voucherList,
  {
    code: [vouchers.code],
    kind: [vouchers.kind],
    value: [vouchers.value],
    starts_at: [vouchers.startsAt],
    ends_at: [vouchers.endsAt],
    max_redemptions: [vouchers.maxRedemptions],
    redeemed_count: [vouchers.redeemedCount],
    active: [vouchers.active],
  },
  vouchers.id,
);

/** The vouchers by code, as the request asks (a page, sorted, searched by code, or CSV). */
export async function vouchersPage(tx: Tx, list: ListRequest): Promise<Listed<Voucher>> {
  const base = tx
    .select()
    .from(vouchers)
    .where(list.q ? matchText(list.q, vouchers.code) : undefined)
    .$dynamic();
  return listRows(tx, list, base, voucherOrder, (rows) => rows.map(toVoucher));
}

/** What the trail keeps of a voucher: its terms (a fixed value in cents, a percentage as is). */
const audited = (v: typeof vouchers.$inferSelect) => ({
  code: v.code,
  kind: v.kind,
  ...(v.kind === 'fixed' ? { value_cents: v.value } : { percent: v.value }),
  starts_at: v.startsAt?.toISOString() ?? null,
  ends_at: v.endsAt?.toISOString() ?? null,
  max_redemptions: v.maxRedemptions,
  active: v.active,
});

export async function createVoucher(tx: Tx, tenantId: string, body: CreateVoucherBody, by: string): Promise<Voucher> {
  try {
    const [row] = await tx
      .insert(vouchers)
      .values({
        tenantId,
        code: body.code,
        kind: body.kind,
        value: body.kind === 'fixed' ? toCents(body.value) : Math.round(body.value),
        startsAt: body.starts_at ? new Date(body.starts_at) : null,
        endsAt: body.ends_at ? new Date(body.ends_at) : null,
        maxRedemptions: body.max_redemptions ?? null,
        active: body.active,
      })
      .returning();
    await recordAudit(tx, { tenantId, actorUserId: by, action: 'voucher_created', entity: 'voucher', entityId: row!.id, after: audited(row!), data: { code: row!.code } });
    return toVoucher(row!);
  } catch (err) {
    if (uniqueViolation(err)) throw fieldError('code', 'voucher_code_taken');
    throw err;
  }
}

export async function setVoucherActive(tx: Tx, id: string, active: boolean, by: string): Promise<Voucher> {
  const [was] = await tx.select({ active: vouchers.active }).from(vouchers).where(eq(vouchers.id, id)).for('update');
  const [row] = await tx.update(vouchers).set({ active }).where(eq(vouchers.id, id)).returning();
  if (!row || !was) throw new AppError('NOT_FOUND', 'voucher_not_found');
  await recordAudit(tx, { tenantId: row.tenantId, actorUserId: by, action: 'voucher_updated', entity: 'voucher', entityId: id, before: { active: was.active }, after: { active }, data: { code: row.code } });
  return toVoucher(row);
}
