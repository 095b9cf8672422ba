// Closed dates: holidays of the whole club (a date or a range) and one class cancelled on one date.
// When a class meets is decided in modules/calendar/meetings.ts, which reads these rows.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Closure, ClosureBody } from '@springboard/contract/closures';
import { reason } from '@springboard/contract/messages';
import type { Tx } from '../../db/tenant-tx.js';
import { closures, programSlots, programs } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { clubToday, slotCalendars, slotMeetsOn } from '../calendar/meetings.js';

const closureColumns = {
  id: closures.id,
  name: closures.name,
  startsOn: closures.startsOn,
  endsOn: closures.endsOn,
  slotId: closures.slotId,
  createdAt: closures.createdAt,
  programName: programs.label,
  slotLabel: programSlots.slotId,
};

function toClosure(r: {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  slotId: string | null;
  createdAt: Date;
  programName: string | null;
  slotLabel: string | null;
}): Closure {
  return {
    id: r.id,
    name: r.name,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    slot_id: r.slotId,
    program_name: r.programName,
    slot_label: r.slotLabel,
    created_at: r.createdAt.toISOString(),
  };
}

function selectClosures(tx: Tx) {
  return tx
    .select(closureColumns)
    .from(closures)
    .leftJoin(programSlots, and(eq(programSlots.tenantId, closures.tenantId), eq(programSlots.id, closures.slotId)))
    .leftJoin(programs, and(eq(programs.tenantId, programSlots.tenantId), eq(programs.id, programSlots.programId)));
}

/** The closed dates touching from..to (from: the club's today; to: a year after from). */
export async function listClosures(tx: Tx, tenantId: string, q: { from?: string; to?: string }): Promise<Closure[]> {
  const from = q.from ?? (await clubToday(tx, tenantId));
  const to = q.to ?? addDays(from, 366);
  const rows = await selectClosures(tx)
    .where(and(lte(closures.startsOn, to), gte(closures.endsOn, from)))
    .orderBy(asc(closures.startsOn), asc(closures.endsOn), asc(programs.label));
  return rows.map(toClosure);
}

/**
 * Adds a holiday or cancels one class on one date, and returns the closed date. A cancellation must
 * be of a coming date (the club's today or later), inside the class's term, on a day the class meets
 * (not already a holiday): 400 naming the field; an unknown slot is 404; the same class cancelled
 * twice on a date is 409.
 *
 * Cancelling a class that families are enrolled in also tells them and gives each enrolled athlete a
 * make-up: that is the caller's work, with the returned row (`slot_id` and `starts_on` name the class
 * and the date), in the same transaction.
 */
export async function createClosure(tx: Tx, tenantId: string, actorUserId: string | null, body: ClosureBody): Promise<Closure> {
  if (body.slot_id) {
    const cal = (await slotCalendars(tx, [body.slot_id])).get(body.slot_id);
    if (!cal) throw fieldError('slot_id', 'slot_not_found', 'NOT_FOUND');
    if (body.starts_on < (await clubToday(tx, tenantId))) throw fieldError('starts_on', 'closure_in_past');
    const why = await slotMeetsOn(tx, body.slot_id, body.starts_on);
    if (why === 'outside_term')
      throw fieldError('starts_on', reason('closure_outside_term', { from: cal.term!.startsOn, to: cal.term!.endsOn }));
    if (why === 'cancelled') throw fieldError('starts_on', 'class_already_cancelled', 'CONFLICT');
    if (why !== null) throw fieldError('starts_on', 'closure_not_a_meeting');
  }
  let id: string;
  try {
    const [row] = await tx
      .insert(closures)
      .values({
        tenantId,
        name: body.name,
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        slotId: body.slot_id,
        createdBy: actorUserId,
      })
      .returning({ id: closures.id });
    id = row!.id;
  } catch (err) {
    if (uniqueViolation(err) === 'closures_slot_date_key') throw fieldError('starts_on', 'class_already_cancelled', 'CONFLICT');
    throw err;
  }
  const [created] = await selectClosures(tx).where(eq(closures.id, id));
  return toClosure(created!);
}

export async function deleteClosure(tx: Tx, id: string): Promise<void> {
  const rows = await tx.delete(closures).where(eq(closures.id, id)).returning({ id: closures.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'closure_not_found');
}
