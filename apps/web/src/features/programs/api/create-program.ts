// POST /api/programs/add-with-slots (admin): a program and its weekly slots in one save. Every
// programs list of the club (public site, registration, this area) refreshes after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programOperations } from '@springboard/contract/operations/programs';
import type { CreateProgramInput } from '@springboard/contract/programs';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const createProgram = (api: ApiClient, body: CreateProgramInput) => api.call(programOperations.create, { body });

export function useCreateProgram() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProgramInput) => createProgram(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
  });
}
