// Changing invoices: staff create them (one manual line, or a month's tuition line by line), admins edit an unpaid one, delete one that
// has no payment, and void any with a reason. Money received is never lost or rewritten: an invoice
// with a recorded payment keeps its amount and status (it is voided instead), and its payments stay.
import { and, eq, sql } from 'drizzle-orm';
import type { CreateInvoiceBody, Invoice, UpdateInvoiceBody } from '@springboard/contract/invoices';
import { toCents } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, invoiceLines, invoices, memberships, payments } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { keptRecordText } from '@springboard/contract/record-texts';
import { billingMonths, familyTuitionLines, periodContaining, sumCents, tuitionTitle } from '../pricing/tuition.service.js';
import { insertInvoice, replaceLines, type InvoiceDraft } from './invoice-insert.js';
import { useCreditsOnUnpaidInvoices } from './credit-use.js';
import { getInvoice, type InvoiceRow } from './invoices.service.js';
import { clubToday } from '../calendar/meetings.js';
import { recordAudit } from '../audit/audit.js';

/** What the trail keeps of an invoice: never its description, which may name the family. */
const audited = (i: Pick<InvoiceRow, 'number' | 'amountCents' | 'status' | 'dueDate'>) => ({
  number: i.number,
  amount_cents: i.amountCents,
  status: i.status,
  due_date: i.dueDate,
});

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
  const draft = {
    tenantId,
    membershipId: body.membershipId,
    athleteId: body.athleteId ?? null,
    description: body.description,
    dueDate: body.dueDate ?? (await clubToday(tx, tenantId)),
    category: 'manual' as const,
    generatedBy,
    lines: [
      {
        kind: 'manual' as const,
        description: body.description,
        athleteId: body.athleteId ?? null,
        amountCents: toCents(body.amount),
      },
    ],
  };
  if (body.tuition_month) return getInvoice(tx, await createTuitionInvoice(tx, draft, body.tuition_month, toCents(body.amount)));
  return getInvoice(tx, await insertInvoice(tx, draft));
}

/**
 * The family's tuition of the month containing `day` as automatic invoicing computes it (the same
 * calculation: tuition per athlete, proration, family discounts), line by line. A club that invoices
 * monthly gets it under automatic invoicing's key of that month, so the month is billed once.
 */
async function createTuitionInvoice(
  tx: Tx,
  draft: InvoiceDraft & { runKey?: null },
  day: string,
  shownCents: number,
): Promise<string> {
  const period = periodContaining(day);
  const { lines } = await familyTuitionLines(tx, draft.membershipId, period);
  if (lines.length === 0 || sumCents(lines) !== shownCents) throw fieldError('amount', 'tuition_total_changed');
  // The suggested title kept as suggested (in the admin's language) is stored as its code, so each
  // family reads it in its own; a title the admin wrote is stored as written.
  const title = tuitionTitle(period);
  const kept = keptRecordText(title.text.code, title.text.params, draft.description);
  const titled = kept ? { ...draft, description: title.english, descriptionText: kept } : draft;
  const tuition = { ...titled, category: 'manual' as const, lines };
  const monthly = (await billingMonths(tx, draft.tenantId)) === 1;
  const id = monthly
    ? await insertInvoice(tx, { ...tuition, runKey: `auto:${period.label}:${draft.membershipId}` })
    : await insertInvoice(tx, tuition);
  if (!id) throw new AppError('CONFLICT', 'tuition_already_invoiced');
  return id;
}

/** Paid, or partly paid: money was received for it. */
function hasPayment(i: Pick<InvoiceRow, 'status' | 'paidCents'>): boolean {
  return i.status === 'paid' || i.paidCents > 0;
}

/**
 * PUT /invoices (admins). An invoice becomes paid only by its payments, and is voided only with a
 * reason (POST /invoices/{id}/void), so the status sent may not move it to paid or cancelled. An
 * invoice with a recorded payment keeps its amount and status (description and due date may change);
 * a voided one does not change. An unpaid invoice's new amount edits its single line, or replaces its
 * lines with one manual line, and makes the next saved-card charge a new attempt.
 */
