// GET /api/programs/programs-with-slots: each program with its weekly slots, for a program's page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export const getProgramsWithSlots = (api: ApiClient) => api.get<ProgramWithSlots[]>('/programs/programs-with-slots');

export const programsWithSlotsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: ['programs-with-slots', club], queryFn: () => getProgramsWithSlots(api), staleTime: 60_000 });

export function useProgramsWithSlots() {
  const { club, publicApi } = useTenant();
  return useQuery(programsWithSlotsQueryOptions(club, publicApi));
}
