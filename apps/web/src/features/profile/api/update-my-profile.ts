// PUT /api/memberships/{id} for the signed-in family: the profile of Manage Profile (the e-mail is
// not editable). The account's name follows on the server; the session's copy is updated here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMembershipBody } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateMyProfile = (api: ApiClient, id: string, body: UpdateMembershipBody) =>
  api.call(membershipOperations.update, { params: { id }, body });

export function useUpdateMyProfile(membershipId: string) {
  const { club } = useTenant();
  const { api, store } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMembershipBody) => updateMyProfile(api, membershipId, body),
    onSuccess: async (saved) => {
      const session = store.current();
      if (session) store.set({ ...session, user: { ...session.user, first_name: saved.first_name, last_name: saved.last_name } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.memberships.all(club) });
    },
  });
}
