// Staff may enrol an athlete in a class outside its program's ages (a strong seven-year-old in the
// eight-to-ten class), but only on purpose: without `confirm_age` the enrolment is refused with
// 409 age_outside_class naming the slot's field, the athlete's age and the class's ages, so the
// screen can warn and ask. The age is counted on the club's today.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, programs, programSlots } from '../../db/schema.js';
import { reason } from '@springboard/contract/messages';
import { fieldError } from '../../platform/app-error.js';
import { clubToday } from '../calendar/meetings.js';

/** Refuses (409) the first slot whose program's ages the athlete's age is outside of. */
export async function assertAgesFit(
  tx: Tx,
  tenantId: string,
  athleteId: string,
  slots: readonly { slotId: string; field: string }[],
): Promise<void> {
  if (slots.length === 0) return;
  const today = await clubToday(tx, tenantId);
  const [athlete] = await tx
    .select({ age: sql<number>`extract(year from age(${today}::date, ${athletes.dateOfBirth}))::int`.mapWith(Number) })
    .from(athletes)
    .where(eq(athletes.id, athleteId));
  if (!athlete) return;
  const age = athlete.age;
  const ranges = await tx
    .select({ id: programSlots.id, min: programs.minAge, max: programs.maxAge })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(
      inArray(
        programSlots.id,
        slots.map((s) => s.slotId),
      ),
    );
  for (const s of slots) {
    const r = ranges.find((x) => x.id === s.slotId);
    if (r && (age < r.min || age > r.max))
      throw fieldError(s.field, reason('age_outside_class', { age, min: r.min, max: r.max }), 'CONFLICT');
  }
}
