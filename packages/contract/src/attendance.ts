// Attendance of a slot's class on a date, and enrolling a makeup athlete from Mark Attendance.
import { say } from './messages.js';
import { z } from 'zod';
import { isoDate } from './memberships.js';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'makeup'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The attendance table shows 50 athletes a page. */
export const ATTENDANCE_PAGE_SIZE = 50;
/** An unmarked athlete is absent. */
export const DEFAULT_ATTENDANCE_STATUS: AttendanceStatus = 'absent';

/** The words both the browser and the server use; the web app translates them by this table. */
export const ATTENDANCE_MESSAGES = {
  submitted: 'Attendance successfully submitted!',
  failed: 'Failed to submit attendance.',
  error: 'Error submitting attendance.',
  enrolled: 'Enrolled & Invoice generated successfully!',
  programNotFound: say('program_not_found'),
  slotNotFound: say('slot_not_found'),
  athleteNotFound: say('athlete_not_found'),
  notClassDay: say('not_class_day'),
  future: say('in_future'),
  listedTwice: say('athlete_listed_twice'),
  enrolledNotMakeup: say('enrolled_not_makeup'),
  alreadyEnrolled: say('already_enrolled'),
  noPrice: say('no_price_for_duration'),
} as const;

export const attendanceParams = z.object({
  programId: z.string().uuid(),
  date: isoDate,
  timeSlotId: z.string().uuid(),
});

/** The longest range of class dates one call lists. */
export const MEETING_DATES_MAX_DAYS = 400;

/** GET /api/attendance/dates/{timeSlotId}?from&to: both optional (a year before the club's today to
 *  four weeks after it). */
export const meetingDatesQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((q, ctx) => {
    if (typeof q.from !== 'string' || typeof q.to !== 'string') return;
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: say('date_before_start') });
    else if (days > MEETING_DATES_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: say('makeup_range_too_long', { days: MEETING_DATES_MAX_DAYS }) });
  });

/** The dates a class meets from..to: its weekday, inside its term, not a holiday nor cancelled. */
export const meetingDatesList = z.object({
  /** The club's today, in its time zone: a later date's sheet opens read only. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  dates: z.array(z.string()),
});
export type MeetingDatesList = z.infer<typeof meetingDatesList>;

/** One row of the attendance table: `enrolled` is false for a makeup athlete (not enrolled in the slot). */
export const attendanceRow = z.object({
  athleteId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  enrolled: z.boolean(),
  /** Allergies or medical notes are on file: the sheet shows a marker (never the text; staff with
   *  view_medical_info open them with GET /api/athletes/{id}/medical, which is audited). */
  has_medical_info: z.boolean(),
  /** An enrolled athlete whose family reported they will not attend this date. */
  reported_absent: z.boolean(),
  /** An athlete expected on this date with a make-up booked (status makeup, enrolled false). */
  makeup_booked: z.boolean(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const markAttendanceBody = z.object({
  programId: z.string().uuid(),
  /** The slot whose class this is: a record is per athlete, slot and date. */
  timeSlotId: z.string().uuid(),
  attendanceDate: isoDate,
  attendance: z
    .array(z.object({ athleteId: z.string().uuid(), status: z.enum(ATTENDANCE_STATUSES) }))
    .min(1, say('mark_an_athlete'))
    .max(1000),
  /** Accepted and ignored: the server records the signed-in caller, never the body's. */
  markedBy: z.unknown().optional(),
});
export type MarkAttendanceBody = z.infer<typeof markAttendanceBody>;

/** A program the caller can take attendance for: one with at least one time slot. */
export const attendanceProgram = z.object({
  id: z.string().uuid(),
  key: z.string(),
  label: z.string(),
  slots: z.array(z.object({ id: z.string().uuid(), slot_id: z.string(), days: z.array(z.string()), times: z.array(z.string()) })),
});
export type AttendanceProgram = z.infer<typeof attendanceProgram>;

/** The athletes of the club not enrolled in the slot, and what enrolling one is invoiced (dollars; null: no price set). */
export const unenrolledAthletes = z.object({
  price: z.number().nullable(),
  athletes: z.array(
    z.object({ athleteId: z.string().uuid(), firstName: z.string(), lastName: z.string(), familyName: z.string() }),
  ),
});
export type UnenrolledAthletes = z.infer<typeof unenrolledAthletes>;

export const enrollFromAttendanceBody = z.object({
  athleteId: z.string().uuid(),
  timeSlotId: z.string().uuid(),
  /** Enrol even when the athlete's age is outside the class's ages (without it, 409 age_outside_class). */
  confirm_age: z.boolean().optional(),
});
export type EnrollFromAttendanceBody = z.infer<typeof enrollFromAttendanceBody>;

export const enrolledFromAttendance = z.object({
  enrollmentId: z.string().uuid(),
  /** Null when the class adds nothing to this period's tuition (no meetings left, or within the tier). */
  invoiceId: z.string().uuid().nullable(),
  /** Dollars. */
  amount: z.number(),
});
