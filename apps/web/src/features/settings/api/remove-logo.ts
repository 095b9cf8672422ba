// DELETE /api/settings/logo (admin): the site shows the club's initial and name instead.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const removeLogo = (api: ApiClient) => api.call(settingsOperations.removeLogo);

export function useRemoveLogo() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeLogo(api),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.settings(club), data),
  });
}
