// GET /api/memberships/options: every family by name and e-mail, to choose the family of a new
// athlete (staff with Manage Athletes or the memberships page, and admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFamilyOptions = (api: ApiClient) => api.call(membershipOperations.options);

export function familyOptionsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.memberships.options(club), queryFn: () => getFamilyOptions(api), staleTime: 30_000 });
}

/** Only for staff and admins (`enabled`); a member adds to their own family. */
export function useFamilyOptions(enabled: boolean) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...familyOptionsQueryOptions(club, api), enabled });
}
