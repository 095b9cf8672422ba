// POST /api/auth/change-password {email, password (current), newPassword}: the signed-in user's own
// password. The server ends the user's other sessions and keeps this one.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@springboard/contract/auth';
import { authOperations } from '@springboard/contract/operations/auth';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export const changePassword = (api: ApiClient, body: ChangePasswordBody) => api.call(authOperations.changePassword, { body });

export function useChangePassword() {
  const { api } = useAuth();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(api, body) });
}
