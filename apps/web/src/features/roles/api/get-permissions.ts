// GET /api/role-permission/permissions (admin): every permission of the club, the six built-in first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOperations } from '@springboard/contract/operations/roles';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getPermissions = (api: ApiClient) => api.call(roleOperations.permissions);

export function permissionsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.roles.permissions(club), queryFn: () => getPermissions(api) });
}

export function usePermissions() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(permissionsQueryOptions(club, api));
}
