// DELETE /api/role-permission/permissions/{id} (admin): a permission the club added, taken from every
// role (the six built-in ones are refused). Every roles query of the club refreshes after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleOperations } from '@springboard/contract/operations/roles';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const deletePermission = (api: ApiClient, id: string) => api.call(roleOperations.deletePermission, { params: { id } });

export function useDeletePermission() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePermission(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all(club) }),
  });
}
