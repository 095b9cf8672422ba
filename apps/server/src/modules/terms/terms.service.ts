// Terms (admins add, change and delete them; anyone on the club's site reads them) and the
// registration window of a term's classes: before registration_opens_on only families already
// enrolled in the club (and so their new athletes, the siblings) may register, from priority_opens_on.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Term, TermBody } from '@springboard/contract/terms';
import { reason } from '@springboard/contract/messages';
import type { Tx } from '../../db/tenant-tx.js';
import { enrollments, programSlots, programs, terms } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { clubToday, slotCalendars } from '../calendar/meetings.js';

type TermRow = typeof terms.$inferSelect;

/** Whether the family has an athlete enrolled in a class of the club: it registers on priority days. */
export async function hasPriority(tx: Tx, membershipId: string | null): Promise<boolean> {
  if (!membershipId) return false;
  const [row] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.membershipId, membershipId))
    .limit(1);
  return !!row;
}

/** The day the term's registration opens for a family with or without priority (null: no day set). */
export function opensOn(t: Pick<TermRow, 'registrationOpensOn' | 'priorityOpensOn'>, priority: boolean): string | null {
  return (priority ? t.priorityOpensOn : null) ?? t.registrationOpensOn;
}

function toTerm(t: TermRow, usage: { programs: number; slots: number }, priority: boolean, today: string): Term {
  const opens = opensOn(t, priority);
  return {
    id: t.id,
    name: t.name,
    starts_on: t.startsOn,
    ends_on: t.endsOn,
    registration_opens_on: t.registrationOpensOn,
    priority_opens_on: t.priorityOpensOn,
    opens_for_you_on: opens,
    open_for_you: opens === null || opens <= today,
    programs: usage.programs,
    slots: usage.slots,
  };
}

async function usageOf(tx: Tx, ids: string[]): Promise<Map<string, { programs: number; slots: number }>> {
  const out = new Map(ids.map((id) => [id, { programs: 0, slots: 0 }]));
  if (ids.length === 0) return out;
  const p = await tx
    .select({ id: programs.termId, n: count() })
    .from(programs)
    .where(inArray(programs.termId, ids))
    .groupBy(programs.termId);
  const s = await tx
    .select({ id: programSlots.termId, n: count() })
    .from(programSlots)
    .where(inArray(programSlots.termId, ids))
    .groupBy(programSlots.termId);
  for (const r of p) out.get(r.id!)!.programs = r.n;
  for (const r of s) out.get(r.id!)!.slots = r.n;
  return out;
}

export async function listTerms(tx: Tx, tenantId: string, membershipId: string | null): Promise<Term[]> {
  const rows = await tx.select().from(terms).orderBy(asc(terms.startsOn), asc(terms.name));
  const usage = await usageOf(
    tx,
    rows.map((r) => r.id),
  );
  const [priority, today] = [await hasPriority(tx, membershipId), await clubToday(tx, tenantId)];
  return rows.map((r) => toTerm(r, usage.get(r.id)!, priority, today));
}

async function getTerm(tx: Tx, tenantId: string, id: string): Promise<Term> {
  const [row] = await tx.select().from(terms).where(eq(terms.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'term_not_found');
  return toTerm(row, (await usageOf(tx, [id])).get(id)!, false, await clubToday(tx, tenantId));
}

const nameTaken = () => fieldError('name', 'term_name_taken', 'CONFLICT');

async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(sql`lower(${terms.name}) = lower(${name})`, exceptId ? ne(terms.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw nameTaken();
}

const columns = (b: TermBody) => ({
  name: b.name,
  startsOn: b.starts_on,
  endsOn: b.ends_on,
  registrationOpensOn: b.registration_opens_on,
  priorityOpensOn: b.priority_opens_on,
});

async function translatingNameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) === 'terms_tenant_name_key') throw nameTaken();
    throw err;
  }
}

export async function createTerm(tx: Tx, tenantId: string, body: TermBody): Promise<Term> {
  await assertNameFree(tx, body.name);
  const [row] = await translatingNameRace(() =>
    tx
      .insert(terms)
      .values({ tenantId, ...columns(body) })
      .returning({ id: terms.id }),
  );
  return getTerm(tx, tenantId, row!.id);
}

export async function updateTerm(tx: Tx, tenantId: string, id: string, body: TermBody): Promise<Term> {
  await assertNameFree(tx, body.name, id);
  const rows = await translatingNameRace(() =>
    tx.update(terms).set(columns(body)).where(eq(terms.id, id)).returning({ id: terms.id }),
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'term_not_found');
  return getTerm(tx, tenantId, id);
}

/** A term still used by a program or a slot is kept (409): its classes would silently run all year. */
export async function deleteTerm(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ id: terms.id, name: terms.name }).from(terms).where(eq(terms.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'term_not_found');
  const usage = (await usageOf(tx, [id])).get(id)!;
  if (usage.programs + usage.slots > 0) throw new AppError('CONFLICT', reason('term_in_use', { term: row.name }));
  await tx.delete(terms).where(eq(terms.id, id));
}

/** A term given to a program or a slot must be one of the club's (404 naming the field). */
export async function assertTermExists(tx: Tx, termId: string | null | undefined, field: string): Promise<void> {
  if (!termId) return;
  const [row] = await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, termId));
  if (!row) throw fieldError(field, 'term_not_found', 'NOT_FOUND');
}

/**
 * Refuses (409, naming the slot's field) a family's registration into a class of a term whose
 * registration has not opened for them yet: the day is priority_opens_on for a family with an athlete
 * enrolled in the club (so a sibling registers with them), registration_opens_on for anyone else.
 * `slots` pairs each new slot with the request field that chose it.
 */
export async function assertRegistrationOpen(
  tx: Tx,
  tenantId: string,
  membershipId: string | null,
  slots: { slotId: string; field: string }[],
): Promise<void> {
  if (slots.length === 0) return;
  const calendars = await slotCalendars(
    tx,
    slots.map((s) => s.slotId),
  );
  const termIds = [...new Set([...calendars.values()].flatMap((c) => (c.term ? [c.term.id] : [])))];
  if (termIds.length === 0) return;
  const rows = await tx.select().from(terms).where(inArray(terms.id, termIds));
  const closed = rows.filter((t) => t.registrationOpensOn !== null);
  if (closed.length === 0) return;
  const [today, priority] = [await clubToday(tx, tenantId), await hasPriority(tx, membershipId)];
  for (const s of slots) {
    const termId = calendars.get(s.slotId)?.term?.id;
    const t = closed.find((r) => r.id === termId);
    const opens = t && opensOn(t, priority);
    if (!opens || opens <= today) continue;
    const [label] = await tx
      .select({ slot: programSlots.slotId, program: programs.label })
      .from(programSlots)
      .innerJoin(programs, eq(programs.id, programSlots.programId))
      .where(eq(programSlots.id, s.slotId));
    throw fieldError(
      s.field,
      reason('registration_not_open', { slot: `${label!.program} ${label!.slot}`, date: opens }),
      'CONFLICT',
    );
  }
}
