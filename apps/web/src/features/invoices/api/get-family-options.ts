// GET /api/memberships/options: every family by name and e-mail, to pick one (Generate Invoice).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFamilyOptions = (api: ApiClient) => api.call(membershipOperations.options);

export function familyOptionsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.memberships.options(club), queryFn: () => getFamilyOptions(api) });
}

export function useFamilyOptions() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(familyOptionsQueryOptions(club, api));
}
