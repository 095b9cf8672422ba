// The server names a bad field by its path in the request body: an athlete field lands under that
// field; a slot problem ("slot_ids") under the programs; anything else is said in the toast.
import type { ErrorDetail } from '@springboard/contract/api';
import type { KeyedT } from '../../lib/i18n';
import { fieldErrors, type FormErrors } from '../../lib/server-messages';

const FIELDS = new Set(['first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'membership_id']);

export function placeAthleteErrors(details: readonly ErrorDetail[], t: KeyedT): FormErrors {
  return fieldErrors(details, t, (path) => {
    const field = path.split('.')[0] ?? path;
    return FIELDS.has(field) ? field : field === 'slot_ids' ? 'program_ids' : undefined;
  });
}
