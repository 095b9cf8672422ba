// A reconciliation check: the provider's succeeded charges and refunds of the last
// RECONCILIATION_WINDOW_DAYS days against the club's recorded card payments (payments.transaction_id
// is the provider's payment intent) and provider refunds (payment_refunds.provider_refund_id). What
// does not match is kept as the check's items (reconciliation_runs, reconciliation_items), so the
// screen reads the last check without asking the provider. One check runs at a time in a club (a
// unique index on the running row); a check left running by a process that died is closed as
// failed after CHECK_STALE_MS.
import { and, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { RECONCILIATION_WINDOW_DAYS, type ReconciliationKind } from '@springboard/contract/operations/reconciliation';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import {
  invoices,
  memberships,
  paymentIntents,
  paymentRefunds,
  payments,
  reconciliationItems,
  reconciliationRuns,
} from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../platform/app-error.js';
import { providerToAppError } from '../payments/provider-errors.js';
import type { PaymentProvider, ProviderMoneyRow } from '../payments/providers/provider.js';

const DAY_MS = 86_400_000;
/** The provider's lists are read from a day before the window: a payment recorded in the window may
 *  have been charged just before it, and must still find its charge. */
const LIST_MARGIN_MS = DAY_MS;
/** A check still running after this long belongs to a process that died. */
export const CHECK_STALE_MS = 15 * 60 * 1000;
/** At most this many unrecorded charges are looked up at the provider for their family and invoice. */
const LOOKUPS_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CheckTrigger = 'schedule' | 'manual';
export type CheckOutcome = { runId: string; found: number };

type NewItem = Omit<typeof reconciliationItems.$inferInsert, 'tenantId' | 'runId'> & { kind: ReconciliationKind };

/** Runs one check for the club and keeps it. Throws AppError CONFLICT while another runs, and the
 *  provider's failure (UPSTREAM) after keeping the check as failed. */
export async function runCheck(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  opts: { trigger: CheckTrigger; actorId: string | null; now?: Date },
): Promise<CheckOutcome> {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - RECONCILIATION_WINDOW_DAYS * DAY_MS);
  const runId = await startCheck(run, tenantId, provider.name, since, now, opts);
  try {
    const listFrom = new Date(since.getTime() - LIST_MARGIN_MS);
    const [charges, refunds] = await Promise.all([provider.listSucceededCharges(listFrom), provider.listRefunds(listFrom)]);
    const items = await run((tx) => compare(tx, provider.name, since, charges, refunds));
    const located = await locateCharges(provider, tenantId, items);
    await run(async (tx) => {
      const kept = await knownTargets(tx, located);
      if (kept.length) await tx.insert(reconciliationItems).values(kept.map((i) => ({ ...i, tenantId, runId })));
      await tx.update(reconciliationRuns).set({ status: 'done', finishedAt: new Date() }).where(eq(reconciliationRuns.id, runId));
    });
    return { runId, found: located.length };
  } catch (err) {
    const failure = providerToAppError(err);
    const code = failure instanceof AppError ? failure.reason.code : 'reconciliation_interrupted';
    await run((tx) =>
      tx
        .update(reconciliationRuns)
        .set({ status: 'failed', error: code, finishedAt: new Date() })
        .where(eq(reconciliationRuns.id, runId)),
    );
    throw failure;
  }
}

