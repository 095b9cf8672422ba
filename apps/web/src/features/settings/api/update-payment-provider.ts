// PUT /api/settings/payment-provider (admin). The club's public settings name the provider and its
// publishable key (the registration page reads them), so they refresh too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { UpdatePaymentProviderBody } from '@springboard/contract/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const updatePaymentProvider = (api: ApiClient, body: UpdatePaymentProviderBody) =>
  api.call(settingsOperations.updatePaymentProvider, { body });

export function useUpdatePaymentProvider() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentProviderBody) => updatePaymentProvider(api, body),
    onSuccess: async (data) => {
      queryClient.setQueryData(queryKeys.settingsAdmin.paymentProvider(club), data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings(club), exact: true });
    },
  });
}
