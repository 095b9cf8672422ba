// A club's tuition from its database: the pricing configs, the families' classes and dropped classes
// read once, and each family's lines for a billing period by the calculation in tuition.ts.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { HourlyTier, SavePricingConfigBody } from '@springboard/contract/pricing';
import { toCents } from '@springboard/contract/money';
import { recordTextOf } from '@springboard/contract/record-texts';
import type { Tx } from '../../db/tenant-tx.js';
import {
  athletes,
  clubSettings,
  enrollmentDrops,
  enrollments,
  memberships,
  pricingConfigs,
  programs,
  programSlots,
} from '../../db/schema.js';
import {
  athleteLines,
  dropCredit,
  familyDiscounts,
  type ClassCalendar,
  type ClassFact,
  type DropFact,
  type FamilyRules,
  type LineDraft,
  type Period,
  type Tiers,
} from './tuition.js';
import { closedDatesBetween, slotCalendars } from '../calendar/meetings.js';

export type ClubPricing = {
  /** Program id → its own tiers (only programs whose config sets a tier); 'club' → the club's. */
  tiers: Map<string, Tiers>;
  rules: FamilyRules;
  creditUnused: boolean;
};

const CLUB = 'club';

function tiersFromJson(json: unknown): Tiers | null {
  const t = Object.fromEntries(
    Object.entries((json ?? {}) as Record<string, unknown>).filter(
      (e): e is [HourlyTier, number] => typeof e[1] === 'number' && e[1] > 0,
    ),
  ) as Tiers;
  return Object.keys(t).length > 0 ? t : null;
}

/** The club's pricing: a program's own config prices its classes when it sets a tier, the club's
 *  config (the oldest without a program) prices the rest and holds the family rules. */
export async function loadClubPricing(tx: Tx): Promise<ClubPricing> {
  const rows = await tx
    .select()
    .from(pricingConfigs)
    .orderBy(sql`${pricingConfigs.programId} is not null`, asc(pricingConfigs.createdAt));
  const tiers = new Map<string, Tiers>();
  const club = rows.find((r) => r.programId === null);
  for (const r of rows) {
    const key = r.programId ?? CLUB;
    const t = tiersFromJson(r.hourlyTiers);
    if (t && !tiers.has(key)) tiers.set(key, t);
  }
  return {
    tiers,
    rules: {
      secondBp: club?.secondAthleteDiscountBp ?? 0,
      laterBp: club?.laterAthleteDiscountBp ?? 0,
      monthlyMaxCents: club?.familyMonthlyMaxCents ?? null,
    },
    creditUnused: club?.creditUnusedMeetings ?? false,
  };
}

/** The pricing as it would be with `body` saved (the simulation). */
export function withConfig(p: ClubPricing, body: SavePricingConfigBody): ClubPricing {
  const tiers = new Map(p.tiers);
  const key = body.program_id ?? CLUB;
  const t = tiersFromJson(Object.fromEntries(Object.entries(body.hourly_tiers).map(([k, d]) => [k, toCents(d)])));
  if (t) tiers.set(key, t);
  else tiers.delete(key);
  if (body.program_id) return { ...p, tiers };
  return {
    tiers,
    rules: {
      secondBp: toCents(body.second_athlete_discount_percent),
      laterBp: toCents(body.later_athlete_discount_percent),
      monthlyMaxCents: body.family_monthly_max == null ? null : toCents(body.family_monthly_max),
    },
    creditUnused: body.credit_unused_meetings,
  };
}

export const tiersOf = (p: ClubPricing) => (configKey: string) => p.tiers.get(configKey) ?? p.tiers.get(CLUB) ?? null;

export type FamilyClass = ClassFact & { membershipId: string; familyName: string };

