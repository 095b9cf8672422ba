// GET /api/search (admins, and staff who may open members or athletes): the sidebar's global search.
// The caller's permissions decide which kinds the server searches, so the key carries the user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchOperations } from '@springboard/contract/operations/search';
import { SEARCH_MIN_LENGTH } from '@springboard/contract/search';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const searchClub = (api: ApiClient, q: string) => api.call(searchOperations.search, { query: { q } });

export function searchQueryOptions(club: string, userId: string, q: string, api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.search.results(club, userId, q),
    queryFn: () => searchClub(api, q),
    staleTime: 30_000,
    retry: false,
  });
}

/** Runs for a text of 2 characters or more (the server's minimum); `q` is the trimmed text. */
export function useClubSearch(q: string) {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({
    ...searchQueryOptions(club, user?.id ?? '', q, api),
    enabled: !!user && q.length >= SEARCH_MIN_LENGTH,
  });
}
