// GET /api/attendance/programs: the programs visible for attendance (those with time slots).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const getAttendancePrograms = (api: ApiClient) => api.call(attendanceOperations.programs);

export function attendanceProgramsQueryOptions(club: string, api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.attendance.programs(club), queryFn: () => getAttendancePrograms(api) });
}

export function useAttendancePrograms() {
  const { club } = useTenant();
  const { api } = useAuth();
  return useQuery(attendanceProgramsQueryOptions(club, api));
}
