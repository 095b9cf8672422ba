// GET /api/payments/get-due-payments (staff and admin): unpaid invoices that are due, amounts in cents.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { DuePayment } from '@springboard/contract/payments';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export async function getDuePayments(api: ApiClient): Promise<DuePayment[]> {
  const data = await api.call(paymentOperations.duePayments);
  return data.duePayments;
}

export function duePaymentsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.payments.due(club), queryFn: () => getDuePayments(api) });
}

export function useDuePayments() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(duePaymentsQueryOptions(club, api));
}
