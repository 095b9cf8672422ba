// Front-desk check-in: staff taking attendance check athletes in at the door; each family sees its
// athletes' codes.
import { z } from 'zod';
import { checkInBody, checkInCandidate, checkInCode, checkInResult, checkInSearchQuery, todayClasses } from '../check-in.js';
import { access, defineOperation } from '../operation.js';

const tags = ['check-in'];

export const checkInOperations = {
  checkIn: defineOperation({
    method: 'POST',
    path: '/api/check-in',
    access: access.staff('mark_attendance_page'),
    body: checkInBody,
    response: checkInResult,
    description:
      "Marks the athlete present in today's class (the club's today): the class going on now, else the next to start, else the last one that ended. 409 no_class_today when none meets today; 409 policy_not_accepted when the family has not accepted a required policy; a code of another club is 404.",
    tags,
  }),
  today: defineOperation({
    method: 'GET',
    path: '/api/check-in/today',
    access: access.staff('mark_attendance_page'),
    response: todayClasses,
    tags,
  }),
  search: defineOperation({
    method: 'GET',
    path: '/api/check-in/athletes',
    access: access.staff('mark_attendance_page'),
    query: checkInSearchQuery,
    response: z.array(checkInCandidate),
    description: 'Athletes whose name matches q (at most 20), with their class today.',
    tags,
  }),
  codes: defineOperation({
    method: 'GET',
    path: '/api/memberships/:id/check-in-codes',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: z.object({ id: z.string().uuid() }),
    response: z.array(checkInCode),
    tags,
  }),
};
