// A slot as parents read it, in the reader's language: "Monday 4:00 PM – 5:00 PM" (slot-label.ts),
// for lists that name an athlete's classes (athletes, a family's athletes, waitlists).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../lib/i18n';
import { slotWhen } from './slot-label';

type SlotTimes = { slot_id: string; days: readonly string[]; times: readonly string[] };

export function useSlotWhen(): (slot: SlotTimes) => string {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage;
  return useCallback(
    (slot: SlotTimes) => slotWhen(slot, (day) => translateKey(t, `slotPicker.days.${day}`), language) || slot.slot_id,
    [t, language],
  );
}

/** "Youth Gymnastics, Monday 4:00 PM – 5:00 PM; Teen Competitive, …" */
export function enrollmentsText(
  enrollments: readonly { program: { label: string }; program_slot: SlotTimes }[],
  when: (slot: SlotTimes) => string,
): string {
  return enrollments.map((e) => `${e.program.label}, ${when(e.program_slot)}`).join('; ');
}
