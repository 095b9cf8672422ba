// GET /api/programs/program-pricing-config: the club's pricing configs in dollars, the club's own
// (no program) first. Program Pricing Settings edits that first one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getPricingConfigs = (api: ApiClient) => api.call(pricingOperations.configs);

export const pricingConfigsQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.programs.pricingConfigs(club), queryFn: () => getPricingConfigs(api), staleTime: 0 });

export function usePricingConfigs() {
  const { club, publicApi } = useTenant();
  return useQuery(pricingConfigsQueryOptions(club, publicApi));
}
