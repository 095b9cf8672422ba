// How a waitlist entry's slot and an offer's time read (pure; shared by the waitlist screens).
import { slotSchedule } from '../../../components/slot-picker/slot-selection';

/** `dayName` turns MON…SUN into the reader's words (common:slotPicker.days). */
export function slotText(slot: { slot_id: string; days: readonly string[]; times: readonly string[] }, dayName: (day: string) => string): string {
  const when = slotSchedule(slot)
    .map((s) => (s.time ? `${dayName(s.day)} ${s.time}` : dayName(s.day)))
    .join(', ');
  return when ? `${slot.slot_id} (${when})` : slot.slot_id;
}

export function dateTimeText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
