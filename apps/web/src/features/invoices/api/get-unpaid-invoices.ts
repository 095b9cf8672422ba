// GET /api/invoices/pending/invoices: the invoices still owed (pending or overdue, not settled).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getUnpaidInvoices = (api: ApiClient) => api.call(invoiceOperations.listUnpaid);

export function unpaidInvoicesQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.invoices.unpaid(club), queryFn: () => getUnpaidInvoices(api) });
}

export function useUnpaidInvoices() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(unpaidInvoicesQueryOptions(club, api));
}
