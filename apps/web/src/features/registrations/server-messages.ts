// The refusals a parent can meet while registering, in their language: the registration namespace
// words a few its own way (by catalogue code); every other code has the shared translation.
import type { MessageCode, Reason } from '@springboard/contract/messages';
import { ApiError } from '../../lib/api-client';
import { translateKey, type KeyedT } from '../../lib/i18n';
import { errorText, serverMessage } from '../../lib/server-messages';

/** Catalogue code → key under "server" in the registration namespace. */
const OWN_WORDS: Partial<Record<MessageCode, string>> = {
  email_taken: 'emailTaken',
  slot_full: 'slotFull',
  payment_not_completed: 'paymentNotCompleted',
  voucher_invalid: 'voucherInvalid',
  voucher_used_up: 'voucherUsedUp',
};

export function registrationMessage(t: KeyedT, said: Reason): string {
  const key = OWN_WORDS[said.code];
  return key ? translateKey(t, `server.${key}`) : serverMessage(t, said);
}

/** A failed call's words: an ApiError's code (or the detail of `field` when it has one), else a network error. */
export function registrationError(t: KeyedT, err: unknown, field?: string): string {
  if (!(err instanceof ApiError)) return errorText(err, t);
  return registrationMessage(t, (field && err.fieldDetail(field)) || err);
}
