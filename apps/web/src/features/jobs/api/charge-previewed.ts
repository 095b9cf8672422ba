// POST /api/payments/charge-automatic/previewed (admin): charges the previewed invoices that are
// still due; one paid meanwhile is skipped. Answers the run and how many were still due.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobOperations, type ChargePreviewedBody } from '@springboard/contract/operations/jobs';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const chargePreviewed = (api: ApiClient, body: ChargePreviewedBody) => api.call(jobOperations.chargePreviewed, { body });

export function useChargePreviewed() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChargePreviewedBody) => chargePreviewed(api, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all(club) }),
        queryClient.invalidateQueries({ queryKey: ['invoices', club] }),
        queryClient.invalidateQueries({ queryKey: ['payments', club] }),
        queryClient.invalidateQueries({ queryKey: ['memberships', club] }),
        queryClient.invalidateQueries({ queryKey: ['home', club] }),
      ]),
  });
}
