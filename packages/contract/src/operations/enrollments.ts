// POST /programs-enrollment and DELETE /programs-enrollment?userId&slotId:
// from Edit Athlete and from Mark Attendance's Enroll dialog.
import { z } from 'zod';
import { createEnrollmentBody, deleteEnrollmentQuery, enrollment } from '../enrollments.js';
import { access, defineOperation } from '../operation.js';

const tags = ['enrollments'];
const pages = ['manage_athletes_page', 'mark_attendance_page'] as const;

export const enrollmentOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/api/programs-enrollment',
    access: access.family(pages, { entity: 'athlete', in: 'body', key: 'userId' }),
    body: createEnrollmentBody,
    response: enrollment,
    status: 201,
    description: 'userId is the athlete, dependentId its membership. 409 "This time slot is full" when no place is left.',
    tags,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/programs-enrollment',
    access: access.family(pages, { entity: 'athlete', in: 'query', key: 'userId' }),
    query: deleteEnrollmentQuery,
    response: z.object({ removed: z.literal(true) }),
    tags,
  }),
};
