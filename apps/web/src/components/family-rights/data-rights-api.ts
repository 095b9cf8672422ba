// The family's data rights: the export (GET /api/data-rights/export), its deletion request (GET and
// POST /api/data-rights/deletion-request), and the admin's list and confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataRightsOperations } from '@springboard/contract/operations/data-rights';
import { useAuth } from '../../lib/auth-context';
import { queryKeys } from '../../lib/query-keys';
import { useTenant } from '../../lib/tenant-context';

export function useExportFamily() {
  const { api } = useAuth();
  return useMutation({ mutationFn: () => api.call(dataRightsOperations.exportFamily) });
}

export function useMyDeletionRequest() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({
    queryKey: queryKeys.dataRights.mine(club, user?.id ?? ''),
    queryFn: () => api.call(dataRightsOperations.myRequest),
    enabled: !!user?.membership_id,
  });
}

export function useRequestDeletion() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(dataRightsOperations.requestDeletion),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataRights.all(club) }),
  });
}

export function useDeletionRequests() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ queryKey: queryKeys.dataRights.requests(club), queryFn: () => api.call(dataRightsOperations.list) });
}

export function useConfirmDeletion() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(dataRightsOperations.confirm, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.dataRights.all(club) }),
        queryClient.invalidateQueries({ queryKey: ['memberships', club] }),
        queryClient.invalidateQueries({ queryKey: ['athletes', club] }),
      ]),
  });
}
