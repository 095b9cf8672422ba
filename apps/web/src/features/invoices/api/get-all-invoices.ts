// GET /api/invoices: every invoice the caller may see (staff and admins: the club's; a member: the family's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getAllInvoices = (api: ApiClient) => api.call(invoiceOperations.listAll);

export function allInvoicesQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.invoices.list(club), queryFn: () => getAllInvoices(api) });
}

export function useAllInvoices() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(allInvoicesQueryOptions(club, api));
}
