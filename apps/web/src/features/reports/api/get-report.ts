// GET /api/reports/{id}/data: one report with its figures and rows, as it was made (it never changes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportOperations } from '@springboard/contract/operations/reports';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getReport = (api: ApiClient, id: string) => api.call(reportOperations.data, { params: { id } });

export const reportQueryOptions = (club: string, api: ApiClient, id: string) =>
  queryOptions({ queryKey: queryKeys.reports.detail(club, id), queryFn: () => getReport(api, id), staleTime: Infinity });

export function useReport(id: string | null) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...reportQueryOptions(club, api, id ?? ''), enabled: !!id });
}
