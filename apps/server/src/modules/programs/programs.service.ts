// Programs and their weekly slots: read as the public site and registration show them, and created
// and edited by admins (Create New Program, Programs Management).
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type CreateProgramBody,
  type Program,
  type ProgramWithSlots,
  type Slot,
  type SlotInput,
  type UpdateProgramBody,
} from '@springboard/contract/programs';
import { reason } from '@springboard/contract/messages';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
import { enrollments, programs, programSlots } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { pictureFromRow, pictureOf, pictureSubquery, type PictureRow } from '../pictures/pictures.service.js';
import { toCents, toDollars } from '@springboard/contract/money';
import { monthlyCents } from '../pricing/tuition.js';
import { assertTermExists } from '../terms/terms.service.js';
import { loadClubPricing, tiersOf, type ClubPricing } from '../pricing/tuition.service.js';

function toProgram(p: ProgramRow, image: Program['image']): Program {
  return {
    id: p.id,
    key: p.key,
    label: p.label,
    description: p.description,
    label_es: p.labelEs,
    description_es: p.descriptionEs,
    duration_hours: Number(p.durationHours),
    min_age: p.minAge,
    max_age: p.maxAge,
    capacity: p.capacity,
    image,
    term_id: p.termId,
    makeup_group: p.makeupGroup,
  };
}

/** The columns a program is shown with (toProgram). */
const PROGRAM_KEYS = [
  'id',
  'key',
  'label',
  'description',
  'labelEs',
  'descriptionEs',
  'durationHours',
  'minAge',
  'maxAge',
  'capacity',
  'termId',
  'makeupGroup',
] as const;
type ProgramRow = Selected<typeof programs, (typeof PROGRAM_KEYS)[number]>;

/** The club's programs as the site lists them (youngest first), each with its picture: the read
 *  every public page makes, written out in SQL (db/select-list.ts). */
const PROGRAMS = `select ${selectList(programs, 'programs', PROGRAM_KEYS)}, ${pictureSubquery('program')} as image
  from programs order by programs.min_age, programs.label`;

export async function listPrograms(tx: Tx): Promise<Program[]> {
  const rows = await rowsOf<ProgramRow & { image: PictureRow | null }>(tx, { text: PROGRAMS, values: [] });
  return rows.map((r) => toProgram(r, pictureFromRow(r.image)));
}

/** Every slot of the club, or of one program, with its places taken. */
export async function listSlots(tx: Tx, programId?: string): Promise<Slot[]> {
  const rows = await tx
    .select({
      slot: programSlots,
      programName: programs.label,
      programCapacity: programs.capacity,
      enrolled: sql<number>`(select count(*)::int from ${enrollments} e where e.slot_id = ${programSlots.id} and e.tenant_id = ${programSlots.tenantId})`,
    })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(programId ? eq(programSlots.programId, programId) : undefined)
    .orderBy(asc(programs.label), asc(programSlots.slotId));
  return rows.map((r) => ({
    id: r.slot.id,
    program_id: r.slot.programId,
    slot_id: r.slot.slotId,
    program_name: r.programName,
    days: r.slot.days as Slot['days'],
    times: r.slot.times,
    price: r.slot.priceCents / 100,
    capacity: r.slot.capacity ?? r.programCapacity,
    enrolled: r.enrolled,
    term_id: r.slot.termId,
  }));
}

/** The least a month of the program costs: one meeting a week of its cheapest slot, by the tuition
 *  calculation (a slot's own price, else the tiers of the program's config or the club's). */
function monthlyFrom(pricing: ClubPricing, p: Program, slots: Slot[]): number | null {
  const tiers = tiersOf(pricing)(pricing.tiers.has(p.id) ? p.id : 'club');
  const byTiers = tiers ? (monthlyCents(tiers, p.duration_hours)?.cents ?? null) : null;
  const prices = (slots.length ? slots : [null]).map((s) => (s && s.price > 0 ? toCents(s.price) : byTiers));
  const known = prices.filter((c): c is number => c !== null && c > 0);
  return known.length ? toDollars(Math.min(...known)) : null;
}

export async function listProgramsWithSlots(tx: Tx): Promise<ProgramWithSlots[]> {
  const [all, slots, pricing] = [await listPrograms(tx), await listSlots(tx), await loadClubPricing(tx)];
  return all.map((p) => {
    const own = slots.filter((s) => s.program_id === p.id);
    return { ...p, slots: own, monthly_from: monthlyFrom(pricing, p, own) };
  });
}

export async function getProgramWithSlots(tx: Tx, id: string): Promise<ProgramWithSlots> {
  const [row] = await tx
    .select({ program: programs, image: pictureOf('program') })
    .from(programs)
    .where(eq(programs.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'program_not_found');
  const program = toProgram(row.program, pictureFromRow(row.image));
  const slots = await listSlots(tx, id);
  return { ...program, slots, monthly_from: monthlyFrom(await loadClubPricing(tx), program, slots) };
}

const keyTaken = () => fieldError('key', 'program_key_taken', 'CONFLICT');

async function assertKeyFree(tx: Tx, key: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(exceptId ? and(eq(programs.key, key), ne(programs.id, exceptId)) : eq(programs.key, key))
    .limit(1);
  if (clash) throw keyTaken();
}

function programColumns(body: CreateProgramBody | UpdateProgramBody) {
  return {
    key: body.key,
    label: body.label,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.label_es !== undefined ? { labelEs: body.label_es } : {}),
    ...(body.description_es !== undefined ? { descriptionEs: body.description_es } : {}),
    durationHours: body.duration_hours,
    minAge: body.min_age,
    maxAge: body.max_age,
    ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
    ...(body.term_id !== undefined ? { termId: body.term_id } : {}),
    ...(body.makeup_group !== undefined ? { makeupGroup: body.makeup_group } : {}),
  };
}

