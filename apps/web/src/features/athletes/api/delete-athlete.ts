// DELETE /api/athletes/{id}: the athlete with its enrollments and attendance (invoices keep theirs).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const deleteAthlete = (api: ApiClient, id: string) => api.call(athleteOperations.remove, { params: { id } });

export function useDeleteAthlete() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAthlete(api, id),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.athletes.all(club) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
      ]);
    },
  });
}
