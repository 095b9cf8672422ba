// GET /api/programs: the club's programs, as the public programs page lists them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@springboard/contract/programs';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export const getPrograms = (api: ApiClient) => api.get<Program[]>('/programs');

export const programsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: ['programs', club], queryFn: () => getPrograms(api), staleTime: 60_000 });

export function usePrograms() {
  const { club, publicApi } = useTenant();
  return useQuery(programsQueryOptions(club, publicApi));
}
