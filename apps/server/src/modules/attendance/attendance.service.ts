// Attendance of one slot's class on one date: the enrolled athletes are absent unless marked;
// an athlete marked in a slot they are not enrolled in is a makeup. One record per athlete, slot and
// date (attendance_records_once_key), so marking again updates it.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  DEFAULT_ATTENDANCE_STATUS,
  type AttendanceProgram,
  type AttendanceRow,
  type AttendanceStatus,
  type MarkAttendanceBody,
} from '@springboard/contract/attendance';
import { DAYS } from '@springboard/contract/programs';
import { slotMeetsOn, type NoMeetingReason } from '../calendar/meetings.js';
import type { Tx } from '../../db/tenant-tx.js';
import {
  absences,
  athleteMedical,
  athletes,
  attendanceRecords,
  enrollments,
  makeups,
  programs,
  programSlots,
  slotCoaches,
} from '../../db/schema.js';
import { fieldError } from '../../platform/app-error.js';
import { seesSlot, type ClassScope } from '../coaches/coaches.service.js';

export type SlotOfProgram = typeof programSlots.$inferSelect & { programLabel: string; durationHours: number };

/** Programs with at least one slot the caller sees: every slot (scope null), or the slots they coach. */
export async function attendancePrograms(tx: Tx, scope: ClassScope = null): Promise<AttendanceProgram[]> {
  const rows = await tx
    .select({ p: { id: programs.id, key: programs.key, label: programs.label }, s: programSlots })
    .from(programs)
    .innerJoin(programSlots, eq(programSlots.programId, programs.id))
    .where(
      scope === null
        ? undefined
        : inArray(programSlots.id, tx.select({ id: slotCoaches.slotId }).from(slotCoaches).where(eq(slotCoaches.userId, scope))),
    )
    .orderBy(asc(programs.label), asc(programSlots.slotId));
  const out = new Map<string, AttendanceProgram>();
  for (const { p, s } of rows) {
    const entry = out.get(p.id) ?? { ...p, slots: [] };
    entry.slots.push({ id: s.id, slot_id: s.slotId, days: s.days, times: s.times });
    out.set(p.id, entry);
  }
  return [...out.values()];
}

/** The slot, which must be one of the program's and one the caller sees (a coach without
 *  all_classes: a slot they coach): 404 otherwise (also for another club's ids). */
export async function slotOfProgram(
  tx: Tx,
  programId: string | null,
  slotId: string,
  scope: ClassScope = null,
): Promise<SlotOfProgram> {
  if (!(await seesSlot(tx, scope, slotId))) throw fieldError('timeSlotId', 'slot_not_found', 'NOT_FOUND');
  const [row] = await tx
    .select({ s: programSlots, label: programs.label, duration: programs.durationHours })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(and(eq(programSlots.id, slotId), programId ? eq(programSlots.programId, programId) : undefined));
  if (!row) {
    if (programId) {
      const [p] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
      if (!p) throw fieldError('programId', 'program_not_found', 'NOT_FOUND');
    }
    throw fieldError('timeSlotId', 'slot_not_found', 'NOT_FOUND');
  }
  return { ...row.s, programLabel: row.label, durationHours: Number(row.duration) };
}

