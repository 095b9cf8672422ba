// What the Reconciliation screen shows: the last finished check and its items still open. An item is
// closed once recorded from here, or once the club's records have what it said was missing (the
// browser's payment arrived after the check, a refund recorded elsewhere).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { toDollars } from '@springboard/contract/money';
import {
  RECONCILIATION_KINDS,
  RECONCILIATION_WINDOW_DAYS,
  type Reconciliation,
  type ReconciliationItem,
} from '@springboard/contract/operations/reconciliation';
import type { Tx } from '../../db/tenant-tx.js';
import { invoices, memberships, reconciliationItems, reconciliationRuns } from '../../db/schema.js';

const kindOf = (k: string) => RECONCILIATION_KINDS.find((x) => x === k) ?? 'payment_not_at_provider';

/** Still open: not recorded from here, and the records still lack what was missing. */
const stillOpen = sql`${reconciliationItems.resolvedAt} is null and not (
  (${reconciliationItems.kind} = 'charge_not_recorded' and exists (
    select 1 from payments p where p.tenant_id = ${reconciliationItems.tenantId} and p.transaction_id = ${reconciliationItems.intentId}))
  or (${reconciliationItems.kind} = 'refund_not_recorded' and exists (
    select 1 from payment_refunds r where r.tenant_id = ${reconciliationItems.tenantId} and r.provider_refund_id = ${reconciliationItems.providerRefundId})))`;

/** The payment a refund gives back, recorded now (the check may have seen none). */
const refundPayment = sql<string | null>`(select p.id from payments p
  where p.tenant_id = ${reconciliationItems.tenantId} and p.transaction_id = ${reconciliationItems.intentId} limit 1)`;

export async function readReconciliation(tx: Tx): Promise<Reconciliation> {
  const [[running], [last]] = await Promise.all([
    tx.select({ id: reconciliationRuns.id }).from(reconciliationRuns).where(eq(reconciliationRuns.status, 'running')).limit(1),
    tx
      .select()
      .from(reconciliationRuns)
      .where(ne(reconciliationRuns.status, 'running'))
      .orderBy(desc(reconciliationRuns.startedAt), desc(reconciliationRuns.id))
      .limit(1),
  ]);
  const rows = last
    ? await tx
        .select({
          i: reconciliationItems,
          first: memberships.firstName,
          lastName: memberships.lastName,
          number: invoices.number,
          refundPayment,
        })
        .from(reconciliationItems)
        .leftJoin(memberships, eq(memberships.id, reconciliationItems.membershipId))
        .leftJoin(invoices, eq(invoices.id, reconciliationItems.invoiceId))
        .where(and(eq(reconciliationItems.runId, last.id), stillOpen))
        .orderBy(desc(reconciliationItems.occurredAt), desc(reconciliationItems.id))
    : [];
  const items: ReconciliationItem[] = rows.map(({ i, first, lastName, number, refundPayment: paid }) => {
    const kind = kindOf(i.kind);
    const paymentId = kind === 'refund_not_recorded' ? (paid ?? null) : i.paymentId;
    return {
      id: i.id,
      kind,
      intent_id: i.intentId,
      provider_refund_id: i.providerRefundId,
      provider_amount: i.providerAmountCents === null ? null : toDollars(i.providerAmountCents),
      recorded_amount: i.recordedAmountCents === null ? null : toDollars(i.recordedAmountCents),
      occurred_at: i.occurredAt.toISOString(),
      membership_id: i.membershipId,
      family: first || lastName ? `${first ?? ''} ${lastName ?? ''}`.trim() : null,
      invoice_id: i.invoiceId,
      invoice_number: number ?? null,
      payment_id: paymentId,
      recordable:
        (kind === 'charge_not_recorded' && i.membershipId !== null) || (kind === 'refund_not_recorded' && paymentId !== null),
    };
  });
  const count = (kinds: readonly string[]) => items.filter((i) => kinds.includes(i.kind)).length;
  return {
    window_days: RECONCILIATION_WINDOW_DAYS,
    running: Boolean(running),
    last_check: last
      ? {
          id: last.id,
          trigger: last.trigger === 'manual' ? 'manual' : 'schedule',
          status: last.status === 'failed' ? 'failed' : 'done',
          provider: last.provider,
          started_at: last.startedAt.toISOString(),
          finished_at: last.finishedAt?.toISOString() ?? null,
          since: last.since.toISOString(),
          window_days: last.windowDays,
          error: last.error,
        }
      : null,
    items,
    counts: {
      charges_not_recorded: count(['charge_not_recorded']),
      refunds_not_recorded: count(['refund_not_recorded']),
      not_matching: count([
        'payment_not_at_provider',
        'refund_not_at_provider',
        'charge_amount_differs',
        'refund_amount_differs',
      ]),
    },
  };
}
