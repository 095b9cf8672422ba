// GET /api/programs/program-pricing-config: the club's registration fee (dollars), the figure shown
// until the server's quote for this registration arrives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_REGISTRATION_FEE_CENTS } from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

/** Dollars; 25.00 when the club has no pricing config. */
export async function getRegistrationFee(api: ApiClient): Promise<number> {
  const rows = await api.call(pricingOperations.configs);
  return rows[0]?.registration_fee ?? toDollars(DEFAULT_REGISTRATION_FEE_CENTS);
}

export function registrationFeeQueryOptions(club: string, api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.programs.registrationFee(club),
    queryFn: () => getRegistrationFee(api),
    staleTime: 60_000,
  });
}

export function useRegistrationFee() {
  const { club, publicApi } = useTenant();
  return useQuery(registrationFeeQueryOptions(club, publicApi));
}
