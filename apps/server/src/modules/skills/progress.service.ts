// An athlete's progress: their current level (the one staff set, else the level of a program they
// are enrolled in), each skill's state with its history, and coaches' evaluations. Evaluating is
// allowed for the skills of the athlete's current level and of the level of any program they are
// enrolled in: what a coach sees in a class the athlete is in, never a level they are not on.
import { sql } from 'drizzle-orm';
import {
  PRACTISE_NEXT,
  type AthleteSkills,
  type EvaluateBody,
  type LevelSummary,
  type SkillState,
} from '@springboard/contract/skills';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { skillColumns, toSkill } from './curricula.service.js';
import { currentLevelOf, setAthleteLevel } from '../waitlist/move-up.js';

type LevelRow = { id: string; curriculum: string; name: string; name_es: string | null; position: number };
const toLevel = (l: LevelRow): LevelSummary => ({
  id: l.id,
  curriculum: l.curriculum,
  name: l.name,
  name_es: l.name_es,
  position: l.position,
});

export async function levelSummary(tx: Tx, id: string | null): Promise<LevelSummary | null> {
  if (!id) return null;
  const res = await tx.execute<LevelRow>(sql`select id, curriculum, name, name_es, position from levels where id = ${id}`);
  return res.rows[0] ? toLevel(res.rows[0]) : null;
}

/** The level after `levelId` in its curriculum, if any. */
export async function nextLevel(tx: Tx, levelId: string): Promise<LevelSummary | null> {
  const res = await tx.execute<LevelRow>(sql`
    select n.id, n.curriculum, n.name, n.name_es, n.position from levels l
    join levels n on n.curriculum = l.curriculum and n.position > l.position
    where l.id = ${levelId} order by n.position limit 1`);
  return res.rows[0] ? toLevel(res.rows[0]) : null;
}

async function athleteRow(tx: Tx, id: string) {
  const res = await tx.execute<{
    id: string;
    first_name: string;
    last_name: string;
    membership_id: string;
    own_level: string | null;
    level_id: string | null;
  }>(sql`
    select a.id, a.first_name, a.last_name, a.membership_id, a.level_id as own_level, ${currentLevelOf(sql`a`)} as level_id
    from athletes a where a.id = ${id}`);
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'athlete_not_found');
  return row;
}

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

export async function athleteSkills(tx: Tx, athleteId: string): Promise<AthleteSkills> {
  const a = await athleteRow(tx, athleteId);
  const level = await levelSummary(tx, a.level_id);
  const next = level ? await nextLevel(tx, level.id) : null;
  const skills = level
    ? (
        await tx.execute<Parameters<typeof toSkill>[0]>(
          sql`select ${skillColumns} from skills s where s.level_id = ${level.id} order by s.position`,
        )
      ).rows.map(toSkill)
    : [];
  const evals = level
    ? (
        await tx.execute<{
          skill_id: string;
          state: SkillState;
          comment: string | null;
          at: string;
          first_name: string | null;
          last_name: string | null;
        }>(sql`
          select ev.skill_id, ev.state, ev.comment, ev.created_at as at, u.first_name, u.last_name
          from skill_evaluations ev
          join skills s on s.id = ev.skill_id
          left join users u on u.id = ev.evaluated_by
          where ev.athlete_id = ${athleteId} and s.level_id = ${level.id}
          order by ev.created_at desc, ev.id desc`)
      ).rows
    : [];
  const withState = skills.map((s) => {
    const history = evals
      .filter((e) => e.skill_id === s.id)
      .map((e) => ({
        state: e.state,
        comment: e.comment,
        at: new Date(e.at).toISOString(),
        by: fullName(e.first_name, e.last_name),
      }));
    return { ...s, state: history[0]?.state ?? ('not_started' as const), evaluated_at: history[0]?.at ?? null, history };
  });
  const required = withState.filter((s) => s.required_to_move_up);
  const changes = await tx.execute<{
    from: string | null;
    from_es: string | null;
    to: string | null;
    to_es: string | null;
    reason: string;
    at: string;
    first_name: string | null;
    last_name: string | null;
  }>(sql`
    select f.name as from, f.name_es as from_es, t.name as to, t.name_es as to_es, c.reason, c.created_at as at, u.first_name, u.last_name
    from athlete_level_changes c
    left join levels f on f.id = c.from_level_id
    left join levels t on t.id = c.to_level_id
    left join users u on u.id = c.changed_by
    where c.athlete_id = ${athleteId}
    order by c.created_at desc, c.id desc`);
  return {
    athlete: { id: a.id, first_name: a.first_name, last_name: a.last_name },
    level,
    next_level: next,
    skills: withState,
    mastered: withState.filter((s) => s.state === 'mastered').length,
    total: withState.length,
    practise_next: required
      .filter((s) => s.state !== 'mastered')
      .slice(0, PRACTISE_NEXT)
      .map((s) => s.id),
    ready: required.length > 0 && required.every((s) => s.state === 'mastered'),
    level_history: changes.rows.map((c) => ({
      from: c.from,
      from_es: c.from_es,
      to: c.to,
      to_es: c.to_es,
      reason: c.reason,
      by: fullName(c.first_name, c.last_name),
      at: new Date(c.at).toISOString(),
    })),
  };
}

