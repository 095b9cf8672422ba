// The waitlist calls of the waitlist screens (listing and joining are in
// components/waitlist): leaving, staff reordering, answering an offer signed in, and the e-mailed link's calls
// (view, accept, decline with the token).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useWaitlistInvalidate } from '../../../components/waitlist/waitlist-queries';
import { useTenant } from '../../../lib/tenant-context';

export function useMoveEntry() {
  const { api } = useAuth();
  const invalidate = useWaitlistInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; direction: 'up' | 'down' }) =>
      api.call(waitlistOperations.move, { params: { id: v.id }, body: { direction: v.direction } }),
    onSettled: invalidate,
  });
}

export function useAnswerEntry() {
  const { api } = useAuth();
  const invalidate = useWaitlistInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; action: 'accept' | 'decline' | 'leave' }) =>
      v.action === 'accept'
        ? api.call(waitlistOperations.accept, { params: { id: v.id } })
        : v.action === 'decline'
          ? api.call(waitlistOperations.decline, { params: { id: v.id } })
          : api.call(waitlistOperations.leave, { params: { id: v.id } }),
    onSettled: invalidate,
  });
}

export function useOfferView(token: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({
    queryKey: queryKeys.waitlist.offer(club, token),
    queryFn: () => api.call(waitlistOperations.viewOffer, { body: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAnswerOffer(token: string) {
  const { club } = useTenant();
  const { api } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'accept' | 'decline') =>
      api.call(action === 'accept' ? waitlistOperations.acceptOffer : waitlistOperations.declineOffer, { body: { token } }),
    onSuccess: (view) => queryClient.setQueryData(queryKeys.waitlist.offer(club, token), view),
  });
}
