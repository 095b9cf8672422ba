// POST /api/payments/charge-member-manual-payment {invoiceId}: charges the member's saved card for
// one invoice. The server makes the charge idempotent; the list is refetched either way, so a row
// paid meanwhile (or by a second click elsewhere) disappears.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const chargeDuePayment = (api: ApiClient, invoiceId: string) =>
  api.call(paymentOperations.chargeForMember, { body: { invoiceId } });

export function useChargeDuePayment() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => chargeDuePayment(api, invoiceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.all(club) }),
  });
}
