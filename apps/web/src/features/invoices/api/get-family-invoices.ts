// GET /api/invoices/member/{id}: one family's invoices (a member's own: their Pay list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFamilyInvoices = (api: ApiClient, id: string) => api.call(invoiceOperations.listOfMembership, { params: { id } });

export function familyInvoicesQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.invoices.ofMembership(club, id), queryFn: () => getFamilyInvoices(api, id) });
}

export function useFamilyInvoices(id: string | null | undefined) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...familyInvoicesQueryOptions(club, id ?? '', api), enabled: !!id });
}
