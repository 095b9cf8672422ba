// Reading invoices' lines for an answer: one query for a whole page of invoices (never one per
// invoice), and for a family's whole list one read by the family, written out in SQL.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INVOICE_LINE_KINDS, type InvoiceLine } from '@springboard/contract/invoice-lines';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, invoiceLines } from '../../db/schema.js';

function selectLines(tx: Tx, where: SQL) {
  return tx
    .select({
      id: invoiceLines.id,
      invoiceId: invoiceLines.invoiceId,
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      descriptionText: invoiceLines.descriptionText,
      athleteId: invoiceLines.athleteId,
      athleteName: sql<
        string | null
      >`case when ${athletes.id} is null then null else ${athletes.firstName} || ' ' || ${athletes.lastName} end`,
      amountCents: invoiceLines.amountCents,
    })
    .from(invoiceLines)
    .leftJoin(athletes, eq(athletes.id, invoiceLines.athleteId))
    .where(where)
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** A line as LINES_OF_INVOICE selects it (its invoice is the row it sits beside). */
export type LineJson = Omit<LineRow, 'invoiceId'>;

/** One line as an answer shows it. */
function toInvoiceLine(r: LineJson): InvoiceLine {
  return {
    id: r.id,
    kind: INVOICE_LINE_KINDS.find((k) => k === r.kind) ?? 'manual',
    description: r.description,
    ...(r.descriptionText ? { description_text: r.descriptionText } : {}),
    athlete_id: r.athleteId,
    athlete_name: r.athleteName,
    amount: toDollars(r.amountCents),
  };
}

function group(rows: LineRow[]): Map<string, InvoiceLine[]> {
  const byInvoice = new Map<string, InvoiceLine[]>();
  for (const r of rows) {
    const list = byInvoice.get(r.invoiceId) ?? [];
    list.push(toInvoiceLine(r));
    byInvoice.set(r.invoiceId, list);
  }
  return byInvoice;
}

/** The lines of these invoices, by invoice id, in their order. */
export async function linesOf(tx: Tx, invoiceIds: readonly string[]): Promise<Map<string, InvoiceLine[]>> {
  if (invoiceIds.length === 0) return new Map();
  return group(await selectLines(tx, inArray(invoiceLines.invoiceId, [...invoiceIds])));
}

/**
 * The lines of the outer query's invoice `i` as one json array, in their order, each line's athlete
 * named (as selectLines reads them): selected beside the invoice, a family's invoices come with
 * their lines in one statement. Read with linesFromJson.
 */
export const LINES_OF_INVOICE = `(select coalesce(json_agg(json_build_object('id', l.id, 'kind', l.kind,
    'description', l.description, 'descriptionText', l.description_text, 'athleteId', l.athlete_id,
    'athleteName', case when a.id is null then null else a.first_name || ' ' || a.last_name end,
    'amountCents', l.amount_cents) order by l.position), '[]')
  from invoice_lines l left join athletes a on a.id = l.athlete_id where l.invoice_id = i.id)`;

/** What LINES_OF_INVOICE selected, as an answer shows it. */
export function linesFromJson(lines: LineJson[]): InvoiceLine[] {
  return lines.map(toInvoiceLine);
}
