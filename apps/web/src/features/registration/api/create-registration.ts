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

export function useCreateRegistration() {
  const { club, publicApi } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationBody) => createRegistration(publicApi, body),
    // Places were taken (or a slot filled up meanwhile): the slot tables must show fresh counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['programs', club] }),
  });
}
