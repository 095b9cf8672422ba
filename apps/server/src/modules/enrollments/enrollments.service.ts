// Enrollments of athletes in slots. Capacity is enforced under a row lock on the slots, taken in a
// fixed (id) order so concurrent families cannot deadlock, and counted after the lock is held.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Enrollment, type EnrollmentWithAttendance } from '@springboard/contract/enrollments';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
import { insertEach, prebuiltInsert } from '../../db/prebuilt.js';
import { attendanceRecords, enrollmentDrops, enrollments, pricingConfigs, programs, programSlots } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { clubToday } from '../calendar/meetings.js';

/** startsOn: the athlete's first day in the class (the club's today, in its time zone, when not said). */
export type EnrollmentRequest = { athleteId: string; slotId: string; membershipId: string; startsOn?: string };

const insertEnrollment = prebuiltInsert(enrollments, ['id', 'tenantId', 'athleteId', 'slotId', 'membershipId', 'startsOn']);

/** Enrolls every request or none: 404 for an unknown slot, 409 when a slot has no place left. */
export async function enrollInSlots(tx: Tx, tenantId: string, requests: EnrollmentRequest[]): Promise<string[]> {
  if (requests.length === 0) return [];
  const slotIds = [...new Set(requests.map((r) => r.slotId))].sort();
  // Lock first; the count behind it is a new statement, so it sees every enrollment committed before
  // the lock was granted (a count inside the locking statement would use an older snapshot). The two
  // are sent together (one round trip): PostgreSQL runs the count only once the lock is held.
  const [slots, taken] = await Promise.all([
    tx
      .select({ id: programSlots.id, slotCapacity: programSlots.capacity, programCapacity: programs.capacity })
      .from(programSlots)
      .innerJoin(programs, eq(programs.id, programSlots.programId))
      .where(inArray(programSlots.id, slotIds))
      .orderBy(asc(programSlots.id))
      .for('update', { of: programSlots }),
    // A place offered from the waitlist (an open offer) is held for that family.
    tx
      .select({
        slotId: programSlots.id,
        // Written out: drizzle leaves a one-table query's columns unqualified, and a bare "id" in the
        // subqueries would be their own table's.
        n: sql<number>`(select count(*) from enrollments e where e.slot_id = program_slots.id)
        + (select count(*) from waitlist_offers w where w.slot_id = program_slots.id
           and w.status = 'open' and w.expires_at > now())`.mapWith(Number),
      })
      .from(programSlots)
      .where(inArray(programSlots.id, slotIds)),
  ]);
  if (slots.length !== slotIds.length) throw new AppError('NOT_FOUND', 'slot_not_found');
  for (const s of slots) {
    const wanted = requests.filter((r) => r.slotId === s.id).length;
    const already = taken.find((t) => t.slotId === s.id)?.n ?? 0;
    if (already + wanted > (s.slotCapacity ?? s.programCapacity)) throw new AppError('CONFLICT', 'slot_full');
  }
  const today = requests.some((r) => !r.startsOn) ? await clubToday(tx, tenantId) : undefined;
  try {
    return await insertEach(
      tx,
      insertEnrollment,
      requests.map((r) => ({
        tenantId,
        athleteId: r.athleteId,
        slotId: r.slotId,
        membershipId: r.membershipId,
        startsOn: (r.startsOn ?? today)!,
      })),
    );
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError('CONFLICT', 'already_enrolled');
    throw err;
  }
}

/**
 * Makes the athlete's enrollments exactly `slotIds` (Edit Athlete, Athlete Registration): slots no
 * longer listed are unenrolled, new ones enrolled with the capacity rule. Runs inside the caller's
 * transaction, so a full slot (409) or an unknown one (404) leaves every enrollment as it was.
 * Several slots of one program are allowed (a team athlete trains on several days), each with its
 * own capacity.
 */
export async function setAthleteSlots(
  tx: Tx,
  tenantId: string,
  athlete: { id: string; membershipId: string },
  slotIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(slotIds)];
  const found =
    wanted.length > 0
      ? await tx
          .select({ id: programSlots.id, programId: programSlots.programId })
          .from(programSlots)
          .where(inArray(programSlots.id, wanted))
      : [];
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', 'slot_not_found');
  const current = await tx
    .select({ slotId: enrollments.slotId, programId: programSlots.programId, startsOn: enrollments.startsOn })
    .from(enrollments)
    .innerJoin(programSlots, eq(programSlots.id, enrollments.slotId))
    .where(eq(enrollments.athleteId, athlete.id));
  const had = new Set(current.map((e) => e.slotId));
  const dropped = [...had].filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !had.has(id));
  const programOf = new Map(found.map((f) => [f.id, f.programId]));
  // Moving to another slot of the same program is not a drop: the new slot keeps the first day.
  // Each dropped slot stands for one added slot of its program at most.
  const leaving = current.filter((c) => dropped.includes(c.slotId));
  const movedFrom = new Map<string, (typeof current)[number]>();
  for (const slotId of added) {
    const i = leaving.findIndex((c) => c.programId === programOf.get(slotId));
    if (i >= 0) movedFrom.set(slotId, leaving.splice(i, 1)[0]!);
  }
  if (dropped.length > 0) {
    const rows = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.athleteId, athlete.id), inArray(enrollments.slotId, dropped)))
      .returning(dropColumns);
    const moved = new Set([...movedFrom.values()].map((c) => c.slotId));
    await recordDrops(
      tx,
      rows.filter((r) => !moved.has(r.slotId)),
    );
  }
  await enrollInSlots(
    tx,
    tenantId,
    added.map((slotId) => ({
      athleteId: athlete.id,
      slotId,
      membershipId: athlete.membershipId,
      startsOn: movedFrom.get(slotId)?.startsOn,
    })),
  );
}

