// POST /api/auth/forgot-password: always 200 (the server never says whether the address exists).
import { useMutation } from '@tanstack/react-query';
import { authOperations } from '@springboard/contract/operations/auth';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export const forgotPassword = (api: ApiClient, email: string) => api.call(authOperations.forgotPassword, { body: { email } });

export function useForgotPassword() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (email: string) => forgotPassword(publicApi, email) });
}
