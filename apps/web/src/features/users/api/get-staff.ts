// GET /api/users?role=staff (admin): the club's staff members, for Manage Staff and the team panel
// of Add New Staff (one query, one key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userOperations } from '@springboard/contract/operations/users';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getStaff = (api: ApiClient) => api.call(userOperations.list, { query: { role: 'staff' } });

export function staffQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.users.list(club, 'staff'), queryFn: () => getStaff(api) });
}

export function useStaff() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(staffQueryOptions(club, api));
}
