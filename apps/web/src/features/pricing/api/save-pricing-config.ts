// POST /api/programs/program-pricing-config (admin), in dollars. Every programs query of the club
// refreshes after it: the registration page's fee is one of them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import type { SavePricingConfigInput } from '@springboard/contract/pricing';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const savePricingConfig = (api: ApiClient, body: SavePricingConfigInput) => api.call(pricingOperations.save, { body });

export function useSavePricingConfig() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePricingConfigInput) => savePricingConfig(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
  });
}
