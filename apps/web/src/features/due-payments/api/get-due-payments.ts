// GET /api/payments/get-due-payments (staff and admin): unpaid invoices that are due, amounts in cents.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuePayment } from '@springboard/contract/payments';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export async function getDuePayments(api: ApiClient): Promise<DuePayment[]> {
  const data = await api.get<{ duePayments: DuePayment[] }>('/payments/get-due-payments', { auth: true });
  return data.duePayments;
}

export function duePaymentsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: ['due-payments', club], queryFn: () => getDuePayments(api) });
}

export function useDuePayments() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(duePaymentsQueryOptions(club, api));
}