export async function updateInvoice(tx: Tx, tenantId: string, body: UpdateInvoiceBody, by: string | null): Promise<Invoice> {
  const [before] = await tx.select().from(invoices).where(eq(invoices.id, body.invoiceId)).for('update');
  if (!before) throw new AppError('NOT_FOUND', 'invoice_not_found');
  if (before.status === 'cancelled') throw new AppError('CONFLICT', 'invoice_voided');
  const amountCents = toCents(body.amount);
  const status = body.post_status === 'paid' ? 'paid' : body.status;
  if (hasPayment(before)) {
    const sameStatus = status === before.status || (before.status !== 'paid' && status !== 'paid' && status !== 'cancelled');
    if (amountCents !== before.amountCents || !sameStatus) throw new AppError('CONFLICT', 'invoice_has_payment_edit');
  } else {
    if (status === 'paid') throw new AppError('CONFLICT', 'invoice_paid_by_payment');
    if (status === 'cancelled') throw new AppError('CONFLICT', 'invoice_void_needs_reason');
  }
  if (amountCents !== before.amountCents) await setAmount(tx, tenantId, before, amountCents, body.description);
  else await followDescription(tx, before.id, body.description);
  await tx
    .update(invoices)
    .set({
      description: body.description,
      dueDate: body.dueDate,
      status,
      ...(amountCents !== before.amountCents ? { chargeAttempt: before.chargeAttempt + 1 } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, body.invoiceId));
  const after = { ...audited(before), amount_cents: amountCents, status, due_date: body.dueDate };
  const data = { number: before.number, description_changed: body.description !== before.description };
  await recordAudit(tx, {
    tenantId,
    actorUserId: by,
    action: 'invoice_updated',
    entity: 'invoice',
    entityId: before.id,
    before: audited(before),
    after,
    data,
  });
  return getInvoice(tx, body.invoiceId);
}

/** A new amount: the single line takes it; several lines give way to one manual line. */
async function setAmount(tx: Tx, tenantId: string, inv: InvoiceRow, amountCents: number, description: string) {
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id));
  const [only] = lines;
  if (lines.length === 1 && only) {
    await tx
      .update(invoiceLines)
      .set({ amountCents, ...(only.kind === 'manual' ? { description } : {}) })
      .where(eq(invoiceLines.id, only.id));
    await tx.update(invoices).set({ amountCents }).where(eq(invoices.id, inv.id));
    return;
  }
  await replaceLines(tx, tenantId, inv.id, [{ kind: 'manual', description, athleteId: inv.athleteId, amountCents }]);
}

/** A single manual line says what the invoice says. */
async function followDescription(tx: Tx, invoiceId: string, description: string) {
  await tx
    .update(invoiceLines)
    .set({ description })
    .where(
      and(
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.kind, 'manual'),
        sql`(select count(*) from ${invoiceLines} l where l.invoice_id = ${invoiceId}) = 1`,
      ),
    );
}

/** DELETE /invoices/{id} (admins): refused (409) once money was received for it — paid or partly
 *  paid: it is voided instead. Declined attempts keep their row with invoice_id cleared. */
export async function deleteInvoice(tx: Tx, id: string, by: string | null): Promise<void> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!inv) throw new AppError('NOT_FOUND', 'invoice_not_found');
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, id), eq(payments.status, 'succeeded')))
    .limit(1);
  if (paid || hasPayment(inv)) throw new AppError('CONFLICT', 'invoice_has_payment');
  await tx.delete(invoices).where(eq(invoices.id, id));
  await recordAudit(tx, {
    tenantId: inv.tenantId,
    actorUserId: by,
    action: 'invoice_deleted',
    entity: 'invoice',
    entityId: id,
    before: audited(inv),
    data: { number: inv.number },
  });
}

/** POST /invoices/{id}/void (admins): status cancelled with the reason; nothing more is due on it and
 *  its payments stay recorded as paid (refunding them, or turning them into a credit, is
 *  modules/credits/void-payments.ts). A credit it had used is free again and pays the family's other
 *  unpaid invoices. */
export async function voidInvoice(tx: Tx, id: string, reason: string, by: string): Promise<Invoice> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!inv) throw new AppError('NOT_FOUND', 'invoice_not_found');
  if (inv.status === 'cancelled') throw new AppError('CONFLICT', 'invoice_voided');
  const now = new Date();
  await tx
    .update(invoices)
    .set({ status: 'cancelled', voidReason: reason, voidedAt: now, voidedBy: by, updatedAt: now })
    .where(eq(invoices.id, id));
  const after = { ...audited(inv), status: 'cancelled' };
  await recordAudit(tx, {
    tenantId: inv.tenantId,
    actorUserId: by,
    action: 'invoice_voided',
    entity: 'invoice',
    entityId: id,
    before: audited(inv),
    after,
    data: { number: inv.number, reason },
  });
  await useCreditsOnUnpaidInvoices(tx, inv.tenantId, inv.membershipId);
  return getInvoice(tx, id);
}
