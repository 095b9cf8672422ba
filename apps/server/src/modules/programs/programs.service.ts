// Programs and their slots as the public site and registration read them.
import { asc, eq, sql } from 'drizzle-orm';
import type { Program, ProgramWithSlots, Slot } from '@springboard/contract/programs';
import type { Tx } from '../../db/tenant-tx.js';
import { enrollments, programs, programSlots } from '../../db/schema.js';

function toProgram(p: typeof programs.$inferSelect): Program {
  return {
    id: p.id,
    key: p.key,
    label: p.label,
    description: p.description,
    duration_hours: Number(p.durationHours),
    min_age: p.minAge,
    max_age: p.maxAge,
    capacity: p.capacity,
  };
}

export async function listPrograms(tx: Tx): Promise<Program[]> {
  const rows = await tx.select().from(programs).orderBy(asc(programs.minAge), asc(programs.label));
  return rows.map(toProgram);
}

export async function listSlots(tx: Tx): Promise<Slot[]> {
  const rows = await tx
    .select({
      slot: programSlots,
      programName: programs.label,
      programCapacity: programs.capacity,
      enrolled: sql<number>`(select count(*)::int from ${enrollments} e where e.slot_id = ${programSlots.id} and e.tenant_id = ${programSlots.tenantId})`,
    })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
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
  }));
}

export async function listProgramsWithSlots(tx: Tx): Promise<ProgramWithSlots[]> {
  const [all, slots] = [await listPrograms(tx), await listSlots(tx)];
  return all.map((p) => ({ ...p, slots: slots.filter((s) => s.program_id === p.id) }));
}
