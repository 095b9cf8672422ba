// Mark Attendance: the programs to take attendance for, a slot's class on
// a date, marking it, the club's athletes not in the slot, and the Enroll dialog (enrol + invoice).
import { z } from 'zod';
import {
  attendanceParams,
  attendanceProgram,
  attendanceRow,
  enrolledFromAttendance,
  enrollFromAttendanceBody,
  markAttendanceBody,
  meetingDatesList,
  meetingDatesQuery,
  unenrolledAthletes,
} from '../attendance.js';
import { access, defineOperation } from '../operation.js';

const tags = ['attendance'];
const page = access.staff('mark_attendance_page');

export const attendanceOperations = {
  programs: defineOperation({
    method: 'GET',
    path: '/api/attendance/programs',
    access: page,
    response: z.array(attendanceProgram),
    description:
      'The programs visible for attendance: every program of the club with at least one time slot (staff are not assigned to programs), with its slots.',
    tags,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/attendance/:programId/:date/:timeSlotId',
    access: page,
    params: attendanceParams,
    response: z.array(attendanceRow),
    description:
      "The athletes enrolled in the slot, absent unless marked otherwise, then the makeup athletes recorded for this class (enrolled: false). 404 when the slot is not one of the program's.",
    tags,
  }),
  dates: defineOperation({
    method: 'GET',
    path: '/api/attendance/dates/:timeSlotId',
    access: page,
    params: z.object({ timeSlotId: z.string().uuid() }),
    query: meetingDatesQuery,
    response: meetingDatesList,
    description:
      "The dates the class of the slot meets from..to (default: a year before the club's today to four weeks after it; at most 400 days, else 400 naming to): its weekday, inside its term, never on a holiday or a date the class is cancelled. The date picker of Mark Attendance offers only these. 404 for a slot the caller does not see.",
    tags,
  }),
  mark: defineOperation({
    method: 'POST',
    path: '/api/attendance/mark',
    access: page,
    body: markAttendanceBody,
    response: z.array(attendanceRow),
    description:
      "Records each athlete's status for the class (one record per athlete, slot and date: marking again updates it). An athlete not enrolled in the slot is recorded as makeup; marking one absent removes the makeup record. The slot must meet on that day. markedBy is the caller, whatever the body says. Answers the class as GET does.",
    tags,
  }),
  unenrolled: defineOperation({
    method: 'GET',
    path: '/api/attendance/unenrolled/:timeSlotId',
    access: page,
    params: z.object({ timeSlotId: z.string().uuid() }),
    response: unenrolledAthletes,
    description: "The club's athletes not enrolled in the slot, and the price (dollars) the Enroll dialog invoices.",
    tags,
  }),
  enroll: defineOperation({
    method: 'POST',
    path: '/api/attendance/enroll',
    access: page,
    body: enrollFromAttendanceBody,
    response: enrolledFromAttendance,
    status: 201,
    description:
      "The Enroll dialog: enrols the athlete in the slot and invoices its family the program's price from the pricing config, in one transaction (both or neither). 409 when already enrolled, the slot is full, or no price is set.",
    tags,
  }),
};
