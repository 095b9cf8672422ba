// GET /api/settings/payment-provider (admin): sandbox or Stripe, the publishable key, and whether the
// secret key and webhook secret are saved (masked; the server never sends them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getPaymentProvider = (api: ApiClient) => api.call(settingsOperations.paymentProvider);

export const paymentProviderQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.settingsAdmin.paymentProvider(club), queryFn: () => getPaymentProvider(api), staleTime: 0 });

export function usePaymentProvider() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(paymentProviderQueryOptions(club, api));
}