const dropColumns = {
  tenantId: enrollments.tenantId,
  athleteId: enrollments.athleteId,
  slotId: enrollments.slotId,
  membershipId: enrollments.membershipId,
  startsOn: enrollments.startsOn,
};

/**
 * Keeps a record of dropped enrollments (today is their last day) for billing: whether the club
 * credits unused meetings is its setting at the moment of the drop, the one the family was shown.
 * An enrollment that had not started yet leaves no record: it was never billed.
 */
async function recordDrops(tx: Tx, rows: (typeof enrollments.$inferInsert & { startsOn: string })[]): Promise<void> {
  const [club] = await tx
    .select({ credit: pricingConfigs.creditUnusedMeetings })
    .from(pricingConfigs)
    .where(isNull(pricingConfigs.programId))
    .orderBy(asc(pricingConfigs.createdAt))
    .limit(1);
  if (rows.length === 0) return;
  const today = await clubToday(tx, rows[0]!.tenantId);
  const started = rows.filter((r) => r.startsOn <= today);
  if (started.length === 0) return;
  await tx.insert(enrollmentDrops).values(
    started.map((r) => ({
      tenantId: r.tenantId,
      athleteId: r.athleteId,
      slotId: r.slotId,
      membershipId: r.membershipId,
      startsOn: r.startsOn,
      endsOn: today,
      creditUnused: club?.credit ?? false,
    })),
  );
}

export async function removeEnrollment(tx: Tx, athleteId: string, slotId: string): Promise<void> {
  const rows = await tx
    .delete(enrollments)
    .where(and(eq(enrollments.athleteId, athleteId), eq(enrollments.slotId, slotId)))
    .returning(dropColumns);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'enrollment_not_found');
  await recordDrops(tx, rows);
}

/** Enrollments of the athletes in `ids`, oldest first: one statement whatever their number, the ids
 *  going as one array value (so one prepared statement, whatever the count). */
const ENROLLMENTS_OF = `select ${selectList(enrollments, 'e', ['id', 'athleteId', 'slotId', 'membershipId', 'enrolledAt'])},
    ${selectList(programSlots, 's', ['days', 'times'])}, s.id as "programSlotId", s.slot_id as "slotCode",
    p.id as "programId", p.key as "programKey", p.label as "programLabel"
  from enrollments e join program_slots s on s.id = e.slot_id join programs p on p.id = s.program_id
  where e.athlete_id = any($1::uuid[]) order by e.enrolled_at`;
type EnrollmentRow = Selected<typeof enrollments, 'id' | 'athleteId' | 'slotId' | 'membershipId' | 'enrolledAt'> &
  Selected<typeof programSlots, 'days' | 'times'> & {
    programSlotId: string;
    slotCode: string;
    programId: string;
    programKey: string;
    programLabel: string;
  };

/** Enrollments of the given athletes with their program and slot, oldest first. */
export async function enrollmentsOf(tx: Tx, athleteIds: string[]): Promise<Enrollment[]> {
  if (athleteIds.length === 0) return [];
  const rows = await rowsOf<EnrollmentRow>(tx, { text: ENROLLMENTS_OF, values: [athleteIds] });
  return rows.map((r) => ({
    id: r.id,
    user_id: r.athleteId,
    slot_id: r.slotId,
    membership_id: r.membershipId,
    enrolled_at: r.enrolledAt.toISOString(),
    program: { id: r.programId, key: r.programKey, label: r.programLabel },
    program_slot: { id: r.programSlotId, slot_id: r.slotCode, days: r.days, times: r.times },
  }));
}

/** One athlete's enrollments with their attendance by date (athlete attendance details). */
export async function enrollmentsWithAttendance(tx: Tx, athleteId: string): Promise<EnrollmentWithAttendance[]> {
  const list = await enrollmentsOf(tx, [athleteId]);
  const records = await tx
    .select({ slotId: attendanceRecords.slotId, date: attendanceRecords.attendanceDate, status: attendanceRecords.status })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.athleteId, athleteId))
    .orderBy(asc(attendanceRecords.attendanceDate));
  return list.map((e) => ({
    ...e,
    attendance_records: records.filter((r) => r.slotId === e.slot_id).map((r) => ({ attendance_date: r.date, status: r.status })),
  }));
}