const classColumns = {
  membershipId: memberships.id,
  familyName: sql<string>`${memberships.firstName} || ' ' || ${memberships.lastName}`,
  athleteId: athletes.id,
  athleteName: sql<string>`${athletes.firstName} || ' ' || ${athletes.lastName}`,
  slotId: programSlots.id,
  program: programs.label,
  slot: programSlots.slotId,
  times: programSlots.times,
  days: programSlots.days,
  durationHours: programs.durationHours,
  flatCents: programSlots.priceCents,
  programId: programs.id,
};

function toFact<R extends { days: string[]; durationHours: number; programId: string }>(r: R, p: ClubPricing) {
  const { durationHours, programId, ...rest } = r;
  return { ...rest, weeklyHours: durationHours * r.days.length, configKey: p.tiers.has(programId) ? programId : CLUB };
}

/** Each fact with its class's term and closed dates (meetings.ts), for proration's meeting counts. */
async function withCalendars<F extends { slotId: string }>(tx: Tx, facts: F[]): Promise<(F & { calendar: ClassCalendar })[]> {
  if (facts.length === 0) return [];
  const slotIds = [...new Set(facts.map((f) => f.slotId))];
  const calendars = await slotCalendars(tx, slotIds);
  const closed = await closedDatesBetween(tx, '1900-01-01', '9999-12-31', slotIds);
  return facts.map((f) => ({
    ...f,
    calendar: {
      term: calendars.get(f.slotId)?.term ?? null,
      closed: closed.filter((c) => c.slotId === null || c.slotId === f.slotId),
    },
  }));
}

