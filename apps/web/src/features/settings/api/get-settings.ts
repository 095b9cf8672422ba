// GET /api/settings for Manage Settings: the same query (and key) the club's pages are themed from,
// read fresh when the screen opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getSettings = (api: ApiClient) => api.call(settingsOperations.get);

export const settingsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.settings(club), queryFn: () => getSettings(api), staleTime: 0 });

export function useSettings() {
  const { club, publicApi } = useTenant();
  return useQuery(settingsQueryOptions(club, publicApi));
}
