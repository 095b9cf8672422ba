// GET /api/athletes/member/{membershipId}: the signed-in family's athletes with their enrollments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getFamilyAthletes = (api: ApiClient, membershipId: string) =>
  api.call(athleteOperations.listOfMembership, { params: { id: membershipId } });

export function familyAthletesQueryOptions(club: string, membershipId: string, api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.athletes.ofMembership(club, membershipId),
    queryFn: () => getFamilyAthletes(api, membershipId),
  });
}

export function useFamilyAthletes() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  const membershipId = user?.membership_id ?? '';
  return useQuery({ ...familyAthletesQueryOptions(club, membershipId, api), enabled: !!membershipId });
}
