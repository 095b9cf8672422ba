// Athlete calls: members manage their own family's athletes, staff with
// the Manage Athletes page every family's.
import { z } from 'zod';
import { athlete, athleteList, athleteListQuery, createAthleteBody, updateAthleteBody } from '../athletes.js';
import { enrollmentWithAttendance } from '../enrollments.js';
import { access, defineOperation } from '../operation.js';

const tags = ['athletes'];
const idParams = z.object({ id: z.string().uuid() });
const athleteById = { entity: 'athlete', in: 'params', key: 'id' } as const;

export const athleteOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/api/athletes',
    access: access.family(['manage_athletes_page', 'show_memberships_page'], {
      entity: 'membership',
      in: 'body',
      key: 'membership_id',
    }),
    body: createAthleteBody,
    response: athlete,
    status: 201,
    description: "membership_id defaults to the signed-in member's own family.",
    tags,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/athletes',
    access: access.family('manage_athletes_page'),
    query: athleteListQuery,
    list: athleteList,
    response: z.array(athlete),
    description: 'Staff: every athlete of the club. Members: their own family.',
    tags,
  }),
  listOfMembership: defineOperation({
    method: 'GET',
    path: '/api/athletes/member/:id',
    access: access.family(['show_memberships_page', 'manage_athletes_page'], { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    response: z.array(athlete),
    tags,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/athletes/:id',
    access: access.family('manage_athletes_page', athleteById),
    params: idParams,
    response: athlete,
    tags,
  }),
  enrollments: defineOperation({
    method: 'GET',
    path: '/api/athletes/:id/enrollment',
    access: access.family(['manage_athletes_page', 'mark_attendance_page'], athleteById),
    params: idParams,
    response: z.array(enrollmentWithAttendance),
    tags,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/athletes/:id',
    access: access.family('manage_athletes_page', athleteById),
    params: idParams,
    body: updateAthleteBody,
    response: athlete,
    tags,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/athletes/:id',
    access: access.family('manage_athletes_page', athleteById),
    params: idParams,
    response: z.object({ id: z.string().uuid() }),
    tags,
  }),
};
