// POST /api/auth/reset-password {token, password}: 200, or 400 "Invalid or expired link".
import { useMutation } from '@tanstack/react-query';
import { authOperations } from '@springboard/contract/operations/auth';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  api.call(authOperations.resetPassword, { body: { token, password } });

export function useResetPassword() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (v: { token: string; password: string }) => resetPassword(publicApi, v.token, v.password) });
}