async function startCheck(
  run: Runner,
  tenantId: string,
  provider: string,
  since: Date,
  now: Date,
  opts: { trigger: CheckTrigger; actorId: string | null },
): Promise<string> {
  try {
    return await run(async (tx) => {
      await tx
        .update(reconciliationRuns)
        .set({ status: 'failed', error: 'reconciliation_interrupted', finishedAt: now })
        .where(
          and(
            eq(reconciliationRuns.status, 'running'),
            lt(reconciliationRuns.startedAt, new Date(now.getTime() - CHECK_STALE_MS)),
          ),
        );
      const [row] = await tx
        .insert(reconciliationRuns)
        .values({
          tenantId,
          provider,
          trigger: opts.trigger,
          windowDays: RECONCILIATION_WINDOW_DAYS,
          since,
          startedBy: opts.actorId,
          startedAt: now,
        })
        .returning({ id: reconciliationRuns.id });
      return row!.id;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'reconciliation_runs_running_key') throw new AppError('CONFLICT', 'reconciliation_running');
    throw err;
  }
}

/** What does not match, between the provider's rows (read from before `since`) and the records. */
async function compare(
  tx: Tx,
  providerName: string,
  since: Date,
  charges: ProviderMoneyRow[],
  refunds: ProviderMoneyRow[],
): Promise<NewItem[]> {
  const intentIds = [...new Set([...charges, ...refunds].map((r) => r.intentId))];
  const refundIds = refunds.map((r) => r.refundId!).filter(Boolean);
  const [recordedByIntent, recordedInWindow, refundsById, refundsInWindow, intents] = await Promise.all([
    intentIds.length
      ? tx.select().from(payments).where(inArray(payments.transactionId, intentIds))
      : Promise.resolve([] as (typeof payments.$inferSelect)[]),
    tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.paymentMethod, 'card'),
          eq(payments.provider, providerName),
          inArray(payments.status, ['succeeded', 'refunded']),
          gte(payments.paymentDate, since),
        ),
      ),
    refundIds.length
      ? tx.select().from(paymentRefunds).where(inArray(paymentRefunds.providerRefundId, refundIds))
      : Promise.resolve([] as (typeof paymentRefunds.$inferSelect)[]),
    tx
      .select({ r: paymentRefunds, intentId: payments.transactionId })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(
        and(
          eq(paymentRefunds.method, 'provider'),
          isNotNull(paymentRefunds.providerRefundId),
          ne(paymentRefunds.status, 'failed'),
          eq(payments.provider, providerName),
          gte(paymentRefunds.createdAt, since),
        ),
      ),
    intentIds.length
      ? tx.select().from(paymentIntents).where(inArray(paymentIntents.providerIntentId, intentIds))
      : Promise.resolve([] as (typeof paymentIntents.$inferSelect)[]),
  ]);
  const payment = new Map(recordedByIntent.map((p) => [p.transactionId, p]));
  const refundRow = new Map(refundsById.map((r) => [r.providerRefundId!, r]));
  const intent = new Map(intents.map((i) => [i.providerIntentId, i]));
  // A payment intent the server gave back itself because it paid for nothing (a registration that
  // failed after the card was charged): neither its charge nor its refund is missing from the records.
  const givenBackUnused = (intentId: string) => !payment.has(intentId) && intent.get(intentId)?.refundedAt != null;
  const items: NewItem[] = [];

  for (const c of charges) {
    if (c.created < since) continue;
    const p = payment.get(c.intentId);
    if (!p) {
      if (givenBackUnused(c.intentId)) continue;
      const known = intent.get(c.intentId);
      items.push({
        kind: 'charge_not_recorded',
        intentId: c.intentId,
        providerAmountCents: c.amountCents,
        occurredAt: c.created,
        invoiceId: known?.invoiceId ?? null,
        membershipId: known?.membershipId ?? null,
      });
    } else if (p.amountCents !== c.amountCents && (p.status === 'succeeded' || p.status === 'refunded')) {
      items.push({
        kind: 'charge_amount_differs',
        intentId: c.intentId,
        providerAmountCents: c.amountCents,
        recordedAmountCents: p.amountCents,
        occurredAt: c.created,
        paymentId: p.id,
        membershipId: p.membershipId,
        invoiceId: p.invoiceId,
      });
    }
  }
  const charged = new Set(charges.map((c) => c.intentId));
  for (const p of recordedInWindow) {
    if (charged.has(p.transactionId)) continue;
    items.push({
      kind: 'payment_not_at_provider',
      intentId: p.transactionId,
      recordedAmountCents: p.amountCents,
      occurredAt: p.paymentDate,
      paymentId: p.id,
      membershipId: p.membershipId,
      invoiceId: p.invoiceId,
    });
  }

  for (const r of refunds) {
    if (r.created < since || !r.refundId) continue;
    const row = refundRow.get(r.refundId);
    const p = payment.get(r.intentId);
    if (!row) {
      if (givenBackUnused(r.intentId)) continue;
      items.push({
        kind: 'refund_not_recorded',
        intentId: r.intentId,
        providerRefundId: r.refundId,
        providerAmountCents: r.amountCents,
        occurredAt: r.created,
        paymentId: p?.id ?? null,
        membershipId: p?.membershipId ?? null,
        invoiceId: p?.invoiceId ?? null,
      });
    } else if (row.amountCents !== r.amountCents) {
      items.push({
        kind: 'refund_amount_differs',
        intentId: r.intentId,
        providerRefundId: r.refundId,
        providerAmountCents: r.amountCents,
        recordedAmountCents: row.amountCents,
        occurredAt: r.created,
        paymentId: row.paymentId,
        refundId: row.id,
        membershipId: row.membershipId,
        invoiceId: p?.invoiceId ?? null,
      });
    }
  }
  const refunded = new Set(refundIds);
  for (const { r, intentId } of refundsInWindow) {
    if (refunded.has(r.providerRefundId!)) continue;
    items.push({
      kind: 'refund_not_at_provider',
      intentId,
      providerRefundId: r.providerRefundId,
      recordedAmountCents: r.amountCents,
      occurredAt: r.createdAt,
      paymentId: r.paymentId,
      refundId: r.id,
      membershipId: r.membershipId,
    });
  }
  return items;
}

