// POST /api/registrations/quote {voucher_code?}: the server decides the fee due today and opens a
// payment intent for exactly that amount (the first step of a card registration).
import { useMutation } from '@tanstack/react-query';
import { registrationOperations } from '@springboard/contract/operations/registrations';
import type { QuoteResult } from '@springboard/contract/registrations';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export type Quote = QuoteResult;

export function createQuote(api: ApiClient, voucherCode?: string): Promise<Quote> {
  return api.call(registrationOperations.quote, { body: voucherCode ? { voucher_code: voucherCode } : {} });
}

export function useCreateQuote() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (voucherCode?: string) => createQuote(publicApi, voucherCode) });
}
