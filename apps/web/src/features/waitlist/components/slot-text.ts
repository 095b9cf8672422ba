// How a waitlist entry's slot and an offer's time read (pure; shared by the waitlist screens): its
// days and hours, as parents read every slot (components/slot-picker/slot-label.ts); the club's slot
// code only when the slot has no days to show.
import type { WaitlistEntry } from '@springboard/contract/waitlist';
import { slotWhen } from '../../../components/slot-picker/slot-label';

/** `dayName` turns MON…SUN into the reader's words (common:slotPicker.days). */
export function slotText(
  slot: { slot_id: string; days: readonly string[]; times: readonly string[] },
  dayName: (day: string) => string,
  language: string | undefined,
): string {
  return slotWhen(slot, dayName, language) || slot.slot_id;
}

export { formatDateTime as dateTimeText } from '../../../lib/dates';

/** The staff screen's entries by slot, in the order they come: each slot titled "Program: its days
 *  and hours" in the reader's language. */
export function groupBySlot(
  entries: readonly WaitlistEntry[],
  dayName: (day: string) => string,
  language: string | undefined,
): { key: string; title: string; entries: WaitlistEntry[] }[] {
  const groups = new Map<string, { key: string; title: string; entries: WaitlistEntry[] }>();
  for (const e of entries) {
    const g = groups.get(e.slot_id) ?? {
      key: e.slot_id,
      title: `${e.program.label}: ${slotText(e.slot, dayName, language)}`,
      entries: [],
    };
    g.entries.push(e);
    groups.set(e.slot_id, g);
  }
  return [...groups.values()];
}
