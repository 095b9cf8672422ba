// GET /api/role-permission/roles (admin): the club's roles, admin first, with who is on each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleOperations } from '@springboard/contract/operations/roles';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getRoles = (api: ApiClient) => api.call(roleOperations.roles);

export function rolesQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.roles.list(club), queryFn: () => getRoles(api) });
}

export function useRoles() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(rolesQueryOptions(club, api));
}
