// The coaches of each time slot, and which classes a staff member sees: every class with
// all_classes (admins always), otherwise the slots they coach.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SlotCoaches } from '@springboard/contract/coaches';
import type { Tx } from '../../db/tenant-tx.js';
import { programSlots, slotCoaches, users } from '../../db/schema.js';
import { can, type Principal } from '../../platform/access.js';
import { fieldError } from '../../platform/app-error.js';

/** Null: the caller sees every class; otherwise the user whose coached slots they see. */
export type ClassScope = string | null;

export function classScopeOf(user: Principal): ClassScope {
  return can(user, 'all_classes') ? null : user.id;
}

/** The slot ids the user coaches. */
export async function coachedSlotIds(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.select({ slotId: slotCoaches.slotId }).from(slotCoaches).where(eq(slotCoaches.userId, userId));
  return rows.map((r) => r.slotId);
}

/** Whether a caller of this scope sees the slot's class. */
export async function seesSlot(tx: Tx, scope: ClassScope, slotId: string): Promise<boolean> {
  if (scope === null) return true;
  const [row] = await tx
    .select({ id: slotCoaches.id })
    .from(slotCoaches)
    .where(and(eq(slotCoaches.slotId, slotId), eq(slotCoaches.userId, scope)));
  return row !== undefined;
}

export async function listSlotCoaches(tx: Tx, slotIds?: string[]): Promise<SlotCoaches[]> {
  const rows = await tx
    .select({ slotId: slotCoaches.slotId, userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(slotCoaches)
    .innerJoin(users, eq(users.id, slotCoaches.userId))
    .where(slotIds ? inArray(slotCoaches.slotId, slotIds) : undefined)
    .orderBy(asc(slotCoaches.slotId), asc(users.lastName), asc(users.firstName), asc(users.id));
  const out = new Map<string, SlotCoaches>();
  for (const r of rows) {
    const entry = out.get(r.slotId) ?? { slot_id: r.slotId, coaches: [] };
    entry.coaches.push({ user_id: r.userId, first_name: r.firstName, last_name: r.lastName });
    out.set(r.slotId, entry);
  }
  return [...out.values()];
}

/** Sets the slot's coaches to exactly `staffIds` (staff or admins of the club). */
export async function setSlotCoaches(tx: Tx, tenantId: string, slotId: string, staffIds: string[]): Promise<SlotCoaches> {
  const [slot] = await tx.select({ id: programSlots.id }).from(programSlots).where(eq(programSlots.id, slotId)).for('update');
  if (!slot) throw fieldError('id', 'slot_not_found', 'NOT_FOUND');
  const ids = [...new Set(staffIds)];
  if (ids.length) {
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), inArray(users.role, ['staff', 'admin'])));
    if (staff.length !== ids.length) throw fieldError('staff_ids', 'not_club_staff');
  }
  await tx.delete(slotCoaches).where(eq(slotCoaches.slotId, slotId));
  if (ids.length) await tx.insert(slotCoaches).values(ids.map((userId) => ({ tenantId, slotId, userId })));
  return (await listSlotCoaches(tx, [slotId]))[0] ?? { slot_id: slotId, coaches: [] };
}
