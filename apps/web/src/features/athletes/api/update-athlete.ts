// PUT /api/athletes/{id} with slot_ids: the athlete's fields and its enrollments, one transaction on
// the server (a full slot changes nothing). Every athletes list, the programs' places and the
// memberships view (its athletes) refresh afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAthleteBody } from '@springboard/contract/athletes';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateAthlete = (api: ApiClient, id: string, body: UpdateAthleteBody) =>
  api.call(athleteOperations.update, { params: { id }, body });

export function useUpdateAthlete(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAthleteBody) => updateAthlete(api, id, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.athletes.all(club) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
      ]);
    },
  });
}
