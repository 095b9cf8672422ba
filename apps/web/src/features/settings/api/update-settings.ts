// POST /api/settings (admin). The answer replaces the club's settings at once, so the pages' colours,
// name and contact details change without a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { UpdateSettingsBody } from '@springboard/contract/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const updateSettings = (api: ApiClient, body: UpdateSettingsBody) => api.call(settingsOperations.update, { body });

export function useUpdateSettings() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => updateSettings(api, body),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.settings(club), data),
  });
}
