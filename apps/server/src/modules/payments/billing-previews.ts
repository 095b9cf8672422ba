// The billing preview binds the run that follows it: the server keeps what each preview showed (its
// invoices, each with the amount and charge attempt previewed) under the preview's id, and the
// previewed run charges exactly those, unchanged, on the day of the preview. An invoice made after
// the preview is not in it; one paid, cancelled, changed or no longer due since is left alone and
// counted by reason.
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { AutopayPreview, PreviewSkipReason } from '@springboard/contract/operations/jobs';
import { billingPreviews, invoices } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError } from '../../platform/app-error.js';
import type { PreviewedInvoice } from '../../platform/jobs/job-context.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { dueAutopayInvoices, previewAutopay } from './automatic-charge.js';

/** Previews older than this many days are forgotten (a preview binds its own day only). */
const KEEP_DAYS = 7;

/** The billing preview of now (GET /payments/charge-automatic/preview), kept under the id it answers. */
export function previewAndKeep(tx: Tx, tenantId: string, today: string, providerName: string): Promise<AutopayPreview> {
  return previewAutopay(tx, today, providerName, (fingerprint, shown) => keepPreview(tx, tenantId, today, fingerprint, shown));
}

/** Keeps what a preview showed and answers its id; the same due set on the same day is one preview. */
export async function keepPreview(
  tx: Tx,
  tenantId: string,
  today: string,
  fingerprint: string,
  shown: readonly PreviewedInvoice[],
): Promise<string> {
  await tx.delete(billingPreviews).where(lt(billingPreviews.asOf, addDays(today, -KEEP_DAYS)));
  const [row] = await tx
    .insert(billingPreviews)
    .values({ tenantId, fingerprint, asOf: today, invoices: shown })
    .onConflictDoUpdate({ target: [billingPreviews.tenantId, billingPreviews.fingerprint], set: { asOf: sql`excluded.as_of` } })
    .returning({ id: billingPreviews.id });
  return row!.id;
}

export type BoundPreview = {
  /** Every invoice the preview showed. */
  previewed: number;
  /** Still due now with the amount and charge attempt previewed: what the run may charge. */
  chargeable: PreviewedInvoice[];
  skipped: Record<PreviewSkipReason, number>;
};

/** The preview `id` of the club, checked against the invoices as they are now. 404 for an unknown
 *  (or another club's) preview, 409 for one of an earlier day. */
export async function bindPreview(tx: Tx, id: string, today: string): Promise<BoundPreview> {
  const [p] = await tx.select().from(billingPreviews).where(eq(billingPreviews.id, id));
  if (!p) throw new AppError('NOT_FOUND', 'billing_preview_not_found');
  if (p.asOf !== today) throw new AppError('CONFLICT', 'billing_preview_expired');
  const shown = p.invoices as PreviewedInvoice[];
  const skipped: Record<PreviewSkipReason, number> = { paid: 0, changed: 0, not_due: 0 };
  if (shown.length === 0) return { previewed: 0, chargeable: [], skipped };
  const ids = shown.map((s) => s.id);
  const [now, due] = await Promise.all([
    tx
      .select({
        id: invoices.id,
        amountCents: invoices.amountCents,
        chargeAttempt: invoices.chargeAttempt,
        status: invoices.status,
      })
      .from(invoices)
      .where(inArray(invoices.id, ids)),
    dueAutopayInvoices(tx, today, { invoiceIds: ids }),
  ]);
  const current = new Map(now.map((r) => [r.id, r]));
  const stillDue = new Set(due.map((d) => d.id));
  const chargeable: PreviewedInvoice[] = [];
  for (const s of shown) {
    const c = current.get(s.id);
    if (!c || c.status === 'paid' || c.status === 'cancelled') skipped.paid++;
    else if (c.amountCents !== s.amountCents || c.chargeAttempt !== s.chargeAttempt) skipped.changed++;
    else if (!stillDue.has(s.id)) skipped.not_due++;
    else chargeable.push(s);
  }
  return { previewed: shown.length, chargeable, skipped };
}
