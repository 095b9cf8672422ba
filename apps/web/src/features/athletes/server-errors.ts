// The server names a bad field by its path in the request body: an athlete field lands under that
// field; a slot problem ("slot_ids") under the programs; anything else is said in the toast.
import type { ErrorDetail } from '@springboard/contract/api';

const FIELDS = new Set(['first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'membership_id']);

export function placeAthleteErrors(details: readonly ErrorDetail[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const d of details) {
    const field = d.field.split('.')[0] ?? d.field;
    if (FIELDS.has(field)) errors[field] ??= d.message;
    else if (field === 'slot_ids') errors.program_ids ??= d.message;
  }
  return errors;
}
