// How an invoice is made: its lines, an amount that is their sum, and the club's next number. Every
// creation path (staff, enrolment, automatic invoicing, late and annual fees) calls insertInvoice in
// its own transaction; registration, whose family is made in the same transaction, calls
// insertNewFamilyInvoice, the same invoice sent with the registration's other statements. The number comes from the club's row in
// invoice_counters, locked until the transaction ends: parallel inserts wait for each other and take
// consecutive numbers, and an insert that does not happen (its run key exists) takes none. With the
// club's tax on, the invoice gets its tax line here, the one place: rate × its taxable lines. The
// family's unused credits then pay what they can of it (credit_applied lines, modules/credits): an
// invoice they cover in full is paid.
import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceCategory } from '@springboard/contract/invoices';
import type { InvoiceLineKind } from '@springboard/contract/invoice-lines';
import { describedAs, type RecordText } from '@springboard/contract/record-texts';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { prebuilt, prebuiltInsert } from '../../db/prebuilt.js';
import type { TaxableKind } from '@springboard/contract/settings';
import { invoiceCounters, invoiceLines, invoices } from '../../db/schema.js';
import { useCreditsOnNewInvoice } from './credit-use.js';
import { clubCharges, rateText, taxCents, type TaxRule } from './invoice-charges.js';
import { auditData, recordAudit } from '../audit/audit.js';

export type LineDraft = {
  kind: InvoiceLineKind;
  description: string;
  /** The description as a code, for the reader's language; none for a text a person wrote. */
  descriptionText?: RecordText | null;
  athleteId: string | null;
  amountCents: number;
  /** For a discount or proration: the taxable kind it adjusts (tuition when not said). Not stored. */
  taxAs?: TaxableKind;
};

/** The lines with the club's tax line after them (before a card fee line, which is never taxed). */
export function withTax(lines: readonly LineDraft[], tax: TaxRule): LineDraft[] {
  const cents = taxCents(lines, tax);
  if (cents === null) return [...lines];
  const line: LineDraft = {
    kind: 'tax',
    ...describedAs('tax', { rate: rateText(tax.rateMilli) }),
    athleteId: null,
    amountCents: cents,
  };
  const fees = lines.filter((l) => l.kind === 'card_fee');
  return [...lines.filter((l) => l.kind !== 'card_fee'), line, ...fees];
}

export type InvoiceDraft = {
  tenantId: string;
  membershipId: string;
  athleteId?: string | null;
  description: string;
  /** The description as a code, for the reader's language; none for a text a person wrote. */
  descriptionText?: RecordText | null;
  dueDate: string;
  category: InvoiceCategory;
  /** Scheduled work's once-only key: when an invoice with this key exists, nothing is made (null). */
  runKey?: string | null;
  generatedBy?: string | null;
  /** The invoice a late fee is charged for. */
  parentInvoiceId?: string | null;
  lines: readonly LineDraft[];
  /** The club's tax as the caller read it in this request (a registration's, as quoted and paid);
   *  read here when not given. */
  tax?: TaxRule;
};

/** The invoice's row as stored, from the draft, its number and its amount. */
const rowOf = (draft: InvoiceDraft, number: number, amountCents: number) => ({
  tenantId: draft.tenantId,
  membershipId: draft.membershipId,
  athleteId: draft.athleteId ?? null,
  number,
  amountCents,
  description: draft.description,
  descriptionText: draft.descriptionText ?? null,
  dueDate: draft.dueDate,
  category: draft.category,
  runKey: draft.runKey ?? null,
  generatedBy: draft.generatedBy ?? null,
  parentInvoiceId: draft.parentInvoiceId ?? null,
});

/** The audit row of a made invoice: its number, amount (before credits), due date and category. */
const createdAudit = (draft: InvoiceDraft, id: string, number: number, amountCents: number, credited: number) => ({
  tenantId: draft.tenantId,
  actorUserId: draft.generatedBy ?? null,
  action: 'invoice_created' as const,
  entity: 'invoice' as const,
  entityId: id,
  after: {
    number,
    amount_cents: amountCents,
    due_date: draft.dueDate,
    category: draft.category,
    membership_id: draft.membershipId,
  },
  data: { number, credited_cents: credited, by: draft.generatedBy ? undefined : draft.category },
});

