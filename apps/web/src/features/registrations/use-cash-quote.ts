// The fee of a cash registration (staff and admin at the desk), with the same
// shape as useQuote so the form and "Submit Registration" work unchanged. It never asks for a
// payment intent: POST /registrations/quote would open one with the club's card provider (a Stripe
// customer and intent per attempt) for money that is taken in cash. The amount is still the
// server's: the club's pricing config fee, less the voucher as the server previews it; the
// registration itself re-prices and applies the voucher when it writes the paid invoice.
import { useCallback, useRef, useState } from 'react';
import { toCents } from '@springboard/contract/money';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { useOperationMutation } from '../../lib/operations';
import { useRegistrationFee } from './api/registration-fee';
import type { PricedQuote, QuoteBreakdown, QuoteSource } from './use-quote';

export function useCashQuote(): QuoteSource {
  const fee = useRegistrationFee();
  const { mutateAsync: preview } = useOperationMutation(paymentOperations.applyDiscount);
  const held = useRef<{ voucher: string; cents: number } | null>(null);
  const [voucherCents, setVoucherCents] = useState<number | undefined>(undefined);
  const [voucherCode, setVoucherCode] = useState('');
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const price = useCallback(
    async (voucher: string): Promise<number> => {
      const dollars = fee.data ?? (await fee.refetch({ throwOnError: true })).data;
      if (dollars === undefined) throw new Error('The registration fee could not be loaded.');
      if (!voucher) return toCents(dollars);
      const { finalAmount } = await preview({ body: { code: voucher, amount: dollars } });
      return toCents(finalAmount);
    },
    [fee, preview],
  );

  const refresh = useCallback(
    async (voucher: string): Promise<PricedQuote> => {
      setLoading(true);
      try {
        const cents = await price(voucher);
        held.current = { voucher, cents };
        setVoucherCents(cents);
        setVoucherCode(voucher);
        setFailed(false);
        return { amount_cents: cents, client_secret: null, payment_intent_id: null };
      } catch (err) {
        setFailed(true);
        throw err;
      } finally {
        setLoading(false);
      }
    },
    [price],
  );

  /** The amount for this voucher: the one shown when it was priced for the same code, else a fresh one. */
  const take = useCallback(
    async (voucher: string): Promise<PricedQuote> => {
      const h = held.current;
      if (h && h.voucher === voucher) return { amount_cents: h.cents, client_secret: null, payment_intent_id: null };
      return refresh(voucher);
    },
    [refresh],
  );

  // Before any voucher is priced, the fee shows as soon as the pricing config has loaded.
  const amountCents = voucherCents ?? (fee.data === undefined ? undefined : toCents(fee.data));
  const feeCents = fee.data === undefined ? undefined : toCents(fee.data);
  const breakdown: QuoteBreakdown | undefined =
    amountCents === undefined || feeCents === undefined
      ? undefined
      : { feeCents, discountCents: Math.max(0, feeCents - amountCents), voucher: voucherCents === undefined ? '' : voucherCode };
  return {
    amountCents,
    breakdown,
    loading: loading || fee.isLoading,
    failed: failed || fee.isError,
    refresh,
    take,
    hasQuote: () => held.current !== null,
  };
}
