// PATCH /api/vouchers/{id} (admin): deactivate a voucher (registration stops taking it) or reactivate it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const setVoucherActive = (api: ApiClient, id: string, active: boolean) =>
  api.call(voucherOperations.setActive, { params: { id }, body: { active } });

export function useSetVoucherActive() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setVoucherActive(api, id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vouchers.all(club) }),
  });
}
