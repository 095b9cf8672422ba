// Programs, their weekly time slots, the club's terms and closed dates, athletes' enrollments in
// slots, and attendance per class date.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, setNull, tenantId, updatedAt } from './columns.js';
import { athletes, memberships } from './memberships.js';
import { users } from './users.js';

/** A club's term ("Fall 2026"): a program or slot in a term meets only from its first to its last
 *  day (migration 0029). Registration into it opens on registration_opens_on, and on
 *  priority_opens_on for families already enrolled in the club and their siblings. */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    registrationOpensOn: date('registration_opens_on'),
    priorityOpensOn: date('priority_opens_on'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('terms', t),
    unique('terms_tenant_name_key').on(t.tenantId, t.name),
    check('terms_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'terms_priority_check',
      sql`${t.priorityOpensOn} IS NULL OR (${t.registrationOpensOn} IS NOT NULL AND ${t.priorityOpensOn} <= ${t.registrationOpensOn})`,
    ),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    /** The name and description in Spanish, for Spanish readers (migration 0028). */
    labelEs: text('label_es'),
    descriptionEs: text('description_es'),
    durationHours: numeric('duration_hours', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
    minAge: integer('min_age').notNull().default(5),
    maxAge: integer('max_age').notNull().default(18),
    capacity: integer('capacity').notNull().default(10),
    /** The term the program runs in; null: all year. A slot's own term wins over it. */
    termId: uuid('term_id'),
    /** The curriculum level the program teaches (migration 0033), or none. */
    levelId: uuid('level_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Programs sharing a group are equivalent for make-ups (null: only the program itself); migration 0030. */
    makeupGroup: text('makeup_group'),
  },
  (t) => [
    clubKey('programs', t),
    unique('programs_tenant_key_key').on(t.tenantId, t.key),
    foreignKey({ columns: [t.tenantId, t.termId], foreignColumns: [terms.tenantId, terms.id] }).onDelete('restrict'),
  ],
);

export const programSlots = pgTable(
  'program_slots',
  {
    id: id(),
    tenantId: tenantId(),
    programId: uuid('program_id').notNull(),
    /** The club's own label for the slot, e.g. "YTH-MON-6PM". */
    slotId: text('slot_id').notNull(),
    /** Days the slot meets: subset of MON..SUN. */
    days: text('days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Seven entries, MON..SUN; 'x' means no class that day, otherwise "6:00 PM - 7:00 PM". */
    times: text('times')
      .array()
      .notNull()
      .default(sql`'{x,x,x,x,x,x,x}'::text[]`),
    priceCents: integer('price_cents').notNull().default(0),
    /** Places in the slot; null means the program's capacity. */
    capacity: integer('capacity'),
    /** The slot's own term, over its program's; null: the program's (or all year). */
    termId: uuid('term_id'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('program_slots', t),
    index('program_slots_program_idx').on(t.tenantId, t.programId),
    foreignKey({ columns: [t.tenantId, t.programId], foreignColumns: [programs.tenantId, programs.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.termId], foreignColumns: [terms.tenantId, terms.id] }).onDelete('restrict'),
  ],
);

/** A closed date: with no slot, a holiday closing the whole club from starts_on to ends_on; with a
 *  slot, that class cancelled on one date (starts_on = ends_on). */
export const closures = pgTable(
  'closures',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    slotId: uuid('slot_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('closures', t),
    index('closures_dates_idx').on(t.tenantId, t.endsOn, t.startsOn),
    uniqueIndex('closures_slot_date_key')
      .on(t.tenantId, t.slotId, t.startsOn)
      .where(sql`slot_id IS NOT NULL`),
    check('closures_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check('closures_one_date_check', sql`${t.slotId} IS NULL OR ${t.endsOn} = ${t.startsOn}`),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('created_by'),
    ),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first day the athlete is in the class: a start during a billing period is prorated. */
    startsOn: date('starts_on')
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [
    clubKey('enrollments', t),
    unique('enrollments_athlete_slot_key').on(t.tenantId, t.athleteId, t.slotId),
    index('enrollments_slot_idx').on(t.tenantId, t.slotId),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** An enrollment that was dropped (the enrollment row is deleted): its dates, and whether the
 *  club credited its unused meetings then (the credit goes on the family's next invoice). */
export const enrollmentDrops = pgTable(
  'enrollment_drops',
  {
    id: id(),
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    startsOn: date('starts_on').notNull(),
    /** The last day the athlete was in the class. */
    endsOn: date('ends_on').notNull(),
    creditUnused: boolean('credit_unused').notNull(),
    /** The billing period label of the invoice that carried the credit, once it has. */
    creditedIn: text('credited_in'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('enrollment_drops', t),
    index('enrollment_drops_pending_idx')
      .on(t.tenantId, t.membershipId)
      .where(sql`${t.creditUnused} and ${t.creditedIn} is null`),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    programId: uuid('program_id').notNull(),
    slotId: uuid('slot_id').notNull(),
    attendanceDate: date('attendance_date').notNull(),
    /** present | absent | makeup */
    status: text('status').notNull().default('absent'),
    markedBy: uuid('marked_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('attendance_records', t),
    unique('attendance_records_once_key').on(t.tenantId, t.athleteId, t.slotId, t.attendanceDate),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.programId], foreignColumns: [programs.tenantId, programs.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.slotId], foreignColumns: [programSlots.tenantId, programSlots.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.markedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(setNull('marked_by')),
  ],
);
