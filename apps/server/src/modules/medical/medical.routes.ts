// An athlete's medical details and the club's registration requirements for them. Access (the
// family, staff with view_medical_info, admins) is declared with the operations.
import type { FastifyInstance } from 'fastify';
import { MEDICAL_MESSAGES } from '@springboard/contract/medical';
import { medicalOperations } from '@springboard/contract/operations/medical';
import { registerOperations, result } from '../../platform/operations.js';
import { getMedicalSettings, readMedical, saveMedical, saveMedicalSettings } from './medical.service.js';

export async function medicalRoutes(app: FastifyInstance) {
  registerOperations(app, medicalOperations, {
    get: {
      // A read by staff writes its audit row in the same transaction.
      writes: true,
      handle: async ({ run, tenant, user, params, scope }) =>
        result(await run((tx) => readMedical(tx, tenant.id, params.id, user, scope))),
    },
    update: {
      handle: async ({ run, tenant, user, params, body, scope }) =>
        result(await run((tx) => saveMedical(tx, tenant.id, params.id, body, user, scope)), MEDICAL_MESSAGES.saved),
    },
    settings: { handle: async ({ run }) => result(await run((tx) => getMedicalSettings(tx))) },
    updateSettings: {
      handle: async ({ run, tenant, body }) =>
        result(await run((tx) => saveMedicalSettings(tx, tenant.id, body)), MEDICAL_MESSAGES.settingsSaved),
    },
  });
}
