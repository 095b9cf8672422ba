// GET /api/memberships/{id}: one family's profile and its balance now (the split view).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getMembership = (api: ApiClient, id: string) => api.call(membershipOperations.get, { params: { id } });

export function membershipQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.memberships.detail(club, id), queryFn: () => getMembership(api, id), retry: false });
}

export function useMembership(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(membershipQueryOptions(club, id, api));
}
