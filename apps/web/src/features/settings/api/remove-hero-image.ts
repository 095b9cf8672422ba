// DELETE /api/settings/hero-image (admin): the landing page shows the designed default art instead.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const removeHeroImage = (api: ApiClient) => api.call(settingsOperations.removeHeroImage);

export function useRemoveHeroImage() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeHeroImage(api),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.settings(club), data),
  });
}
