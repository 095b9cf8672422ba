// Skills and levels (migration 0033): the club's curricula (levels in order, their skills), coaches'
// evaluations (one row per change: the latest is the current state), every change of an athlete's
// level, and the move-up offers made from the "ready to move up" list.
import { boolean, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, setNull, tenantId } from './columns.js';
import { athletes } from './memberships.js';
import { users } from './users.js';
import { waitlistEntries } from './waitlist.js';

export const levels = pgTable(
  'levels',
  {
    id: id(),
    tenantId: tenantId(),
    /** The curriculum the level belongs to ("Gymnastics"): levels are ordered within it. */
    curriculum: text('curriculum').notNull(),
    name: text('name').notNull(),
    /** The name in Spanish, shown to Spanish readers when written. */
    nameEs: text('name_es'),
    /** Order within the curriculum, 1 first; unique per curriculum of the club. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [clubKey('levels', t), unique('levels_position_key').on(t.tenantId, t.curriculum, t.position)],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    tenantId: tenantId(),
    levelId: uuid('level_id').notNull(),
    name: text('name').notNull(),
    nameEs: text('name_es'),
    description: text('description'),
    videoUrl: text('video_url'),
    /** Mastering every required skill of the level makes the athlete ready to move up. */
    requiredToMoveUp: boolean('required_to_move_up').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('skills', t),
    unique('skills_position_key').on(t.tenantId, t.levelId, t.position),
    index('skills_level_idx').on(t.tenantId, t.levelId, t.position),
    foreignKey({ columns: [t.tenantId, t.levelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete('cascade'),
  ],
);

export const skillEvaluations = pgTable(
  'skill_evaluations',
  {
    id: id(),
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    /** not_started | introduced | in_progress | mastered */
    state: text('state').notNull(),
    comment: text('comment'),
    evaluatedBy: uuid('evaluated_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('skill_evaluations', t),
    index('skill_evaluations_athlete_idx').on(t.tenantId, t.athleteId, t.skillId, t.createdAt),
    index('skill_evaluations_skill_idx').on(t.tenantId, t.skillId),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.skillId], foreignColumns: [skills.tenantId, skills.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.evaluatedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('evaluated_by'),
    ),
  ],
);

export const athleteLevelChanges = pgTable(
  'athlete_level_changes',
  {
    id: id(),
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    fromLevelId: uuid('from_level_id'),
    toLevelId: uuid('to_level_id'),
    /** Staff's words for a change by hand; 'moved_up' when an accepted move-up offer made it. */
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('athlete_level_changes', t),
    index('athlete_level_changes_athlete_idx').on(t.tenantId, t.athleteId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.fromLevelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete(
      setNull('from_level_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.toLevelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete(
      setNull('to_level_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.changedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('changed_by'),
    ),
  ],
);

/** A waitlist entry made by "offer the next level": accepting its offer moves the athlete up. */
export const moveUpOffers = pgTable(
  'move_up_offers',
  {
    id: id(),
    tenantId: tenantId(),
    entryId: uuid('entry_id').notNull(),
    athleteId: uuid('athlete_id').notNull(),
    fromLevelId: uuid('from_level_id'),
    toLevelId: uuid('to_level_id').notNull(),
    offeredBy: uuid('offered_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('move_up_offers', t),
    unique('move_up_offers_entry_key').on(t.tenantId, t.entryId),
    foreignKey({ columns: [t.tenantId, t.entryId], foreignColumns: [waitlistEntries.tenantId, waitlistEntries.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.fromLevelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete(
      setNull('from_level_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.toLevelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.offeredBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('offered_by'),
    ),
  ],
);
