// What the registration screens hand to /members-summary in the navigation state:
// the membership (never the password), the athletes with their chosen programs and slots, and the
// payment method. History state can come from anywhere (an old tab, the staff form), so the summary
// page parses it rather than trusting it.
import type { ProgramWithSlots } from '@springboard/contract/programs';
import type { RegistrationValues } from './registration-form';

export type SummaryProgram = {
  program: string;
  /** The club's code for the slot: kept for staff, never shown to a parent. */
  slot_id: string;
  days: string[];
  times: string[];
  /** The program's length and ages, for the parent's summary ("60 min · Ages 5–12"). */
  duration_hours?: number;
  min_age?: number;
  max_age?: number;
};
export type SummaryAthlete = {
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  date_of_birth: string;
  programs: SummaryProgram[];
};
export type SummaryState = {
  paymentMethod: 'card' | 'cash';
  amount_cents: number | null;
  membership_id: string | null;
  membership: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  };
  start_date: string | null;
  referral: string | null;
  athletes: SummaryAthlete[];
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (o: Record<string, unknown>, keys: string[]) => keys.every((k) => typeof o[k] === 'string');
const strOrNull = (v: unknown) => v === null || typeof v === 'string';
const strArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

const optNumber = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v));

function isProgram(v: unknown): v is SummaryProgram {
  return (
    isObj(v) &&
    strings(v, ['program', 'slot_id']) &&
    strArray(v.days) &&
    strArray(v.times) &&
    optNumber(v.duration_hours) &&
    optNumber(v.min_age) &&
    optNumber(v.max_age)
  );
}
function isAthlete(v: unknown): v is SummaryAthlete {
  return (
    isObj(v) &&
    strings(v, ['first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth']) &&
    Array.isArray(v.programs) &&
    v.programs.every(isProgram)
  );
}

/** The summary from history state, or null when there is none (a reloaded or typed-in page). */
export function parseSummaryState(state: unknown): SummaryState | null {
  if (!isObj(state) || !isObj(state.membership)) return null;
  const ok =
    (state.paymentMethod === 'card' || state.paymentMethod === 'cash') &&
    (state.amount_cents === null || Number.isInteger(state.amount_cents)) &&
    strOrNull(state.membership_id) &&
    strings(state.membership, ['first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'zip']) &&
    strOrNull(state.start_date) &&
    strOrNull(state.referral) &&
    Array.isArray(state.athletes) &&
    state.athletes.length > 0 &&
    state.athletes.every(isAthlete);
  return ok ? (state as unknown as SummaryState) : null;
}

export function buildSummaryState(
  values: RegistrationValues,
  programs: ProgramWithSlots[],
  extra: { paymentMethod: 'card' | 'cash'; amount_cents: number | null; membership_id: string | null },
): SummaryState {
  const { password: _password, ...membership } = values.membership;
  return {
    ...extra,
    membership: Object.fromEntries(Object.entries(membership).map(([k, v]) => [k, v.trim()])) as SummaryState['membership'],
    start_date: values.start_date,
    referral: values.referral,
    athletes: values.athletes.map((a) => ({
      first_name: a.first_name.trim(),
      middle_name: a.middle_name.trim(),
      last_name: a.last_name.trim(),
      gender: a.gender,
      date_of_birth: a.date_of_birth ?? '',
      programs: a.program_ids.flatMap((pid) => {
        const program = programs.find((p) => p.id === pid);
        if (!program) return [];
        return program.slots
          .filter((s) => a.slots[pid]?.includes(s.id))
          .map((slot) => ({
            program: program.label,
            slot_id: slot.slot_id,
            days: slot.days,
            times: slot.times,
            duration_hours: program.duration_hours,
            min_age: program.min_age,
            max_age: program.max_age,
          }));
      }),
    })),
  };
}

/** Every program chosen for the family, with whom it is for (the summary's "Selected programs"). */
export function selectedPrograms(state: SummaryState): (SummaryProgram & { athlete: string })[] {
  return state.athletes.flatMap((a) => a.programs.map((p) => ({ ...p, athlete: `${a.first_name} ${a.last_name}` })));
}
