// GET /api/jobs (admin): the club's scheduled jobs with their last run and next due time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobOperations } from '@springboard/contract/operations/jobs';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getJobs = (api: ApiClient) => api.call(jobOperations.list);

export const jobsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.jobs.all(club), queryFn: () => getJobs(api), staleTime: 0 });

export function useJobs() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(jobsQueryOptions(club, api));
}
