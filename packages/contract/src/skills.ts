// Skills and levels: a club's curricula (levels in order, each with its skills), coaches' evaluations
// of each skill, what a family sees of its athletes' progress, and the "ready to move up" list.
import { say } from './messages.js';
import { z } from 'zod';
import { isoDate, requiredText } from './memberships.js';

export const SKILL_STATES = ['not_started', 'introduced', 'in_progress', 'mastered'] as const;
export type SkillState = (typeof SKILL_STATES)[number];
/** A coach's comment on one evaluation: a line or two a parent reads on a phone. */
export const COMMENT_MAX = 500;
export const POSITION_MAX = 999;
/** How many skills "what to practise next" names. */
export const PRACTISE_NEXT = 3;

export const SKILL_MESSAGES = {
  levelNotFound: say('level_not_found'),
  skillNotFound: say('skill_not_found'),
  levelPositionTaken: say('level_position_taken'),
  skillPositionTaken: say('skill_position_taken'),
  notOnLevel: say('skill_not_on_athlete_level'),
  noNextLevel: say('no_next_level'),
  notNextLevelSlot: say('slot_not_of_next_level'),
  videoUrl: say('video_url_format'),
  state: say('one_of', { options: SKILL_STATES.join(', ') }),
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, say('too_long', { max }))
    .nullish()
    .transform((s) => (s ? s : null));

const position = z
  .number({ error: say('must_be_whole') })
  .int(say('must_be_whole'))
  .min(1, say('too_small', { min: 1 }))
  .max(POSITION_MAX, say('too_big', { max: POSITION_MAX }));

// ---- Curricula ----

export const skill = z.object({
  id: z.string().uuid(),
  level_id: z.string().uuid(),
  name: z.string(),
  name_es: z.string().nullable(),
  description: z.string().nullable(),
  video_url: z.string().nullable(),
  required_to_move_up: z.boolean(),
  position: z.number().int(),
});
export type Skill = z.infer<typeof skill>;

export const levelSummary = z.object({
  id: z.string().uuid(),
  curriculum: z.string(),
  name: z.string(),
  name_es: z.string().nullable(),
  position: z.number().int(),
});
export type LevelSummary = z.infer<typeof levelSummary>;

export const level = levelSummary.extend({
  skills: z.array(skill),
  /** The programs that teach the level (a program's level is set on the program). */
  programs: z.array(z.object({ id: z.string().uuid(), label: z.string() })),
});
export type Level = z.infer<typeof level>;

/** POST /api/levels; PUT sends every field. Without `position` a new level goes last in its curriculum. */
export const levelBody = z.object({
  curriculum: requiredText(80),
  name: requiredText(80),
  name_es: optionalText(80),
  position: position.optional(),
  /** The programs that teach this level (each program has one level at most: listing it here moves it). */
  program_ids: z.array(z.string().uuid()).max(50).optional(),
});
export type LevelBody = z.infer<typeof levelBody>;

const videoUrl = z
  .string()
  .trim()
  .max(500, say('too_long', { max: 500 }))
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), say('video_url_format'))
  .nullish()
  .transform((s) => (s ? s : null));

export const skillBody = z.object({
  name: requiredText(120),
  name_es: optionalText(120),
  description: optionalText(1000),
  video_url: videoUrl,
  required_to_move_up: z.boolean({ error: say('must_be_true_or_false') }).default(true),
  position: position.optional(),
});
export type SkillBody = z.infer<typeof skillBody>;

/** PUT /api/levels/order: the curriculum's levels, every one once, in their new order (positions 1, 2, …). */
export const levelOrderBody = z.object({
  curriculum: requiredText(80),
  level_ids: z.array(z.string().uuid()).min(1, say('order_lists_every_level')).max(POSITION_MAX),
});
export type LevelOrderBody = z.infer<typeof levelOrderBody>;

/** PUT /api/levels/{id}/skills/order: the level's skills, every one once, in their new order. */
export const skillOrderBody = z.object({
  skill_ids: z.array(z.string().uuid()).min(1, say('order_lists_every_skill')).max(POSITION_MAX),
});
export type SkillOrderBody = z.infer<typeof skillOrderBody>;

