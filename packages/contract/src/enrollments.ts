// Enrollments of athletes in program time slots.
import { say } from './messages.js';
import { z } from 'zod';

export const SLOT_FULL_MESSAGE = say('slot_full');

/** Mind the names: userId is the athlete, dependentId the membership. */
export const createEnrollmentBody = z.object({
  userId: z.string().uuid(),
  slotId: z.string().uuid(),
  dependentId: z.string().uuid().optional(),
  tenant_id: z.string().optional(),
});
export const deleteEnrollmentQuery = z.object({ userId: z.string().uuid(), slotId: z.string().uuid() });

export const enrollment = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  slot_id: z.string().uuid(),
  membership_id: z.string().uuid(),
  enrolled_at: z.string(),
  program: z.object({ id: z.string().uuid(), key: z.string(), label: z.string() }),
  program_slot: z.object({ id: z.string().uuid(), slot_id: z.string(), days: z.array(z.string()), times: z.array(z.string()) }),
});
export type Enrollment = z.infer<typeof enrollment>;

export const enrollmentWithAttendance = enrollment.extend({
  attendance_records: z.array(z.object({ attendance_date: z.string(), status: z.string() })),
});
export type EnrollmentWithAttendance = z.infer<typeof enrollmentWithAttendance>;
