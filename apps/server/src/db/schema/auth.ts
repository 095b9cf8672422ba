// Sign-in state kept in the database so any number of server processes agree on it:
// session families with rotating refresh tokens, single-use reset tokens, and rate-limit windows.
import { foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, tenantId } from './columns.js';
import { users } from './users.js';

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    clubKey('auth_sessions', t),
    index('auth_sessions_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    sessionId: uuid('session_id').notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('refresh_tokens', t),
    unique('refresh_tokens_hash_key').on(t.tenantId, t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [authSessions.tenantId, authSessions.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('password_reset_tokens', t),
    unique('password_reset_tokens_hash_key').on(t.tenantId, t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** Fixed-window counters keyed by e.g. `login:ip:<ip>`; shared by every process. Not club data. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