/** The family and invoice of each unrecorded charge, from its payment intent's metadata at the
 *  provider when the club kept no record of the intent. A charge whose metadata names another club
 *  (a provider account shared by clubs) is none of this club's business and is dropped. */
async function locateCharges(provider: PaymentProvider, tenantId: string, items: NewItem[]): Promise<NewItem[]> {
  let lookups = 0;
  const out: NewItem[] = [];
  for (const item of items) {
    if (item.kind !== 'charge_not_recorded' || (item.membershipId && item.invoiceId) || lookups >= LOOKUPS_MAX) {
      out.push(item);
      continue;
    }
    lookups++;
    const meta = (await provider.retrieveIntent(item.intentId)).metadata;
    if (meta.tenant_id && meta.tenant_id !== tenantId) continue;
    const named = metadataTarget(meta, tenantId);
    out.push({ ...item, invoiceId: item.invoiceId ?? named.invoiceId, membershipId: item.membershipId ?? named.membershipId });
  }
  return out;
}

/** The items with only the invoices and families the club has (metadata may name one since deleted);
 *  a charge of a known invoice belongs to the invoice's family. */
async function knownTargets(tx: Tx, items: NewItem[]): Promise<NewItem[]> {
  const invoiceIds = [...new Set(items.map((i) => i.invoiceId).filter((id): id is string => !!id))];
  const memberIds = [...new Set(items.map((i) => i.membershipId).filter((id): id is string => !!id))];
  const [invs, fams] = await Promise.all([
    invoiceIds.length
      ? tx.select({ id: invoices.id, membershipId: invoices.membershipId }).from(invoices).where(inArray(invoices.id, invoiceIds))
      : Promise.resolve([]),
    memberIds.length
      ? tx.select({ id: memberships.id }).from(memberships).where(inArray(memberships.id, memberIds))
      : Promise.resolve([]),
  ]);
  const invoiceFamily = new Map(invs.map((i) => [i.id, i.membershipId]));
  const families = new Set(fams.map((f) => f.id));
  return items.map((i) => {
    const invoiceId = i.invoiceId && invoiceFamily.has(i.invoiceId) ? i.invoiceId : null;
    const membershipId =
      (invoiceId && invoiceFamily.get(invoiceId)) || (i.membershipId && families.has(i.membershipId) ? i.membershipId : null);
    return { ...i, invoiceId, membershipId };
  });
}

/** The family and invoice an intent's metadata names, as ids (or null), for recording its charge. */
export function metadataTarget(
  meta: Record<string, string>,
  tenantId: string,
): { invoiceId: string | null; membershipId: string | null } {
  if (meta.tenant_id && meta.tenant_id !== tenantId) return { invoiceId: null, membershipId: null };
  return {
    invoiceId: UUID.test(meta.invoice_id ?? '') ? meta.invoice_id! : null,
    membershipId: UUID.test(meta.membership_id ?? '') ? meta.membership_id! : null,
  };
}
