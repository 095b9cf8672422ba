// The tuition calculation, without the database: an athlete's monthly tuition from the weekly hours
// of their classes priced by the hourly tiers, prorated starts and drops by class meetings, and the
// family discounts. Every amount is integer cents; the result is a family's invoice lines.
import type { HourlyTier } from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';

/** Cents a month per tier, as Program Pricing Settings saves them. */
export type Tiers = Partial<Record<HourlyTier, number>>;

/** The tiers and the hours a week each one covers, smallest first. */
const LADDER: readonly { tier: Exclude<HourlyTier, 'perWeek'>; hours: number; name: string }[] = [
  { tier: 'halfHour', hours: 0.5, name: '30-minute' },
  { tier: 'oneHour', hours: 1, name: '1-hour' },
  { tier: 'twoHour', hours: 2, name: '2-hour' },
  { tier: 'threeHour', hours: 3, name: '3-hour' },
  { tier: 'fourHour', hours: 4, name: '4-hour' },
];

export type TierPrice = { cents: number; explain: string };

const money = (cents: number) => `$${toDollars(cents).toFixed(2)}`;
const hoursText = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(1)} h`;

/**
 * The monthly price of `hours` a week: the smallest set tier that covers them (1.5 h costs the
 * 2-hour tier); above the largest set tier, that tier plus `perWeek` for each hour a week beyond it
 * (halves pro rata). Null when no tier is set: the class has no price.
 */
export function monthlyCents(tiers: Tiers, hours: number): TierPrice | null {
  if (hours <= 0) return { cents: 0, explain: '' };
  const set = LADDER.filter((t) => (tiers[t.tier] ?? 0) > 0);
  if (set.length === 0) return null;
  const cover = set.find((t) => t.hours >= hours);
  if (cover) return { cents: tiers[cover.tier]!, explain: `${cover.name} tier` };
  const top = set[set.length - 1]!;
  const extra = hours - top.hours;
  const perHour = tiers.perWeek ?? 0;
  return {
    cents: tiers[top.tier]! + Math.round(perHour * extra),
    explain: `${top.name} tier + ${hoursText(extra)} at ${money(perHour)} per weekly hour`,
  };
}

const DAY_INDEX: Record<string, number> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };

/** Dates are ISO days (YYYY-MM-DD), read as calendar days whatever the time zone. */
const dayNumber = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

/** When a class does not meet besides its weekdays (modules/calendar/meetings.ts): before or after
 *  its term, and on the closed dates that concern it (the club's holidays, its own cancellations). */
export type ClassCalendar = {
  term: { startsOn: string; endsOn: string } | null;
  closed: readonly { startsOn: string; endsOn: string }[];
};

/** Class meetings of a slot meeting on `days` from `from` to `to`, both included; with its calendar,
 *  only the dates inside its term and not closed count. */
export function meetingsBetween(days: readonly string[], from: string, to: string, calendar?: ClassCalendar): number {
  const wanted = new Set(days.map((d) => DAY_INDEX[d]));
  const lo = calendar?.term && calendar.term.startsOn > from ? calendar.term.startsOn : from;
  const hi = calendar?.term && calendar.term.endsOn < to ? calendar.term.endsOn : to;
  const closed = (calendar?.closed ?? []).map((c) => [dayNumber(c.startsOn), dayNumber(c.endsOn)] as const);
  let n = 0;
  for (let d = dayNumber(lo), end = dayNumber(hi); d <= end; d++) {
    if (!wanted.has((((d + 4) % 7) + 7) % 7)) continue; // 1970-01-01 was a Thursday
    if (closed.some(([a, b]) => a <= d && d <= b)) continue;
    n++;
  }
  return n;
}

export type Period = { start: string; end: string; months: number; name: string; label: string };

export type ClassFact = {
  athleteId: string;
  athleteName: string;
  slotId: string;
  /** "Youth Gymnastics YTH-MON-4PM" */
  className: string;
  days: readonly string[];
  /** Program duration × meetings a week. */
  weeklyHours: number;
  /** The slot's own monthly price; > 0 bills it flat instead of the tiers. */
  flatCents: number;
  /** Which tiers price it: the program's own config, or the club's. */
  configKey: string;
  startsOn: string;
  /** Its term and closed dates, for proration's meeting counts; without it every week counts. */
  calendar?: ClassCalendar;
};

export type DropFact = Omit<ClassFact, 'startsOn'> & { endsOn: string };

export type FamilyRules = { secondBp: number; laterBp: number; monthlyMaxCents: number | null };

export type LineDraft = {
  kind: 'tuition' | 'proration' | 'discount';
  description: string;
  athleteId: string | null;
  amountCents: number;
  /** A discount's rule and percentage (basis points), for screens that word it themselves. */
  rule?: { name: 'second_athlete' | 'later_athletes' | 'family_maximum'; bp: number | null };
};

const months = (p: Period, cents: number) => cents * p.months;
const perMonths = (p: Period) => (p.months > 1 ? ` × ${p.months} months` : '');

type Group = { key: string; tiers: Tiers | null; flat: number; base: ClassFact[]; starting: ClassFact[] };

/** One athlete's lines: a tuition line per pricing group of classes held the whole period, and a
 *  proration line per class starting during it (the tuition it adds, by the meetings left). */
export function athleteLines(classes: ClassFact[], tiersOf: (configKey: string) => Tiers | null, p: Period): LineDraft[] {
  const groups = new Map<string, Group>();
  for (const c of classes) {
    if (c.startsOn > p.end) continue;
    const key = c.flatCents > 0 ? `flat:${c.slotId}` : c.configKey;
    const g = groups.get(key) ?? {
      key,
      tiers: c.flatCents > 0 ? null : tiersOf(c.configKey),
      flat: c.flatCents,
      base: [],
      starting: [],
    };
    (c.startsOn <= p.start ? g.base : g.starting).push(c);
    groups.set(key, g);
  }
  const out: LineDraft[] = [];
  for (const g of groups.values()) {
    const priceOf = (hours: number): TierPrice | null =>
      g.flat > 0
        ? { cents: hours > 0 ? g.flat : 0, explain: `${money(g.flat)} a month` }
        : g.tiers && monthlyCents(g.tiers, hours);
    let hours = g.base.reduce((h, c) => h + c.weeklyHours, 0);
    const first = g.base[0] ?? g.starting[0];
    if (!first) continue;
    if (g.base.length > 0) {
      const price = priceOf(hours);
      if (price && price.cents > 0) {
        out.push({
          kind: 'tuition',
          athleteId: first.athleteId,
          amountCents: months(p, price.cents),
          description: `${first.athleteName}: ${g.base.map((c) => c.className).join(', ')} — ${hoursText(hours)} a week, ${price.explain}${perMonths(p)}`,
        });
      }
    }
    for (const c of [...g.starting].sort((a, b) => a.startsOn.localeCompare(b.startsOn))) {
      const before = priceOf(hours)?.cents ?? 0;
      const after = priceOf(hours + c.weeklyHours);
      hours += c.weeklyHours;
      if (!after || after.cents <= before) continue;
      const all = meetingsBetween(c.days, p.start, p.end, c.calendar);
      const left = meetingsBetween(c.days, c.startsOn, p.end, c.calendar);
      if (all === 0 || left === 0) continue;
      const full = months(p, after.cents - before);
      out.push({
        kind: 'proration',
        athleteId: c.athleteId,
        amountCents: Math.round((full * left) / all),
        description: `${c.athleteName}: ${c.className} from ${c.startsOn} — ${left} of ${all} meetings in ${p.name} (${money(full)} for the whole period)`,
      });
    }
  }
  return out;
}

/** The credit of a class dropped during `dropPeriod`: what it added to the athlete's tuition (its
 *  price alongside `others`, the classes the athlete still has) for the meetings after the drop. */
export function dropCredit(
  drop: DropFact,
  others: ClassFact[],
  tiersOf: (configKey: string) => Tiers | null,
  dropPeriod: Period,
): LineDraft | null {
  let full: number;
  if (drop.flatCents > 0) full = drop.flatCents;
  else {
    const tiers = tiersOf(drop.configKey);
    if (!tiers) return null;
    const kept = others.filter((c) => c.flatCents === 0 && c.configKey === drop.configKey).reduce((h, c) => h + c.weeklyHours, 0);
    full = (monthlyCents(tiers, kept + drop.weeklyHours)?.cents ?? 0) - (monthlyCents(tiers, kept)?.cents ?? 0);
  }
  const all = meetingsBetween(drop.days, dropPeriod.start, dropPeriod.end, drop.calendar);
  const from = drop.endsOn < dropPeriod.start ? dropPeriod.start : nextDay(drop.endsOn);
  const unused = from > dropPeriod.end ? 0 : meetingsBetween(drop.days, from, dropPeriod.end, drop.calendar);
  if (full <= 0 || all === 0 || unused === 0) return null;
  return {
    kind: 'proration',
    athleteId: drop.athleteId,
    amountCents: -Math.round((months(dropPeriod, full) * unused) / all),
    description: `Credit: ${drop.athleteName} left ${drop.className} on ${drop.endsOn} — ${unused} of ${all} meetings unused in ${dropPeriod.name}`,
  };
}

export function nextDay(iso: string): string {
  return new Date((dayNumber(iso) + 1) * 86_400_000).toISOString().slice(0, 10);
}

const percentText = (bp: number) => `${bp / 100}%`;

/**
 * The family discounts over the athletes' tuition and proration lines: the athlete with the highest
 * tuition pays it in full, the next one gets the second-athlete rule and every later one the
 * later-athlete rule (so the discounts fall on the lower tuitions); then the monthly maximum caps
 * what is left. Each discount is its own line naming its rule.
 */
export function familyDiscounts(lines: LineDraft[], names: Map<string, string>, rules: FamilyRules, p: Period): LineDraft[] {
  const byAthlete = new Map<string, number>();
  for (const l of lines)
    if (l.athleteId && l.kind !== 'discount') byAthlete.set(l.athleteId, (byAthlete.get(l.athleteId) ?? 0) + l.amountCents);
  const ranked = [...byAthlete.entries()]
    .filter(([, cents]) => cents > 0)
    .sort((a, b) => b[1] - a[1] || (names.get(a[0]) ?? '').localeCompare(names.get(b[0]) ?? '') || a[0].localeCompare(b[0]));
  const out: LineDraft[] = [];
  ranked.forEach(([athleteId, cents], i) => {
    if (i === 0) return;
    const bp = i === 1 ? rules.secondBp : rules.laterBp;
    const off = Math.round((cents * bp) / 10_000);
    if (off <= 0) return;
    const rule = i === 1 ? 'Second athlete' : 'Third and later athletes';
    out.push({
      kind: 'discount',
      athleteId,
      amountCents: -off,
      description: `${rule} discount (${percentText(bp)}): ${names.get(athleteId) ?? ''}`,
      rule: { name: i === 1 ? 'second_athlete' : 'later_athletes', bp },
    });
  });
  if (rules.monthlyMaxCents !== null) {
    const total = [...lines, ...out].reduce((s, l) => s + l.amountCents, 0);
    const cap = months(p, rules.monthlyMaxCents);
    if (total > cap) {
      out.push({
        kind: 'discount',
        athleteId: null,
        amountCents: cap - total,
        rule: { name: 'family_maximum', bp: null },
        description: `Family maximum of ${money(rules.monthlyMaxCents)} a month${perMonths(p)}`,
      });
    }
  }
  return out;
}
