// Accounts, roles and permissions of a club. Authorization is data: roles link to permissions.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, emailKey, id, setNull, tenantId, updatedAt } from './columns.js';
import { memberships } from './memberships.js';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** The names of the role's permissions, sorted: kept by a trigger on role_permissions (migration
     *  0041), read by every signed-in request's lookup (platform/principal.ts). Never written here. */
    permissionNames: text('permission_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [clubKey('roles', t), unique('roles_tenant_name_key').on(t.tenantId, t.name)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [clubKey('permissions', t), unique('permissions_tenant_name_key').on(t.tenantId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  { tenantId: tenantId(), roleId: uuid('role_id').notNull(), permissionId: uuid('permission_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.permissionId] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.permissionId], foreignColumns: [permissions.tenantId, permissions.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    emailKey: emailKey(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** admin | staff | member | user */
    role: text('role').notNull().default('user'),
    roleId: uuid('role_id'),
    membershipId: uuid('membership_id'),
    /** A guardian invited into the family after its first one (migration 0032): keeps their own name,
     *  and the first guardian (or staff) may remove them. The first guardian carries the family's name. */
    additionalGuardian: boolean('additional_guardian').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('users', t),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.emailKey),
    // Migration 0013: a family's holder for the memberships list.
    index('users_membership_idx').on(t.tenantId, t.membershipId, t.createdAt),
    index('users_name_idx').on(t.tenantId, t.lastName, t.firstName, t.email, t.id),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete(setNull('role_id')),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      setNull('membership_id'),
    ),
  ],
);
