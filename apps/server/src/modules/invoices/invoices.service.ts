// Reading invoices: amounts in cents here, dollars at the API edge. Members read their own family's;
// staff read the club's. Each answer carries the invoice's lines, read in one query per list.
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { invoiceList, type Invoice, type InvoiceFilterQuery, type InvoiceStatus } from '@springboard/contract/invoices';
import type { InvoiceLine } from '@springboard/contract/invoice-lines';
import { toDollars } from '@springboard/contract/money';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList } from '../../db/select-list.js';
import { athletes, invoices, memberships } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { FamilyScope } from '../../platform/access.js';
import { listOrder, listRows, storedTotal, type ListCount, type ListRequest, type Listed } from '../../platform/lists.js';
import { isMatched, matchedPeople, matchPeople, matchText, PEOPLE } from '../../platform/people-search.js';
import { LINES_OF_INVOICE, linesFromJson, linesOf, type LineJson } from './invoice-lines.js';

export type InvoiceRow = typeof invoices.$inferSelect;

const STATUSES: InvoiceStatus[] = ['pending', 'paid', 'overdue', 'cancelled'];

/** The columns an answer shows (not the scheduler's run key, the charge attempt or the tenant). */
const shown = {
  id: invoices.id,
  number: invoices.number,
  membershipId: invoices.membershipId,
  athleteId: invoices.athleteId,
  amountCents: invoices.amountCents,
  description: invoices.description,
  descriptionText: invoices.descriptionText,
  dueDate: invoices.dueDate,
  status: invoices.status,
  paidCents: invoices.paidCents,
  category: invoices.category,
  parentInvoiceId: invoices.parentInvoiceId,
  generatedBy: invoices.generatedBy,
  paidAt: invoices.paidAt,
  voidReason: invoices.voidReason,
  voidedAt: invoices.voidedAt,
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

/** What is left to pay on an invoice: its amount less its payments while pending or overdue; nothing
 *  once paid or voided. */
export function dueCents(i: Pick<InvoiceRow, 'status' | 'amountCents' | 'paidCents'>): number {
  return i.status === 'pending' || i.status === 'overdue' ? Math.max(i.amountCents - i.paidCents, 0) : 0;
}

function toInvoice(r: Selected, lines: InvoiceLine[]): Invoice {
  const i = r.i;
  const status = STATUSES.find((s) => s === i.status) ?? 'pending';
  return {
    id: i.id,
    number: i.number,
    membership_id: i.membershipId,
    athlete_id: i.athleteId,
    athlete_name: r.athleteName,
    amount: toDollars(i.amountCents),
    amount_due: toDollars(dueCents(i)),
    amount_paid: toDollars(i.paidCents),
    description: i.description,
    ...(i.descriptionText ? { description_text: i.descriptionText } : {}),
    due_date: i.dueDate,
    status,
    post_status: status === 'paid' ? 'paid' : null,
    category: i.category,
    parent_invoice_id: i.parentInvoiceId,
    isGeneratedBy: i.generatedBy ? 'staff' : null,
    paid_at: i.paidAt?.toISOString() ?? null,
    void_reason: i.voidReason,
    voided_at: i.voidedAt?.toISOString() ?? null,
    created_at: i.createdAt.toISOString(),
    membership: r.m,
    lines,
  };
}

/** These invoices as answers, with their lines (one query for all of them). */
async function withLines(tx: Tx, rows: Selected[]): Promise<Invoice[]> {
  const lines = await linesOf(
    tx,
    rows.map((r) => r.i.id),
  );
  return rows.map((r) => toInvoice(r, lines.get(r.i.id) ?? []));
}

/** Pending or overdue: something is still to pay (a partly paid invoice too). */
export const unpaid = inArray(invoices.status, ['pending', 'overdue']);

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
 *  matches the description: those few rows are read anyway. `stored`: the count the database keeps
 *  of the rows `where` keeps (a filter of statuses alone), for a total without a search. */
export async function invoicesPage(
  tx: Tx,
  list: ListRequest,
  where: SQL | undefined,
  oneFamily = false,
  stored?: ListCount,
): Promise<Listed<Invoice>> {
  // The family matched through the invoice's own column, so the total counts invoices alone.
  // Across the club, the families `q` finds are searched once for the page and the total.
  const search = list.q
    ? oneFamily
      ? or(matchPeople(list.q, { ...PEOPLE.memberships, id: invoices.membershipId }), matchText(list.q, invoices.description))
      : isMatched(invoices.membershipId, await matchedPeople(tx, list.q, 'memberships'))
    : undefined;
  const base = invoiceSelect(tx, and(where, search)).$dynamic();
  // Every invoice has its family (a foreign key, never null): the joins add columns, not rows. The
  // club's whole list (no filter, no search) and a status's have their totals kept by the database.
  const counted = search
    ? tx.select({ id: invoices.id }).from(invoices).where(and(where, search)).$dynamic()
    : where
      ? (stored ?? tx.select({ id: invoices.id }).from(invoices).where(where).$dynamic())
      : storedTotal('invoices');
  return listRows(tx, list, base, invoiceOrder, (rows) => withLines(tx, rows), [], counted);
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

/** The counts the database keeps of these filters, when they are statuses alone across the club
 *  (undefined otherwise: the rows are counted). */
export const invoiceStoredCounts = {
  unpaid: (scope: FamilyScope) => (scope === null ? storedTotal('invoices:pending', 'invoices:overdue') : undefined),
  filtered: (q: InvoiceFilterQuery) =>
    q.status && !q.category && !q.startDate && !q.endDate ? storedTotal(`invoices:${q.status}`) : undefined,
};

/** A family's invoices, latest due first, each with its lines (as selectInvoices and linesOf read
 *  them): the read of a family's pages, one statement written out in SQL (db/select-list.ts). */
const MEMBERSHIP_INVOICES = `select ${selectList(invoices, 'i', Object.keys(shown) as (keyof typeof shown)[])},
    m.first_name, m.last_name, m.email,
    case when a.id is null then null else a.first_name || ' ' || a.last_name end as "athleteName",
    ${LINES_OF_INVOICE} as lines
  from invoices i join memberships m on m.id = i.membership_id left join athletes a on a.id = i.athlete_id
  where i.membership_id = $1 order by i.due_date desc, i.created_at desc`;
type MembershipInvoiceRow = Selected['i'] & Selected['m'] & { athleteName: string | null; lines: LineJson[] };

export async function listMembershipInvoices(tx: Tx, membershipId: string): Promise<Invoice[]> {
  const rows = await rowsOf<MembershipInvoiceRow>(tx, { text: MEMBERSHIP_INVOICES, values: [membershipId] });
  return rows.map((r) =>
    toInvoice(
      { i: r, m: { first_name: r.first_name, last_name: r.last_name, email: r.email }, athleteName: r.athleteName },
      linesFromJson(r.lines),
    ),
  );
}

/** One invoice with its lines; NOT_FOUND if it is not the club's (or, with `scope`, not the family's). */
export async function getInvoice(tx: Tx, id: string, scope: FamilyScope = null): Promise<Invoice> {
  const where = scope === null ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.membershipId, scope));
  const [row] = await selectInvoices(tx, where);
  if (!row) throw new AppError('NOT_FOUND', 'invoice_not_found');
  return (await withLines(tx, [row]))[0]!;
}

/** The invoice row locked for this transaction, if the caller's scope includes its family. */
export async function lockInvoice(tx: Tx, id: string, scope: FamilyScope): Promise<InvoiceRow> {
  const where = scope === null ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.membershipId, scope));
  const [row] = await tx.select().from(invoices).where(where).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'invoice_not_found');
  return row;
}

/** Nothing more is taken for it: paid, or voided (status cancelled). */
export function isSettled(i: Pick<InvoiceRow, 'status'>): boolean {
  return i.status === 'paid' || i.status === 'cancelled';
}
