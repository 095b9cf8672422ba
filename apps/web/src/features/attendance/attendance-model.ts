// What Mark Attendance keeps while the staff member marks a class: each athlete's status
// (absent unless marked), the select-all rule, and what Submit sends.
import type { AttendanceRow, AttendanceStatus } from '@springboard/contract/attendance';

export type Marks = Readonly<Record<string, AttendanceStatus>>;

export function initialMarks(rows: readonly AttendanceRow[]): Marks {
  return Object.fromEntries(rows.map((r) => [r.athleteId, r.status]));
}

/** The enrolled athletes of a page (makeup athletes are not touched by select-all). */
const enrolledOf = (page: readonly AttendanceRow[]) => page.filter((r) => r.enrolled);

/** Select-all is on when every enrolled athlete of the page is present. */
export function allPresent(page: readonly AttendanceRow[], marks: Marks): boolean {
  const rows = enrolledOf(page);
  return rows.length > 0 && rows.every((r) => marks[r.athleteId] === 'present');
}

/**
 * Select-all toggles present/absent for the current page, except those already present.
 * Turning it on marks the page's enrolled athletes present and remembers who was present before;
 * turning it off marks absent only those it had made present, so those already present stay so.
 */
export function toggleAll(
  page: readonly AttendanceRow[],
  marks: Marks,
  alreadyPresent: ReadonlySet<string>,
): { marks: Marks; alreadyPresent: ReadonlySet<string> } {
  const rows = enrolledOf(page);
  if (!allPresent(page, marks)) {
    const before = new Set(rows.filter((r) => marks[r.athleteId] === 'present').map((r) => r.athleteId));
    const next = { ...marks };
    for (const r of rows) next[r.athleteId] = 'present';
    return { marks: next, alreadyPresent: before };
  }
  const next = { ...marks };
  for (const r of rows) if (!alreadyPresent.has(r.athleteId)) next[r.athleteId] = 'absent';
  return { marks: next, alreadyPresent: new Set() };
}

/** POST /attendance/mark's list: everyone in the table, and the unenrolled athletes chosen as makeup. */
export function submission(
  rows: readonly AttendanceRow[],
  marks: Marks,
  makeups: ReadonlySet<string>,
): { athleteId: string; status: AttendanceStatus }[] {
  const inTable = new Set(rows.map((r) => r.athleteId));
  return [
    ...rows.map((r) => ({ athleteId: r.athleteId, status: marks[r.athleteId] ?? r.status })),
    ...[...makeups].filter((id) => !inTable.has(id)).map((athleteId) => ({ athleteId, status: 'makeup' as const })),
  ];
}

/** The date the sheet opens on for a class: its latest meeting on or before today, else its first
 *  coming one (a class whose term has not started yet); null when it meets on none of `dates`
 *  (the server's list, in date order). */
export function defaultClassDate(dates: readonly string[], today: string): string | null {
  const past = dates.filter((d) => d <= today);
  return past.at(-1) ?? dates[0] ?? null;
}

/** The furthest coming date a class can be opened for (to see who is expected): four weeks ahead. */
export function comingLimit(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
}
