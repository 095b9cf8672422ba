// POST /api/payments/manual-invoice (staff with Generate Invoice, admins): an invoice for the open
// family. Its invoices, its balance and the memberships list (negative balances) refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceBody } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const createManualInvoice = (api: ApiClient, body: CreateInvoiceBody) =>
  api.call(invoiceOperations.createManual, { body });

export function useCreateManualInvoice() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceBody) => createManualInvoice(api, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all(club) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.memberships.all(club) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.all(club) }),
      ]);
    },
  });
}
