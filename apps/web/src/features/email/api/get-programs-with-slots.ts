// GET /api/programs/programs-with-slots: the program and slot pickers of Send Group Email.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { programOperations } from '@springboard/contract/operations/programs';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getProgramsWithSlots = (api: ApiClient) => api.call(programOperations.withSlots);

export function programsWithSlotsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.programs.withSlots(club), queryFn: () => getProgramsWithSlots(api) });
}

export function useProgramsWithSlots() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(programsWithSlotsQueryOptions(club, api));
}
