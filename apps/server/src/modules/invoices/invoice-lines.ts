// Reading invoices' lines for an answer: one query for a whole page of invoices (never one per
// invoice), and for a family's whole list one read by the family, written out in SQL.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INVOICE_LINE_KINDS, type InvoiceLine } from '@springboard/contract/invoice-lines';
import { toDollars } from '@springboard/contract/money';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList } from '../../db/select-list.js';
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

/** The lines of a family's invoices (as selectLines reads them), written out in SQL (db/select-list.ts). */
const FAMILY_LINES = `select ${selectList(invoiceLines, 'l', ['id', 'invoiceId', 'kind', 'description', 'descriptionText', 'athleteId', 'amountCents'])},
    case when a.id is null then null else a.first_name || ' ' || a.last_name end as "athleteName"
  from invoice_lines l left join athletes a on a.id = l.athlete_id
  where l.invoice_id in (select i.id from invoices i where i.membership_id = $1)
  order by l.invoice_id, l.position`;

/** The lines of every invoice of one family. */
export async function linesOfFamily(tx: Tx, membershipId: string): Promise<Map<string, InvoiceLine[]>> {
  return group(await rowsOf<LineRow>(tx, { text: FAMILY_LINES, values: [membershipId] }));
}
