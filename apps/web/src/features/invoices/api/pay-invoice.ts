// Paying an invoice as its family with a fresh card, three steps that one operation cannot say:
// POST /payments/create-payment-intent {invoiceId} (the server sets the amount), the provider
// confirms the card in the browser, then POST /payments records it. Every invoice, payment and
// balance read refreshes afterwards, paid or not. (With the saved card it is one call:
// paymentOperations.chargeManually.)
import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@springboard/contract/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { reason } from '@springboard/contract/messages';
import type { CardResult } from '../../../components/card-entry/card-confirmer';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useOperationCache } from '../../../lib/operations';

/** A declined card: the provider's words, as an ApiError the screen shows like the server's 402. */
export class CardDeclined extends ApiError {}

export async function payWithNewCard(api: ApiClient, invoice: Invoice, confirm: (clientSecret: string) => Promise<CardResult>) {
  const intent = await api.call(paymentOperations.createIntent, { body: { invoiceId: invoice.id } });
  if (!intent.clientSecret || !intent.paymentIntentId) throw new ApiError(402, reason('payment_not_completed'));
  const confirmed = await confirm(intent.clientSecret);
  if (confirmed.status !== 'succeeded')
    throw new CardDeclined(
      402,
      confirmed.error ? reason('payment_declined', { reason: confirmed.error }) : reason('payment_not_completed'),
    );
  return api.call(paymentOperations.record, {
    body: {
      membershipId: invoice.membership_id,
      invoiceId: invoice.id,
      amount: invoice.amount,
      paymentMethod: 'card',
      transactionId: intent.paymentIntentId,
    },
  });
}

export function usePayWithNewCard() {
  const { api } = useAuth();
  const cache = useOperationCache();
  return useMutation({
    mutationFn: ({ invoice, confirm }: { invoice: Invoice; confirm: (clientSecret: string) => Promise<CardResult> }) =>
      payWithNewCard(api, invoice, confirm),
    onSettled: () => cache.invalidate(MONEY_READS),
  });
}
