// How a parent reads a class slot in an e-mail: "Monday 4:00 PM – 5:00 PM" (the club's slot code,
// such as YTH-MON-4PM, is for staff). `times` holds one entry a weekday, Monday first, 'x' for none.
const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function slotWhen(s: { days: readonly string[]; times: readonly string[] }): string {
  return s.days
    .map((day) => {
      const i = WEEK.indexOf(day);
      const time = s.times.length === 7 ? s.times[i] : undefined;
      const name = DAY_NAMES[i] ?? day;
      return time && time.toLowerCase() !== 'x' ? `${name} ${time.replace(/\s*-\s*/, ' – ')}` : name;
    })
    .join(', ');
}