// ---- An athlete's progress ----

export const skillState = z.enum(SKILL_STATES, { error: say('one_of', { options: SKILL_STATES.join(', ') }) });

export const evaluateBody = z.object({
  state: skillState,
  comment: optionalText(COMMENT_MAX),
});
export type EvaluateBody = z.infer<typeof evaluateBody>;

export const evaluation = z.object({
  state: z.enum(SKILL_STATES),
  comment: z.string().nullable(),
  at: z.string(),
  /** Who recorded it (first and last name), null once their account is gone. */
  by: z.string().nullable(),
});
export type Evaluation = z.infer<typeof evaluation>;

export const athleteSkill = skill.extend({
  state: z.enum(SKILL_STATES),
  /** When the current state was recorded (null: never evaluated). */
  evaluated_at: z.string().nullable(),
  /** Every change, latest first. */
  history: z.array(evaluation),
});
export type AthleteSkill = z.infer<typeof athleteSkill>;

export const athleteSkills = z.object({
  athlete: z.object({ id: z.string().uuid(), first_name: z.string(), last_name: z.string() }),
  /** The athlete's current level: the one staff set, else the level of a program they are enrolled in. */
  level: levelSummary.nullable(),
  next_level: levelSummary.nullable(),
  skills: z.array(athleteSkill),
  mastered: z.number().int(),
  total: z.number().int(),
  /** The next required skills not yet mastered, in the level's order (at most PRACTISE_NEXT). */
  practise_next: z.array(z.string().uuid()),
  /** Every required skill of the level mastered (and the level has some). */
  ready: z.boolean(),
  /** Changes of the athlete's level, latest first. */
  level_history: z.array(
    z.object({
      from: z.string().nullable(),
      /** The Spanish names of the two levels, where the club wrote them. */
      from_es: z.string().nullable(),
      to: z.string().nullable(),
      to_es: z.string().nullable(),
      reason: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AthleteSkills = z.infer<typeof athleteSkills>;

/** Staff move an athlete's level by hand, saying why; null takes the athlete off every level. */
export const setLevelBody = z.object({
  level_id: z.string().uuid().nullable(),
  reason: requiredText(200),
});
export type SetLevelBody = z.infer<typeof setLevelBody>;

/** "Mastered for everyone present": the class on `date` of the slot. */
export const masteredPresentBody = z.object({ slot_id: z.string().uuid(), date: isoDate });
export const masteredPresent = z.object({ athlete_ids: z.array(z.string().uuid()) });

// ---- Ready to move up ----

export const readySlot = z.object({
  id: z.string().uuid(),
  slot_id: z.string(),
  days: z.array(z.string()),
  times: z.array(z.string()),
  capacity: z.number().int(),
  enrolled: z.number().int(),
});

export const readyAthlete = z.object({
  athlete: z.object({ id: z.string().uuid(), first_name: z.string(), last_name: z.string() }),
  family: z.object({ id: z.string().uuid(), first_name: z.string(), last_name: z.string() }),
  level: levelSummary,
  next_level: levelSummary.nullable(),
  /** The next level's programs and their slots: where a place can be offered. */
  programs: z.array(z.object({ id: z.string().uuid(), label: z.string(), slots: z.array(readySlot) })),
  /** A move-up offer already made and not answered: its slot and the waitlist entry's status. */
  pending: z.object({ slot_id: z.string().uuid(), status: z.string() }).nullable(),
});
export type ReadyAthlete = z.infer<typeof readyAthlete>;

export const offerMoveUpBody = z.object({ slot_id: z.string().uuid() });
export const offeredMoveUp = z.object({
  /** offered: a place was free, the family has the e-mail; waiting: the slot is full, the athlete is on its waitlist. */
  result: z.enum(['offered', 'waiting']),
  entry_id: z.string().uuid(),
});

export const skillsDigest = z.object({ enabled: z.boolean() });
export const skillsDigestBody = z.object({ enabled: z.boolean({ error: say('must_be_true_or_false') }) });
