// POST /api/settings/logo (admin): the image file's own bytes; the server checks what it really is,
// stores it and answers with the settings, whose logo_url is the logo's new address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const uploadLogo = async (api: ApiClient, file: Blob) =>
  api.call(settingsOperations.uploadLogo, { body: new Uint8Array(await file.arrayBuffer()) });

export function useUploadLogo() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadLogo(api, file),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.settings(club), data),
  });
}
