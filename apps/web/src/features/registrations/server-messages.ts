// The server speaks English; the messages a parent can meet while registering are shown in their
// language when we know them, and as the server wrote them otherwise.
import { EMAIL_TAKEN_MESSAGE } from '@springboard/contract/memberships';
import { SLOT_FULL_MESSAGE } from '@springboard/contract/enrollments';
import { PAYMENT_NOT_COMPLETED } from '@springboard/contract/payments';
import { VOUCHER_INVALID_MESSAGE, VOUCHER_USED_UP_MESSAGE } from '@springboard/contract/vouchers';
import { translateKey, type KeyedT } from '../../lib/i18n';

/** English text → key under "server" in the registration namespace. The card texts are the
 *  sandbox provider's (after Stripe's test cards); Stripe.js localises its own. */
const KNOWN: Record<string, string> = {
  [EMAIL_TAKEN_MESSAGE]: 'emailTaken',
  [SLOT_FULL_MESSAGE]: 'slotFull',
  [PAYMENT_NOT_COMPLETED]: 'paymentNotCompleted',
  [VOUCHER_INVALID_MESSAGE]: 'voucherInvalid',
  [VOUCHER_USED_UP_MESSAGE]: 'voucherUsedUp',
  'Your card was declined.': 'cardDeclined',
  'Your card has insufficient funds.': 'insufficientFunds',
  'Your card number is incorrect.': 'cardNumberIncorrect',
  'Your card has expired.': 'cardExpired',
  "Your card's security code is incorrect.": 'cvcIncorrect',
  "Your card's expiration month is invalid.": 'expiryMonthInvalid',
};

export function localServerMessage(message: string, t: KeyedT): string {
  const key = KNOWN[message];
  return key ? translateKey(t, `server.${key}`) : message;
}
