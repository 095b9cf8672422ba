// Program and slot choices of one athlete (documents 01 §4, 02 §2): per program at most one slot;
// choosing the chosen slot again clears it; a full slot cannot be chosen, unless the athlete already
// holds a place in it. Registration and the athlete forms share them. Pure: tested directly.
import type { Slot } from '@springboard/contract/programs';

/** program id → chosen slot id */
export type SlotChoice = Record<string, string>;

export type AthleteChoices = { program_ids: string[]; slots: SlotChoice };

/** Full, unless the athlete already holds a place in it (their own place is not taken from them). */
export function slotIsFull(slot: Pick<Slot, 'id' | 'capacity' | 'enrolled'>, heldSlotIds: readonly string[] = []): boolean {
  return slot.enrolled >= slot.capacity && !heldSlotIds.includes(slot.id);
}

/** Selecting a slot sets it for its program; selecting it again clears it. */
export function toggleSlot(slots: SlotChoice, programId: string, slotId: string): SlotChoice {
  const next = { ...slots };
  if (next[programId] === slotId) delete next[programId];
  else next[programId] = slotId;
  return next;
}

/** Ticking a program adds it; unticking removes it and forgets its slot. */
export function toggleProgram(choices: AthleteChoices, programId: string): AthleteChoices {
  if (choices.program_ids.includes(programId)) {
    const slots = { ...choices.slots };
    delete slots[programId];
    return { program_ids: choices.program_ids.filter((id) => id !== programId), slots };
  }
  return { program_ids: [...choices.program_ids, programId], slots: choices.slots };
}

/** The slots to enrol the athlete in: one per chosen program that has a slot picked. */
export function chosenSlotIds(choices: AthleteChoices): string[] {
  return choices.program_ids.map((p) => choices.slots[p]).filter((s): s is string => !!s);
}

/** Chosen programs still waiting for a slot. */
export function programsWithoutSlot(choices: AthleteChoices): string[] {
  return choices.program_ids.filter((p) => !choices.slots[p]);
}

/** The day/time pairs of a slot. `times` is indexed by weekday (MON…SUN) with "x" for no class. */
export function slotSchedule(slot: { days: readonly string[]; times: readonly string[] }): { day: string; time: string }[] {
  const week = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
  const byWeekday = slot.times.length === 7;
  return slot.days.map((day, i) => {
    const time = byWeekday ? slot.times[week.indexOf(day)] : slot.times[i];
    return { day, time: time && time.toLowerCase() !== 'x' ? time : '' };
  });
}
