// How a waitlist entry's slot and an offer's time read (pure; shared by the waitlist screens): its
// days and hours, as parents read every slot (components/slot-picker/slot-label.ts); the club's slot
// code only when the slot has no days to show.
import { slotWhen } from '../../../components/slot-picker/slot-label';

/** `dayName` turns MON…SUN into the reader's words (common:slotPicker.days). */
export function slotText(
  slot: { slot_id: string; days: readonly string[]; times: readonly string[] },
  dayName: (day: string) => string,
  language?: string,
): string {
  return slotWhen(slot, dayName, language) || slot.slot_id;
}

export function dateTimeText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
