// GET /api/payments/member/{id}: one family's payments (a member's Billing History).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFamilyPayments = (api: ApiClient, id: string) => api.call(paymentOperations.listOfMembership, { params: { id } });

export function familyPaymentsQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.payments.ofMembership(club, id), queryFn: () => getFamilyPayments(api, id) });
}

export function useFamilyPayments(id: string | null | undefined) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...familyPaymentsQueryOptions(club, id ?? '', api), enabled: !!id });
}
