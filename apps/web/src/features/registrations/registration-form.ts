// The registration form's values, its two steps' checks and the POST /api/registrations body built
// from it. Field paths are the server's detail paths ("membership.email", "athletes.0.gender"), so
// a server error lands under the same field a browser check would. Pure: tested without a browser.
import type { ErrorDetail } from '@springboard/contract/api';
import { schemaDetails } from '../../lib/server-messages';
import { PASSWORD_MIN } from '@springboard/contract/auth';
import { GENDERS } from '@springboard/contract/athletes';
import { REFERRALS } from '@springboard/contract/memberships';
import type { MedicalField } from '@springboard/contract/medical';
import type { z } from 'zod';
import type { registrationMedical } from '@springboard/contract/medical';
import { registrationBody, type QuoteBody, type RegistrationInput } from '@springboard/contract/registrations';
import { cardErrors, type CardValues } from '../../components/card-entry/card';
import {
  chosenSlotIds,
  programsWithoutSlot,
  waitlistSlotIds,
  type SlotChoice,
  type SlotChoices,
} from '../../components/slot-picker/slot-selection';
import { translateKey, type KeyedT } from '../../lib/i18n';

export { GENDERS, REFERRALS };

type RegistrationMedicalInput = z.input<typeof registrationMedical>;

export const MEMBERSHIP_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'password',
] as const;
export type MembershipValues = Record<(typeof MEMBERSHIP_FIELDS)[number], string>;

export type AthleteValues = {
  /** Stable React key: athletes can be removed from the middle of the list. */
  key: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  /** 'YYYY-MM-DD' */
  date_of_birth: string | null;
  program_ids: string[];
  slots: SlotChoices;
  /** Full slots whose waitlist the athlete joins, by program. */
  waitlist: SlotChoice;
  /** Medical and emergency details (one contact here; more on the athlete's page later). */
  medical: MedicalValues;
};

export type MedicalValues = {
  allergies: string;
  medical_notes: string;
  medications: string;
  photo_consent: '' | 'yes' | 'no';
  contact_name: string;
  contact_relationship: string;
  contact_phone: string;
};

const emptyMedical = (): MedicalValues => ({
  allergies: '',
  medical_notes: '',
  medications: '',
  photo_consent: '',
  contact_name: '',
  contact_relationship: '',
  contact_phone: '',
});

/** The form field that holds a medical detail the club requires. */
export const MEDICAL_FORM_FIELD: Record<MedicalField, keyof MedicalValues> = {
  allergies: 'allergies',
  medical_notes: 'medical_notes',
  medications: 'medications',
  photo_consent: 'photo_consent',
  emergency_contact: 'contact_phone',
};

/** The registration body's `medical` of one athlete: undefined when nothing was filled in. */
export function medicalBody(m: MedicalValues): RegistrationMedicalInput | undefined {
  const contact = [m.contact_name, m.contact_relationship, m.contact_phone].some((v) => v.trim());
  const any = contact || m.photo_consent !== '' || [m.allergies, m.medical_notes, m.medications].some((v) => v.trim());
  if (!any) return undefined;
  return {
    allergies: m.allergies.trim() || null,
    medical_notes: m.medical_notes.trim() || null,
    medications: m.medications.trim() || null,
    photo_consent: m.photo_consent === '' ? null : m.photo_consent === 'yes',
    emergency_contacts: contact
      ? [{ name: m.contact_name.trim(), relationship: m.contact_relationship.trim(), phone: m.contact_phone.trim() }]
      : [],
  };
}

export type RegistrationValues = {
  membership: MembershipValues;
  athletes: AthleteValues[];
  start_date: string | null;
  referral: string | null;
  /** With Friend Referral: the referring family's e-mail (optional). */
  referrer_email: string;
  voucher_code: string;
  card: CardValues;
};

let athleteSeq = 0;
export function newAthlete(): AthleteValues {
  athleteSeq += 1;
  return {
    key: `athlete-${athleteSeq}`,
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: '',
    date_of_birth: null,
    program_ids: [],
    slots: {},
    waitlist: {},
    medical: emptyMedical(),
  };
}

export function initialValues(): RegistrationValues {
  return {
    membership: { first_name: '', last_name: '', email: '', phone: '', address: '', city: '', state: '', zip: '', password: '' },
    athletes: [newAthlete()],
    start_date: null,
    referral: null,
    referrer_email: '',
    voucher_code: '',
    card: { number: '', expiry: '', cvc: '', name: '' },
  };
}

/** path → message: an i18n key of the registration namespace until translated, or server text. */
export type FormErrors = Record<string, string>;

