// GET /api/athletes/member/{membershipId}: the signed-in family's athletes with their enrollments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Athlete } from '@springboard/contract/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export function getFamilyAthletes(api: ApiClient, membershipId: string): Promise<Athlete[]> {
  return api.get<Athlete[]>(`/athletes/member/${encodeURIComponent(membershipId)}`, { auth: true });
}

export function familyAthletesQueryOptions(club: string, membershipId: string, api: ApiClient) {
  return queryOptions({
    queryKey: ['athletes', club, 'family', membershipId],
    queryFn: () => getFamilyAthletes(api, membershipId),
  });
}

export function useFamilyAthletes() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  const membershipId = user?.membership_id ?? '';
  return useQuery({ ...familyAthletesQueryOptions(club, membershipId, api), enabled: !!membershipId });
}
