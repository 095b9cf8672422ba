// Mark Attendance's calls: staff with mark_attendance_page and admins.
import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_MESSAGES } from '@springboard/contract/attendance';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import { registerOperations, result } from '../../platform/operations.js';
import { attendancePrograms, classAttendance, markAttendance, slotOfProgram } from './attendance.service.js';
import { enrollWithInvoice, unenrolledAthletes } from './makeup-enrollment.service.js';

export async function attendanceRoutes(app: FastifyInstance) {
  registerOperations(app, attendanceOperations, {
    programs: { handle: async ({ run }) => result(await run((tx) => attendancePrograms(tx))) },
    list: {
      handle: async ({ run, params }) =>
        result(
          await run(async (tx) => {
            const slot = await slotOfProgram(tx, params.programId, params.timeSlotId);
            return classAttendance(tx, slot.id, params.date);
          }),
        ),
    },
    mark: {
      // markedBy is whoever is signed in: the body's is not trusted.
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => markAttendance(tx, tenant.id, body, user.id)), ATTENDANCE_MESSAGES.submitted),
    },
    unenrolled: { handle: async ({ run, params }) => result(await run((tx) => unenrolledAthletes(tx, params.timeSlotId))) },
    enroll: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => enrollWithInvoice(tx, tenant.id, body, user.id)), ATTENDANCE_MESSAGES.enrolled),
    },
  });
}
