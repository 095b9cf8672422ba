// GET /api/attendance/unenrolled/{timeSlotId}: the club's athletes not in the slot, and the price the
// Enroll dialog invoices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getUnenrolledAthletes = (api: ApiClient, timeSlotId: string) =>
  api.call(attendanceOperations.unenrolled, { params: { timeSlotId } });

export function unenrolledAthletesQueryOptions(club: string, api: ApiClient, timeSlotId: string) {
  return queryOptions({
    queryKey: queryKeys.attendance.unenrolled(club, timeSlotId),
    queryFn: () => getUnenrolledAthletes(api, timeSlotId),
  });
}

export function useUnenrolledAthletes(timeSlotId: string | null) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({ ...unenrolledAthletesQueryOptions(club, api, timeSlotId ?? ''), enabled: timeSlotId !== null });
}
