// GET /api/memberships (staff with the memberships page, admins): every family with its balance;
// `owing` asks the server for those below zero only (Show Negative Balance).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const getMemberships = (api: ApiClient, owing: boolean) =>
  api.call(membershipOperations.list, { query: owing ? { negative_balance: 'true' } : {} });

export function membershipsQueryOptions(club: string, owing: boolean, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.memberships.list(club, owing), queryFn: () => getMemberships(api, owing) });
}

export function useMemberships(owing: boolean) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...membershipsQueryOptions(club, owing, api), placeholderData: keepPreviousData });
}
