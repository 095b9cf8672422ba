// The club's users as the admin manages them: Manage Staff lists staff,
// Manage User Roles lists everyone, and both edit through one update. Adding staff is
// POST /api/auth/register (operations/auth.ts).
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { listUsersQuery, updateUserBody, user, userList } from '../users.js';

const tags = ['users'];

export const userOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/users',
    access: access.admin,
    query: listUsersQuery,
    list: userList,
    response: z.array(user),
    description: 'Every user of the club, or those of one role (`?role=staff` for Manage Staff), by name.',
    tags,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/users/:id',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: updateUserBody,
    response: user,
    description:
      "Names, role, and for a member the membership's profile fields (phone, address, city, state, zip). A new role also moves the user " +
      "to the club's role row of that name and ends the user's sessions, so they sign in again with it. Demoting the last admin is 409.",
    tags,
  }),
};
