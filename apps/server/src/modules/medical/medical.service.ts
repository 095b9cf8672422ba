// An athlete's medical and emergency details: read (each read by staff or an admin is written to the
// audit log in the same transaction), saved whole, asked for at registration as the club requires,
// and handed to the family's data export. Who may call is the operations' access rule.
import { eq, inArray } from 'drizzle-orm';
import type { ErrorDetail } from '@springboard/contract/api';
import {
  MEDICAL_FIELDS,
  type MedicalDetails,
  type MedicalField,
  type MedicalSettings,
  type RegistrationMedical,
  type UpdateMedicalBody,
} from '@springboard/contract/medical';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
import { athleteMedical, clubMedicalSettings } from '../../db/schema.js';
import { fieldDetail } from '../../platform/app-error.js';
import type { FamilyScope, Principal } from '../../platform/access.js';
import { findAthlete } from '../enrollments/find-athlete.js';
import { recordAudit } from '../audit/audit.js';

type Row = typeof athleteMedical.$inferSelect;

function view(athleteId: string, row: Row | undefined): MedicalDetails {
  return {
    athlete_id: athleteId,
    medical_notes: row?.medicalNotes ?? null,
    allergies: row?.allergies ?? null,
    medications: row?.medications ?? null,
    photo_consent: row?.photoConsent ?? null,
    emergency_contacts: (row?.emergencyContacts ?? []).map((c) => ({
      name: c.name,
      relationship: c.relationship,
      phone: c.phone,
    })),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

const isStaff = (user: Principal) => user.role === 'admin' || user.role === 'staff';

/** The athlete's details (empty until filled in). A read by staff or an admin leaves an audit row:
 *  who, when, which athlete; the family's reads of its own athletes do not. */
export async function readMedical(
  tx: Tx,
  tenantId: string,
  athleteId: string,
  user: Principal,
  scope: FamilyScope,
): Promise<MedicalDetails> {
  await findAthlete(tx, athleteId, scope);
  const [row] = await tx.select().from(athleteMedical).where(eq(athleteMedical.athleteId, athleteId));
  if (isStaff(user)) {
    await recordAudit(tx, { tenantId, actorUserId: user.id, action: 'medical_viewed', entity: 'athlete', entityId: athleteId });
  }
  return view(athleteId, row);
}

/** Replaces the athlete's details. A change by staff is audited too (which athlete, not the text). */
export async function saveMedical(
  tx: Tx,
  tenantId: string,
  athleteId: string,
  body: UpdateMedicalBody | RegistrationMedical,
  user: Principal | null,
  scope: FamilyScope,
): Promise<MedicalDetails> {
  await findAthlete(tx, athleteId, scope);
  const values = {
    medicalNotes: body.medical_notes,
    allergies: body.allergies,
    medications: body.medications,
    photoConsent: body.photo_consent ?? null,
    emergencyContacts: body.emergency_contacts,
    updatedBy: user?.id ?? null,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(athleteMedical)
    .values({ tenantId, athleteId, ...values })
    .onConflictDoUpdate({ target: [athleteMedical.tenantId, athleteMedical.athleteId], set: values })
    .returning();
  if (user && isStaff(user)) {
    await recordAudit(tx, { tenantId, actorUserId: user.id, action: 'medical_updated', entity: 'athlete', entityId: athleteId });
  }
  return view(athleteId, row);
}

/** The medical details the club requires (every registration reads them). */
const REQUIRED_MEDICAL = `select ${selectList(clubMedicalSettings, 's', ['requiredFields'])} from club_medical_settings s limit 1`;

export async function getMedicalSettings(tx: Tx): Promise<MedicalSettings> {
  const [row] = await rowsOf<Selected<typeof clubMedicalSettings, 'requiredFields'>>(tx, { text: REQUIRED_MEDICAL, values: [] });
  const required = new Set(row?.requiredFields ?? []);
  return { required_fields: MEDICAL_FIELDS.filter((f) => required.has(f)) };
}

export async function saveMedicalSettings(tx: Tx, tenantId: string, body: MedicalSettings): Promise<MedicalSettings> {
  const requiredFields = MEDICAL_FIELDS.filter((f) => body.required_fields.includes(f));
  await tx
    .insert(clubMedicalSettings)
    .values({ tenantId, requiredFields })
    .onConflictDoUpdate({ target: clubMedicalSettings.tenantId, set: { requiredFields, updatedAt: new Date() } });
  return { required_fields: requiredFields };
}

const given: Record<MedicalField, (m: RegistrationMedical | undefined) => boolean> = {
  allergies: (m) => !!m?.allergies,
  medical_notes: (m) => !!m?.medical_notes,
  medications: (m) => !!m?.medications,
  emergency_contact: (m) => (m?.emergency_contacts.length ?? 0) > 0,
  photo_consent: (m) => m?.photo_consent === true || m?.photo_consent === false,
};
const fieldOf: Record<MedicalField, string> = {
  allergies: 'allergies',
  medical_notes: 'medical_notes',
  medications: 'medications',
  emergency_contact: 'emergency_contacts',
  photo_consent: 'photo_consent',
};

/** The details the club requires that an athlete of the registration lacks, naming each field
 *  (`athletes.0.medical.allergies`). A text answer ("None") counts as given. */
export async function missingRequiredMedical(
  tx: Tx,
  athletes: readonly { medical?: RegistrationMedical }[],
): Promise<ErrorDetail[]> {
  const { required_fields: required } = await getMedicalSettings(tx);
  return athletes.flatMap((a, i) =>
    required
      .filter((f) => !given[f](a.medical))
      .map((f) =>
        fieldDetail(`athletes.${i}.medical.${fieldOf[f]}`, f === 'emergency_contact' ? 'emergency_contact_needed' : 'required'),
      ),
  );
}

/** The details sent with a registration, one row per athlete that has any. */
export async function saveRegistrationMedical(
  tx: Tx,
  tenantId: string,
  athletes: readonly { id: string; medical?: RegistrationMedical }[],
): Promise<void> {
  for (const a of athletes) if (a.medical) await saveMedical(tx, tenantId, a.id, a.medical, null, null);
}

/** For the family's data export: each athlete's details, by athlete id. */
export async function medicalOfAthletes(tx: Tx, athleteIds: string[]): Promise<Map<string, MedicalDetails>> {
  if (athleteIds.length === 0) return new Map();
  const rows = await tx.select().from(athleteMedical).where(inArray(athleteMedical.athleteId, athleteIds));
  return new Map(rows.map((r) => [r.athleteId, view(r.athleteId, r)]));
}
