// Program, slot and pricing listings (visitor-readable: the public site and registration need them).
import type { FastifyInstance } from 'fastify';
import { programOperations } from '@springboard/contract/operations/club';
import { registerOperations, result } from '../../platform/operations.js';
import { listPricingConfigs } from '../pricing/pricing.service.js';
import { listPrograms, listProgramsWithSlots, listSlots } from './programs.service.js';

export async function programsRoutes(app: FastifyInstance) {
  registerOperations(app, programOperations, {
    list: { handle: async ({ run }) => result(await run(listPrograms)) },
    slots: { handle: async ({ run }) => result(await run(listSlots)) },
    withSlots: { handle: async ({ run }) => result(await run(listProgramsWithSlots)) },
    pricingConfigs: { handle: async ({ run }) => result(await run(listPricingConfigs)) },
  });
}
