// GET /api/memberships/me: the signed-in family's membership (start, expiry, balance).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getMyMembership = (api: ApiClient) => api.call(membershipOperations.mine);

export function myMembershipQueryOptions(club: string, userId: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.memberships.mine(club, userId), queryFn: () => getMyMembership(api) });
}

export function useMyMembership() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({ ...myMembershipQueryOptions(club, user?.id ?? '', api), enabled: !!user?.membership_id });
}
