// The sandbox's card rules, after Stripe's test cards (00-decisions.md §3).
import type { CardDetails } from './provider.js';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };
export type CardVerdict = { ok: true; card: CardDetails } | { ok: false; error: string };

/** Decides what the sandbox does with a card; `now` is injectable for the expiry rule. */
export function judgeSandboxCard(input: CardInput, now = new Date()): CardVerdict {
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
    default:
      return { ok: false, error: 'Your card number is incorrect.' };
  }
}
