// POST /api/attendance/enroll: the Enroll dialog enrols the athlete in the slot and invoices the
// family, in one call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrollFromAttendanceBody } from '@springboard/contract/attendance';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import type { ApiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant-context';

export const enrollAthlete = (api: ApiClient, body: EnrollFromAttendanceBody) => api.call(attendanceOperations.enroll, { body });

export function useEnrollAthlete() {
  const { club } = useTenant();
  const { api } = useAuth();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrollFromAttendanceBody) => enrollAthlete(api, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.attendance.all(club) });
      void qc.invalidateQueries({ queryKey: queryKeys.athletes.all(club) });
      void qc.invalidateQueries({ queryKey: queryKeys.programs.all(club) });
      void qc.invalidateQueries({ queryKey: queryKeys.invoices.all(club) });
    },
  });
}
