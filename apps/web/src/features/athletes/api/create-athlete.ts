// POST /api/athletes with slot_ids (Athlete Registration for an existing member, no billing): the
// athlete and its enrollments in one transaction. A member's goes to their own family; staff name it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAthleteBody } from '@springboard/contract/athletes';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const createAthlete = (api: ApiClient, body: CreateAthleteBody) => api.call(athleteOperations.create, { body });

export function useCreateAthlete() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAthleteBody) => createAthlete(api, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.athletes.all(club) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
      ]);
    },
  });
}
