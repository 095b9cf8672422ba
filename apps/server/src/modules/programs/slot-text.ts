// How a parent reads a class slot in an e-mail, in their language: "Monday 4:00 PM – 5:00 PM" or
// "lunes 16:00 – 17:00" (the club's slot code, such as YTH-MON-4PM, is for staff). `times` holds
// one entry a weekday, Monday first, 'x' for none. English reads a 12-hour clock, Spanish a 24-hour one.
import { parseTimeRange } from '@springboard/contract/programs';
import type { FamilyLanguage } from '@springboard/contract/registrations';

const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const DAY_NAMES: Record<FamilyLanguage, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
};

/** Minutes after midnight as the reader's clock shows them. */
function clock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function timeText(time: string, language: FamilyLanguage): string {
  const range = language === 'es' ? parseTimeRange(time) : null;
  if (range) return `${clock(range.start)} – ${clock(range.end)}`;
  return time.replace(/\s*-\s*/, ' – ');
}

export function slotWhen(s: { days: readonly string[]; times: readonly string[] }, language: FamilyLanguage = 'en'): string {
  return s.days
    .map((day) => {
      const i = WEEK.indexOf(day);
      const time = s.times.length === 7 ? s.times[i] : undefined;
      const name = DAY_NAMES[language][i] ?? day;
      return time && time.toLowerCase() !== 'x' ? `${name} ${timeText(time, language)}` : name;
    })
    .join(', ');
}
