// The club's policies and waivers (migration 0032): each policy's versions, and the signatures
// families give a version (typed name, signing user, time, client address).
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, setNull, tenantId, updatedAt } from './columns.js';
import { memberships } from './memberships.js';
import { users } from './users.js';

export const policies = pgTable(
  'policies',
  {
    id: id(),
    tenantId: tenantId(),
    /** Its name in addresses: the public site's /privacy and /terms show the policy of that slug. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Families accept it at registration, and again at sign-in after each new version. */
    requiredAtRegistration: boolean('required_at_registration').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [clubKey('policies', t), unique('policies_tenant_slug_key').on(t.tenantId, t.slug)],
);

export const policyVersions = pgTable(
  'policy_versions',
  {
    tenantId: tenantId(),
    policyId: uuid('policy_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'policy_versions_pkey', columns: [t.tenantId, t.policyId, t.version] }),
    foreignKey({ columns: [t.tenantId, t.policyId], foreignColumns: [policies.tenantId, policies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('created_by'),
    ),
  ],
);

export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: id(),
    tenantId: tenantId(),
    policyId: uuid('policy_id').notNull(),
    version: integer('version').notNull(),
    membershipId: uuid('membership_id').notNull(),
    /** The guardian who signed (null once their account is gone; the typed name stays). */
    userId: uuid('user_id'),
    signatureName: text('signature_name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
  },
  (t) => [
    clubKey('policy_acceptances', t),
    unique('policy_acceptances_family_version_key').on(t.tenantId, t.policyId, t.version, t.membershipId),
    index('policy_acceptances_membership_idx').on(t.tenantId, t.membershipId),
    foreignKey({
      name: 'policy_acceptances_version_fk',
      columns: [t.tenantId, t.policyId, t.version],
      foreignColumns: [policyVersions.tenantId, policyVersions.policyId, policyVersions.version],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(setNull('user_id')),
  ],
);
