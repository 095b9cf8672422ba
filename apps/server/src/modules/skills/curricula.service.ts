// A club's curricula: levels in order within each curriculum, each with its skills in order and the
// programs that teach it. Positions are unique (per curriculum for levels, per level for skills): a
// collision is refused naming `position`, never shifted silently.
import { sql } from 'drizzle-orm';
import type { Level, LevelBody, LevelOrderBody, Skill, SkillBody, SkillOrderBody } from '@springboard/contract/skills';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';

type SkillRow = {
  id: string;
  level_id: string;
  name: string;
  name_es: string | null;
  description: string | null;
  video_url: string | null;
  required_to_move_up: boolean;
  position: number;
};

export const skillColumns = sql`s.id, s.level_id, s.name, s.name_es, s.description, s.video_url, s.required_to_move_up, s.position`;

export function toSkill(r: SkillRow): Skill {
  return {
    id: r.id,
    level_id: r.level_id,
    name: r.name,
    name_es: r.name_es,
    description: r.description,
    video_url: r.video_url,
    required_to_move_up: r.required_to_move_up,
    position: r.position,
  };
}

/** Every level of the club (or one), by curriculum and position, with skills and programs. */
export async function listLevels(tx: Tx, onlyId?: string): Promise<Level[]> {
  const levels = await tx.execute<{ id: string; curriculum: string; name: string; name_es: string | null; position: number }>(sql`
    select id, curriculum, name, name_es, position from levels
    ${onlyId ? sql`where id = ${onlyId}` : sql``}
    order by curriculum, position`);
  if (levels.rows.length === 0) return [];
  const ids = levels.rows.map((l) => l.id);
  const skills = await tx.execute<SkillRow>(sql`
    select ${skillColumns} from skills s where s.level_id = any(${`{${ids.join(',')}}`}::uuid[]) order by s.position`);
  const programs = await tx.execute<{ id: string; label: string; level_id: string }>(sql`
    select id, label, level_id from programs where level_id = any(${`{${ids.join(',')}}`}::uuid[]) order by label`);
  return levels.rows.map((l) => ({
    id: l.id,
    curriculum: l.curriculum,
    name: l.name,
    name_es: l.name_es,
    position: l.position,
    skills: skills.rows.filter((s) => s.level_id === l.id).map(toSkill),
    programs: programs.rows.filter((p) => p.level_id === l.id).map((p) => ({ id: p.id, label: p.label })),
  }));
}

export async function getLevel(tx: Tx, id: string): Promise<Level> {
  const [level] = await listLevels(tx, id);
  if (!level) throw new AppError('NOT_FOUND', 'level_not_found');
  return level;
}

async function lockLevel(tx: Tx, id: string): Promise<{ curriculum: string; position: number }> {
  const res = await tx.execute<{ curriculum: string; position: number }>(
    sql`select curriculum, position from levels where id = ${id} for update`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'level_not_found');
  return row;
}

