// PUT /api/users/{id} with {role} (admin): Manage User Roles' drop-down. The server moves role and
// role_id together and refuses to demote the last admin. Users and roles (their user counts)
// refresh after it either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userOperations } from '@springboard/contract/operations/users';
import type { Role } from '@springboard/contract/permissions';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateUserRole = (api: ApiClient, id: string, role: Role) =>
  api.call(userOperations.update, { params: { id }, body: { role } });

export function useUpdateUserRole() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => updateUserRole(api, id, role),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all(club) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.roles.list(club) }),
      ]);
    },
  });
}
