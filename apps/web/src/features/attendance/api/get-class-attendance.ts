// GET /api/attendance/{programId}/{date}/{timeSlotId}: the class, absent unless marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export type ClassRef = { programId: string; timeSlotId: string; date: string };

export const getClassAttendance = (api: ApiClient, c: ClassRef) => api.call(attendanceOperations.list, { params: c });

export function classAttendanceQueryOptions(club: string, api: ApiClient, c: ClassRef) {
  return queryOptions({
    queryKey: queryKeys.attendance.class(club, c.timeSlotId, c.date),
    queryFn: () => getClassAttendance(api, c),
  });
}

export function useClassAttendance(c: ClassRef | null) {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery({
    ...classAttendanceQueryOptions(club, api, c ?? { programId: '', timeSlotId: '', date: '' }),
    enabled: c !== null,
  });
}
