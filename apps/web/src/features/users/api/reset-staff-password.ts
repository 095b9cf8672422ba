// POST /api/auth/reset-password, the admin variant {email, newPassword, isAdmin: true, userId}: sets a
// staff member's password from the edit dialog (their sessions end on the server).
import { useMutation } from '@tanstack/react-query';
import { authOperations } from '@springboard/contract/operations/auth';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export type StaffPasswordReset = { userId: string; email: string; newPassword: string };

export const resetStaffPassword = (api: ApiClient, r: StaffPasswordReset) =>
  api.call(authOperations.resetPassword, {
    body: { email: r.email, newPassword: r.newPassword, isAdmin: true, userId: r.userId },
  });

export function useResetStaffPassword() {
  const { api } = useAuth();
  return useMutation({ mutationFn: (r: StaffPasswordReset) => resetStaffPassword(api, r) });
}
