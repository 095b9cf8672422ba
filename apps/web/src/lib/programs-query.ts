// GET /api/programs/programs-with-slots: each program with its weekly slots and the places taken.
// Used by the public program pages and by registration, so it lives here with one key: a
// registration that takes places refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { programOperations } from '@springboard/contract/operations/programs';
import type { ApiClient } from './api-client';
import { queryKeys } from './query-keys';
import { useTenant } from './tenant-context';

export const programsWithSlotsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.programs.withSlots(club),
    queryFn: () => api.call(programOperations.withSlots),
    staleTime: 30_000,
  });

export function useProgramsWithSlots() {
  const { club, publicApi } = useTenant();
  return useQuery(programsWithSlotsQueryOptions(club, publicApi));
}
