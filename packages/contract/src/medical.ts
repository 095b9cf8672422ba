// An athlete's medical and emergency details (notes, allergies, medications, photo consent,
// emergency contacts), kept apart from the athlete so that who may read them differs: the family,
// and staff holding view_medical_info (admins always). Every read by staff is written to the audit log.
import { z } from 'zod';
import { say } from './messages.js';
import { requiredText } from './memberships.js';

/** The longest medical text (notes, allergies, medications) kept, in characters. */
export const MEDICAL_TEXT_MAX = 2000;
/** At most this many emergency contacts per athlete. */
export const EMERGENCY_CONTACTS_MAX = 5;

/** What a club may require at registration, per athlete. */
export const MEDICAL_FIELDS = ['allergies', 'medical_notes', 'medications', 'emergency_contact', 'photo_consent'] as const;
export type MedicalField = (typeof MEDICAL_FIELDS)[number];

const medicalText = z
  .string({ error: say('must_be_text') })
  .trim()
  .max(MEDICAL_TEXT_MAX, say('too_long', { max: MEDICAL_TEXT_MAX }))
  .nullish()
  .transform((s) => (s ? s : null));

export const emergencyContact = z.object({
  name: requiredText(120),
  relationship: requiredText(60),
  phone: requiredText(40).refine((p) => /^[0-9+()\-.\s/x#]{5,40}$/i.test(p) && /\d{5}/.test(p.replace(/\D/g, '')), say('bad_phone')),
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

const contacts = z.array(emergencyContact).max(EMERGENCY_CONTACTS_MAX, say('too_many_items', { max: EMERGENCY_CONTACTS_MAX }));

/** PUT /api/athletes/{id}/medical: every field, replacing what was kept; at least one emergency contact. */
export const updateMedicalBody = z.object({
  medical_notes: medicalText,
  allergies: medicalText,
  medications: medicalText,
  photo_consent: z.boolean({ error: say('must_be_true_or_false') }),
  emergency_contacts: contacts.min(1, say('emergency_contact_needed')),
});
export type UpdateMedicalBody = z.infer<typeof updateMedicalBody>;
export type UpdateMedicalInput = z.input<typeof updateMedicalBody>;

/** An athlete's details at registration: each part optional here; the club's required ones are
 *  enforced by the server (Manage Settings), naming the field. */
export const registrationMedical = z.object({
  medical_notes: medicalText,
  allergies: medicalText,
  medications: medicalText,
  photo_consent: z.boolean({ error: say('must_be_true_or_false') }).nullish(),
  emergency_contacts: contacts.default([]),
});
export type RegistrationMedical = z.infer<typeof registrationMedical>;

/** What GET answers: null photo consent and no contacts while the family has not filled them in. */
export const medicalDetails = z.object({
  athlete_id: z.string().uuid(),
  medical_notes: z.string().nullable(),
  allergies: z.string().nullable(),
  medications: z.string().nullable(),
  photo_consent: z.boolean().nullable(),
  emergency_contacts: z.array(z.object({ name: z.string(), relationship: z.string(), phone: z.string() })),
  updated_at: z.string().nullable(),
});
export type MedicalDetails = z.infer<typeof medicalDetails>;

/** The club's choice of what registration requires (Manage Settings). */
export const medicalSettings = z.object({
  required_fields: z
    .array(z.enum(MEDICAL_FIELDS, { error: say('one_of', { options: MEDICAL_FIELDS.join(', ') }) }))
    .max(MEDICAL_FIELDS.length)
    .refine((f) => new Set(f).size === f.length, say('listed_twice')),
});
export type MedicalSettings = z.infer<typeof medicalSettings>;

export const MEDICAL_MESSAGES = {
  saved: 'Medical details saved',
  settingsSaved: 'Medical settings saved',
} as const;
