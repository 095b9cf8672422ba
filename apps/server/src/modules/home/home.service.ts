// The home overview: the figures of the club an admin or staff member lands on.
// Each part is read only when the caller may open the list it links to; RLS keeps every count to
// the caller's club.
import { asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { toDollars } from '@springboard/contract/money';
import { HOME_RECENT_DAYS, HOME_RECENT_LIMIT, type HomeClass, type HomeOverview } from '@springboard/contract/home';
import type { Permission } from '@springboard/contract/permissions';
import { DAYS } from '@springboard/contract/programs';
import { athletes, invoices, memberships, programs, programSlots } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { dayOf } from '../attendance/attendance.service.js';
import { unpaid } from '../invoices/invoices.service.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { activeMembershipBetween } from '../memberships/active.js';
import { countOpenOffers } from '../waitlist/waitlist.service.js';

import { meetingDates } from '../calendar/meetings.js';

export { clubToday } from '../calendar/meetings.js';

async function memberFigures(tx: Tx, today: string): Promise<NonNullable<HomeOverview['members']>> {
  // Active as the Membership report counts it (activeMembershipBetween), for the single day `today`.
  const res = await tx.execute<{ total: number; active: number }>(sql`
    select count(*)::int as total, (count(*) filter (where ${activeMembershipBetween('m', today, today)}))::int as active
    from memberships m`);
  const r = res.rows[0];
  return { total: Number(r?.total ?? 0), active: Number(r?.active ?? 0) };
}

async function athleteFigures(tx: Tx): Promise<NonNullable<HomeOverview['athletes']>> {
  const [r] = await tx.select({ total: count() }).from(athletes);
  return { total: r?.total ?? 0 };
}

/** The same invoices as the Unpaid Invoices list (pending or overdue), with what is left to pay. */
async function unpaidFigures(tx: Tx, today: string): Promise<NonNullable<HomeOverview['unpaid']>> {
  const [r] = await tx
    .select({
      count: count(),
      cents: sql<number>`coalesce(sum(${invoices.amountCents} - ${invoices.paidCents}), 0)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${invoices.dueDate} < ${today}::date)`.mapWith(Number),
    })
    .from(invoices)
    .where(unpaid);
  return { count: r?.count ?? 0, total: toDollars(r?.cents ?? 0), overdue: r?.overdue ?? 0 };
}

/** The slots meeting on `today` (meetings.ts: its weekday, inside its term, not closed), with enrolled and marked athletes. */
export async function classesOn(tx: Tx, today: string): Promise<HomeClass[]> {
  const day = dayOf(today);
  const dayIndex = DAYS.indexOf(day);
  const rows = await tx
    .select({
      programId: programs.id,
      program: programs.label,
      slotId: programSlots.id,
      slot: programSlots.slotId,
      times: programSlots.times,
      // Written out: a single-table context would print a column without its table.
      enrolled: sql<number>`(select count(*) from enrollments e where e.slot_id = "program_slots"."id")`.mapWith(Number),
      marked:
        sql<number>`(select count(*) from attendance_records a where a.slot_id = "program_slots"."id" and a.attendance_date = ${today}::date)`.mapWith(
          Number,
        ),
    })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(sql`${day} = any(${programSlots.days})`)
    .orderBy(asc(programs.label), asc(programSlots.slotId));
  // A class meets today only inside its term and when neither the club nor the class is closed.
  const meets = await meetingDates(
    tx,
    rows.map((r) => r.slotId),
    today,
    today,
  );
  return rows.flatMap((r) => {
    if ((meets.get(r.slotId) ?? []).length === 0) return [];
    const time = r.times[dayIndex];
    return [
      {
        program_id: r.programId,
        program: r.program,
        slot_id: r.slotId,
        slot: r.slot,
        time: time && time !== 'x' ? time : '',
        enrolled: r.enrolled,
        marked: r.marked,
      },
    ];
  });
}

async function recentRegistrations(tx: Tx, today: string): Promise<NonNullable<HomeOverview['recent_registrations']>> {
  const rows = await tx
    .select({
      id: memberships.id,
      family: sql<string>`${memberships.firstName} || ' ' || ${memberships.lastName}`,
      createdAt: memberships.createdAt,
      athletes: sql<number>`(select count(*) from athletes a where a.membership_id = "memberships"."id")`.mapWith(Number),
    })
    .from(memberships)
    .where(gte(memberships.createdAt, sql`${addDays(today, -HOME_RECENT_DAYS)}::date`))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(HOME_RECENT_LIMIT);
  return rows.map((r) => ({
    membership_id: r.id,
    family: r.family,
    athletes: r.athletes,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The overview for a caller who may open the pages `may` allows (an admin: every one). */
export async function homeOverview(tx: Tx, today: string, may: (p: Permission) => boolean): Promise<Omit<HomeOverview, 'my_classes_only'>> {
  const members = may('show_memberships_page');
  const athletePages = may('manage_athletes_page');
  return {
    as_of: today,
    members: members ? await memberFigures(tx, today) : null,
    athletes: athletePages ? await athleteFigures(tx) : null,
    unpaid: may('view_membership_invoices') ? await unpaidFigures(tx, today) : null,
    classes_today: may('mark_attendance_page') ? await classesOn(tx, today) : null,
    recent_registrations: members ? await recentRegistrations(tx, today) : null,
    // The waitlist screen is behind manage_athletes_page (contract operations/waitlist.ts).
    open_offers: athletePages ? await countOpenOffers(tx) : null,
  };
}
