// Athletes' medical and emergency details, kept apart from `athletes` so that who may read them
// differs; each athlete's check-in code; and what the club requires at registration. Migration 0031.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './columns.js';
import { athletes } from './memberships.js';
import { tenants } from './tenants.js';

export type StoredEmergencyContact = { name: string; relationship: string; phone: string };

export const athleteMedical = pgTable(
  'athlete_medical',
  {
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    medicalNotes: text('medical_notes'),
    allergies: text('allergies'),
    medications: text('medications'),
    /** Null until the family answers. */
    photoConsent: boolean('photo_consent'),
    emergencyContacts: jsonb('emergency_contacts')
      .$type<StoredEmergencyContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'athlete_medical_pkey', columns: [t.tenantId, t.athleteId] }),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
  ],
);

/** An athlete's check-in code: random (not derived from anything), made by a trigger when the athlete is. */
export const athleteCheckInCodes = pgTable(
  'athlete_check_in_codes',
  {
    tenantId: tenantId(),
    athleteId: uuid('athlete_id').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ name: 'athlete_check_in_codes_pkey', columns: [t.tenantId, t.athleteId] }),
    uniqueIndex('athlete_check_in_codes_code_key').on(t.tenantId, t.code),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete('cascade'),
  ],
);

/** Which medical details registration requires per athlete; no row: none. */
export const clubMedicalSettings = pgTable('club_medical_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  requiredFields: text('required_fields')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
