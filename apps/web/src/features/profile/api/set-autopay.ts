// PATCH /api/memberships/autopay/{membershipId} {autoPayment}: the family's autopay switch; the
// answer is the saved value, which the membership's cached copies then show.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const setAutopay = (api: ApiClient, membershipId: string, autoPayment: boolean) =>
  api.call(membershipOperations.setAutopay, { params: { membershipId }, body: { autoPayment } });

export function useSetAutopay(membershipId: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setAutopay(api, membershipId, on),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.memberships.all(club) }),
  });
}
