// Moving an athlete up a level: their level changes with a kept record (who, when, why), and an
// accepted move-up offer (a waitlist entry the "ready to move up" list made) drops the athlete's
// enrollments in the lower level's programs through the enrollments service, so billing follows.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError } from '../../platform/app-error.js';
import { removeEnrollment } from '../enrollments/enrollments.service.js';

/** The current level of the athlete row `a`: theirs, else the lowest level of a program they are in. */
export function currentLevelOf(a: SQL): SQL {
  return sql`coalesce(${a}.level_id, (
    select l.id from enrollments e
    join program_slots ps on ps.id = e.slot_id
    join programs p on p.id = ps.program_id
    join levels l on l.id = p.level_id
    where e.athlete_id = ${a}.id
    order by l.curriculum, l.position, l.id limit 1))`;
}

/** Sets the athlete's level (null: none) and records the change from the level they were on (theirs,
 *  else their program's, unless `fromLevelId` says); `reason` is staff's words or 'moved_up'. */
export async function setAthleteLevel(
  tx: Tx,
  tenantId: string,
  change: { athleteId: string; toLevelId: string | null; reason: string; by: string | null; fromLevelId?: string | null },
): Promise<void> {
  const res = await tx.execute<{ level_id: string | null }>(
    sql`select ${currentLevelOf(sql`a`)} as level_id from athletes a where a.id = ${change.athleteId} for update of a`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'athlete_not_found');
  await tx.execute(sql`update athletes set level_id = ${change.toLevelId}, updated_at = now() where id = ${change.athleteId}`);
  await tx.execute(sql`
    insert into athlete_level_changes (tenant_id, athlete_id, from_level_id, to_level_id, reason, changed_by)
    values (${tenantId}, ${change.athleteId}, ${change.fromLevelId === undefined ? row.level_id : change.fromLevelId}, ${change.toLevelId}, ${change.reason}, ${change.by})`);
}

/** After the offer of `entryId` was accepted into `slotId`: when the entry was a move-up offer, the
 *  athlete leaves the lower level's classes and takes the next level. Any other entry: nothing. */
export async function completeMoveUp(tx: Tx, tenantId: string, entryId: string, slotId: string): Promise<void> {
  const res = await tx.execute<{
    athlete_id: string;
    from_level_id: string | null;
    to_level_id: string;
    offered_by: string | null;
  }>(sql`select athlete_id, from_level_id, to_level_id, offered_by from move_up_offers where entry_id = ${entryId}`);
  const move = res.rows[0];
  if (!move) return;
  if (move.from_level_id) {
    const old = await tx.execute<{ slot_id: string }>(sql`
      select e.slot_id from enrollments e
      join program_slots s on s.id = e.slot_id
      join programs p on p.id = s.program_id
      where e.athlete_id = ${move.athlete_id} and p.level_id = ${move.from_level_id} and e.slot_id <> ${slotId}`);
    for (const o of old.rows) await removeEnrollment(tx, move.athlete_id, o.slot_id);
  }
  await setAthleteLevel(tx, tenantId, {
    athleteId: move.athlete_id,
    toLevelId: move.to_level_id,
    reason: 'moved_up',
    by: move.offered_by,
    // The level the offer was made from (the lower classes are already left).
    fromLevelId: move.from_level_id,
  });
}
