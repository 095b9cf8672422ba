// Users of a club as the admin manages them: staff, admins, members and fresh sign-ups.
import { say } from './messages.js';
import { z } from 'zod';
import { defineList, listQuery } from './lists.js';
import { requiredText } from './memberships.js';
import { ROLES } from './permissions.js';

/** The `role` column: one of the three roles, or 'user' for a sign-up that was never given one. */
export const USER_ROLES = [...ROLES, 'user'] as const;

/** Messages the web app shows as they are. */
export const USERS_MESSAGES = {
  userNotFound: say('user_not_found'),
  roleUpdated: 'Role updated',
  userUpdated: 'User updated',
  nothingToUpdate: say('nothing_to_update'),
  lastAdmin: say('last_admin'),
  noMembershipProfile: say('no_membership_profile'),
} as const;

export const user = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  role_id: z.string().uuid().nullable(),
  /** The name of the role row the user's permissions come from (a staff role may have its own name). */
  role_name: z.string().nullable(),
  membership_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

/** GET /users: by name by default; `q` matches the name or e-mail. */
export const userList = defineList({
  sort: ['last_name', 'first_name', 'email', 'role', 'created_at'],
  defaultSort: 'last_name',
  search: true,
  csv: 'users',
});
export const listUsersQuery = listQuery(userList).extend({ role: z.enum(USER_ROLES).optional() });

const PROFILE_FIELDS = ['phone', 'address', 'city', 'state', 'zip'] as const;

/**
 * PUT /users/{id}: any of the names and the role; for a member, also the membership's profile fields.
 * Changing the role moves the user to the club's role of that name (role and role_id stay one).
 */
export const updateUserBody = z
  .object({
    first_name: requiredText(80).optional(),
    last_name: requiredText(80).optional(),
    role: z.enum(ROLES, { error: say('one_of', { options: ROLES.join(', ') }) }).optional(),
    phone: requiredText(40).optional(),
    address: requiredText(200).optional(),
    city: requiredText(80).optional(),
    state: requiredText(80).optional(),
    zip: requiredText(20).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: USERS_MESSAGES.nothingToUpdate });
export type UpdateUserBody = z.infer<typeof updateUserBody>;
export type UpdateUserInput = z.input<typeof updateUserBody>;

export const MEMBER_PROFILE_FIELDS = PROFILE_FIELDS;
