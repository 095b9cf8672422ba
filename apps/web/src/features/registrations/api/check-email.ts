// POST /api/memberships/check-email: 200 when the address is free, 226 (with the server's message)
// when an account already uses it. Anything else is reported as a failed check.
import { useMutation } from '@tanstack/react-query';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export type EmailCheck = { taken: false } | { taken: true; message: string } | { taken: null };

export async function checkEmail(api: ApiClient, email: string): Promise<EmailCheck> {
  try {
    const { status, message } = await api.callWithStatus(membershipOperations.checkEmail, { body: { email } });
    if (status === 226) return { taken: true, message: message ?? '' };
    return status === 200 ? { taken: false } : { taken: null };
  } catch {
    return { taken: null };
  }
}

export function useCheckEmail() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (email: string) => checkEmail(publicApi, email) });
}
