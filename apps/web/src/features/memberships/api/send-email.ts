// POST /api/email/send-email {to, subject, message}: the Send Email panel. The server queues the
// message in the club's outbox and delivers it after the request commits.
import { useMutation } from '@tanstack/react-query';
import type { SendEmailBody } from '@springboard/contract/email';
import { emailOperations } from '@springboard/contract/operations/email';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

export const sendEmail = (api: ApiClient, body: SendEmailBody) => api.call(emailOperations.send, { body });

export function useSendEmail() {
  const { api } = useAuth();
  return useMutation({ mutationFn: (body: SendEmailBody) => sendEmail(api, body) });
}
