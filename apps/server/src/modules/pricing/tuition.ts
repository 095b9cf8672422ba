// The tuition calculation, without the database: an athlete's monthly tuition from the weekly hours
// of their classes priced by the hourly tiers, prorated starts and drops by class meetings, and the
// family discounts. Every amount is integer cents; the result is a family's invoice lines.
import type { HourlyTier } from '@springboard/contract/pricing';
import { classParams, describedAs, type RecordText } from '@springboard/contract/record-texts';

/** Cents a month per tier, as Program Pricing Settings saves them. */
export type Tiers = Partial<Record<HourlyTier, number>>;

/** The tiers and the hours a week each one covers, smallest first. */
const LADDER: readonly { tier: Exclude<HourlyTier, 'perWeek'>; hours: number }[] = [
  { tier: 'halfHour', hours: 0.5 },
  { tier: 'oneHour', hours: 1 },
  { tier: 'twoHour', hours: 2 },
  { tier: 'threeHour', hours: 3 },
  { tier: 'fourHour', hours: 4 },
];

/** A monthly price and how it was priced, as the tuition line's text parameters say it: the tier,
 *  and above the largest tier the extra weekly hours and the price of each (or a class's own `flat`
 *  monthly price). */
export type TierPrice = { cents: number; explain: Record<string, string | number> };

/**
 * The monthly price of `hours` a week: the smallest set tier that covers them (1.5 h costs the
 * 2-hour tier); above the largest set tier, that tier plus `perWeek` for each hour a week beyond it
 * (halves pro rata). Null when no tier is set: the class has no price.
 */
export function monthlyCents(tiers: Tiers, hours: number): TierPrice | null {
  if (hours <= 0) return { cents: 0, explain: {} };
  const set = LADDER.filter((t) => (tiers[t.tier] ?? 0) > 0);
  if (set.length === 0) return null;
  const cover = set.find((t) => t.hours >= hours);
  if (cover) return { cents: tiers[cover.tier]!, explain: { tier: cover.tier } };
  const top = set[set.length - 1]!;
  const extra = hours - top.hours;
  const perHour = tiers.perWeek ?? 0;
  return {
    cents: tiers[top.tier]! + Math.round(perHour * extra),
    explain: { tier: top.tier, extra_hours: Number(extra.toFixed(2)), per_hour: perHour },
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
  /** The class as the lines name it: its program's label, its slot's code ("YTH-MON-4PM"), and the
   *  slot's seven times (Monday first; 'x' for no class) for its hours. */
  program: string;
  slot: string;
  times: readonly string[];
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
  /** The English text; `descriptionText` writes it in the reader's language. */
  description: string;
  descriptionText: RecordText;
  athleteId: string | null;
  amountCents: number;
  /** A discount's rule and percentage (basis points), for screens that word it themselves. */
  rule?: { name: 'second_athlete' | 'later_athletes' | 'family_maximum'; bp: number | null };
};

const months = (p: Period, cents: number) => cents * p.months;

/** The billing period as the texts' parameters say it. */
const periodParams = (p: Period) => ({ period_start: p.start, period_months: p.months });

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
      g.flat > 0 ? { cents: hours > 0 ? g.flat : 0, explain: { flat: g.flat } } : g.tiers && monthlyCents(g.tiers, hours);
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
          ...describedAs('tuition', {
            athlete: first.athleteName,
            classes: g.base.length,
            ...Object.assign({}, ...g.base.map((c, i) => classParams(c, i + 1))),
            hours: Number(hours.toFixed(2)),
            ...price.explain,
            months: p.months,
          }),
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
        ...describedAs('proration', {
          athlete: c.athleteName,
          ...classParams(c),
          from: c.startsOn,
          left,
          all,
          ...periodParams(p),
          full,
        }),
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
    ...describedAs('drop_credit', {
      athlete: drop.athleteName,
      ...classParams(drop),
      on: drop.endsOn,
      unused,
      all,
      ...periodParams(dropPeriod),
    }),
  };
}

export function nextDay(iso: string): string {
  return new Date((dayNumber(iso) + 1) * 86_400_000).toISOString().slice(0, 10);
}

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
    out.push({
      kind: 'discount',
      athleteId,
      amountCents: -off,
      ...describedAs(i === 1 ? 'second_athlete_discount' : 'later_athletes_discount', {
        bp,
        athlete: names.get(athleteId) ?? '',
      }),
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
        ...describedAs('family_maximum', { max: rules.monthlyMaxCents, months: p.months }),
      });
    }
  }
  return out;
}