const amountOf = (lines: readonly LineDraft[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);

/** Makes the invoice and answers its id; with a run key already used, makes nothing and answers null. */
export async function insertInvoice(tx: Tx, draft: InvoiceDraft & { runKey: string }): Promise<string | null>;
export async function insertInvoice(tx: Tx, draft: InvoiceDraft & { runKey?: null }): Promise<string>;
export async function insertInvoice(tx: Tx, draft: InvoiceDraft): Promise<string | null> {
  if (draft.lines.length === 0) throw new Error('An invoice needs at least one line');
  // Sent together: the club's tax (unless given) and the next invoice number (one round trip).
  const [tax, number] = await Promise.all([
    draft.tax ?? clubCharges(tx, draft.tenantId).then((c) => c.tax),
    takeInvoiceNumber(tx, draft.tenantId),
  ]);
  const lines = withTax(draft.lines, tax);
  const amountCents = amountOf(lines);
  const insert = tx.insert(invoices).values(rowOf(draft, number, amountCents));
  const [row] = await (
    draft.runKey ? insert.onConflictDoNothing({ target: [invoices.tenantId, invoices.runKey] }) : insert
  ).returning({ id: invoices.id });
  if (!row) {
    // The run key was used already: give the number back (the counter row is ours until commit, so
    // nobody took a later one) and the club's numbers keep no gap.
    await tx
      .update(invoiceCounters)
      .set({ lastNumber: number - 1 })
      .where(eq(invoiceCounters.tenantId, draft.tenantId));
    return null;
  }
  await writeLines(tx, draft.tenantId, row.id, lines);
  const credited = await useCreditsOnNewInvoice(tx, draft.tenantId, draft.membershipId, row.id, lines.length, amountCents);
  if (credited > 0) {
    const left = amountCents - credited;
    await tx
      .update(invoices)
      .set({ amountCents: left, ...(left === 0 ? { status: 'paid', paidAt: new Date() } : {}) })
      .where(eq(invoices.id, row.id));
  }
  await recordAudit(tx, createdAudit(draft, row.id, number, amountCents, credited));
  return row.id;
}

/**
 * The invoice of a family made in this same transaction, its id made beforehand. A new family has
 * no credits to pay it with, and no invoice of its own yet, so its run key (a billing period charged
 * now) is free. It is written paid (`paidCents` of it, at `paidAt`): a registration pays its invoice
 * as it makes it. `amountCents`: the invoice's amount as written (its lines with the tax).
 *
 * The club's next number is taken by the first of its statements, and the invoice and its audit row
 * read it from the counter row in the same round trip. That row stays locked until the transaction
 * ends, and concurrent registrations of the club queue on it: taken here, at the registration's
 * last statements, it is held for this round trip and the COMMIT, not for the whole registration.
 * The statements are sent at once, before this returns, in this order (the lines name the invoice),
 * and share a round trip with what the caller sends next; the caller awaits `sent`.
 */
export function insertNewFamilyInvoice(
  tx: Tx,
  draft: InvoiceDraft & { id: string; tax: TaxRule; paidCents: number; paidAt: Date },
): { amountCents: number; sent: Promise<unknown> } {
  const lines = withTax(draft.lines, draft.tax);
  const amountCents = amountOf(lines);
  const { number: _taken, ...row } = rowOf(draft, 0, amountCents);
  const audit = createdAudit(draft, draft.id, 0, amountCents, 0);
  const sent = Promise.all([
    takeInvoiceNumber(tx, draft.tenantId),
    rowsOf(tx, insertFamilyInvoice({ id: draft.id, ...row, paidCents: draft.paidCents, paidAt: draft.paidAt })),
    writeLines(tx, draft.tenantId, draft.id, lines),
    rowsOf(tx, {
      text: AUDIT_WITH_NUMBER,
      values: [draft.tenantId, audit.actorUserId, draft.id, JSON.stringify(auditData(audit))],
    }),
  ]);
  return { amountCents, sent };
}

/** The invoice_created audit row of a new family's invoice, its number (in `number` and
 *  `after.number`) read from the club's counter row this transaction has just moved on. */
const AUDIT_WITH_NUMBER = `insert into audit_log (tenant_id, actor_user_id, action, entity, entity_id, data)
  select $1, $2, 'invoice_created', 'invoice', $3,
         jsonb_set(jsonb_set($4::jsonb, '{number}', to_jsonb(c.last_number)), '{after,number}', to_jsonb(c.last_number))
    from invoice_counters c where c.tenant_id = $1`;

/** Takes the number the next invoice of the club gets, in one statement: the club's counter row is
 *  made or moved on, and stays locked until commit, so concurrent invoices of a club queue here. */
export async function takeInvoiceNumber(tx: Tx, tenantId: string): Promise<number> {
  const [c] = await rowsOf<{ last_number: number }>(tx, nextInvoiceNumber({ tenantId }));
  return c!.last_number;
}

const nextInvoiceNumber = prebuilt<{ tenantId: string }>((q, v) =>
  q
    .insert(invoiceCounters)
    .values({ tenantId: v.tenantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.tenantId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ last: invoiceCounters.lastNumber }),
);

/** A new family's invoice, its id made by the caller, paid as it is made, its number the club's
 *  counter as this transaction has just moved it on. */
const insertFamilyInvoice = prebuiltInsert(
  invoices,
  [
    'id',
    'paidCents',
    'paidAt',
    'tenantId',
    'membershipId',
    'athleteId',
    'amountCents',
    'description',
    'descriptionText',
    'dueDate',
    'category',
    'runKey',
    'generatedBy',
    'parentInvoiceId',
  ],
  {
    also: {
      status: 'paid',
      number: sql`(select ${invoiceCounters.lastNumber} from ${invoiceCounters} where ${invoiceCounters.tenantId} = ${sql.placeholder('tenantId')})`,
    },
  },
);

/** Replaces an invoice's lines and sets its amount to their sum (an unpaid invoice's edit). */
export async function replaceLines(tx: Tx, tenantId: string, invoiceId: string, lines: readonly LineDraft[]): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await writeLines(tx, tenantId, invoiceId, lines);
  const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  await tx
    .update(invoices)
    .set({ amountCents })
    .where(and(eq(invoices.id, invoiceId), sql`${invoices.amountCents} <> ${amountCents}`));
}

/** An invoice's lines, numbered in their order, in one statement whatever their count. */
async function writeLines(tx: Tx, tenantId: string, invoiceId: string, lines: readonly LineDraft[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((l, i) => ({
    position: i + 1,
    kind: l.kind,
    description: l.description,
    description_text: l.descriptionText ?? null,
    athlete_id: l.athleteId,
    amount_cents: l.amountCents,
  }));
  await rowsOf(tx, { text: INSERT_LINES, values: [tenantId, invoiceId, JSON.stringify(rows)] });
}

const INSERT_LINES = `insert into invoice_lines (tenant_id, invoice_id, position, kind, description, description_text, athlete_id, amount_cents)
  select $1, $2, l.position, l.kind, l.description, l.description_text, l.athlete_id, l.amount_cents
    from jsonb_to_recordset($3::jsonb) as l(position int, kind text, description text, description_text jsonb, athlete_id uuid, amount_cents int)`;
