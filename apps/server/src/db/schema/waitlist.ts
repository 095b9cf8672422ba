// The waitlist of full time slots and the timed offers made from it (migration 0010).
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, tenantId, updatedAt } from './columns.js';
import { athletes, memberships } from './memberships.js';
import { programSlots } from './programs.js';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    tenantId: tenantId(),
    slotId: uuid('slot_id').notNull(),
    athleteId: uuid('athlete_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    /** Line order within the slot: lower goes first (gaps allowed; staff swap neighbours). */
    position: integer('position').notNull(),
    /** waiting | offered | enrolled | left | declined | expired */
    status: text('status').notNull().default('waiting'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('waitlist_entries', t),
    index('waitlist_entries_slot_idx').on(t.tenantId, t.slotId, t.position),
    uniqueIndex('waitlist_entries_live_key')
      .on(t.tenantId, t.athleteId, t.slotId)
      .where(sql`status in ('waiting', 'offered')`),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    tenantId: tenantId(),
    entryId: uuid('entry_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    /** SHA-256 of the e-mailed link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** open | accepted | declined | expired | withdrawn */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    clubKey('waitlist_offers', t),
    uniqueIndex('waitlist_offers_token_key').on(t.tenantId, t.tokenHash),
    uniqueIndex('waitlist_offers_open_key')
      .on(t.tenantId, t.entryId)
      .where(sql`status = 'open'`),
    index('waitlist_offers_slot_idx').on(t.tenantId, t.slotId, t.status),
    foreignKey({ columns: [t.tenantId, t.entryId], foreignColumns: [waitlistEntries.tenantId, waitlistEntries.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
  ],
);
