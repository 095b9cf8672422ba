// The lists of payments (Invoice & Payment Management, a family's payments) and of due payments
// (unpaid invoices with their family), as the request asks: a page, sorted, searched, or CSV.
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  duePaymentList,
  paymentList,
  type DuePayment,
  type PaymentFilterQuery,
  type PaymentWithMember,
} from '@springboard/contract/payments';
import type { Tx } from '../../db/tenant-tx.js';
import { invoices, memberships, payments } from '../../db/schema.js';
import { listOrder, listRows, storedTotal, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchPeople, PEOPLE } from '../../platform/people-search.js';
import { unpaid } from '../invoices/invoices.service.js';
import { toPayment } from './invoice-settlement.js';
import { refundsOf } from './refunds.service.js';

const family = PEOPLE.memberships;

const paymentOrder = listOrder(
  paymentList,
  {
    payment_date: [payments.paymentDate],
    amount: [payments.amountCents],
    status: [payments.status],
    payment_method: [payments.paymentMethod],
    family: [memberships.lastName, memberships.firstName],
  },
  payments.id,
);

const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000);

/** The filters of the lists of payments. */
export const paymentFilters = {
  /** Status and payment date (UTC days, inclusive), all optional (/payments/filtered/payments). */
  filtered: (q: PaymentFilterQuery) =>
    and(
      q.status ? eq(payments.status, q.status) : undefined,
      q.startDate ? gte(payments.paymentDate, new Date(`${q.startDate}T00:00:00Z`)) : undefined,
      q.endDate ? lt(payments.paymentDate, nextDay(q.endDate)) : undefined,
    ),
  ofMembership: (membershipId: string) => eq(payments.membershipId, membershipId),
};

/** Payments newest first, with their family's name; `q` matches the family (the people search) or is
 *  a transaction id, whole (the club's unique index on it): both read an index, never every payment. */
export async function paymentsPage(tx: Tx, list: ListRequest, where: SQL | undefined): Promise<Listed<PaymentWithMember>> {
  // The family matched through the payment's own column, so the total counts payments alone.
  const search = list.q
    ? or(matchPeople(list.q, { ...family, id: payments.membershipId }), eq(payments.transactionId, list.q.trim()))
    : undefined;
  const base = tx
    .select({
      p: payments,
      number: invoices.number,
      m: { first_name: memberships.firstName, last_name: memberships.lastName, email: memberships.email },
    })
    .from(payments)
    .innerJoin(memberships, eq(memberships.id, payments.membershipId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(where, search))
    .$dynamic();
  // Every payment has its family (a foreign key, never null) and at most one invoice: the joins add
  // columns, not rows. The
  // club's whole list (no filter, no search) has its total kept by the database.
  const counted =
    where || search
      ? tx.select({ id: payments.id }).from(payments).where(and(where, search)).$dynamic()
      : storedTotal('payments');
  const withRefunds = async (
    rows: { p: typeof payments.$inferSelect; number: number | null; m: PaymentWithMember['membership'] }[],
  ) => {
    const refunds = await refundsOf(
      tx,
      rows.map((r) => r.p.id),
    );
    return rows.map((r) => ({ ...toPayment(r.p, r.number, refunds.get(r.p.id)), membership: r.m }));
  };
  return listRows(tx, list, base, paymentOrder, withRefunds, [], counted);
}

const memberName = sql<string>`${memberships.firstName} || ' ' || ${memberships.lastName}`;
const dueOrder = listOrder(
  duePaymentList,
  {
    due_date: [invoices.dueDate, invoices.createdAt],
    member_name: [memberName],
    amount: [sql`${invoices.amountCents} - ${invoices.paidCents}`],
    description: [invoices.description],
    status: [invoices.status],
  },
  invoices.id,
);

/** Unpaid invoices with their family's name, oldest due first; amounts in cents. `q` finds the
 *  family, as on the invoices list. */
export async function duePaymentsPage(tx: Tx, list: ListRequest): Promise<Listed<DuePayment>> {
  const where = and(unpaid, list.q ? matchPeople(list.q, { ...family, id: invoices.membershipId }) : undefined);
  const base = tx
    .select({ i: invoices, memberName, memberEmail: memberships.email })
    .from(invoices)
    .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
    .where(where)
    .$dynamic();
  // Every invoice has its family (a foreign key, never null): the join adds columns, not rows.
  const counted = tx.select({ id: invoices.id }).from(invoices).where(where).$dynamic();
  return listRows(
    tx,
    list,
    base,
    dueOrder,
    (rows) =>
      rows.map((r) => ({
        id: r.i.id,
        number: r.i.number,
        athlete_id: r.i.athleteId,
        membership_id: r.i.membershipId,
        member_name: r.memberName,
        member_email: r.memberEmail,
        description: r.i.description,
        ...(r.i.descriptionText ? { description_text: r.i.descriptionText } : {}),
        amount: r.i.amountCents - r.i.paidCents,
        due_date: r.i.dueDate,
        status: r.i.status,
        payment_date: r.i.paidAt?.toISOString() ?? null,
      })),
    [],
    counted,
  );
}
