// GET /api/memberships/check/expiry (signed-in member): whether the family's membership has expired.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const checkExpiry = (api: ApiClient) => api.call(membershipOperations.checkExpiry);

export function expiryQueryOptions(club: string, userId: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.memberships.expiry(club, userId), queryFn: () => checkExpiry(api) });
}

export function useExpiryCheck() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({ ...expiryQueryOptions(club, user?.id ?? '', api), enabled: user?.role === 'member' });
}
