// Programs, slots and pricing: listings anyone on the club's site reads (the public site and
// registration need them), and the admin's Create New Program, Programs Management and Program
// Pricing Settings saves.
import type { FastifyInstance } from 'fastify';
import { programOperations } from '@springboard/contract/operations/club';
import { registerOperations, result } from '../../platform/operations.js';
import { listPricingConfigs, savePricingConfig } from '../pricing/pricing.service.js';
import {
  createProgramWithSlots,
  getProgramWithSlots,
  listPrograms,
  listProgramsWithSlots,
  listSlots,
  updateProgramWithSlots,
} from './programs.service.js';

export async function programsRoutes(app: FastifyInstance) {
  registerOperations(app, programOperations, {
    list: { handle: async ({ run }) => result(await run(listPrograms)) },
    slots: { handle: async ({ run }) => result(await run((tx) => listSlots(tx))) },
    withSlots: { handle: async ({ run }) => result(await run(listProgramsWithSlots)) },
    pricingConfigs: { handle: async ({ run }) => result(await run(listPricingConfigs)) },
    create: {
      handle: async ({ run, tenant, body }) => {
        const data = await run(async (tx) => getProgramWithSlots(tx, await createProgramWithSlots(tx, tenant.id, body)));
        return result(data, 'Program and slots created successfully!');
      },
    },
    update: {
      handle: async ({ run, tenant, params, body }) => {
        const data = await run(async (tx) => {
          await updateProgramWithSlots(tx, tenant.id, params.id, body);
          return getProgramWithSlots(tx, params.id);
        });
        return result(data, 'Program updated successfully');
      },
    },
    savePricingConfig: {
      handle: async ({ run, tenant, body }) =>
        result(await run((tx) => savePricingConfig(tx, tenant.id, body)), 'Pricing config saved successfully!'),
    },
  });
}
