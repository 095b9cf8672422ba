// Paying an invoice as its family: with the saved card (POST /payments/charge-manually, one call),
// or with a fresh card: POST /payments/create-payment-intent {invoiceId} (the server sets the
// amount), the provider confirms the card in the browser, then POST /payments records it. Every
// invoice, payment and balance query refreshes afterwards, paid or not.
import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@springboard/contract/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { reason } from '@springboard/contract/messages';
import type { CardResult } from '../../../components/card-entry/card-confirmer';
import { useRefreshMoney } from '../../../components/invoices/invoice-mutations';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export const chargeSavedCard = (api: ApiClient, invoiceId: string) =>
  api.call(paymentOperations.chargeManually, { body: { invoiceId } });

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

export function useChargeSavedCard() {
  const { api } = useAuth();
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: (invoiceId: string) => chargeSavedCard(api, invoiceId), onSettled: refresh });
}

export function usePayWithNewCard() {
  const { api } = useAuth();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ invoice, confirm }: { invoice: Invoice; confirm: (clientSecret: string) => Promise<CardResult> }) =>
      payWithNewCard(api, invoice, confirm),
    onSettled: refresh,
  });
}
