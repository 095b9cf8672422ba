// POST /api/memberships/check-email: 200 when the address is free, 226 (with the server's message)
// when an account already uses it. Anything else is reported as a failed check.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export type EmailCheck = { taken: false } | { taken: true; message: string } | { taken: null };

export async function checkEmail(api: ApiClient, email: string): Promise<EmailCheck> {
  const { status, body } = await api.request<unknown>('POST', '/memberships/check-email', { body: { email } });
  if (status === 200 && body.success) return { taken: false };
  if (status === 226) {
    const message = body.success ? body.message : body.error;
    return { taken: true, message: message ?? '' };
  }
  return { taken: null };
}

export function useCheckEmail() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (email: string) => checkEmail(publicApi, email) });
}
