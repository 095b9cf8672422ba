// PUT /api/auth/me {first_name, last_name}: a staff member's or admin's own name (the /profile
// page). The session's copy of the user follows, so the greeting changes at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody } from '@springboard/contract/profile';
import { profileOperations } from '@springboard/contract/operations/profile';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const updateMe = (api: ApiClient, body: UpdateMeBody) => api.call(profileOperations.updateMe, { body });

export function useUpdateMe() {
  const { club } = useTenant();
  const { api, store, user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => updateMe(api, body),
    onSuccess: async (saved) => {
      const session = store.current();
      if (session) store.set({ ...session, user: { ...session.user, first_name: saved.first_name, last_name: saved.last_name } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.auth.me(club, user?.id) });
    },
  });
}
