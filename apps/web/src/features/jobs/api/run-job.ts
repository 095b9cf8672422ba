// POST /api/jobs/{job}/run (admin): the job's work now, for this club; answers what the run did.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobOperations, type JobName } from '@springboard/contract/operations/jobs';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const runJob = (api: ApiClient, job: JobName) => api.call(jobOperations.runNow, { params: { job } });

export function useRunJob() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: JobName) => runJob(api, job),
    // An automatic charge or new invoices change what the money screens show too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all(club) }),
        queryClient.invalidateQueries({ queryKey: ['invoices', club] }),
        queryClient.invalidateQueries({ queryKey: ['payments', club] }),
        queryClient.invalidateQueries({ queryKey: ['memberships', club] }),
      ]),
  });
}
