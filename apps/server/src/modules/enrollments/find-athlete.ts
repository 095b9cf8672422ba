// One athlete by id, within the caller's family scope. It sits with enrollments, the lowest module
// that names athletes, so the enrollment and waitlist calls can check the athlete without importing
// the athletes module above them.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes } from '../../db/schema.js';
import type { FamilyScope } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';

export type AthleteRow = typeof athletes.$inferSelect;

/** The athlete, if the caller's scope includes its family; otherwise 404 "Athlete not found". */
export async function findAthlete(tx: Tx, id: string, scope: FamilyScope): Promise<AthleteRow> {
  const [row] = await tx
    .select()
    .from(athletes)
    .where(scope === null ? eq(athletes.id, id) : and(eq(athletes.id, id), eq(athletes.membershipId, scope)));
  if (!row) throw new AppError('NOT_FOUND', 'athlete_not_found');
  return row;
}
