// The server names a bad field by its path in the request body ("membership.email",
// "athletes.1.slot_ids.0"). This puts each message under the form field that holds that value.
import type { ErrorDetail } from '@springboard/contract/api';
import type { KeyedT } from '../../lib/i18n';
import type { FormErrors, RegistrationValues } from './registration-form';
import { registrationMessage } from './server-messages';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { chosenSlotIds, programOfSlot, slotIsFull } from '../../components/slot-picker/slot-selection';

const FORM_PATHS =
  /^(membership\.\w+|athletes\.\d+\.(first_name|middle_name|last_name|gender|date_of_birth)|start_date|referral|referrer_email|voucher_code)$/;

/** Form errors (translated by code) and the messages no field holds. */
export function placeServerErrors(
  details: readonly ErrorDetail[],
  values: RegistrationValues,
  t: KeyedT,
): { errors: FormErrors; unplaced: string[] } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const detail of details) {
    const path = detail.field.replace(/\[(\d+)\]/g, '.$1');
    const message = registrationMessage(t, detail);
    if (FORM_PATHS.test(path)) {
      errors[path] ??= message;
      continue;
    }
    const medical = /^athletes\.(\d+)\.medical\.(\w+)(?:\.\d+\.(\w+))?$/.exec(path);
    if (medical) {
      const field =
        medical[2] === 'emergency_contacts'
          ? `contact_${medical[3] === 'relationship' ? 'relationship' : medical[3] === 'name' ? 'name' : 'phone'}`
          : medical[2];
      errors[`athletes.${medical[1]}.medical.${field}`] ??= message;
      continue;
    }
    const slot = /^athletes\.(\d+)\.slot_ids(?:\.(\d+))?/.exec(path);
    const athlete = slot ? values.athletes[Number(slot[1])] : undefined;
    if (slot && athlete) {
      const slotId = slot[2] !== undefined ? chosenSlotIds(athlete)[Number(slot[2])] : undefined;
      const programId = slotId ? programOfSlot(athlete.slots, slotId) : undefined;
      errors[programId ? `athletes.${slot[1]}.slots.${programId}` : `athletes.${slot[1]}.program_ids`] ??= message;
      continue;
    }
    unplaced.push(message);
  }
  return { errors, unplaced };
}

/** Errors of step 1 (membership and athletes) send the parent back there to fix them. */
export function hasStep1Error(errors: Record<string, unknown>): boolean {
  return Object.keys(errors).some((k) => k.startsWith('membership.') || k.startsWith('athletes.'));
}

/** After "This time slot is full" (which names no slot): every chosen slot that is full now. */
export function fullSlotErrors(values: RegistrationValues, programs: ProgramWithSlots[], message: string): FormErrors {
  const errors: FormErrors = {};
  values.athletes.forEach((a, i) => {
    for (const programId of a.program_ids) {
      const chosen = programs.find((p) => p.id === programId)?.slots.filter((s) => a.slots[programId]?.includes(s.id)) ?? [];
      if (chosen.some((slot) => slotIsFull(slot))) errors[`athletes.${i}.slots.${programId}`] = message;
    }
  });
  return errors;
}
