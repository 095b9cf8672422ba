// POST /api/role-permission/roles/{roleId}/permissions {permission_ids[]} (admin): the role's whole set
// of permissions. Staff on the role get it on their next request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleOperations } from '@springboard/contract/operations/roles';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const setRolePermissions = (api: ApiClient, roleId: string, permissionIds: string[]) =>
  api.call(roleOperations.setRolePermissions, { params: { roleId }, body: { permission_ids: permissionIds } });

export function useSetRolePermissions() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissionIds }: { roleId: string; permissionIds: string[] }) =>
      setRolePermissions(api, roleId, permissionIds),
    onSuccess: (held, { roleId }) => queryClient.setQueryData(queryKeys.roles.ofRole(club, roleId), held),
    onSettled: (_data, _err, { roleId }) => queryClient.invalidateQueries({ queryKey: queryKeys.roles.ofRole(club, roleId) }),
  });
}
