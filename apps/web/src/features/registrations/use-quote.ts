// The server's quote for this registration (fee due today plus a payment intent). One quote is
// fetched when billing opens and after a voucher is applied, for the amount shown; a payment attempt
// uses it once, and any retry (e.g. after a declined card) asks for a fresh one.
import { useCallback, useRef, useState } from 'react';
import { registrationOperations } from '@springboard/contract/operations/registrations';
import type { QuoteResult as Quote } from '@springboard/contract/registrations';
import { useOperationMutation } from '../../lib/operations';

type Held = { quote: Quote; voucher: string; used: boolean };

/** What paying needs from a quote: the amount, and the card's intent (none for cash or nothing to pay). */
export type PricedQuote = Pick<Quote, 'amount_cents' | 'client_secret' | 'payment_intent_id'>;

/** What the amount is made of, for the billing step's itemised summary. */
export type QuoteBreakdown = { feeCents: number; discountCents: number; voucher: string };

/** The fee shown on the billing step and the quote a submission pays with (card: useQuote; cash: useCashQuote). */
export type QuoteSource = {
  amountCents: number | undefined;
  breakdown: QuoteBreakdown | undefined;
  loading: boolean;
  failed: boolean;
  refresh: (voucher: string) => Promise<PricedQuote>;
  take: (voucher: string) => Promise<PricedQuote>;
  hasQuote: () => boolean;
};

export function useQuote(): QuoteSource {
  // POST /registrations/quote: the server decides the fee due today and opens a payment intent for
  // exactly that amount.
  const { mutateAsync } = useOperationMutation(registrationOperations.quote);
  const held = useRef<Held | null>(null);
  const [amountCents, setAmountCents] = useState<number | undefined>(undefined);
  const [breakdown, setBreakdown] = useState<QuoteBreakdown | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const fetchQuote = useCallback(
    async (voucher: string, used: boolean): Promise<Quote> => {
      setLoading(true);
      try {
        const quote = await mutateAsync({ body: voucher ? { voucher_code: voucher } : {} });
        held.current = { quote, voucher, used };
        setAmountCents(quote.amount_cents);
        setBreakdown({ feeCents: quote.registration_fee_cents, discountCents: quote.discount_cents, voucher });
        setFailed(false);
        return quote;
      } catch (err) {
        setFailed(true);
        throw err;
      } finally {
        setLoading(false);
      }
    },
    [mutateAsync],
  );

  /** A fresh quote for the amount shown (billing opened, voucher applied). */
  const refresh = useCallback((voucher: string) => fetchQuote(voucher, false), [fetchQuote]);

  /** The quote to pay with: the held one if it is unused and for this voucher, otherwise a new one. */
  const take = useCallback(
    async (voucher: string): Promise<Quote> => {
      const h = held.current;
      if (h && !h.used && h.voucher === voucher) {
        h.used = true;
        return h.quote;
      }
      return fetchQuote(voucher, true);
    },
    [fetchQuote],
  );

  return { amountCents, breakdown, loading, failed, refresh, take, hasQuote: () => held.current !== null };
}
