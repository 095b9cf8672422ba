// GET /api/calendar/feed (the member's family feed address) and POST /api/calendar/feed/rotate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarOperations } from '@springboard/contract/operations/calendar';
import { useAuth } from '../../lib/auth-context';
import { queryKeys } from '../../lib/query-keys';
import { useTenant } from '../../lib/tenant-context';

export function useCalendarFeed() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  return useQuery({
    queryKey: queryKeys.calendar.feed(club, user?.id ?? ''),
    queryFn: () => api.call(calendarOperations.myFeed),
    enabled: !!user?.membership_id,
  });
}

export function useRotateCalendarFeed() {
  const { club } = useTenant();
  const { api, user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(calendarOperations.rotate),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendar.feed(club, user?.id ?? ''), feed),
  });
}
