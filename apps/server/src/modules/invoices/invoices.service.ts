// Invoices: amounts in cents here, dollars at the API edge. Members read their own family's;
// staff create them; admins edit and delete them.
import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  invoiceList,
  type CreateInvoiceBody,
  type Invoice,
  type InvoiceFilterQuery,
  type InvoiceStatus,
  type UpdateInvoiceBody,
} from '@springboard/contract/invoices';
import { toCents, toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { preparedRead } from '../../db/prepared-read.js';
import { athletes, invoices, memberships, payments } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { FamilyScope } from '../../platform/access.js';
import { listOrder, listRows, storedTotal, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchPeople, matchText, PEOPLE } from '../../platform/people-search.js';

export type InvoiceRow = typeof invoices.$inferSelect;

const STATUSES: InvoiceStatus[] = ['pending', 'paid', 'overdue', 'cancelled'];

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The columns an answer shows (not the scheduler's run key, the charge attempt or the tenant). */
const shown = {
  id: invoices.id,
  membershipId: invoices.membershipId,
  athleteId: invoices.athleteId,
  amountCents: invoices.amountCents,
  description: invoices.description,
  dueDate: invoices.dueDate,
  status: invoices.status,
  postStatus: invoices.postStatus,
  category: invoices.category,
  parentInvoiceId: invoices.parentInvoiceId,
  generatedBy: invoices.generatedBy,
  paidAt: invoices.paidAt,
  createdAt: invoices.createdAt,
};

function selectInvoices(tx: Tx, where: SQL | undefined) {
  return invoiceSelect(tx, where).orderBy(desc(invoices.dueDate), desc(invoices.createdAt));
}

function invoiceSelect(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      i: shown,
      m: { first_name: memberships.firstName, last_name: memberships.lastName, email: memberships.email },
      athleteName: sql<
        string | null
      >`case when ${athletes.id} is null then null else ${athletes.firstName} || ' ' || ${athletes.lastName} end`,
    })
    .from(invoices)
    .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
    .leftJoin(athletes, eq(athletes.id, invoices.athleteId))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof selectInvoices>>[number];

function toInvoice(r: Selected): Invoice {
  const i = r.i;
  return {
    id: i.id,
    membership_id: i.membershipId,
    athlete_id: i.athleteId,
    athlete_name: r.athleteName,
    amount: toDollars(i.amountCents),
    description: i.description,
    due_date: i.dueDate,
    status: STATUSES.find((s) => s === i.status) ?? 'pending',
    post_status: i.postStatus,
    category: i.category,
    parent_invoice_id: i.parentInvoiceId,
    isGeneratedBy: i.generatedBy ? 'staff' : null,
    paid_at: i.paidAt?.toISOString() ?? null,
    created_at: i.createdAt.toISOString(),
    membership: r.m,
  };
}

/** Pending or overdue and not settled through a charge invoice. */
export const unpaid = and(inArray(invoices.status, ['pending', 'overdue']), isNull(invoices.postStatus));

const invoiceOrder = listOrder(
  invoiceList,
  {
    due_date: [invoices.dueDate, invoices.createdAt],
    amount: [invoices.amountCents],
    status: [invoices.status],
    category: [invoices.category],
    description: [invoices.description],
    family: [memberships.lastName, memberships.firstName],
    paid_at: [invoices.paidAt],
    created_at: [invoices.createdAt],
  },
  invoices.id,
);

/** A list of invoices as the request asks (a page, sorted, searched, or CSV); `where` is the list's
 *  own filter. Across the club, `q` finds the family (name, e-mail, phone) through the people
 *  search's index, then that family's invoices through theirs: a big club's 150,000 invoices are never
 *  read one by one to match a description. A list of one family's invoices (`oneFamily`) also
 *  matches the description: those few rows are read anyway. */
export async function invoicesPage(tx: Tx, list: ListRequest, where: SQL | undefined, oneFamily = false): Promise<Listed<Invoice>> {
  // The family matched through the invoice's own column, so the total counts invoices alone.
  const search = list.q
    ? oneFamily
      ? or(matchPeople(list.q, { ...PEOPLE.memberships, id: invoices.membershipId }), matchText(list.q, invoices.description))
      : matchPeople(list.q, { ...PEOPLE.memberships, id: invoices.membershipId })
    : undefined;
  const base = invoiceSelect(tx, and(where, search)).$dynamic();
  // Every invoice has its family (a foreign key, never null): the joins add columns, not rows. The
  // club's whole list (no filter, no search) has its total kept by the database.
  const counted =
    where || search ? tx.select({ id: invoices.id }).from(invoices).where(and(where, search)).$dynamic() : storedTotal('invoices');
  return listRows(tx, list, base, invoiceOrder, (rows) => rows.map(toInvoice), [], counted);
}

/** The filters of the lists of invoices (scope: a member's own family). */
export const invoiceFilters = {
  /** Pending or overdue, not settled (/invoices/pending/invoices). */
  unpaid: (scope: FamilyScope) => (scope === null ? unpaid : and(unpaid, eq(invoices.membershipId, scope))),
  /** Every invoice of the club (staff, admins) or of the caller's family (members). */
  all: (scope: FamilyScope) => (scope === null ? undefined : eq(invoices.membershipId, scope)),
  /** Status, category and due date range (inclusive), all optional. */
  filtered: (q: InvoiceFilterQuery) =>
    and(
      q.status ? eq(invoices.status, q.status) : undefined,
      q.category ? eq(invoices.category, q.category) : undefined,
      q.startDate ? gte(invoices.dueDate, q.startDate) : undefined,
      q.endDate ? lte(invoices.dueDate, q.endDate) : undefined,
    ),
  ofMembership: (membershipId: string) => eq(invoices.membershipId, membershipId),
};

const membershipInvoices = preparedRead((db) => selectInvoices(db, eq(invoices.membershipId, sql.placeholder('membershipId'))));

export async function listMembershipInvoices(tx: Tx, membershipId: string): Promise<Invoice[]> {
  return (await membershipInvoices(tx, { membershipId })).map(toInvoice);
}

export async function getInvoice(tx: Tx, id: string): Promise<Invoice> {
  const [row] = await selectInvoices(tx, eq(invoices.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'invoice_not_found');
  return toInvoice(row);
}

export async function createInvoice(
  tx: Tx,
  tenantId: string,
  body: CreateInvoiceBody,
  generatedBy: string | null,
): Promise<Invoice> {
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, body.membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  if (body.athleteId) {
    const [a] = await tx
      .select({ id: athletes.id })
      .from(athletes)
      .where(and(eq(athletes.id, body.athleteId), eq(athletes.membershipId, body.membershipId)));
    if (!a) throw new AppError('NOT_FOUND', 'athlete_not_found');
  }
  const [row] = await tx
    .insert(invoices)
    .values({
      tenantId,
      membershipId: body.membershipId,
      athleteId: body.athleteId ?? null,
      amountCents: toCents(body.amount),
      description: body.description,
      dueDate: body.dueDate ?? todayUtc(),
      category: 'manual',
      generatedBy,
    })
    .returning({ id: invoices.id });
  return getInvoice(tx, row!.id);
}

/**
 * PUT /invoices (admins). Paid means status paid or post_status paid; anything else leaves the
 * invoice unpaid — so status pending with no post_status reopens a paid invoice. Reopening, or a new
 * amount, makes the next saved-card charge a new attempt (charge_attempt), so it is really charged.
 */
export async function updateInvoice(tx: Tx, body: UpdateInvoiceBody): Promise<Invoice> {
  const [before] = await tx.select().from(invoices).where(eq(invoices.id, body.invoiceId)).for('update');
  if (!before) throw new AppError('NOT_FOUND', 'invoice_not_found');
  const paid = body.status === 'paid' || body.post_status === 'paid';
  const amountCents = toCents(body.amount);
  const newAttempt = (isSettled(before) && !paid) || amountCents !== before.amountCents;
  await tx
    .update(invoices)
    .set({
      amountCents,
      description: body.description,
      dueDate: body.dueDate,
      status: body.status,
      postStatus: body.post_status === 'paid' ? 'paid' : body.status === 'paid' ? before.postStatus : null,
      paidAt: paid ? sql`coalesce(${invoices.paidAt}, now())` : null,
      ...(newAttempt ? { chargeAttempt: before.chargeAttempt + 1 } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, body.invoiceId));
  return getInvoice(tx, body.invoiceId);
}

/** DELETE /invoices/{id} (admins): refused (409) while a succeeded payment points at it, so no money
 *  received loses its invoice; declined attempts keep their row with invoice_id cleared. */
export async function deleteInvoice(tx: Tx, id: string): Promise<void> {
  const [inv] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  if (!inv) throw new AppError('NOT_FOUND', 'invoice_not_found');
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, id), eq(payments.status, 'succeeded')))
    .limit(1);
  if (paid) throw new AppError('CONFLICT', 'invoice_has_payment');
  await tx.delete(invoices).where(eq(invoices.id, id));
}

/** The invoice row locked for this transaction, if the caller's scope includes its family. */
export async function lockInvoice(tx: Tx, id: string, scope: FamilyScope): Promise<InvoiceRow> {
  const where = scope === null ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.membershipId, scope));
  const [row] = await tx.select().from(invoices).where(where).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'invoice_not_found');
  return row;
}

export function isSettled(i: Pick<InvoiceRow, 'status' | 'postStatus'>): boolean {
  return i.status === 'paid' || i.status === 'cancelled' || i.postStatus === 'paid';
}
