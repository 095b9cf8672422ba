// Mark Attendance's calls: staff with mark_attendance_page and admins.
import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_MESSAGES } from '@springboard/contract/attendance';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import { registerOperations, result } from '../../platform/operations.js';
import { attendancePrograms, classAttendance, markAttendance, slotOfProgram } from './attendance.service.js';
import { enrollWithInvoice, unenrolledAthletes } from './makeup-enrollment.service.js';
import { classScopeOf } from '../coaches/coaches.service.js';
import { classDates } from './class-dates.service.js';

export async function attendanceRoutes(app: FastifyInstance) {
  registerOperations(app, attendanceOperations, {
    // A staff member without all_classes sees only the classes they coach (admins see every one).
    programs: { handle: async ({ run, user }) => result(await run((tx) => attendancePrograms(tx, classScopeOf(user)))) },
    list: {
      handle: async ({ run, params, user }) =>
        result(
          await run(async (tx) => {
            const slot = await slotOfProgram(tx, params.programId, params.timeSlotId, classScopeOf(user));
            return classAttendance(tx, slot.id, params.date);
          }),
        ),
    },
    dates: {
      handle: async ({ run, tenant, params, query, user }) =>
        result(
          await run(async (tx) => {
            const slot = await slotOfProgram(tx, null, params.timeSlotId, classScopeOf(user));
            return classDates(tx, tenant.id, slot.id, query);
          }),
        ),
    },
    mark: {
      // markedBy is whoever is signed in: the body's is not trusted.
      handle: async ({ run, tenant, user, body }) =>
        result(
          await run((tx) => markAttendance(tx, tenant.id, body, user.id, classScopeOf(user))),
          ATTENDANCE_MESSAGES.submitted,
        ),
    },
    unenrolled: {
      handle: async ({ run, params, user }) =>
        result(
          await run(async (tx) => {
            await slotOfProgram(tx, null, params.timeSlotId, classScopeOf(user));
            return unenrolledAthletes(tx, params.timeSlotId);
          }),
        ),
    },
    enroll: {
      handle: async ({ run, tenant, user, body }) =>
        result(
          await run(async (tx) => {
            await slotOfProgram(tx, null, body.timeSlotId, classScopeOf(user));
            return enrollWithInvoice(tx, tenant.id, body, user.id);
          }),
          ATTENDANCE_MESSAGES.enrolled,
        ),
    },
  });
}
