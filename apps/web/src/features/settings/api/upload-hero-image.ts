// POST /api/settings/hero-image (admin): the image file's own bytes; the server checks what it really
// is, keeps it in responsive widths and answers with the settings, whose hero_image is the new one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const uploadHeroImage = async (api: ApiClient, file: Blob) =>
  api.call(settingsOperations.uploadHeroImage, { body: new Uint8Array(await file.arrayBuffer()) });

export function useUploadHeroImage() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadHeroImage(api, file),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.settings(club), data),
  });
}
