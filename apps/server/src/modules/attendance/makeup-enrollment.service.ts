// The Enroll dialog of Mark Attendance: a club athlete not in the slot is enrolled and
// the family invoiced the program's price, in the caller's one transaction, so there is never an
// enrollment without its invoice or an invoice without its enrollment; a retry is 409 (the
// enrollment's unique key), never a second invoice.
import { and, asc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import { type UnenrolledAthletes } from '@springboard/contract/attendance';
import type { HourlyTier } from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, enrollments, memberships, pricingConfigs } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { enrollInSlots } from '../enrollments/enrollments.service.js';
import { todayUtc } from '../invoices/invoices.service.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import { slotOfProgram, type SlotOfProgram } from './attendance.service.js';

/** The pricing tier of a class of this many hours: the smallest tier that covers it. */
export function tierFor(hours: number): HourlyTier {
  if (hours <= 0.5) return 'halfHour';
  if (hours <= 1) return 'oneHour';
  if (hours <= 2) return 'twoHour';
  if (hours <= 3) return 'threeHour';
  return 'fourHour';
}

/**
 * What enrolling in the slot costs, in cents: the slot's own price when it has one, otherwise the
 * tier of the program's duration in the program's pricing config, or else the club's. Null when
 * none is set (the dialog then refuses rather than invoice nothing).
 */
export async function enrollmentPriceCents(tx: Tx, slot: SlotOfProgram): Promise<number | null> {
  if (slot.priceCents > 0) return slot.priceCents;
  const [config] = await tx
    .select({ tiers: pricingConfigs.hourlyTiers })
    .from(pricingConfigs)
    .where(or(eq(pricingConfigs.programId, slot.programId), isNull(pricingConfigs.programId)))
    .orderBy(sql`${pricingConfigs.programId} is null`, asc(pricingConfigs.createdAt))
    .limit(1);
  const cents = (config?.tiers as Record<string, unknown> | undefined)?.[tierFor(slot.durationHours)];
  return typeof cents === 'number' && cents > 0 ? cents : null;
}

/** The club's athletes not enrolled in the slot (by name), with the price enrolling one costs. */
export async function unenrolledAthletes(tx: Tx, slotId: string): Promise<UnenrolledAthletes> {
  const slot = await slotOfProgram(tx, null, slotId);
  const rows = await tx
    .select({
      athleteId: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      familyName: sql<string>`${memberships.firstName} || ' ' || ${memberships.lastName}`,
    })
    .from(athletes)
    .innerJoin(memberships, eq(memberships.id, athletes.membershipId))
    .where(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(enrollments)
          .where(and(eq(enrollments.athleteId, athletes.id), eq(enrollments.slotId, slot.id))),
      ),
    )
    .orderBy(asc(athletes.lastName), asc(athletes.firstName), asc(athletes.id));
  const cents = await enrollmentPriceCents(tx, slot);
  return { price: cents === null ? null : toDollars(cents), athletes: rows };
}

export async function enrollWithInvoice(
  tx: Tx,
  tenantId: string,
  input: { athleteId: string; timeSlotId: string },
  by: string,
): Promise<{ enrollmentId: string; invoiceId: string; amount: number }> {
  const slot = await slotOfProgram(tx, null, input.timeSlotId);
  const [athlete] = await tx
    .select({ id: athletes.id, membershipId: athletes.membershipId })
    .from(athletes)
    .where(eq(athletes.id, input.athleteId));
  if (!athlete) throw fieldError('athleteId', 'athlete_not_found', 'NOT_FOUND');
  const [already] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.athleteId, athlete.id), eq(enrollments.slotId, slot.id)));
  if (already) throw new AppError('CONFLICT', 'already_enrolled');
  const cents = await enrollmentPriceCents(tx, slot);
  if (cents === null) throw new AppError('CONFLICT', 'no_price_for_duration');
  const [enrollmentId] = await enrollInSlots(tx, tenantId, [
    { athleteId: athlete.id, slotId: slot.id, membershipId: athlete.membershipId },
  ]);
  const description = `Enrollment: ${slot.programLabel} (${slot.slotId})`;
  const invoiceId = await insertInvoice(tx, {
    tenantId,
    membershipId: athlete.membershipId,
    athleteId: athlete.id,
    description,
    dueDate: todayUtc(),
    category: 'enrollment',
    generatedBy: by,
    lines: [{ kind: 'tuition', description, athleteId: athlete.id, amountCents: cents }],
  });
  return { enrollmentId: enrollmentId!, invoiceId, amount: toDollars(cents) };
}