export function translateErrors(errors: FormErrors, t: KeyedT): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, translateKey(t, key)]));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function today(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Step 1: membership, athletes and their slots. */
export function step1Errors(
  values: RegistrationValues,
  now = new Date(),
  requiredMedical: readonly MedicalField[] = [],
): FormErrors {
  const errors: FormErrors = {};
  for (const f of MEMBERSHIP_FIELDS) {
    if (!values.membership[f].trim()) errors[`membership.${f}`] = 'validation.required';
  }
  const email = values.membership.email.trim();
  if (email && !EMAIL.test(email)) errors['membership.email'] = 'validation.emailInvalid';
  if (values.membership.password && values.membership.password.length < PASSWORD_MIN) {
    errors['membership.password'] = 'validation.passwordShort';
  }
  values.athletes.forEach((a, i) => {
    const at = `athletes.${i}`;
    if (!a.first_name.trim()) errors[`${at}.first_name`] = 'validation.required';
    if (!a.last_name.trim()) errors[`${at}.last_name`] = 'validation.required';
    if (!a.gender) errors[`${at}.gender`] = 'validation.required';
    if (!a.date_of_birth) errors[`${at}.date_of_birth`] = 'validation.required';
    else if (!DATE.test(a.date_of_birth) || a.date_of_birth > today(now))
      errors[`${at}.date_of_birth`] = 'validation.birthDateInvalid';
    if (a.program_ids.length === 0) errors[`${at}.program_ids`] = 'validation.programRequired';
    for (const p of programsWithoutSlot(a)) errors[`${at}.slots.${p}`] = 'validation.slotRequired';
    for (const f of requiredMedical) {
      if (f === 'emergency_contact') {
        for (const k of ['contact_name', 'contact_relationship', 'contact_phone'] as const)
          if (!a.medical[k].trim()) errors[`${at}.medical.${k}`] = 'validation.required';
      } else if (!a.medical[MEDICAL_FORM_FIELD[f]].trim())
        errors[`${at}.medical.${MEDICAL_FORM_FIELD[f]}`] = 'validation.required';
    }
  });
  return errors;
}

/** True when athlete `index` has everything step 1 asks of them (names, gender, date of birth, a
 *  program and, per program, a slot or its waitlist): their block may fold to one line. */
export function athleteComplete(values: RegistrationValues, index: number, now = new Date()): boolean {
  const prefix = `athletes.${index}.`;
  return !Object.keys(step1Errors(values, now)).some((path) => path.startsWith(prefix));
}

/** The indexes of the athletes a set of errors is about (their blocks open again to show them). */
export function athletesWithErrors(errors: Record<string, unknown>): number[] {
  const found = new Set<number>();
  for (const [path, message] of Object.entries(errors)) {
    const m = /^athletes\.(\d+)\./.exec(path);
    if (m && message) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** How the card is taken: our own fields (sandbox), the provider's element (only the name is ours),
 *  or not at all (nothing to pay). */
export type CardMode = 'sandbox' | 'provider' | 'none';

/** Step 2: billing. */
export function step2Errors(values: RegistrationValues, card: CardMode, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  if (!values.start_date) errors.start_date = 'validation.required';
  if (!values.referral) errors.referral = 'validation.required';
  if (card === 'sandbox') {
    for (const [field, key] of Object.entries(cardErrors(values.card, now))) errors[`card.${field}`] = key;
  } else if (card === 'provider' && !values.card.name.trim()) {
    errors['card.name'] = 'validation.cardNameRequired';
  }
  return errors;
}

export type RegistrationBody = RegistrationInput;

/** The body of POST /api/registrations: trimmed, optional fields left out when empty. With nothing to
 *  pay (a 100 % voucher) or a cash payment there is no payment intent. */
export function buildRegistrationBody(
  values: RegistrationValues,
  paymentIntentId: string | null,
  paymentMethod: 'card' | 'cash' = 'card',
): RegistrationBody {
  const m = values.membership;
  const membership = Object.fromEntries(
    MEMBERSHIP_FIELDS.map((f) => [f, f === 'password' ? m[f] : f === 'email' ? m[f].trim().toLowerCase() : m[f].trim()]),
  ) as MembershipValues;
  const voucher = values.voucher_code.trim();
  const referrer = values.referral === 'Friend Referral' ? values.referrer_email.trim().toLowerCase() : '';
  return {
    membership,
    start_date: values.start_date ?? '',
    referral: (values.referral ?? '') as RegistrationBody['referral'],
    ...(referrer ? { referrer_email: referrer } : {}),
    ...(voucher ? { voucher_code: voucher } : {}),
    ...(paymentIntentId ? { payment_intent_id: paymentIntentId } : {}),
    payment_method: paymentMethod,
    athletes: values.athletes.map((a) => ({
      first_name: a.first_name.trim(),
      ...(a.middle_name.trim() ? { middle_name: a.middle_name.trim() } : {}),
      last_name: a.last_name.trim(),
      gender: a.gender as RegistrationBody['athletes'][number]['gender'],
      date_of_birth: a.date_of_birth ?? '',
      slot_ids: chosenSlotIds(a),
      ...(waitlistSlotIds(a).length ? { waitlist_slot_ids: waitlistSlotIds(a) } : {}),
      ...(medicalBody(a.medical) ? { medical: medicalBody(a.medical) } : {}),
    })),
  };
}

/** What the server's quote prices besides the voucher: each athlete's chosen classes and the start
 *  date (the first month's tuition, when the club charges it at registration). */
export type QuoteScope = Pick<QuoteBody, 'athletes' | 'start_date'>;

export function quoteScope(values: RegistrationValues): QuoteScope {
  return {
    athletes: values.athletes.map((a) => ({
      first_name: a.first_name.trim(),
      last_name: a.last_name.trim(),
      slot_ids: chosenSlotIds(a),
    })),
    ...(values.start_date ? { start_date: values.start_date } : {}),
  };
}

/** The contract's own check of the body, before any card is charged: what the server would refuse
 *  with 400 is caught here, under the same field, with the same code. */
export function contractIssues(body: RegistrationBody): ErrorDetail[] {
  return schemaDetails(registrationBody, body);
}
