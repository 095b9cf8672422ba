// GET /api/home (admin, staff with a staff page): the club at a glance, only the parts the caller's
// pages allow.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeOperations } from '@springboard/contract/operations/home';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getHome = (api: ApiClient) => api.call(homeOperations.overview);

export const homeQueryOptions = (club: string, userId: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.home.overview(club, userId), queryFn: () => getHome(api), staleTime: 0 });

export function useHome() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery(homeQueryOptions(club, user?.id ?? '', api));
}
