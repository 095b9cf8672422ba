// GET /api/athletes: every athlete of the club for staff with Manage Athletes and admins; the own
// family's for a member (the server decides from the token).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getAthletes = (api: ApiClient) => api.call(athleteOperations.list);

export function athletesQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.athletes.list(club), queryFn: () => getAthletes(api) });
}

export function useAthletes() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(athletesQueryOptions(club, api));
}
