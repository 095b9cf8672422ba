// GET /api/vouchers (admin): every voucher of the club, active or not, with its redemptions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getVouchers = (api: ApiClient) => api.call(voucherOperations.list);

export const vouchersQueryOptions = (club: string, api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.vouchers.list(club), queryFn: () => getVouchers(api), staleTime: 0 });

export function useVouchers() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(vouchersQueryOptions(club, api));
}
