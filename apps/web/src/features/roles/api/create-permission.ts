// POST /api/role-permission/permissions {name, description} (admin): a permission of the club's own.
// The permission lists refresh after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleOperations } from '@springboard/contract/operations/roles';
import type { CreatePermissionInput } from '@springboard/contract/roles';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const createPermission = (api: ApiClient, body: CreatePermissionInput) =>
  api.call(roleOperations.createPermission, { body });

export function useCreatePermission() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePermissionInput) => createPermission(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all(club) }),
  });
}
