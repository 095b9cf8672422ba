// Answering a waitlist place, where the answer picks the operation: a family's entry (accept, decline
// or leave) and the e-mailed offer link's (accept or decline, with the link's token). One mutation
// per answer, so the screen has one busy state and one error whichever button was pressed.
import { useMutation } from '@tanstack/react-query';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { WAITLIST_CHANGES } from '../../../components/waitlist/waitlist-changes';
import { useAuth } from '../../../lib/auth-context';
import { useOperationCache } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';

export function useAnswerEntry() {
  const { api } = useAuth();
  const cache = useOperationCache();
  return useMutation({
    mutationFn: (v: { id: string; action: 'accept' | 'decline' | 'leave' }) =>
      v.action === 'accept'
        ? api.call(waitlistOperations.accept, { params: { id: v.id } })
        : v.action === 'decline'
          ? api.call(waitlistOperations.decline, { params: { id: v.id } })
          : api.call(waitlistOperations.leave, { params: { id: v.id } }),
    onSettled: () => cache.invalidate(WAITLIST_CHANGES),
  });
}

/** The link's calls need no sign-in: the token says whose offer it is. The answer is the offer as it
 *  now stands, which the page then shows. */
export function useAnswerOffer(token: string) {
  const { publicApi } = useTenant();
  const cache = useOperationCache();
  return useMutation({
    mutationFn: (action: 'accept' | 'decline') =>
      publicApi.call(action === 'accept' ? waitlistOperations.acceptOffer : waitlistOperations.declineOffer, { body: { token } }),
    onSuccess: (view) => cache.set(waitlistOperations.viewOffer, { body: { token } }, view),
  });
}
