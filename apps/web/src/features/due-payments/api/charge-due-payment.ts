// POST /api/payments/charge-member-manual-payment {invoiceId}: charges the member's saved card for
// one invoice. The server makes the charge idempotent; the list is refetched either way, so a row
// paid meanwhile (or by a second click elsewhere) disappears.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export type ChargeResult = { invoice_id: string; payment_id: string; amount: number };

export function chargeDuePayment(api: ApiClient, invoiceId: string): Promise<ChargeResult> {
  return api.post<ChargeResult>('/payments/charge-member-manual-payment', { invoiceId }, { auth: true });
}

export function useChargeDuePayment() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => chargeDuePayment(api, invoiceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['due-payments', club] }),
  });
}
