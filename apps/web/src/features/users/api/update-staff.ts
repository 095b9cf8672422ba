// PUT /api/users/{id} (admin): a staff member's names and role. Every users list of the club
// refreshes after it, whether it saved or not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userOperations } from '@springboard/contract/operations/users';
import type { UpdateUserInput } from '@springboard/contract/users';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateStaff = (api: ApiClient, id: string, body: UpdateUserInput) =>
  api.call(userOperations.update, { params: { id }, body });

export function useUpdateStaff() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserInput }) => updateStaff(api, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all(club) }),
  });
}
