// GET /api/invoices/member/{id} (staff with View Invoice, admins): one family's invoices, read-only here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getMembershipInvoices = (api: ApiClient, id: string) =>
  api.call(invoiceOperations.listOfMembership, { params: { id } });

export function membershipInvoicesQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.invoices.ofMembership(club, id), queryFn: () => getMembershipInvoices(api, id) });
}

export function useMembershipInvoices(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(membershipInvoicesQueryOptions(club, id, api));
}
