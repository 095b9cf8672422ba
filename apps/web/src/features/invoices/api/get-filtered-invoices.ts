// GET /api/invoices/filtered/invoices?status&category&startDate&endDate (Invoice & Payment Management).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceFilterQuery } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFilteredInvoices = (api: ApiClient, query: InvoiceFilterQuery) =>
  api.call(invoiceOperations.listFiltered, { query });

export function filteredInvoicesQueryOptions(club: string, query: InvoiceFilterQuery, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.invoices.filtered(club, query), queryFn: () => getFilteredInvoices(api, query) });
}

export function useFilteredInvoices(query: InvoiceFilterQuery, enabled: boolean) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...filteredInvoicesQueryOptions(club, query, api), enabled, placeholderData: keepPreviousData });
}
