// GET /api/reports: the club's previous reports, newest first, without their rows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportOperations } from '@springboard/contract/operations/reports';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getReports = (api: ApiClient) => api.call(reportOperations.list);

export const reportsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.reports.list(club), queryFn: () => getReports(api) });

export function useReports() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(reportsQueryOptions(club, api));
}
