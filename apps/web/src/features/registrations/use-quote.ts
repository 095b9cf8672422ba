// The server's quote for this registration: what is charged now (the registration fee less the
// voucher; the first month's tuition of the chosen classes when the club charges it at registration;
// tax; for a card the card fee) and, for a card, a payment intent for exactly that amount. One quote
// is fetched when billing opens, when the start date changes and after a voucher is applied, for the
// amount shown; a card payment uses it once, and any retry (e.g. after a declined card) asks for a
// fresh one. Cash (staff at the desk) is priced the same way, without a card fee and without an
// intent: no provider customer or intent is made for money taken in cash.
import { useCallback, useRef, useState } from 'react';
import { registrationOperations } from '@springboard/contract/operations/registrations';
import type { QuoteResult as Quote } from '@springboard/contract/registrations';
import { useOperationMutation } from '../../lib/operations';
import type { QuoteScope } from './registration-form';

type Held = { quote: Quote; key: string; used: boolean };

/** What paying needs from a quote: the amount, and the card's intent (none for cash or nothing to pay). */
export type PricedQuote = Pick<Quote, 'amount_cents' | 'client_secret' | 'payment_intent_id'>;

/** What the amount is made of, for the billing step's itemised summary. */
export type QuoteBreakdown = {
  feeCents: number;
  discountCents: number;
  voucher: string;
  lines: Quote['lines'];
  cardFeePercent: number;
  period: Quote['tuition_period'];
};

/** The fee shown on the billing step and the quote a submission pays with. */
export type QuoteSource = {
  amountCents: number | undefined;
  breakdown: QuoteBreakdown | undefined;
  loading: boolean;
  failed: boolean;
  refresh: (voucher: string) => Promise<PricedQuote>;
  take: (voucher: string) => Promise<PricedQuote>;
  /** A quote is held for this voucher, classes and start date. */
  hasQuote: (voucher: string) => boolean;
};

export function useQuote(method: 'card' | 'cash', scope: () => QuoteScope): QuoteSource {
  const { mutateAsync } = useOperationMutation(registrationOperations.quote);
  const held = useRef<Held | null>(null);
  const [amountCents, setAmountCents] = useState<number | undefined>(undefined);
  const [breakdown, setBreakdown] = useState<QuoteBreakdown | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const keyOf = useCallback((voucher: string) => JSON.stringify([voucher, scope()]), [scope]);

  const fetchQuote = useCallback(
    async (voucher: string, used: boolean): Promise<Quote> => {
      setLoading(true);
      try {
        const body = { ...scope(), payment_method: method, ...(voucher ? { voucher_code: voucher } : {}) };
        const quote = await mutateAsync({ body });
        held.current = { quote, key: keyOf(voucher), used };
        setAmountCents(quote.amount_cents);
        setBreakdown({
          feeCents: quote.registration_fee_cents,
          discountCents: quote.discount_cents,
          voucher,
          lines: quote.lines,
          cardFeePercent: quote.card_fee_percent,
          period: quote.tuition_period,
        });
        setFailed(false);
        return quote;
      } catch (err) {
        setFailed(true);
        throw err;
      } finally {
        setLoading(false);
      }
    },
    [mutateAsync, method, scope, keyOf],
  );

  /** A fresh quote for the amount shown (billing opened, start date changed, voucher applied). */
  const refresh = useCallback((voucher: string) => fetchQuote(voucher, false), [fetchQuote]);

  /** The quote to pay with: the held one if it is unused (or cash) and for this voucher, classes
   *  and start date, otherwise a new one. */
  const take = useCallback(
    async (voucher: string): Promise<Quote> => {
      const h = held.current;
      if (h && (!h.used || method === 'cash') && h.key === keyOf(voucher)) {
        h.used = true;
        return h.quote;
      }
      return fetchQuote(voucher, true);
    },
    [fetchQuote, keyOf, method],
  );

  const hasQuote = useCallback((voucher: string) => held.current?.key === keyOf(voucher), [keyOf]);
  return { amountCents, breakdown, loading, failed, refresh, take, hasQuote };
}
