// POST /api/registrations: one server transaction creates the account, membership, athletes,
// enrollments, the paid registration invoice and the payment (the last step, once the card is confirmed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationOperations } from '@springboard/contract/operations/registrations';
import type { ApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';
import type { RegistrationBody } from '../registration-form';

export const createRegistration = (api: ApiClient, body: RegistrationBody) => api.call(registrationOperations.register, { body });

/** `api` is the signed-in user's client for a cash registration (staff, admin); a visitor's has no token. */
export function useCreateRegistration(api?: ApiClient) {
  const { club, publicApi } = useTenant();
  const queryClient = useQueryClient();
  const client = api ?? publicApi;
  return useMutation({
    mutationFn: (body: RegistrationBody) => createRegistration(client, body),
    // Places were taken (or a slot filled up meanwhile): every programs list must show fresh counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
  });
}
