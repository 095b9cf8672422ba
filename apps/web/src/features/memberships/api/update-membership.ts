// PUT /api/memberships/{id}: the family's profile (e-mail is not editable). Every memberships query
// refreshes: the list's names and the family's own copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMembershipBody } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateMembership = (api: ApiClient, id: string, body: UpdateMembershipBody) =>
  api.call(membershipOperations.update, { params: { id }, body });

export function useUpdateMembership(id: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMembershipBody) => updateMembership(api, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memberships.all(club) }),
  });
}
