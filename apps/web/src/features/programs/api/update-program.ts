// PUT /api/programs/{id} (admin): the program, its kept and new slots, and the ids of the slots
// deleted. Every programs list of the club refreshes after it, whether it saved or not (a refusal
// may come from places taken meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programOperations } from '@springboard/contract/operations/programs';
import type { UpdateProgramInput } from '@springboard/contract/programs';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateProgram = (api: ApiClient, id: string, body: UpdateProgramInput) =>
  api.call(programOperations.update, { params: { id }, body });

export function useUpdateProgram() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProgramInput }) => updateProgram(api, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
  });
}
