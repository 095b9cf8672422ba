// GET /api/programs/programs-with-slots for the admin's screens: the same query (and key) the public
// site and registration use, but fetched afresh on opening, since the places taken in each slot
// decide what may be deleted.
import { useQuery } from '@tanstack/react-query';
import { programsWithSlotsQueryOptions } from '../../../lib/programs-query';
import { useTenant } from '../../../lib/tenant-context';

export function useProgramsForEditing() {
  const { club, publicApi } = useTenant();
  return useQuery({ ...programsWithSlotsQueryOptions(club, publicApi), staleTime: 0 });
}
