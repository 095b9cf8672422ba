// The Enroll dialog of Mark Attendance: a club athlete not in the slot is enrolled and
// the family invoiced the class's prorated tuition for the rest of the billing period, in the caller's one transaction, so there is never an
// enrollment without its invoice or an invoice without its enrollment; a retry is 409 (the
// enrollment's unique key), never a second invoice.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { type UnenrolledAthletes } from '@springboard/contract/attendance';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, enrollments, memberships } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { clubToday } from '../calendar/meetings.js';
import { enrollInSlots } from '../enrollments/enrollments.service.js';
import { assertAgesFit } from '../enrollments/age-check.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import { athleteLines, monthlyCents } from '../pricing/tuition.js';
import {
  billingMonths,
  familyClasses,
  loadClubPricing,
  periodContaining,
  sumCents,
  tiersOf,
} from '../pricing/tuition.service.js';
import { slotOfProgram, type SlotOfProgram } from './attendance.service.js';
import { classParams, describedAs } from '@springboard/contract/record-texts';

/**
 * What the class costs a month on its own, in cents: the slot's own price when it has one,
 * otherwise its weekly hours (program duration × days) by the tiers (the program's config or the
 * club's). Null when no tier is set (the dialog then refuses rather than invoice nothing).
 */
export async function enrollmentPriceCents(tx: Tx, slot: SlotOfProgram): Promise<number | null> {
  if (slot.priceCents > 0) return slot.priceCents;
  const pricing = await loadClubPricing(tx);
  const tiers = tiersOf(pricing)(pricing.tiers.has(slot.programId) ? slot.programId : 'club');
  return tiers ? (monthlyCents(tiers, slot.durationHours * slot.days.length)?.cents ?? null) : null;
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
  input: { athleteId: string; timeSlotId: string; confirm_age?: boolean },
  by: string,
): Promise<{ enrollmentId: string; invoiceId: string | null; amount: number }> {
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
  if (!input.confirm_age) await assertAgesFit(tx, tenantId, athlete.id, [{ slotId: slot.id, field: 'timeSlotId' }]);
  if ((await enrollmentPriceCents(tx, slot)) === null) throw new AppError('CONFLICT', 'no_price_for_duration');
  // The class starts today: the family is invoiced what it adds to the athlete's tuition for the
  // meetings left in the current billing period (its proration line); the next periods are billed
  // by automatic invoicing.
  const pricing = await loadClubPricing(tx);
  const today = await clubToday(tx, tenantId);
  const period = periodContaining(today, await billingMonths(tx, tenantId));
  const before = (await familyClasses(tx, pricing, [athlete.membershipId])).filter((c) => c.athleteId === athlete.id);
  const [enrollmentId] = await enrollInSlots(tx, tenantId, [
    { athleteId: athlete.id, slotId: slot.id, membershipId: athlete.membershipId, startsOn: today },
  ]);
  const after = (await familyClasses(tx, pricing, [athlete.membershipId])).filter((c) => c.athleteId === athlete.id);
  const linesBefore = athleteLines(before, tiersOf(pricing), period);
  const linesAfter = athleteLines(after, tiersOf(pricing), period);
  const cents = sumCents(linesAfter) - sumCents(linesBefore);
  if (cents <= 0) return { enrollmentId: enrollmentId!, invoiceId: null, amount: 0 };
  const line = linesAfter.find((l) => !linesBefore.some((b) => b.description === l.description));
  // Written in the reader's language: the class by its program, days and hours, never its slot code.
  const { description, descriptionText } = describedAs(
    'class_enrollment',
    classParams({ program: slot.programLabel, days: slot.days, times: slot.times }),
  );
  // One line: what the class adds to the athlete's tuition for the meetings left in the period.
  const invoiceId = await insertInvoice(tx, {
    tenantId,
    membershipId: athlete.membershipId,
    athleteId: athlete.id,
    description,
    descriptionText,
    dueDate: today,
    category: 'enrollment',
    generatedBy: by,
    lines: [
      {
        kind: line?.kind === 'proration' ? 'proration' : 'tuition',
        description: line?.description ?? description,
        descriptionText: line?.descriptionText ?? descriptionText,
        athleteId: athlete.id,
        amountCents: cents,
      },
    ],
  });
  return { enrollmentId: enrollmentId!, invoiceId, amount: toDollars(cents) };
}
