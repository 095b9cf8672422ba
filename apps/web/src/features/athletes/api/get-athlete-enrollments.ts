// GET /api/athletes/{id}/enrollment: the athlete's enrollments with attendance by date (athlete
// attendance details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getAthleteEnrollments = (api: ApiClient, id: string) => api.call(athleteOperations.enrollments, { params: { id } });

export function athleteEnrollmentsQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.athletes.enrollments(club, id), queryFn: () => getAthleteEnrollments(api, id) });
}

export function useAthleteEnrollments(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(athleteEnrollmentsQueryOptions(club, id, api));
}
