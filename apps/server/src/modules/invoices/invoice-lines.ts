// Reading invoices' lines for an answer: one query for a whole page of invoices (never one per
// invoice), and for a family's whole list a prepared read by the family.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INVOICE_LINE_KINDS, type InvoiceLine } from '@springboard/contract/invoice-lines';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { preparedRead } from '../../db/prepared-read.js';
import { athletes, invoiceLines, invoices } from '../../db/schema.js';

function selectLines(tx: Tx, where: SQL) {
  return tx
    .select({
      id: invoiceLines.id,
      invoiceId: invoiceLines.invoiceId,
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      descriptionText: invoiceLines.descriptionText,
      athleteId: invoiceLines.athleteId,
      athleteName: sql<string | null>`case when ${athletes.id} is null then null else ${athletes.firstName} || ' ' || ${athletes.lastName} end`,
      amountCents: invoiceLines.amountCents,
    })
    .from(invoiceLines)
    .leftJoin(athletes, eq(athletes.id, invoiceLines.athleteId))
    .where(where)
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

function group(rows: LineRow[]): Map<string, InvoiceLine[]> {
  const byInvoice = new Map<string, InvoiceLine[]>();
  for (const r of rows) {
    const list = byInvoice.get(r.invoiceId) ?? [];
    list.push({
      id: r.id,
      kind: INVOICE_LINE_KINDS.find((k) => k === r.kind) ?? 'manual',
      description: r.description,
      ...(r.descriptionText ? { description_text: r.descriptionText } : {}),
      athlete_id: r.athleteId,
      athlete_name: r.athleteName,
      amount: toDollars(r.amountCents),
    });
    byInvoice.set(r.invoiceId, list);
  }
  return byInvoice;
}

/** The lines of these invoices, by invoice id, in their order. */
export async function linesOf(tx: Tx, invoiceIds: readonly string[]): Promise<Map<string, InvoiceLine[]>> {
  if (invoiceIds.length === 0) return new Map();
  return group(await selectLines(tx, inArray(invoiceLines.invoiceId, [...invoiceIds])));
}

const familyLines = preparedRead((db) =>
  selectLines(
    db,
    inArray(
      invoiceLines.invoiceId,
      db.select({ id: invoices.id }).from(invoices).where(eq(invoices.membershipId, sql.placeholder('membershipId'))),
    ),
  ),
);

/** The lines of every invoice of one family. */
export async function linesOfFamily(tx: Tx, membershipId: string): Promise<Map<string, InvoiceLine[]>> {
  return group(await familyLines(tx, { membershipId }));
}
