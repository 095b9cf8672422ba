// A failed call on the invoice and payment screens in the reader's language: the money refusals in
// the `invoices` namespace's own words (by catalogue code), any other by the shared translation.
import type { MessageCode } from '@springboard/contract/messages';
import { ApiError } from '../../lib/api-client';
import { translateKey, type KeyedT } from '../../lib/i18n';
import { errorText } from '../../lib/server-messages';

/** Catalogue code → key in the `invoices` namespace (`server.*`). */
const OWN_WORDS: Partial<Record<MessageCode, string>> = {
  invoice_has_payment: 'server.invoiceHasPayment',
  invoice_paid: 'server.invoicePaid',
  no_card: 'server.noCard',
  nothing_to_pay: 'server.nothingToPay',
  payment_not_completed: 'server.paymentNotCompleted',
  invoice_not_found: 'server.invoiceNotFound',
};

/** `t` must be the `invoices` namespace's. */
export function serverText(err: unknown, t: KeyedT): string {
  const key = err instanceof ApiError ? OWN_WORDS[err.code] : undefined;
  return key ? translateKey(t, key) : errorText(err, t);
}
