// Program and slot choices of one athlete: per program any number of its slots (an athlete may train
// in several classes of one program, each its own place); choosing a chosen slot again clears it; a
// full slot cannot be chosen, unless the athlete already holds a place in it. Registration and the
// athlete forms share them. Pure: tested directly.
import type { Slot } from '@springboard/contract/programs';

/** program id → the chosen slot ids of that program, in the order they were chosen */
export type SlotChoices = Record<string, string[]>;

/** program id → one slot id (the full slot whose waitlist a new athlete joins) */
export type SlotChoice = Record<string, string>;

/** `waitlist`: program id → the full slot whose waitlist a new athlete joins. */
export type AthleteChoices = { program_ids: string[]; slots: SlotChoices; waitlist?: SlotChoice };

/** Full, unless the athlete already holds a place in it (their own place is not taken from them). */
export function slotIsFull(slot: Pick<Slot, 'id' | 'capacity' | 'enrolled'>, heldSlotIds: readonly string[] = []): boolean {
  return slot.enrolled >= slot.capacity && !heldSlotIds.includes(slot.id);
}

/** Selecting a slot adds it to its program's slots; selecting it again removes it. */
export function toggleSlot(slots: SlotChoices, programId: string, slotId: string): SlotChoices {
  const chosen = slots[programId] ?? [];
  const next = chosen.includes(slotId) ? chosen.filter((s) => s !== slotId) : [...chosen, slotId];
  return next.length ? { ...slots, [programId]: next } : without(slots, programId);
}

const without = <T>(choice: Record<string, T>, programId: string): Record<string, T> => {
  const next = { ...choice };
  delete next[programId];
  return next;
};

/** Ticking a program adds it; unticking removes it and forgets its slot and its waitlist choice. */
export function toggleProgram<T extends AthleteChoices>(choices: T, programId: string): T {
  if (choices.program_ids.includes(programId)) {
    return {
      ...choices,
      program_ids: choices.program_ids.filter((id) => id !== programId),
      slots: without(choices.slots, programId),
      ...(choices.waitlist ? { waitlist: without(choices.waitlist, programId) } : {}),
    };
  }
  return { ...choices, program_ids: [...choices.program_ids, programId] };
}

/** Choosing a full slot's waitlist for a program; choosing it again clears it. */
export function toggleWaitlist(waitlist: SlotChoice, programId: string, slotId: string): SlotChoice {
  return waitlist[programId] === slotId ? without(waitlist, programId) : { ...waitlist, [programId]: slotId };
}

/** The full slots whose waitlist the athlete joins: one per chosen program at most. */
export function waitlistSlotIds(choices: AthleteChoices): string[] {
  return choices.program_ids.map((p) => choices.waitlist?.[p]).filter((s): s is string => !!s);
}

/** The slots to enrol the athlete in: every slot picked under each chosen program. */
export function chosenSlotIds(choices: AthleteChoices): string[] {
  return choices.program_ids.flatMap((p) => choices.slots[p] ?? []);
}

/** The program whose chosen slots include this one. */
export function programOfSlot(slots: SlotChoices, slotId: string): string | undefined {
  return Object.keys(slots).find((p) => slots[p]!.includes(slotId));
}

/** Chosen programs with neither a slot nor a waitlist to join. */
export function programsWithoutSlot(choices: AthleteChoices): string[] {
  return choices.program_ids.filter((p) => !choices.slots[p]?.length && !choices.waitlist?.[p]);
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
