// GET /api/athletes/{id}: one athlete with its enrollments (404 "Athlete not found" for another family's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getAthlete = (api: ApiClient, id: string) => api.call(athleteOperations.get, { params: { id } });

export function athleteQueryOptions(club: string, id: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.athletes.detail(club, id), queryFn: () => getAthlete(api, id), retry: false });
}

export function useAthlete(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(athleteQueryOptions(club, id, api));
}
