// An athlete's medical and emergency details: the family for its own athletes, staff only with
// view_medical_info (admins always); and the club's choice of what registration requires.
import { z } from 'zod';
import { medicalDetails, medicalSettings, updateMedicalBody } from '../medical.js';
import { access, defineOperation } from '../operation.js';

const tags = ['medical'];
const athleteById = { entity: 'athlete', in: 'params', key: 'id' } as const;
const idParams = z.object({ id: z.string().uuid() });

export const medicalOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/api/athletes/:id/medical',
    access: access.family('view_medical_info', athleteById),
    params: idParams,
    response: medicalDetails,
    description: "Each read by staff or an admin is written to the audit log (who, when, which athlete); the family's own reads are not.",
    tags,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/athletes/:id/medical',
    access: access.family('view_medical_info', athleteById),
    params: idParams,
    body: updateMedicalBody,
    response: medicalDetails,
    tags,
  }),
  settings: defineOperation({
    method: 'GET',
    path: '/api/settings/medical',
    access: access.visitor,
    response: medicalSettings,
    description: 'Which medical details registration requires for each athlete (the registration form asks for them).',
    tags,
  }),
  updateSettings: defineOperation({
    method: 'PUT',
    path: '/api/settings/medical',
    access: access.admin,
    body: medicalSettings,
    response: medicalSettings,
    tags,
  }),
};