async function levelPosition(tx: Tx, curriculum: string, wanted: number | undefined, exceptId?: string): Promise<number> {
  if (wanted === undefined) {
    const res = await tx.execute<{ n: number }>(
      sql`select coalesce(max(position), 0)::int + 1 as n from levels where curriculum = ${curriculum}`,
    );
    return res.rows[0]!.n;
  }
  const taken = await tx.execute(sql`
    select 1 from levels where curriculum = ${curriculum} and position = ${wanted}
    ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (taken.rows.length > 0) throw fieldError('position', 'level_position_taken', 'CONFLICT');
  return wanted;
}

/** Makes `programIds` exactly the programs teaching the level (another club's program is 404). */
async function setLevelPrograms(tx: Tx, levelId: string, programIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(programIds)];
  if (wanted.length > 0) {
    const found = await tx.execute<{ id: string }>(
      sql`select id from programs where id = any(${`{${wanted.join(',')}}`}::uuid[])`,
    );
    if (found.rows.length !== wanted.length) throw fieldError('program_ids', 'program_not_found', 'NOT_FOUND');
  }
  await tx.execute(sql`
    update programs set level_id = null, updated_at = now()
    where level_id = ${levelId} and not (id = any(${`{${wanted.join(',')}}`}::uuid[]))`);
  if (wanted.length > 0)
    await tx.execute(sql`
      update programs set level_id = ${levelId}, updated_at = now() where id = any(${`{${wanted.join(',')}}`}::uuid[])`);
}

function positionTaken(err: unknown, code: 'level_position_taken' | 'skill_position_taken'): never {
  if (uniqueViolation(err)) throw fieldError('position', code, 'CONFLICT');
  throw err;
}

export async function createLevel(tx: Tx, tenantId: string, body: LevelBody): Promise<Level> {
  const position = await levelPosition(tx, body.curriculum, body.position);
  const res = await tx
    .execute<{ id: string }>(
      sql`insert into levels (tenant_id, curriculum, name, name_es, position)
          values (${tenantId}, ${body.curriculum}, ${body.name}, ${body.name_es}, ${position}) returning id`,
    )
    .catch((err: unknown) => positionTaken(err, 'level_position_taken'));
  const id = res.rows[0]!.id;
  if (body.program_ids) await setLevelPrograms(tx, id, body.program_ids);
  return getLevel(tx, id);
}

export async function updateLevel(tx: Tx, id: string, body: LevelBody): Promise<Level> {
  const current = await lockLevel(tx, id);
  const position =
    body.position === undefined && body.curriculum === current.curriculum
      ? current.position
      : await levelPosition(tx, body.curriculum, body.position, id);
  await tx
    .execute(
      sql`update levels set curriculum = ${body.curriculum}, name = ${body.name}, name_es = ${body.name_es},
                 position = ${position} where id = ${id}`,
    )
    .catch((err: unknown) => positionTaken(err, 'level_position_taken'));
  if (body.program_ids) await setLevelPrograms(tx, id, body.program_ids);
  return getLevel(tx, id);
}

/** Renumbers rows 1, 2, … in the order of `ids`: first out of the way (past every allowed position),
 *  then into place, so the unique position never collides half-way. */
async function renumber(tx: Tx, table: 'levels' | 'skills', ids: readonly string[]): Promise<void> {
  const list = `{${ids.join(',')}}`;
  const t = sql.identifier(table);
  await tx.execute(sql`update ${t} set position = position + 1000 where id = any(${list}::uuid[])`);
  await tx.execute(sql`
    update ${t} set position = o.n::int
    from unnest(${list}::uuid[]) with ordinality as o(id, n) where ${t}.id = o.id`);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id));

export async function orderLevels(tx: Tx, body: LevelOrderBody): Promise<Level[]> {
  const current = await tx.execute<{ id: string }>(
    sql`select id from levels where curriculum = ${body.curriculum} order by position for update`,
  );
  if (current.rows.length === 0) throw new AppError('NOT_FOUND', 'level_not_found');
  if (!sameSet(body.level_ids, current.rows.map((r) => r.id))) throw fieldError('level_ids', 'order_lists_every_level');
  await renumber(tx, 'levels', body.level_ids);
  return (await listLevels(tx)).filter((l) => l.curriculum === body.curriculum);
}

/** A level is in use while a program teaches it, an athlete is on it, or a skill of it has an evaluation. */
export async function deleteLevel(tx: Tx, id: string): Promise<{ id: string }> {
  await lockLevel(tx, id);
  const used = await tx.execute(sql`
    select 1 where exists (select 1 from programs where level_id = ${id})
      or exists (select 1 from athletes where level_id = ${id})
      or exists (select 1 from skill_evaluations e join skills s on s.id = e.skill_id where s.level_id = ${id})`);
  if (used.rows.length > 0) throw new AppError('CONFLICT', 'level_in_use');
  await tx.execute(sql`delete from levels where id = ${id}`);
  return { id };
}

// ---- Skills ----

export async function listSkills(tx: Tx, levelId: string): Promise<Skill[]> {
  const level = await tx.execute(sql`select 1 from levels where id = ${levelId}`);
  if (level.rows.length === 0) throw new AppError('NOT_FOUND', 'level_not_found');
  const res = await tx.execute<SkillRow>(
    sql`select ${skillColumns} from skills s where s.level_id = ${levelId} order by s.position`,
  );
  return res.rows.map(toSkill);
}

async function skillPosition(tx: Tx, levelId: string, wanted: number | undefined, exceptId?: string): Promise<number> {
  if (wanted === undefined) {
    const res = await tx.execute<{ n: number }>(
      sql`select coalesce(max(position), 0)::int + 1 as n from skills where level_id = ${levelId}`,
    );
    return res.rows[0]!.n;
  }
  const taken = await tx.execute(sql`
    select 1 from skills where level_id = ${levelId} and position = ${wanted}
    ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (taken.rows.length > 0) throw fieldError('position', 'skill_position_taken', 'CONFLICT');
  return wanted;
}

export async function orderSkills(tx: Tx, levelId: string, body: SkillOrderBody): Promise<Skill[]> {
  await lockLevel(tx, levelId);
  const current = await tx.execute<{ id: string }>(sql`select id from skills where level_id = ${levelId} for update`);
  if (!sameSet(body.skill_ids, current.rows.map((r) => r.id))) throw fieldError('skill_ids', 'order_lists_every_skill');
  await renumber(tx, 'skills', body.skill_ids);
  return listSkills(tx, levelId);
}

async function skillOf(tx: Tx, levelId: string, skillId: string): Promise<Skill> {
  const res = await tx.execute<SkillRow>(
    sql`select ${skillColumns} from skills s where s.id = ${skillId} and s.level_id = ${levelId} for update`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'skill_not_found');
  return toSkill(row);
}

export async function createSkill(tx: Tx, tenantId: string, levelId: string, body: SkillBody): Promise<Skill> {
  await lockLevel(tx, levelId);
  const position = await skillPosition(tx, levelId, body.position);
  const res = await tx
    .execute<SkillRow>(
      sql`
      insert into skills as s (tenant_id, level_id, name, name_es, description, video_url, required_to_move_up, position)
      values (${tenantId}, ${levelId}, ${body.name}, ${body.name_es}, ${body.description}, ${body.video_url},
              ${body.required_to_move_up}, ${position})
      returning ${skillColumns}`,
    )
    .catch((err: unknown) => positionTaken(err, 'skill_position_taken'));
  return toSkill(res.rows[0]!);
}

export async function updateSkill(tx: Tx, levelId: string, skillId: string, body: SkillBody): Promise<Skill> {
  await lockLevel(tx, levelId);
  const current = await skillOf(tx, levelId, skillId);
  const position = body.position === undefined ? current.position : await skillPosition(tx, levelId, body.position, skillId);
  const res = await tx
    .execute<SkillRow>(
      sql`
      update skills as s set name = ${body.name}, name_es = ${body.name_es}, description = ${body.description},
        video_url = ${body.video_url}, required_to_move_up = ${body.required_to_move_up}, position = ${position}
      where s.id = ${skillId}
      returning ${skillColumns}`,
    )
    .catch((err: unknown) => positionTaken(err, 'skill_position_taken'));
  return toSkill(res.rows[0]!);
}

export async function deleteSkill(tx: Tx, levelId: string, skillId: string): Promise<{ id: string }> {
  await lockLevel(tx, levelId);
  await skillOf(tx, levelId, skillId);
  await tx.execute(sql`delete from skills where id = ${skillId}`);
  return { id: skillId };
}
