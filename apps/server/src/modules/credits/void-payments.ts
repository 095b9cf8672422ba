// Voiding an invoice that was paid: its payments are kept as paid (as before), refunded (each all
// that is left of it: a card through the provider, the others paid out by hand), or turned into one
// credit of what was paid (net of refunds) that pays the family's other invoices. Refunds come first,
// each once whatever the retries (a key per invoice and payment); the invoice is voided after them,
// so a refund the provider refuses leaves it as it was.
import { and, eq, inArray } from 'drizzle-orm';
import type { Invoice } from '@springboard/contract/invoices';
import type { Runner } from '../../db/tenant-tx.js';
import { invoices, paymentRefunds, payments } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { getPayment } from '../payments/invoice-settlement.js';
import { voidInvoice } from '../invoices/invoice-changes.js';
import { addCredit } from '../invoices/credit-use.js';
import { givenBack, refundPayment } from '../payments/refunds.service.js';
import { recordTextOf } from '@springboard/contract/record-texts';

export type VoidChoice = 'keep' | 'refund' | 'credit';

export async function voidWithPayments(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  invoiceId: string,
  input: { reason: string; payments: VoidChoice },
  by: string,
): Promise<Invoice> {
  if (input.payments === 'refund') {
    const paid = await run(async (tx) => {
      const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!inv) throw new AppError('NOT_FOUND', 'invoice_not_found');
      if (inv.status === 'cancelled') throw new AppError('CONFLICT', 'invoice_voided');
      const rows = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, ['succeeded', 'refunded'])));
      const refunds = await tx
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentId, rows.length ? rows.map((r) => r.id) : ['00000000-0000-0000-0000-000000000000']));
      return rows.filter((p) => p.amountCents - givenBack(refunds.filter((r) => r.paymentId === p.id)) > 0);
    });
    // Each refund's reason says the invoice was voided and why, in the family's language.
    const why = recordTextOf('invoice_voided', { reason: input.reason });
    for (const p of paid) {
      await refundPayment(
        run,
        provider,
        tenantId,
        by,
        p.id,
        {
          amountCents: null,
          reason: why.english.slice(0, 500),
          reasonText: why.text,
          key: `void:${invoiceId}:${p.id}`,
        },
        getPayment,
      );
    }
  }
  return run(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!inv) throw new AppError('NOT_FOUND', 'invoice_not_found');
    const voided = await voidInvoice(tx, invoiceId, input.reason, by);
    if (input.payments === 'credit' && inv.status !== 'cancelled' && inv.paidCents > 0) {
      await addCredit(tx, tenantId, {
        membershipId: inv.membershipId,
        amountCents: inv.paidCents,
        reason: `Paid on voided invoice INV-${String(inv.number).padStart(6, '0')}`,
        reasonText: recordTextOf('paid_on_voided_invoice', { invoice: `INV-${String(inv.number).padStart(6, '0')}` }).text,
        source: 'void',
        invoiceId,
        createdBy: by,
      });
    }
    return voided;
  });
}