const slotColumns = (s: SlotInput) => ({
  slotId: s.slot_id,
  days: s.days,
  times: s.times,
  capacity: s.capacity ?? null,
  ...(s.term_id !== undefined ? { termId: s.term_id } : {}),
});

/** The terms a program and its slots name must be the club's (404 naming the field). */
async function assertTerms(tx: Tx, body: CreateProgramBody | UpdateProgramBody): Promise<void> {
  await assertTermExists(tx, body.term_id, 'term_id');
  for (const [i, s] of body.slots.entries()) await assertTermExists(tx, s.term_id, `slots.${i}.term_id`);
}

/** A race on the key (two admins saving at once) is the same 409 as the check before it. */
async function translatingKeyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) === 'programs_tenant_key_key') throw keyTaken();
    throw err;
  }
}

/** POST /programs/add-with-slots: the program and its slots, all or nothing. */
export async function createProgramWithSlots(tx: Tx, tenantId: string, body: CreateProgramBody): Promise<string> {
  await assertKeyFree(tx, body.key);
  await assertTerms(tx, body);
  return translatingKeyRace(async () => {
    const [p] = await tx
      .insert(programs)
      .values({ tenantId, ...programColumns(body) })
      .returning({ id: programs.id });
    await tx.insert(programSlots).values(body.slots.map((s) => ({ tenantId, programId: p!.id, ...slotColumns(s) })));
    return p!.id;
  });
}

/**
 * PUT /programs/{id}. The program row and its slots are locked first (enrolling locks the same slot
 * rows), so the enrollment counts checked here hold until commit: a slot with athletes is never
 * deleted and a capacity never drops below the athletes already in the slot. Any refusal throws,
 * and the request's one transaction leaves the database as it was.
 */
export async function updateProgramWithSlots(tx: Tx, tenantId: string, id: string, body: UpdateProgramBody): Promise<void> {
  const [current] = await tx.select({ capacity: programs.capacity }).from(programs).where(eq(programs.id, id)).for('update');
  if (!current) throw new AppError('NOT_FOUND', 'program_not_found');
  await assertKeyFree(tx, body.key, id);
  await assertTerms(tx, body);
  const existing = await tx
    .select({ id: programSlots.id, slotId: programSlots.slotId, capacity: programSlots.capacity })
    .from(programSlots)
    .where(eq(programSlots.programId, id))
    .orderBy(asc(programSlots.id))
    .for('update');
  const byId = new Map(existing.map((s) => [s.id, s]));
  const notFound = (field: string) => fieldError(field, 'slot_not_found', 'NOT_FOUND');
  body.slots.forEach((s, i) => {
    if (s.id && !byId.has(s.id)) throw notFound(`slots.${i}.id`);
  });
  body.deletedSlotIds.forEach((slotId, i) => {
    if (!byId.has(slotId)) throw notFound(`deletedSlotIds.${i}`);
  });

  // A slot id stays unique among the slots the program ends with, the untouched ones included.
  const touched = new Set([...body.slots.flatMap((s) => (s.id ? [s.id] : [])), ...body.deletedSlotIds]);
  const untouched = new Set(existing.filter((s) => !touched.has(s.id)).map((s) => s.slotId.toLowerCase()));
  body.slots.forEach((s, i) => {
    if (untouched.has(s.slot_id.toLowerCase())) throw fieldError(`slots.${i}.slot_id`, 'slot_id_taken');
  });

  const taken = existing.length
    ? await tx
        .select({ slotId: enrollments.slotId, n: count() })
        .from(enrollments)
        .where(
          inArray(
            enrollments.slotId,
            existing.map((s) => s.id),
          ),
        )
        .groupBy(enrollments.slotId)
    : [];
  const enrolled = (slotId: string) => taken.find((t) => t.slotId === slotId)?.n ?? 0;
  body.deletedSlotIds.forEach((slotId, i) => {
    if (enrolled(slotId) > 0) {
      throw fieldError(`deletedSlotIds.${i}`, reason('slot_has_athletes', { slot: byId.get(slotId)!.slotId }), 'CONFLICT');
    }
  });
  const programCapacity = body.capacity ?? current.capacity;
  body.slots.forEach((s, i) => {
    const n = s.id ? enrolled(s.id) : 0;
    if (n > (s.capacity ?? programCapacity))
      throw fieldError(`slots.${i}.capacity`, reason('capacity_below_enrolled', { count: n }));
  });
  // Untouched slots that follow the program's capacity must still hold their athletes.
  for (const s of existing) {
    if (!touched.has(s.id) && s.capacity === null && enrolled(s.id) > programCapacity) {
      throw fieldError('capacity', reason('capacity_below_enrolled', { count: enrolled(s.id) }));
    }
  }

  await translatingKeyRace(() =>
    tx
      .update(programs)
      .set({ ...programColumns(body), updatedAt: new Date() })
      .where(eq(programs.id, id)),
  );
  if (body.deletedSlotIds.length) await tx.delete(programSlots).where(inArray(programSlots.id, body.deletedSlotIds));
  for (const s of body.slots.filter((x) => x.id)) {
    await tx.update(programSlots).set(slotColumns(s)).where(eq(programSlots.id, s.id!));
  }
  const added = body.slots.filter((s) => !s.id);
  if (added.length) await tx.insert(programSlots).values(added.map((s) => ({ tenantId, programId: id, ...slotColumns(s) })));
}

/** The program row, locked; 404 when the club has no such program. */
export async function lockProgram(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'program_not_found');
}
