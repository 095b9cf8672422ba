// GET /api/role-permission/roles/{roleId}/permissions (admin): what one role holds (the admin role:
// every permission).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOperations } from '@springboard/contract/operations/roles';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getRolePermissions = (api: ApiClient, roleId: string) =>
  api.call(roleOperations.rolePermissions, { params: { roleId } });

export function rolePermissionsQueryOptions(club: string, api: ApiClient, roleId: string) {
  return queryOptions({ queryKey: queryKeys.roles.ofRole(club, roleId), queryFn: () => getRolePermissions(api, roleId) });
}

export function useRolePermissions(roleId: string | null) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...rolePermissionsQueryOptions(club, api, roleId ?? ''), enabled: !!roleId });
}
