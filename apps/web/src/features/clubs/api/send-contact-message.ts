// POST /api/contact: the contact form's message to the club (sent by the server through its outbox).
import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@springboard/contract/contact';
import { contactOperations } from '@springboard/contract/operations/contact';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';

export const sendContactMessage = (api: ApiClient, body: ContactBody) => api.call(contactOperations.send, { body });

export function useSendContactMessage() {
  const { publicApi } = useTenant();
  return useMutation({ mutationFn: (body: ContactBody) => sendContactMessage(publicApi, body) });
}