/** The classes of the families in `membershipIds` (every family of the club when null). */
export async function familyClasses(tx: Tx, p: ClubPricing, membershipIds: string[] | null): Promise<FamilyClass[]> {
  const rows = await tx
    .select({ ...classColumns, startsOn: enrollments.startsOn })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(memberships, eq(memberships.id, enrollments.membershipId))
    .innerJoin(programSlots, eq(programSlots.id, enrollments.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(membershipIds ? inArray(enrollments.membershipId, membershipIds) : undefined)
    .orderBy(asc(athletes.firstName), asc(athletes.id), asc(enrollments.startsOn), asc(programSlots.slotId));
  return withCalendars(
    tx,
    rows.map((r) => toFact(r, p)),
  );
}

export type PendingDrop = DropFact & { id: string; membershipId: string };

/** Drops whose unused meetings the club credits and no invoice has carried yet, dropped before `before`. */
export async function pendingDrops(
  tx: Tx,
  p: ClubPricing,
  before: string,
  membershipIds: string[] | null,
): Promise<PendingDrop[]> {
  const rows = await tx
    .select({ ...classColumns, id: enrollmentDrops.id, endsOn: enrollmentDrops.endsOn })
    .from(enrollmentDrops)
    .innerJoin(athletes, eq(athletes.id, enrollmentDrops.athleteId))
    .innerJoin(memberships, eq(memberships.id, enrollmentDrops.membershipId))
    .innerJoin(programSlots, eq(programSlots.id, enrollmentDrops.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(
      and(
        eq(enrollmentDrops.creditUnused, true),
        isNull(enrollmentDrops.creditedIn),
        lt(enrollmentDrops.endsOn, before),
        membershipIds ? inArray(enrollmentDrops.membershipId, membershipIds) : undefined,
      ),
    )
    .orderBy(asc(enrollmentDrops.endsOn));
  return withCalendars(
    tx,
    rows.map((r) => toFact(r, p)),
  );
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** The billing period of `months` months (1, 3 or 12, aligned on the year) that contains `date`. */
export function periodContaining(date: string, months = 1): Period {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = Math.floor((month - 1) / months) * months + 1;
  const lastMonth = first + months - 1;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const name = months === 1 ? `${MONTH_NAMES[first - 1]} ${year}` : months === 3 ? `Q${(first + 2) / 3} ${year}` : String(year);
  const label = months === 1 ? `${year}-${pad(first)}` : months === 3 ? `${year}-Q${(first + 2) / 3}` : String(year);
  return { start: `${year}-${pad(first)}-01`, end: `${year}-${pad(lastMonth)}-${pad(lastDay)}`, months, name, label };
}

/** The title of a period's tuition invoice ("Tuition for November 2026"), as a code and in English. */
export function tuitionTitle(period: Period) {
  return recordTextOf('tuition_for_period', { period_start: period.start, period_months: period.months });
}

/** The months of the club's automatic-invoicing period (monthly unless its settings say otherwise). */
export async function billingMonths(tx: Tx, tenantId: string): Promise<number> {
  const [s] = await tx
    .select({ f: clubSettings.autoInvoiceFrequency })
    .from(clubSettings)
    .where(eq(clubSettings.tenantId, tenantId));
  return s?.f === 'quarterly' ? 3 : s?.f === 'annually' ? 12 : 1;
}

/** A family's lines for a period, and apart the credits of its dropped classes with their drops
 *  (the automatic invoice carries them when its total stays above zero). */
export type FamilyLines = {
  membershipId: string;
  familyName: string;
  lines: LineDraft[];
  creditLines: LineDraft[];
  credits: PendingDrop[];
};

/**
 * Each family's tuition lines for the period: its athletes' tuition and proration lines, then the
 * family discounts, then the credits of drops the club credits (dropped before the period; each is
 * valued in the billing period it was dropped in, whose length is `dropMonths`).
 */
export function familiesLines(
  p: ClubPricing,
  classes: FamilyClass[],
  drops: PendingDrop[],
  period: Period,
  dropMonths = period.months,
): FamilyLines[] {
  const families = new Map<string, FamilyLines>();
  const family = (membershipId: string, familyName: string) => {
    const f = families.get(membershipId) ?? { membershipId, familyName, lines: [], creditLines: [], credits: [] };
    families.set(membershipId, f);
    return f;
  };
  const byAthlete = new Map<string, FamilyClass[]>();
  for (const c of classes) {
    family(c.membershipId, c.familyName);
    byAthlete.set(c.athleteId, [...(byAthlete.get(c.athleteId) ?? []), c]);
  }
  for (const list of byAthlete.values())
    family(list[0]!.membershipId, list[0]!.familyName).lines.push(...athleteLines(list, tiersOf(p), period));
  for (const f of families.values()) {
    const names = new Map(classes.filter((c) => c.membershipId === f.membershipId).map((c) => [c.athleteId, c.athleteName]));
    f.lines.push(...familyDiscounts(f.lines, names, p.rules, period));
  }
  for (const d of drops) {
    const credit = dropCredit(d, byAthlete.get(d.athleteId) ?? [], tiersOf(p), periodContaining(d.endsOn, dropMonths));
    if (!credit) continue;
    const f = families.get(d.membershipId);
    if (!f) continue; // a family with no class left has no invoice to carry the credit: it waits
    f.creditLines.push(credit);
    f.credits.push(d);
  }
  return [...families.values()];
}

export const sumCents = (lines: LineDraft[]) => lines.reduce((s, l) => s + l.amountCents, 0);

/** One family's tuition for the period (drop credits stay for the automatic invoice to carry). */
export async function familyTuitionLines(tx: Tx, membershipId: string, period: Period): Promise<FamilyLines> {
  const p = await loadClubPricing(tx);
  const classes = await familyClasses(tx, p, [membershipId]);
  const drops: PendingDrop[] = [];
  const [m] = await tx.select({ n: classColumns.familyName }).from(memberships).where(eq(memberships.id, membershipId));
  return (
    familiesLines(p, classes, drops, period)[0] ?? {
      membershipId,
      familyName: m?.n ?? '',
      lines: [],
      creditLines: [],
      credits: [],
    }
  );
}

/** Marks the drops whose credits an invoice of `periodLabel` carried. */
export async function markCredited(tx: Tx, drops: PendingDrop[], periodLabel: string): Promise<void> {
  if (drops.length === 0) return;
  await tx
    .update(enrollmentDrops)
    .set({ creditedIn: periodLabel })
    .where(
      inArray(
        enrollmentDrops.id,
        drops.map((d) => d.id),
      ),
    );
}