/** The levels whose skills may be evaluated for the athlete: their current level and those of the
 *  programs they are enrolled in. */
async function evaluableLevels(tx: Tx, athleteId: string): Promise<Set<string>> {
  const res = await tx.execute<{ level_id: string }>(sql`
    select ${currentLevelOf(sql`a`)} as level_id from athletes a where a.id = ${athleteId}
    union
    select p.level_id from enrollments e
    join program_slots ps on ps.id = e.slot_id
    join programs p on p.id = ps.program_id
    where e.athlete_id = ${athleteId} and p.level_id is not null`);
  return new Set(res.rows.map((r) => r.level_id).filter((x): x is string => x !== null));
}

async function latestState(
  tx: Tx,
  athleteId: string,
  skillId: string,
): Promise<{ state: SkillState; comment: string | null } | null> {
  const res = await tx.execute<{ state: SkillState; comment: string | null }>(sql`
    select state, comment from skill_evaluations where athlete_id = ${athleteId} and skill_id = ${skillId}
    order by created_at desc, id desc limit 1`);
  return res.rows[0] ?? null;
}

/** Records the skill's state for the athlete (a new row: the earlier ones stay as history). The same
 *  state and comment again records nothing. */
export async function evaluateSkill(
  tx: Tx,
  tenantId: string,
  by: string,
  athleteId: string,
  skillId: string,
  body: EvaluateBody,
): Promise<AthleteSkills> {
  await athleteRow(tx, athleteId);
  const skill = await tx.execute<{ level_id: string }>(sql`select level_id from skills where id = ${skillId}`);
  const levelId = skill.rows[0]?.level_id;
  if (!levelId) throw fieldError('skillId', 'skill_not_found', 'NOT_FOUND');
  if (!(await evaluableLevels(tx, athleteId)).has(levelId)) throw fieldError('skillId', 'skill_not_on_athlete_level');
  const latest = await latestState(tx, athleteId, skillId);
  if (!latest || latest.state !== body.state || latest.comment !== body.comment) {
    await tx.execute(sql`
      insert into skill_evaluations (tenant_id, athlete_id, skill_id, state, comment, evaluated_by)
      values (${tenantId}, ${athleteId}, ${skillId}, ${body.state}, ${body.comment}, ${by})`);
  }
  return athleteSkills(tx, athleteId);
}

/** "Mastered for everyone present" in the slot's class on `date`: athletes marked present or make-up
 *  whose evaluable levels include the skill's, not already mastered. */
export async function masterForPresent(
  tx: Tx,
  tenantId: string,
  by: string,
  skillId: string,
  slotId: string,
  date: string,
): Promise<{ athlete_ids: string[] }> {
  const skill = await tx.execute<{ level_id: string }>(sql`select level_id from skills where id = ${skillId}`);
  const levelId = skill.rows[0]?.level_id;
  if (!levelId) throw fieldError('skillId', 'skill_not_found', 'NOT_FOUND');
  const slot = await tx.execute(sql`select 1 from program_slots where id = ${slotId}`);
  if (slot.rows.length === 0) throw fieldError('slot_id', 'slot_not_found', 'NOT_FOUND');
  const present = await tx.execute<{ athlete_id: string }>(sql`
    select athlete_id from attendance_records
    where slot_id = ${slotId} and attendance_date = ${date} and status in ('present', 'makeup')
    order by athlete_id`);
  const marked: string[] = [];
  for (const { athlete_id } of present.rows) {
    if (!(await evaluableLevels(tx, athlete_id)).has(levelId)) continue;
    const latest = await latestState(tx, athlete_id, skillId);
    if (latest?.state === 'mastered') continue;
    await tx.execute(sql`
      insert into skill_evaluations (tenant_id, athlete_id, skill_id, state, evaluated_by)
      values (${tenantId}, ${athlete_id}, ${skillId}, 'mastered', ${by})`);
    marked.push(athlete_id);
  }
  return { athlete_ids: marked };
}

/** Staff move the athlete's level by hand, with their reason. */
export async function moveAthleteLevel(
  tx: Tx,
  tenantId: string,
  by: string,
  athleteId: string,
  levelId: string | null,
  reason: string,
): Promise<AthleteSkills> {
  if (levelId && !(await levelSummary(tx, levelId))) throw fieldError('level_id', 'level_not_found', 'NOT_FOUND');
  await setAthleteLevel(tx, tenantId, { athleteId, toLevelId: levelId, reason, by });
  return athleteSkills(tx, athleteId);
}
