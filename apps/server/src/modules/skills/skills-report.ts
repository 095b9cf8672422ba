// The skills report: one row per program that teaches a level, with its enrolled athletes, the share
// of the level's skills they have mastered (all skills of all of them), and how many of them are
// ready to move up (their current level is this one and every required skill of it is mastered).
import { sql } from 'drizzle-orm';
import type { ReportResult } from '@springboard/contract/reports';
import type { Tx } from '../../db/tenant-tx.js';
import { currentLevelOf } from '../waitlist/move-up.js';

const latestState = (athlete: ReturnType<typeof sql>, skill: ReturnType<typeof sql>) => sql`
  (select ev.state from skill_evaluations ev where ev.athlete_id = ${athlete} and ev.skill_id = ${skill}
   order by ev.created_at desc, ev.id desc limit 1)`;

export async function skillsReport(tx: Tx, tenantId: string, f: { program_id?: string | undefined }): Promise<ReportResult> {
  const res = await tx.execute<{
    program: string;
    level: string;
    curriculum: string;
    athletes: number;
    skills: number;
    mastered: number;
    ready: number;
  }>(sql`
    with pa as (
      select distinct p.id as program_id, p.label as program, l.id as level_id, l.name as level, l.curriculum, l.position, e.athlete_id
      from programs p
      join levels l on l.id = p.level_id
      left join program_slots s on s.program_id = p.id
      left join enrollments e on e.slot_id = s.id
      where p.tenant_id = ${tenantId} ${f.program_id ? sql`and p.id = ${f.program_id}` : sql``}
    )
    select pa.program, pa.level, pa.curriculum,
      count(pa.athlete_id)::int as athletes,
      (select count(*) from skills s where s.level_id = pa.level_id)::int as skills,
      coalesce(sum((select count(*) from skills s where s.level_id = pa.level_id
                     and ${latestState(sql`pa.athlete_id`, sql`s.id`)} = 'mastered')), 0)::int as mastered,
      (count(*) filter (where pa.athlete_id is not null
        and (select ${currentLevelOf(sql`a`)} from athletes a where a.id = pa.athlete_id) = pa.level_id
        and exists (select 1 from skills s where s.level_id = pa.level_id and s.required_to_move_up)
        and not exists (select 1 from skills s where s.level_id = pa.level_id and s.required_to_move_up
                          and coalesce(${latestState(sql`pa.athlete_id`, sql`s.id`)}, 'not_started') <> 'mastered')))::int as ready
    from pa
    group by pa.program_id, pa.program, pa.level_id, pa.level, pa.curriculum, pa.position
    order by pa.curriculum, pa.position, pa.program`);
  const rows = res.rows.map((r) => {
    const possible = r.athletes * r.skills;
    return {
      program: r.program,
      level: r.level,
      athletes: r.athletes,
      mastered_percent: possible > 0 ? Math.round((r.mastered * 100) / possible) : 0,
      ready: r.ready,
    };
  });
  return {
    summary: [
      { key: 'athletes', kind: 'number', value: rows.reduce((n, r) => n + r.athletes, 0) },
      { key: 'ready', kind: 'number', value: rows.reduce((n, r) => n + r.ready, 0) },
    ],
    columns: [
      { key: 'program', kind: 'text' },
      { key: 'level', kind: 'text' },
      { key: 'athletes', kind: 'number' },
      { key: 'mastered_percent', kind: 'number' },
      { key: 'ready', kind: 'number' },
    ],
    rows,
    chart: { x: 'program', series: ['athletes', 'ready'] },
    truncated: false,
  };
}
