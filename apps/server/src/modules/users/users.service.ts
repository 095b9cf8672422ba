// The club's users as the admin manages them: the list (everyone, or one role) and the update of a
// user's names, role and, for a member, the membership's profile. A role change moves `role` and
// `role_id` together, never leaves the club without an admin, and ends the user's sessions.
import { reason } from '@springboard/contract/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MEMBER_PROFILE_FIELDS, userList, type UpdateUserBody, type User } from '@springboard/contract/users';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, roles, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchPeople, PEOPLE, rankPeople } from '../../platform/people-search.js';
import { revokeUserSessions } from '../auth/sessions.service.js';
import { recordAudit } from '../audit/audit.js';

const userColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  role: users.role,
  role_id: users.roleId,
  role_name: roles.name,
  membership_id: users.membershipId,
  created_at: users.createdAt,
};

type Row = Omit<User, 'role' | 'created_at'> & { role: string; created_at: Date };

const toUser = (r: Row): User => ({ ...r, role: r.role as User['role'], created_at: r.created_at.toISOString() });

function selectUsers(tx: Tx) {
  return tx
    .select(userColumns)
    .from(users)
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)));
}

const userOrder = listOrder(
  userList,
  {
    last_name: [users.lastName, users.firstName, users.email],
    first_name: [users.firstName, users.lastName, users.email],
    email: [users.email],
    role: [users.role, users.lastName, users.firstName],
    created_at: [users.createdAt],
  },
  users.id,
);

/** Manage Staff and Manage User Roles as the request asks (a page, sorted, searched, or CSV). */
export async function usersPage(tx: Tx, list: ListRequest, role?: User['role']): Promise<Listed<User>> {
  const base = selectUsers(tx)
    .where(and(role ? eq(users.role, role) : undefined, list.q ? matchPeople(list.q, PEOPLE.users) : undefined))
    .$dynamic();
  const rank = list.q && !list.sort ? rankPeople(list.q, PEOPLE.users) : [];
  return listRows(tx, list, base, userOrder, (rows) => rows.map(toUser), rank);
}

export async function listUsers(tx: Tx, role?: User['role']): Promise<User[]> {
  const q = selectUsers(tx);
  const rows = await (role ? q.where(eq(users.role, role)) : q).orderBy(
    asc(users.lastName),
    asc(users.firstName),
    asc(users.email),
  );
  return rows.map(toUser);
}

export async function getUser(tx: Tx, id: string): Promise<User> {
  const [row] = await selectUsers(tx).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'user_not_found');
  return toUser(row);
}

/** The club's admins, locked in one order: two admins demoting each other at once apply one after
 *  the other, and the second sees that only one admin is left. */
async function lockAdmins(tx: Tx): Promise<string[]> {
  const admins = await tx.execute<{ id: string }>(sql`select id from users where role = 'admin' order by id for update`);
  return admins.rows.map((r) => r.id);
}

export async function updateUser(tx: Tx, id: string, body: UpdateUserBody, by: string): Promise<User> {
  // Admin rows before the target's, always in this order, so concurrent role changes cannot deadlock.
  const admins = body.role !== undefined ? await lockAdmins(tx) : [];
  const [target] = await tx
    .select({ role: users.role, roleId: users.roleId, membershipId: users.membershipId, tenantId: users.tenantId, additional: users.additionalGuardian })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!target) throw new AppError('NOT_FOUND', 'user_not_found');

  const profile = Object.fromEntries(MEMBER_PROFILE_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]!]));
  const firstProfileField = Object.keys(profile)[0];
  if (firstProfileField && !target.membershipId) throw fieldError(firstProfileField, 'no_membership_profile');

  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;

  let newRole = target.role;
  if (body.role !== undefined && (body.role !== target.role || target.roleId === null)) {
    if (target.role === 'admin' && body.role !== 'admin' && admins.length <= 1) throw new AppError('CONFLICT', 'last_admin');
    const [roleRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, body.role)).limit(1);
    if (!roleRow) throw fieldError('role', reason('club_has_no_role', { role: body.role }));
    changes.role = body.role;
    changes.roleId = roleRow.id;
    newRole = body.role;
  }

  if (Object.keys(changes).length) {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id));
  }
  // The app a signed-in user holds was built for their old role: they sign in again with the new one.
  if (newRole !== target.role) {
    await revokeUserSessions(tx, id, 'role_changed');
    await recordAudit(tx, { tenantId: target.tenantId, actorUserId: by, action: 'user_role_changed', entity: 'user', entityId: id, before: { role: target.role }, after: { role: newRole } });
  }

  if (target.membershipId) {
    // The holder of a membership carries its name (memberships.service keeps the same pairing).
    const names = newRole === 'member' && !target.additional ? { firstName: body.first_name, lastName: body.last_name } : {};
    const set = Object.fromEntries(Object.entries({ ...profile, ...names }).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) {
      await tx
        .update(memberships)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(memberships.id, target.membershipId));
    }
  }
  return getUser(tx, id);
}
