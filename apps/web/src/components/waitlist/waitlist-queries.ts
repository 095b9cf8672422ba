// The waitlist calls that screens outside the waitlist feature need too (the athlete forms' full
// slots): the caller's entries (a family's own, or every family's for staff) and joining one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { useAuth } from '../../lib/auth-context';
import { queryKeys } from '../../lib/query-keys';
import { useTenant } from '../../lib/tenant-context';

export function useWaitlist(enabled = true) {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({
    queryKey: queryKeys.waitlist.list(club, user?.id ?? ''),
    queryFn: () => api.call(waitlistOperations.list, { query: {} }),
    staleTime: 0,
    enabled,
  });
}

/** After any change to a waitlist: the lists, the athletes and the places of the slots. */
export function useWaitlistInvalidate() {
  const { club } = useTenant();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.waitlist.all(club) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.athletes.all(club) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.programs.all(club) }),
    ]);
}

export function useJoinWaitlist() {
  const { api } = useAuth();
  const invalidate = useWaitlistInvalidate();
  return useMutation({
    mutationFn: (body: { athlete_id: string; slot_id: string }) => api.call(waitlistOperations.join, { body }),
    onSettled: invalidate,
  });
}
