// POST /api/payments/apply/discount {code, amount}: the total after the voucher, or the server's
// reason for refusing it (shown under the voucher field).
import { useMutation } from '@tanstack/react-query';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export type ApplyDiscountInput = { code: string; amount: number };

/** In dollars: the amount sent and the finalAmount and discount answered. */
export const applyDiscount = (api: ApiClient, input: ApplyDiscountInput) =>
  api.call(paymentOperations.applyDiscount, { body: input });
export type DiscountResult = Awaited<ReturnType<typeof applyDiscount>>;

export function useApplyDiscount() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (input: ApplyDiscountInput) => applyDiscount(publicApi, input) });
}
