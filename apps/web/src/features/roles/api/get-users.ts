// GET /api/users (admin): everyone in the club, for Manage User Roles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userOperations } from '@springboard/contract/operations/users';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getUsers = (api: ApiClient) => api.call(userOperations.list, { query: {} });

export function usersQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.users.list(club), queryFn: () => getUsers(api) });
}

export function useUsers() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(usersQueryOptions(club, api));
}
