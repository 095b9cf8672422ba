// GET /api/payments/charge-automatic/preview (admin): the invoices the automatic charge would charge
// now and their total; charges nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobOperations } from '@springboard/contract/operations/jobs';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getBillingPreview = (api: ApiClient) => api.call(jobOperations.previewAutomatic);

export const billingPreviewQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.jobs.billingPreview(club), queryFn: () => getBillingPreview(api), staleTime: 0 });

export function useBillingPreview() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(billingPreviewQueryOptions(club, api));
}
