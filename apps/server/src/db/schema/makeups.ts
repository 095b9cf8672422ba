// Absences, make-up tokens, make-up bookings and the coaches of each slot (migration 0030).
import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, setNull, tenantId } from './columns.js';
import { athletes, memberships } from './memberships.js';
import { closures, programSlots, terms } from './programs.js';
import { users } from './users.js';

/** An athlete will miss one class date of a slot they are enrolled in: their place is free that day. */
export const absences = pgTable(
  'absences',
  {
    id: id(),
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    date: date('date').notNull(),
    reportedBy: uuid('reported_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('absences', t),
    unique('absences_once_key').on(t.tenantId, t.athleteId, t.slotId, t.date),
    index('absences_slot_date_idx').on(t.tenantId, t.slotId, t.date),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.reportedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('reported_by'),
    ),
  ],
);

/**
 * The right to one make-up class. `source`: absence | cancellation | granted; `status`: available |
 * used | voided (an available token past `expires_on` is expired: read from the date, never stored).
 * `slot_id` and `class_date` are the missed or cancelled class; `term_id` its term (null: all year),
 * which with the class date's year is the period the club's cap on absence tokens counts in.
 */
export const makeupTokens = pgTable(
  'makeup_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    athleteId: uuid('athlete_id').notNull(),
    source: text('source').notNull(),
    absenceId: uuid('absence_id'),
    /** The closure that cancelled the class (source cancellation). */
    closureId: uuid('closure_id'),
    slotId: uuid('slot_id'),
    classDate: date('class_date'),
    termId: uuid('term_id'),
    expiresOn: date('expires_on').notNull(),
    status: text('status').notNull().default('available'),
    /** Why staff granted it. */
    reason: text('reason'),
    voidedReason: text('voided_reason'),
    grantedBy: uuid('granted_by'),
    voidedBy: uuid('voided_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('makeup_tokens', t),
    index('makeup_tokens_membership_idx').on(t.tenantId, t.membershipId, t.expiresOn),
    index('makeup_tokens_athlete_idx').on(t.tenantId, t.athleteId, t.source),
    uniqueIndex('makeup_tokens_cancellation_key')
      .on(t.tenantId, t.athleteId, t.closureId, t.slotId, t.classDate)
      .where(sql`${t.source} = 'cancellation'`),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.absenceId], foreignColumns: [absences.tenantId, absences.id] }).onDelete(
      setNull('absence_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete(
      setNull('slot_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.closureId], foreignColumns: [closures.tenantId, closures.id] }).onDelete(
      setNull('closure_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.termId], foreignColumns: [terms.tenantId, terms.id] }).onDelete(setNull('term_id')),
    foreignKey({ columns: [t.tenantId, t.grantedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('granted_by'),
    ),
    foreignKey({ columns: [t.tenantId, t.voidedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(setNull('voided_by')),
  ],
);

/** A token spent on one class date of a slot; `status` booked | cancelled (cancelling gives the token back). */
export const makeups = pgTable(
  'makeups',
  {
    id: id(),
    tenantId: tenantId(),
    tokenId: uuid('token_id').notNull(),
    athleteId: uuid('athlete_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    date: date('date').notNull(),
    status: text('status').notNull().default('booked'),
    bookedBy: uuid('booked_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('makeups', t),
    uniqueIndex('makeups_token_booked_key')
      .on(t.tenantId, t.tokenId)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('makeups_athlete_class_key')
      .on(t.tenantId, t.athleteId, t.slotId, t.date)
      .where(sql`${t.status} = 'booked'`),
    index('makeups_slot_date_idx').on(t.tenantId, t.slotId, t.date),
    foreignKey({ columns: [t.tenantId, t.tokenId], foreignColumns: [makeupTokens.tenantId, makeupTokens.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.bookedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(setNull('booked_by')),
  ],
);

/** The staff who coach a slot: their "my classes". */
export const slotCoaches = pgTable(
  'slot_coaches',
  {
    id: id(),
    tenantId: tenantId(),
    slotId: uuid('slot_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('slot_coaches', t),
    unique('slot_coaches_once_key').on(t.tenantId, t.slotId, t.userId),
    index('slot_coaches_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
