// A card refused while paying an invoice with a new card (the browser confirming the payment
// intent): the attempt is recorded as a failed payment with the provider's reason, beside the
// invoice's payments, so staff and the family see what happened. The saved-card charges record their
// declines themselves (charge.service.ts). Registration intents have no family yet: nothing to record.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { paymentIntents, payments } from '../../db/schema.js';

export async function recordDeclinedIntent(
  tx: Tx,
  tenantId: string,
  providerName: string,
  attempt: { intentId: string; reason: string; customerId: string | null },
): Promise<boolean> {
  const [intent] = await tx
    .select({
      invoiceId: paymentIntents.invoiceId,
      membershipId: paymentIntents.membershipId,
      amountCents: paymentIntents.amountCents,
    })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerIntentId, attempt.intentId), eq(paymentIntents.purpose, 'invoice')));
  if (!intent?.invoiceId || !intent.membershipId) return false;
  await tx.insert(payments).values({
    tenantId,
    membershipId: intent.membershipId,
    invoiceId: intent.invoiceId,
    amountCents: intent.amountCents,
    paymentMethod: 'card',
    provider: providerName,
    // One intent may be refused several times (the family tries other cards): each attempt is a row.
    transactionId: `declined_${attempt.intentId}_${randomUUID()}`,
    status: 'failed',
    failureReason: attempt.reason,
    providerCustomerId: attempt.customerId,
  });
  return true;
}
