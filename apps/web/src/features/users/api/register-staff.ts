// POST /api/auth/register (admin): a new staff member (or admin) with their first password. The
// staff lists of the club refresh after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterStaffBody } from '@springboard/contract/auth';
import { authOperations } from '@springboard/contract/operations/auth';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';

export const registerStaff = (api: ApiClient, body: RegisterStaffBody) => api.call(authOperations.registerStaff, { body });

export function useRegisterStaff() {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterStaffBody) => registerStaff(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all(club) }),
  });
}
