// Clock arithmetic of scheduled work, in the clubs' time zone (JOBS_TIME_ZONE): the local day, and
// the automatic-invoicing moments of the settings (frequency, start or end of month, time of day).
export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError for a name Intl does not know (config.ts checks JOBS_TIME_ZONE with it). */
export function assertTimeZone(timeZone: string): void {
  formatter(timeZone);
}

export function localParts(at: Date, timeZone: string): LocalParts & { second: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The club's calendar day at `at`, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return isoDate(p.year, p.month, p.day);
}

/** The instant when the wall clock of `timeZone` shows this local time (the earlier one in a DST overlap). */
export function zonedInstant(p: LocalParts, timeZone: string): Date {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const seen = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    if (shown === wall) break;
    guess += wall - shown;
  }
  return new Date(guess);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type InvoiceFrequency = 'monthly' | 'quarterly' | 'annually';
export type AutoInvoiceSettings = { frequency: InvoiceFrequency; day: 'start' | 'end'; time: string };

export const MONTHS_IN: Record<InvoiceFrequency, number> = { monthly: 1, quarterly: 3, annually: 12 };

/** The period an automatic-invoicing moment bills: its first day, its length and a stable label. */
export type BillingPeriod = { start: string; months: number; label: string };

function monthsOfMoments(s: AutoInvoiceSettings): number[] {
  if (s.frequency === 'monthly') return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (s.frequency === 'quarterly') return s.day === 'start' ? [1, 4, 7, 10] : [3, 6, 9, 12];
  return s.day === 'start' ? [1] : [12];
}

function parseTime(time: string): { hour: number; minute: number } {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  const hour = m ? Math.min(23, Number(m[1])) : 9;
  const minute = m ? Math.min(59, Number(m[2])) : 0;
  return { hour, minute };
}

function momentIn(s: AutoInvoiceSettings, year: number, month: number, timeZone: string): Date {
  const { hour, minute } = parseTime(s.time);
  const day = s.day === 'start' ? 1 : daysInMonth(year, month);
  return zonedInstant({ year, month, day, hour, minute }, timeZone);
}

function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const i = year * 12 + (month - 1) + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** Invoicing moments from 13 months before `at` to 13 months after, in order. */
function momentsAround(s: AutoInvoiceSettings, at: Date, timeZone: string): { at: Date; year: number; month: number }[] {
  const here = localParts(at, timeZone);
  const months = monthsOfMoments(s);
  const out: { at: Date; year: number; month: number }[] = [];
  for (let k = -13; k <= 13; k++) {
    const { year, month } = shiftMonth(here.year, here.month, k);
    if (months.includes(month)) out.push({ at: momentIn(s, year, month, timeZone), year, month });
  }
  return out;
}

/** The latest invoicing moment at or before `at`. */
export function lastInvoiceMoment(s: AutoInvoiceSettings, at: Date, timeZone: string): { at: Date; period: BillingPeriod } {
  const past = momentsAround(s, at, timeZone).filter((m) => m.at.getTime() <= at.getTime());
  const m = past[past.length - 1]!;
  return { at: m.at, period: periodOf(s, m.year, m.month) };
}

/** The first invoicing moment after `at`. */
export function nextInvoiceMoment(s: AutoInvoiceSettings, at: Date, timeZone: string): Date {
  return momentsAround(s, at, timeZone).find((m) => m.at.getTime() > at.getTime())!.at;
}

/** A start-of-month moment bills the period beginning that month; an end-of-month one the next. */
function periodOf(s: AutoInvoiceSettings, year: number, month: number): BillingPeriod {
  const first = s.day === 'start' ? { year, month } : shiftMonth(year, month, 1);
  const months = MONTHS_IN[s.frequency];
  const start = isoDate(first.year, first.month, 1);
  const label =
    s.frequency === 'monthly'
      ? `${first.year}-${pad(first.month)}`
      : s.frequency === 'quarterly'
        ? `${first.year}-Q${Math.floor((first.month - 1) / 3) + 1}`
        : `${first.year}`;
  return { start, months, label };
}
