// The registration form kept in the browser tab's session storage while it is filled in, so Back and a
// reload bring the same answers back: one draft per club and per form (a family's own registration,
// staff adding a member). Card details and the password are never kept; the draft is removed once the
// registration succeeds.
import { initialValues, type RegistrationValues } from './registration-form';

const keyOf = (club: string, mode: string) => `springboard:registration-draft:${club}:${mode}`;

/** The values without anything secret: the card and the account password. */
export function draftOf(values: RegistrationValues): RegistrationValues {
  return {
    ...values,
    membership: { ...values.membership, password: '' },
    card: { number: '', expiry: '', cvc: '', name: '' },
  };
}

function storage(given?: Storage): Storage | null {
  if (given) return given;
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser: the form still works, it is just not kept
  }
}

export function saveDraft(club: string, mode: string, values: RegistrationValues, store?: Storage): void {
  try {
    storage(store)?.setItem(keyOf(club, mode), JSON.stringify(draftOf(values)));
  } catch {
    // full or blocked storage: nothing is kept
  }
}

/** The kept answers over a fresh form (a field missing from an older draft stays empty). */
export function loadDraft(club: string, mode: string, store?: Storage): RegistrationValues {
  const fresh = initialValues();
  const raw = storage(store)?.getItem(keyOf(club, mode));
  if (!raw) return fresh;
  try {
    const kept = JSON.parse(raw) as Partial<RegistrationValues>;
    if (!kept || typeof kept !== 'object' || !Array.isArray(kept.athletes) || kept.athletes.length === 0) return fresh;
    return draftOf({
      ...fresh,
      ...kept,
      membership: { ...fresh.membership, ...kept.membership },
      athletes: kept.athletes.map((a) => ({ ...fresh.athletes[0]!, ...a })),
    });
  } catch {
    return fresh;
  }
}

export function clearDraft(club: string, mode: string, store?: Storage): void {
  storage(store)?.removeItem(keyOf(club, mode));
}
