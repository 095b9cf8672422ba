// POST /api/auth/forgot-password: always 200 (the server never says whether the address exists).
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export const forgotPassword = (api: ApiClient, email: string) => api.post<unknown>('/auth/forgot-password', { email });

export function useForgotPassword() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (email: string) => forgotPassword(publicApi, email) });
}
