// POST /api/reports: computes a report on the server and keeps it; the list refreshes, and the new
// report is put in the cache so opening it costs no second call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportOperations } from '@springboard/contract/operations/reports';
import type { CreateReportInput } from '@springboard/contract/reports';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const createReport = (api: ApiClient, body: CreateReportInput) => api.call(reportOperations.create, { body });

export function useCreateReport() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportInput) => createReport(api, body),
    onSuccess: (report) => queryClient.setQueryData(queryKeys.reports.detail(club, report.id), report),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.list(club) }),
  });
}
