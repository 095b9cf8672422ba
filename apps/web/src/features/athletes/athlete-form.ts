// The athlete form of Edit Athlete and Athlete Registration: the athlete's fields,
// the programs ticked and any number of slots per program. Choosing a chosen slot again clears it;
// unticking a program forgets its slots. The server gets the slots as `slot_ids` and moves the enrollments in
// one transaction. Pure: tested without a browser.
import type { Athlete, UpdateAthleteBody } from '@springboard/contract/athletes';
import { chosenSlotIds, programsWithoutSlot } from '../../components/slot-picker/slot-selection';

export type AthleteFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  /** 'YYYY-MM-DD' */
  date_of_birth: string | null;
  program_ids: string[];
  /** program id → chosen slot ids */
  slots: Record<string, string[]>;
  /** program id → a full slot whose waitlist a new athlete joins (an existing one joins at once). */
  waitlist: Record<string, string>;
};

export function emptyAthlete(): AthleteFormValues {
  return {
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: '',
    date_of_birth: null,
    program_ids: [],
    slots: {},
    waitlist: {},
  };
}

/** The form as the athlete is now: each enrolled program ticked with every slot the athlete holds in it. */
export function valuesFromAthlete(a: Athlete): AthleteFormValues {
  const slots: Record<string, string[]> = {};
  for (const e of a.enrollments) {
    const held = (slots[e.program.id] ??= []);
    if (!held.includes(e.slot_id)) held.push(e.slot_id);
  }
  return {
    first_name: a.first_name,
    middle_name: a.middle_name ?? '',
    last_name: a.last_name,
    gender: a.gender,
    date_of_birth: a.date_of_birth,
    program_ids: Object.keys(slots),
    slots,
    waitlist: {},
  };
}

/** What changes on save: (program, slot) pairs unenrolled and enrolled. */
export function enrollmentChanges(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  return { removed: before.filter((s) => !after.includes(s)), added: after.filter((s) => !before.includes(s)) };
}

/**
 * The classes the athlete leaves on save, as the server counts them: moving to another slot of the
 * same program is no drop, but each removed slot stands for one added slot of its program at most,
 * so leaving one of two classes of a program (nothing added in its place) is a drop.
 * `programOf` gives each chosen slot's program.
 */
export function droppedSlotIds(
  held: readonly { slot_id: string; program_id: string }[],
  chosen: readonly string[],
  programOf: (slotId: string) => string | undefined,
): string[] {
  const { removed, added } = enrollmentChanges(
    held.map((h) => h.slot_id),
    chosen,
  );
  const leaving = held.filter((h) => removed.includes(h.slot_id));
  for (const slotId of added) {
    const i = leaving.findIndex((h) => h.program_id === programOf(slotId));
    if (i >= 0) leaving.splice(i, 1);
  }
  return leaving.map((h) => h.slot_id);
}

export type AthleteFormErrors = Record<string, ErrorKey>;
export type ErrorKey = 'form.required' | 'form.futureDate' | 'form.chooseSlot';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Browser checks, as i18n keys of the athletes namespace by field path. */
export function validateAthlete(v: AthleteFormValues, now = today()): AthleteFormErrors {
  const errors: AthleteFormErrors = {};
  for (const f of ['first_name', 'last_name', 'gender'] as const) if (!v[f].trim()) errors[f] = 'form.required';
  if (!v.date_of_birth) errors.date_of_birth = 'form.required';
  else if (v.date_of_birth > now) errors.date_of_birth = 'form.futureDate';
  for (const p of programsWithoutSlot(v)) errors[`slots.${p}`] = 'form.chooseSlot';
  return errors;
}

export function athleteBody(
  v: AthleteFormValues,
): Required<Pick<UpdateAthleteBody, 'slot_ids'>> & Omit<UpdateAthleteBody, 'slot_ids'> {
  return {
    first_name: v.first_name.trim(),
    middle_name: v.middle_name.trim() || null,
    last_name: v.last_name.trim(),
    gender: v.gender as UpdateAthleteBody['gender'],
    date_of_birth: v.date_of_birth ?? '',
    slot_ids: chosenSlotIds(v),
  };
}

export function fullName(a: { first_name: string; middle_name?: string | null; last_name: string }): string {
  return [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ');
}
