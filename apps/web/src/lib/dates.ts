// Dates and times as the reader's language writes them, by Intl: "Nov 30, 2026" / "30 nov 2026",
// "November 30, 2026" / "30 de noviembre de 2026", one clock per language ("4:00 PM" in English,
// "16:00" in Spanish). The API's calendar dates ('YYYY-MM-DD', DATE columns) are printed as that day
// whatever the browser's time zone; timestamps (ISO with a time) in the browser's time zone.
// Every screen formats through these functions; nothing passes a hard-coded locale.
import { dateTimeFormat } from '@springboard/contract/intl';

/** The Intl locale of a UI language: Spanish readers get 'es', everyone else US English. */
export function dateLocale(language: string | undefined): string {
  return language?.startsWith('es') ? 'es' : 'en-US';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function formatter(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(dateLocale(language), options);
}

/** A calendar date or a timestamp as a Date, and whether it is a calendar date (read in UTC). */
function parse(value: string): { date: Date; dateOnly: boolean } | null {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

function format(value: string | null | undefined, language: string | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const p = parse(value);
  if (!p) return value;
  return formatter(language, p.dateOnly ? { ...options, timeZone: 'UTC' } : options).format(p.date);
}

/** "Nov 30, 2026" / "30 nov 2026": tables and short mentions. With `timeZone` (an IANA name, the
 *  club's), a timestamp is put on that zone's calendar day rather than the browser's, so that a
 *  family's 9 pm payment in a club west of UTC is on the day the club counts it, wherever the reader
 *  is; a calendar date stays that day, and no zone yet (settings loading) is the browser's. */
export function formatDate(value: string | null | undefined, language: string | undefined, timeZone?: string): string {
  return format(value, language, { year: 'numeric', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

/** "November 30, 2026" / "30 de noviembre de 2026": a date in a sentence or a heading. */
export function formatLongDate(value: string | null | undefined, language: string | undefined): string {
  return format(value, language, { dateStyle: 'long' });
}

/** "Mon, Dec 7" / "lun, 7 dic": a class day in a list of class days. */
export function formatClassDay(value: string | null | undefined, language: string | undefined): string {
  return format(value, language, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** "November 2026" / "noviembre de 2026": a billing month. */
export function formatMonth(value: string | null | undefined, language: string | undefined): string {
  return format(value, language, { month: 'long', year: 'numeric' });
}

/** "Nov 30, 2026, 4:00 PM" / "30 nov 2026, 16:00": when something happened. */
export function formatDateTime(value: string | null | undefined, language: string | undefined): string {
  return format(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "November 30, 2026 at 4:00:00 PM EST" / "30 de noviembre de 2026, 16:00:00 EST": a record's exact
 *  moment with its time zone (what was accepted and when). */
export function formatExactDateTime(value: string | null | undefined, language: string | undefined): string {
  return format(value, language, { dateStyle: 'long', timeStyle: 'long' });
}

/** A time of day given in minutes after midnight: "4:00 PM" in English, "16:00" in Spanish. Written
 *  out rather than by Intl, whose English output differs between engines (some put a narrow no-break
 *  space before "PM"), so the same class reads the same on every screen and in every browser. */
export function formatClockMinutes(minutes: number, language: string | undefined): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const mm = String(minutes % 60).padStart(2, '0');
  if (dateLocale(language) === 'es') return `${h24}:${mm}`;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${mm} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** The format of a date field's text (Mantine's DateInput, dayjs tokens): "November 30, 2026" in
 *  English, "30 de noviembre de 2026" in Spanish, never "noviembre 30, 2026". */
export function dateInputFormat(language: string | undefined): string {
  return dateLocale(language) === 'es' ? 'D [de] MMMM [de] YYYY' : 'MMMM D, YYYY';
}
