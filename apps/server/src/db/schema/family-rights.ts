// A family's secret calendar feed and its requests to be forgotten (migration 0011).
import { foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubKey, createdAt, id, setNull, tenantId } from './columns.js';
import { memberships } from './memberships.js';
import { users } from './users.js';

/**
 * One live feed per family. The URL's token is HMAC(app secret, nonce): the database keeps the nonce
 * and the token's SHA-256 (looked up by), so a copy of the database alone opens no feed. Rotating
 * draws a new nonce, and the old URL answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('calendar_feeds', t),
    uniqueIndex('calendar_feeds_membership_key').on(t.tenantId, t.membershipId),
    uniqueIndex('calendar_feeds_token_key').on(t.tenantId, t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A family's request to have its data erased (GDPR Art. 17), confirmed by an admin. */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    /** Who asked (a member of the family); null once that account is erased. */
    requestedBy: uuid('requested_by'),
    /** pending | completed */
    status: text('status').notNull().default('pending'),
    /** The family's name when asked, shown to the admin; cleared when the erasure is done. */
    familyLabel: text('family_label'),
    createdAt: createdAt(),
    confirmedBy: uuid('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    clubKey('data_deletion_requests', t),
    index('data_deletion_requests_status_idx').on(t.tenantId, t.status, t.createdAt),
    uniqueIndex('data_deletion_requests_pending_key')
      .on(t.tenantId, t.membershipId)
      .where(sql`status = 'pending'`),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.requestedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('requested_by'),
    ),
    foreignKey({ columns: [t.tenantId, t.confirmedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('confirmed_by'),
    ),
  ],
);
