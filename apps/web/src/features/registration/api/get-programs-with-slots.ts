// GET /api/programs/programs-with-slots: the programs an athlete can join, each with its weekly slots
// and how many places are taken.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export function getProgramsWithSlots(api: ApiClient): Promise<ProgramWithSlots[]> {
  return api.get<ProgramWithSlots[]>('/programs/programs-with-slots');
}

export function programsWithSlotsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({
    queryKey: ['programs', club, 'with-slots'],
    queryFn: () => getProgramsWithSlots(api),
    staleTime: 30_000,
  });
}

export function useProgramsWithSlots() {
  const { club, publicApi } = useTenant();
  return useQuery(programsWithSlotsQueryOptions(club, publicApi));
}
