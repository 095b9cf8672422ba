// POST /api/registrations: one server transaction creates the account, membership, athletes,
// enrollments, the paid registration invoice and the payment (00-decisions §4 step 3).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationResult } from '@springboard/contract/registrations';
import type { ApiClient } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant-context';
import type { RegistrationBody } from '../registration-form';

export function createRegistration(api: ApiClient, body: RegistrationBody): Promise<RegistrationResult> {
  return api.post<RegistrationResult>('/registrations', body);
}

/** `api` is the signed-in user's client for a cash registration (staff, admin); a visitor's has no token. */
export function useCreateRegistration(api?: ApiClient) {
  const { club, publicApi } = useTenant();
  const queryClient = useQueryClient();
  const client = api ?? publicApi;
  return useMutation({
    mutationFn: (body: RegistrationBody) => createRegistration(client, body),
    // Places were taken (or a slot filled up meanwhile): the slot tables must show fresh counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['programs', club] }),
  });
}
