// The sandbox's card rules, after Stripe's test cards.
import type { CardDetails } from './provider.js';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Saved by a card update, then declined on every charge (Stripe's 4000 0000 0000 0341). */
  attachThenDecline: '4000000000000341',
} as const;

/** The last4 by which the sandbox recognises a saved attachThenDecline card when charging it. */
export const DECLINES_CHARGES_LAST4 = SANDBOX_CARDS.attachThenDecline.slice(-4);

export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };
export type CardVerdict = { ok: true; card: CardDetails } | { ok: false; error: string };

/** Decides what the sandbox does with a card, confirming a payment or saving it (setup); `now` is
 *  injectable for the expiry rule. */
export function judgeSandboxCard(input: CardInput, now = new Date(), purpose: 'payment' | 'setup' = 'payment'): CardVerdict {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { ok: false, error: 'Your card number is incorrect.' };
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (input.expMonth < 1 || input.expMonth > 12) return { ok: false, error: "Your card's expiration month is invalid." };
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(year, input.expMonth, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, error: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, error: "Your card's security code is incorrect." };
  switch (digits) {
    case SANDBOX_CARDS.success:
      return { ok: true, card: { brand: 'visa', last4: digits.slice(-4), expMonth: input.expMonth, expYear: year } };
    case SANDBOX_CARDS.declined:
      return { ok: false, error: 'Your card was declined.' };
    case SANDBOX_CARDS.insufficientFunds:
      return { ok: false, error: 'Your card has insufficient funds.' };
    case SANDBOX_CARDS.attachThenDecline:
      return purpose === 'setup'
        ? { ok: true, card: { brand: 'visa', last4: DECLINES_CHARGES_LAST4, expMonth: input.expMonth, expYear: year } }
        : { ok: false, error: 'Your card was declined.' };
    default:
      return { ok: false, error: 'Your card number is incorrect.' };
  }
}
