// POST /api/email/send-group-email: Send Group Email; the server queues one message per family.
import { useMutation } from '@tanstack/react-query';
import type { SendGroupEmailBody } from '@springboard/contract/email';
import { emailOperations } from '@springboard/contract/operations/email';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export const sendGroupEmail = (api: ApiClient, body: SendGroupEmailBody) => api.call(emailOperations.sendGroup, { body });

export function useSendGroupEmail() {
  const { api } = useAuth();
  return useMutation({ mutationFn: (body: SendGroupEmailBody) => sendGroupEmail(api, body) });
}
