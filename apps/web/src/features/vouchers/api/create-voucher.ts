// POST /api/vouchers (admin): a percent or fixed voucher, with an optional window and limit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import type { BodyIn } from '@springboard/contract/operation';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export type CreateVoucherInput = BodyIn<typeof voucherOperations.create>;

export const createVoucher = (api: ApiClient, body: CreateVoucherInput) => api.call(voucherOperations.create, { body });

export function useCreateVoucher() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVoucherInput) => createVoucher(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vouchers.all(club) }),
  });
}
