// GET /api/athletes/member/{id}: the open family's athletes with their enrollments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getMembershipAthletes = (api: ApiClient, id: string) =>
  api.call(athleteOperations.listOfMembership, { params: { id } });

export function membershipAthletesQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.athletes.ofMembership(club, id), queryFn: () => getMembershipAthletes(api, id) });
}

export function useMembershipAthletes(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(membershipAthletesQueryOptions(club, id, api));
}
