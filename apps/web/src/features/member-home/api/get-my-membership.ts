// GET /api/memberships/me: the signed-in family's membership (start, expiry, balance).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Membership } from '@springboard/contract/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export function getMyMembership(api: ApiClient): Promise<Membership> {
  return api.get<Membership>('/memberships/me', { auth: true });
}

export function myMembershipQueryOptions(club: string, userId: string, api: ApiClient) {
  return queryOptions({ queryKey: ['membership', club, userId, 'me'], queryFn: () => getMyMembership(api) });
}

export function useMyMembership() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({ ...myMembershipQueryOptions(club, user?.id ?? '', api), enabled: !!user?.membership_id });
}
