// Texts the system writes into records that families read (an invoice's description, its lines, a
// credit's reason) are stored with a code and its parameters next to the English text, and written in
// the reader's language when shown or e-mailed: "Registration fee" reads "Cuota de inscripción" to a
// Spanish reader. A row stored without a code (written by a person, or before codes) shows its text as
// it was stored. Dates in the parameters are calendar days (YYYY-MM-DD).
import { z } from 'zod';
import { dateTimeFormat, numberFormat } from './intl.js';
import { DAYS, NO_CLASS, parseTimeRange, type Day } from './programs.js';
import type { HourlyTier } from './pricing.js';

export const RECORD_TEXT_CODES = [
  'registration_fee',
  'registration_fee_voucher',
  'registration_and_tuition',
  'invoice_for_period',
  'tuition_for_period',
  'voucher',
  'tax',
  'late_fee',
  'annual_fee',
  'referral_credit',
  'invoice_voided',
  'paid_on_voided_invoice',
  'class_enrollment',
  'tuition',
  'proration',
  'drop_credit',
  'second_athlete_discount',
  'later_athletes_discount',
  'family_maximum',
  'card_fee',
] as const;
export type RecordTextCode = (typeof RECORD_TEXT_CODES)[number];

export const recordText = z.object({
  code: z.enum(RECORD_TEXT_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RecordText = z.infer<typeof recordText>;

type Params = RecordText['params'];
type Lang = 'en' | 'es';

const str = (p: Params, k: string) => String(p[k] ?? '');
/** Dates in the reader's words; numbers and money as the rest of the UI writes them. */
const DATE_LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es' };
const NUMBER_LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-US' };
const num = (p: Params, k: string) => Number(p[k] ?? 0);

function day(iso: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return dateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** A billing period from its first day and length: "November 2026" / "noviembre de 2026", "Q1 2026" /
 *  "1.er trimestre de 2026" (2.º, 3.er, 4.º), "2026". */
function period(p: Params, lang: Lang): string {
  const start = str(p, 'period_start');
  const months = num(p, 'period_months') || 1;
  const year = start.slice(0, 4);
  if (months === 12) return year;
  if (months === 3) {
    const q = Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1;
    // primer, segundo, tercer, cuarto: 1.er, 2.º, 3.er, 4.º
    return lang === 'es' ? `${q}${q % 2 ? '.er' : '.º'} trimestre de ${year}` : `Q${q} ${year}`;
  }
  return dateTimeFormat(DATE_LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${start}T00:00:00Z`),
  );
}

/** "MON,WED" → "Monday, Wednesday" / "lunes, miércoles" (2024-01-01 was a Monday). */
function weekdays(p: Params, lang: Lang): string {
  const names = dateTimeFormat(DATE_LOCALE[lang], { weekday: 'long', timeZone: 'UTC' });
  return str(p, 'days')
    .split(',')
    .filter((d): d is Day => (DAYS as readonly string[]).includes(d))
    .map((d) => names.format(new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(d)))))
    .join(', ');
}

/** Class hours as the reader writes them: as typed in English ("5:00 PM - 6:00 PM"), on the 24-hour
 *  clock in Spanish ("17:00 – 18:00"). */
function hours(p: Params, lang: Lang): string {
  const typed = str(p, 'time');
  const range = lang === 'es' ? parseTimeRange(typed) : null;
  if (!range) return typed;
  const clock = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  return `${clock(range.start)} – ${clock(range.end)}`;
}

/** A class by its program, days and hours: "Youth Gymnastics (Monday 5:00 PM - 6:00 PM)". */
function classWords(p: Params, lang: Lang): string {
  const when = [weekdays(p, lang), hours(p, lang)].filter(Boolean).join(' ');
  return when ? `${str(p, 'program')} (${when})` : str(p, 'program');
}

/** The parameters of class `i` of a list (program_1, slot_1…) as those of a single class. */
function nth(p: Params, i: number): Params {
  return Object.fromEntries(['program', 'slot', 'days', 'time'].map((k) => [k, p[`${k}_${i}`] ?? '']));
}

/** The classes of a tuition line (`classes` of them, numbered from 1), comma-separated. */
function tuitionClasses(p: Params, lang: Lang): string {
  return Array.from({ length: num(p, 'classes') }, (_, i) => classWords(nth(p, i + 1), lang)).join(', ');
}

/** Money from cents as the reader writes it: "$1,080.00". */
function money(cents: number, lang: Lang): string {
  return numberFormat(NUMBER_LOCALE[lang], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A percentage from basis points: "12.5%". */
function percent(bp: number, lang: Lang): string {
  return numberFormat(NUMBER_LOCALE[lang], { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** Weekly hours: "1.5 h". */
function weeklyHours(h: number, lang: Lang): string {
  return `${numberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 2, useGrouping: false }).format(h)} h`;
}

/** " × 3 months" after a monthly price when the period is longer than a month. */
function timesMonths(p: Params, lang: Lang): string {
  const n = num(p, 'months');
  return n > 1 ? ` × ${n} ${lang === 'es' ? 'meses' : 'months'}` : '';
}

const TIER_NAMES: Record<Exclude<HourlyTier, 'perWeek'>, Record<Lang, string>> = {
  halfHour: { en: '30-minute tier', es: 'tarifa de 30 minutos' },
  oneHour: { en: '1-hour tier', es: 'tarifa de 1 hora' },
  twoHour: { en: '2-hour tier', es: 'tarifa de 2 horas' },
  threeHour: { en: '3-hour tier', es: 'tarifa de 3 horas' },
  fourHour: { en: '4-hour tier', es: 'tarifa de 4 horas' },
};

/** How a tuition line is priced: the class's own monthly price (`flat`, cents), or the tier (`tier`)
 *  and, above the largest tier, `extra_hours` at `per_hour` cents a weekly hour. */
function priceWords(p: Params, lang: Lang): string {
  if (p.flat !== undefined)
    return lang === 'es' ? `${money(num(p, 'flat'), lang)} al mes` : `${money(num(p, 'flat'), lang)} a month`;
  const tier = TIER_NAMES[str(p, 'tier') as keyof typeof TIER_NAMES]?.[lang] ?? str(p, 'tier');
  if (!num(p, 'extra_hours')) return tier;
  const extra = weeklyHours(num(p, 'extra_hours'), lang);
  const perHour = money(num(p, 'per_hour'), lang);
  return lang === 'es' ? `${tier} + ${extra} a ${perHour} por hora semanal` : `${tier} + ${extra} at ${perHour} per weekly hour`;
}

/** A class's parameters for these texts: its program, days ("MON,WED"), hours (the time of its first
 *  day that has a class) and, when given, its slot code; numbered when `index` is given (a list of
 *  classes). */
export function classParams(
  c: { program: string; slot?: string; days: readonly string[]; times: readonly string[] },
  index?: number,
): Params {
  const time = c.days.map((d) => c.times[DAYS.indexOf(d as Day)]).find((t) => t && t.toLowerCase() !== NO_CLASS) ?? '';
  const key = (k: string) => (index === undefined ? k : `${k}_${index}`);
  return {
    [key('program')]: c.program,
    ...(c.slot === undefined ? {} : { [key('slot')]: c.slot }),
    [key('days')]: c.days.join(','),
    [key('time')]: time,
  };
}

/** The registration fee, with its voucher when one was used. */
function fee(p: Params, lang: Lang): string {
  if (lang === 'es') return p.voucher ? `Cuota de inscripción (cupón ${str(p, 'voucher')})` : 'Cuota de inscripción';
  return p.voucher ? `Registration fee (voucher ${str(p, 'voucher')})` : 'Registration fee';
}

const TEXTS: Record<RecordTextCode, Record<Lang, (p: Params) => string>> = {
  registration_fee: { en: (p) => fee(p, 'en'), es: (p) => fee(p, 'es') },
  registration_fee_voucher: { en: (p) => fee(p, 'en'), es: (p) => fee(p, 'es') },
  registration_and_tuition: {
    en: (p) => `${fee(p, 'en')} and tuition for ${period(p, 'en')}`,
    es: (p) => `${fee(p, 'es')} y matrícula de ${period(p, 'es')}`,
  },
  invoice_for_period: { en: (p) => `Invoice for ${period(p, 'en')}`, es: (p) => `Factura de ${period(p, 'es')}` },
  tuition_for_period: { en: (p) => `Tuition for ${period(p, 'en')}`, es: (p) => `Matrícula de ${period(p, 'es')}` },
  voucher: { en: (p) => `Voucher ${str(p, 'voucher')}`, es: (p) => `Cupón ${str(p, 'voucher')}` },
  tax: {
    en: (p) => (p.rate ? `Tax (${str(p, 'rate')})` : 'Tax'),
    es: (p) => (p.rate ? `Impuesto (${str(p, 'rate')})` : 'Impuesto'),
  },
  late_fee: {
    en: (p) => `Late fee for ${str(p, 'invoice')}`,
    es: (p) => `Recargo por retraso de ${str(p, 'invoice')}`,
  },
  annual_fee: {
    en: (p) => `Annual membership fee (${day(str(p, 'from'), 'en')} to ${day(str(p, 'to'), 'en')})`,
    es: (p) => `Cuota anual de socio (del ${day(str(p, 'from'), 'es')} al ${day(str(p, 'to'), 'es')})`,
  },
  referral_credit: { en: (p) => `Referral: ${str(p, 'name')}`, es: (p) => `Recomendación: ${str(p, 'name')}` },
  invoice_voided: {
    en: (p) => `Invoice voided: ${str(p, 'reason')}`,
    es: (p) => `Factura anulada: ${str(p, 'reason')}`,
  },
  paid_on_voided_invoice: {
    en: (p) => `Paid on voided invoice ${str(p, 'invoice')}`,
    es: (p) => `Pagado en la factura anulada ${str(p, 'invoice')}`,
  },
  class_enrollment: {
    en: (p) => `Enrollment: ${classWords(p, 'en')}`,
    es: (p) => `Inscripción: ${classWords(p, 'es')}`,
  },
  tuition: {
    en: (p) =>
      `${str(p, 'athlete')}: ${tuitionClasses(p, 'en')} — ${weeklyHours(num(p, 'hours'), 'en')} a week, ${priceWords(p, 'en')}${timesMonths(p, 'en')}`,
    es: (p) =>
      `${str(p, 'athlete')}: ${tuitionClasses(p, 'es')} — ${weeklyHours(num(p, 'hours'), 'es')} a la semana, ${priceWords(p, 'es')}${timesMonths(p, 'es')}`,
  },
  proration: {
    en: (p) =>
      `${str(p, 'athlete')}: ${classWords(p, 'en')} from ${day(str(p, 'from'), 'en')} — ${num(p, 'left')} of ${num(p, 'all')} meetings in ${period(p, 'en')} (${money(num(p, 'full'), 'en')} for the whole period)`,
    es: (p) =>
      `${str(p, 'athlete')}: ${classWords(p, 'es')} desde el ${day(str(p, 'from'), 'es')} — ${num(p, 'left')} de ${num(p, 'all')} sesiones en ${period(p, 'es')} (${money(num(p, 'full'), 'es')} por el período completo)`,
  },
  drop_credit: {
    en: (p) =>
      `Credit: ${str(p, 'athlete')} left ${classWords(p, 'en')} on ${day(str(p, 'on'), 'en')} — ${num(p, 'unused')} of ${num(p, 'all')} meetings unused in ${period(p, 'en')}`,
    es: (p) =>
      `Crédito: ${str(p, 'athlete')} dejó ${classWords(p, 'es')} el ${day(str(p, 'on'), 'es')} — ${num(p, 'unused')} de ${num(p, 'all')} sesiones sin usar en ${period(p, 'es')}`,
  },
  second_athlete_discount: {
    en: (p) => `Second athlete discount (${percent(num(p, 'bp'), 'en')}): ${str(p, 'athlete')}`,
    es: (p) => `Descuento por segundo atleta (${percent(num(p, 'bp'), 'es')}): ${str(p, 'athlete')}`,
  },
  later_athletes_discount: {
    en: (p) => `Third and later athletes discount (${percent(num(p, 'bp'), 'en')}): ${str(p, 'athlete')}`,
    es: (p) => `Descuento por tercer atleta y siguientes (${percent(num(p, 'bp'), 'es')}): ${str(p, 'athlete')}`,
  },
  family_maximum: {
    en: (p) => `Family maximum of ${money(num(p, 'max'), 'en')} a month${timesMonths(p, 'en')}`,
    es: (p) => `Máximo familiar de ${money(num(p, 'max'), 'es')} al mes${timesMonths(p, 'es')}`,
  },
  card_fee: {
    en: (p) => `Card fee (${percent(num(p, 'bp'), 'en')})`,
    es: (p) => `Recargo por pago con tarjeta (${percent(num(p, 'bp'), 'es')})`,
  },
};

/** The record's text in the reader's language: from its code when it has one, else as stored. */
export function writeRecordText(text: RecordText | null | undefined, stored: string, language: string | undefined): string {
  if (!text) return stored;
  const write = TEXTS[text.code];
  return write[language?.startsWith('es') ? 'es' : 'en'](text.params);
}

/** A code and its parameters, with the English stored next to it. */
export function recordTextOf(code: RecordTextCode, params: Params = {}): { text: RecordText; english: string } {
  const text = { code, params };
  return { text, english: TEXTS[code].en(params) };
}

/** The code, when `written` is what it says in either language (a suggested title the admin kept,
 *  whatever the admin's language): the record is then stored with it and read in each reader's. */
export function keptRecordText(code: RecordTextCode, params: Params, written: string): RecordText | null {
  const text = written.trim();
  return text === TEXTS[code].en(params) || text === TEXTS[code].es(params) ? { code, params } : null;
}

/** The same as a record's fields: `description` (the English) and `descriptionText` (the code). */
export function describedAs(code: RecordTextCode, params: Params = {}): { description: string; descriptionText: RecordText } {
  const { text, english } = recordTextOf(code, params);
  return { description: english, descriptionText: text };
}
