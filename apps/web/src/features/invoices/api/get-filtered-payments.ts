// GET /api/payments/filtered/payments?status&startDate&endDate (Invoice & Payment Management).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { PaymentFilterQuery } from '@springboard/contract/payments';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFilteredPayments = (api: ApiClient, query: PaymentFilterQuery) =>
  api.call(paymentOperations.listFiltered, { query });

export function filteredPaymentsQueryOptions(club: string, query: PaymentFilterQuery, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.payments.filtered(club, query), queryFn: () => getFilteredPayments(api, query) });
}

export function useFilteredPayments(query: PaymentFilterQuery, enabled: boolean) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...filteredPaymentsQueryOptions(club, query, api), enabled, placeholderData: keepPreviousData });
}
