// POST and DELETE /api/programs/{id}/image (admin): a program's picture, the file's own bytes; the
// server keeps it in responsive widths. Every programs list of the club refreshes after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programOperations } from '@springboard/contract/operations/programs';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const uploadProgramImage = async (api: ApiClient, id: string, file: Blob) =>
  api.call(programOperations.uploadProgramImage, { params: { id }, body: new Uint8Array(await file.arrayBuffer()) });

export const removeProgramImage = (api: ApiClient, id: string) =>
  api.call(programOperations.removeProgramImage, { params: { id } });

export function useProgramImage() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) });
  return {
    upload: useMutation({
      mutationFn: ({ id, file }: { id: string; file: Blob }) => uploadProgramImage(api, id, file),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => removeProgramImage(api, id), onSettled }),
  };
}
