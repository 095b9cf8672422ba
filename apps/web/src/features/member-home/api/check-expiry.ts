// GET /api/memberships/check/expiry (signed-in member): whether the family's membership has expired.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiryStatus } from '@springboard/contract/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export function checkExpiry(api: ApiClient): Promise<ExpiryStatus> {
  return api.get<ExpiryStatus>('/memberships/check/expiry', { auth: true });
}

export function expiryQueryOptions(club: string, userId: string, api: ApiClient) {
  return queryOptions({ queryKey: ['membership', club, userId, 'expiry'], queryFn: () => checkExpiry(api) });
}

export function useExpiryCheck() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({ ...expiryQueryOptions(club, user?.id ?? '', api), enabled: user?.role === 'member' });
}
