// The server's money messages a person may meet on the invoice and payment screens, in the
// reader's language; any other message is shown as the server wrote it.
import { INVOICE_DELETED_MESSAGE, INVOICE_HAS_PAYMENT_MESSAGE } from '@springboard/contract/invoices';
import {
  CARD_ACCEPTED_MESSAGE,
  CARD_UPDATED_MESSAGE,
  CASH_ACCEPTED_MESSAGE,
  INVOICE_PAID_MESSAGE,
  NO_CARD_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_SUCCESS_MESSAGE,
} from '@springboard/contract/payments';
import { errorMessage } from '../../lib/api-client';
import { translateKey, type KeyedT } from '../../lib/i18n';

/** Server text → key in the `invoices` namespace (`server.*`). */
export const SERVER_MESSAGE_KEYS: Record<string, string> = {
  [INVOICE_DELETED_MESSAGE]: 'server.invoiceDeleted',
  [INVOICE_HAS_PAYMENT_MESSAGE]: 'server.invoiceHasPayment',
  [CARD_ACCEPTED_MESSAGE]: 'server.cardAccepted',
  [CARD_UPDATED_MESSAGE]: 'server.cardUpdated',
  [CASH_ACCEPTED_MESSAGE]: 'server.cashAccepted',
  [INVOICE_PAID_MESSAGE]: 'server.invoicePaid',
  [NO_CARD_MESSAGE]: 'server.noCard',
  [NOTHING_TO_PAY_MESSAGE]: 'server.nothingToPay',
  [PAYMENT_NOT_COMPLETED]: 'server.paymentNotCompleted',
  [PAYMENT_SUCCESS_MESSAGE]: 'server.paymentDone',
  'Invoice not found': 'server.invoiceNotFound',
  'Your card was declined.': 'server.declined',
  'Your card has insufficient funds.': 'server.insufficientFunds',
  'Your card number is incorrect.': 'server.numberIncorrect',
  'Your card has expired.': 'server.expired',
};

/** `t` must be the `invoices` namespace's. */
export function serverText(err: unknown, t: KeyedT): string {
  const message = errorMessage(err);
  const key = SERVER_MESSAGE_KEYS[message];
  return key ? translateKey(t, key) : message;
}