/** MON..SUN of a YYYY-MM-DD date. */
export function dayOf(date: string): (typeof DAYS)[number] {
  return DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The latest date anywhere on earth now (UTC+14): a class on it may already have happened. */
function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Allergies or medical notes are on file: the sheet's marker (never their text). */
const hasMedicalInfo = sql<boolean>`exists (select 1 from ${athleteMedical} m where m.tenant_id = ${athletes.tenantId}
  and m.athlete_id = ${athletes.id} and (coalesce(m.allergies, '') <> '' or coalesce(m.medical_notes, '') <> ''))`.mapWith(Boolean);

const byName = [asc(athletes.lastName), asc(athletes.firstName), asc(athletes.id)] as const;

/** The class: enrolled athletes (absent unless marked; `reported_absent` when the family said they
 *  will not attend), then the makeups recorded for it or booked for the date (expected: status makeup). */
export async function classAttendance(tx: Tx, slotId: string, date: string): Promise<AttendanceRow[]> {
  const enrolled = await tx
    .select({
      athleteId: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      status: attendanceRecords.status,
      hasMedical: hasMedicalInfo,
    })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .leftJoin(
      attendanceRecords,
      and(
        eq(attendanceRecords.athleteId, enrollments.athleteId),
        eq(attendanceRecords.slotId, enrollments.slotId),
        eq(attendanceRecords.attendanceDate, date),
      ),
    )
    .where(eq(enrollments.slotId, slotId))
    .orderBy(...byName);
  const enrolledIds = enrolled.map((r) => r.athleteId);
  const others = await tx
    .select({
      athleteId: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      status: attendanceRecords.status,
      hasMedical: hasMedicalInfo,
    })
    .from(attendanceRecords)
    .innerJoin(athletes, eq(athletes.id, attendanceRecords.athleteId))
    .where(
      and(
        eq(attendanceRecords.slotId, slotId),
        eq(attendanceRecords.attendanceDate, date),
        enrolledIds.length ? notInArray(attendanceRecords.athleteId, enrolledIds) : undefined,
      ),
    )
    .orderBy(...byName);
  const reported = new Set(
    (
      await tx
        .select({ id: absences.athleteId })
        .from(absences)
        .where(and(eq(absences.slotId, slotId), eq(absences.date, date)))
    ).map((r) => r.id),
  );
  const booked = await tx
    .select({ athleteId: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName, hasMedical: hasMedicalInfo })
    .from(makeups)
    .innerJoin(athletes, eq(athletes.id, makeups.athleteId))
    .where(and(eq(makeups.slotId, slotId), eq(makeups.date, date), eq(makeups.status, 'booked')))
    .orderBy(...byName);
  const bookedIds = new Set(booked.map((b) => b.athleteId));
  const recorded = new Set(others.map((o) => o.athleteId));
  const status = (s: string | null): AttendanceStatus =>
    s === 'present' || s === 'makeup' || s === 'absent' ? s : DEFAULT_ATTENDANCE_STATUS;
  const flags = (id: string) => ({ reported_absent: reported.has(id), makeup_booked: bookedIds.has(id) });
  return [
    ...enrolled.map(({ hasMedical, ...r }) => ({ ...r, status: status(r.status), enrolled: true, has_medical_info: hasMedical, ...flags(r.athleteId) })),
    ...others.map(({ hasMedical, ...r }) => ({ ...r, status: status(r.status), enrolled: false, has_medical_info: hasMedical, ...flags(r.athleteId) })),
    // Booked and not yet marked: expected, as a makeup.
    ...booked
      .filter((b) => !recorded.has(b.athleteId) && !enrolledIds.includes(b.athleteId))
      .map(({ hasMedical, ...b }) => ({ ...b, status: 'makeup' as const, enrolled: false, has_medical_info: hasMedical, ...flags(b.athleteId) })),
  ];
}

/** The refusal of marking a date the class does not meet, by the reason it does not. */
const NO_MEETING_CODE = {
  not_class_day: 'not_class_day',
  outside_term: 'class_outside_term',
  closed: 'club_closed_on_day',
  cancelled: 'class_cancelled_on_day',
} as const satisfies Record<NoMeetingReason, string>;

/**
 * POST /attendance/mark. Everything is checked before anything is written: the slot is the
 * program's and meets that day, the date is not in the future, each athlete is the club's and
 * listed once. Enrolled athletes are present or absent (or stay the makeup they were recorded as
 * before they were enrolled); anyone else marked present or makeup is
 * recorded as makeup, and marked absent loses the makeup record (they were not in the class).
 */
export async function markAttendance(
  tx: Tx,
  tenantId: string,
  body: MarkAttendanceBody,
  markedBy: string,
  scope: ClassScope = null,
): Promise<AttendanceRow[]> {
  const slot = await slotOfProgram(tx, body.programId, body.timeSlotId, scope);
  if (body.attendanceDate > latestToday()) throw fieldError('attendanceDate', 'in_future');
  const why = await slotMeetsOn(tx, body.timeSlotId, body.attendanceDate);
  if (why) throw fieldError('attendanceDate', NO_MEETING_CODE[why]);

  const ids = body.attendance.map((a) => a.athleteId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw fieldError(`attendance.${twice}.athleteId`, 'athlete_listed_twice');
  const known = new Set((await tx.select({ id: athletes.id }).from(athletes).where(inArray(athletes.id, ids))).map((a) => a.id));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw fieldError(`attendance.${unknown}.athleteId`, 'athlete_not_found', 'NOT_FOUND');
  const enrolled = new Set(
    (
      await tx
        .select({ id: enrollments.athleteId })
        .from(enrollments)
        .where(and(eq(enrollments.slotId, slot.id), inArray(enrollments.athleteId, ids)))
    ).map((e) => e.id),
  );
  // A makeup recorded before the athlete was enrolled stays a makeup when the class is re-submitted.
  const wasMakeup = new Set(
    (
      await tx
        .select({ id: attendanceRecords.athleteId })
        .from(attendanceRecords)
        .where(
          and(
            eq(attendanceRecords.slotId, slot.id),
            eq(attendanceRecords.attendanceDate, body.attendanceDate),
            eq(attendanceRecords.status, 'makeup'),
            inArray(attendanceRecords.athleteId, ids),
          ),
        )
    ).map((r) => r.id),
  );
  const wrong = body.attendance.findIndex(
    (a) => enrolled.has(a.athleteId) && a.status === 'makeup' && !wasMakeup.has(a.athleteId),
  );
  if (wrong >= 0) throw fieldError(`attendance.${wrong}.status`, 'enrolled_not_makeup');

  const saved = body.attendance
    .filter((a) => enrolled.has(a.athleteId) || a.status !== 'absent')
    .map((a) => ({
      tenantId,
      athleteId: a.athleteId,
      programId: body.programId,
      slotId: slot.id,
      attendanceDate: body.attendanceDate,
      status: enrolled.has(a.athleteId) ? a.status : 'makeup',
      markedBy,
    }));
  const dropped = body.attendance.filter((a) => !enrolled.has(a.athleteId) && a.status === 'absent').map((a) => a.athleteId);
  if (saved.length)
    await tx
      .insert(attendanceRecords)
      .values(saved)
      .onConflictDoUpdate({
        target: [
          attendanceRecords.tenantId,
          attendanceRecords.athleteId,
          attendanceRecords.slotId,
          attendanceRecords.attendanceDate,
        ],
        set: {
          status: sql`excluded.status`,
          markedBy: sql`excluded.marked_by`,
          programId: sql`excluded.program_id`,
          updatedAt: new Date(),
        },
      });
  if (dropped.length)
    await tx
      .delete(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.slotId, slot.id),
          eq(attendanceRecords.attendanceDate, body.attendanceDate),
          inArray(attendanceRecords.athleteId, dropped),
        ),
      );
  return classAttendance(tx, slot.id, body.attendanceDate);
}
