// GET /api/programs: the club's programs, as the public programs page lists them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { programOperations } from '@springboard/contract/operations/programs';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getPrograms = (api: ApiClient) => api.call(programOperations.list);

export const programsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.programs.list(club), queryFn: () => getPrograms(api), staleTime: 60_000 });

export function usePrograms() {
  const { club, publicApi } = useTenant();
  return useQuery(programsQueryOptions(club, publicApi));
}
