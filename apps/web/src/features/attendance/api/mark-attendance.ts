// POST /api/attendance/mark: saves the class; the answer is the class as saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAttendanceBody } from '@springboard/contract/attendance';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const markAttendance = (api: ApiClient, body: MarkAttendanceBody) => api.call(attendanceOperations.mark, { body });

export function useMarkAttendance() {
  const { club } = useTenant();
  const { api } = useAuth();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkAttendanceBody) => markAttendance(api, body),
    onSuccess: (rows, body) => {
      qc.setQueryData(queryKeys.attendance.class(club, body.timeSlotId, body.attendanceDate), rows);
      // Athletes' attendance details show these records.
      void qc.invalidateQueries({ queryKey: queryKeys.athletes.all(club) });
    },
  });
}
