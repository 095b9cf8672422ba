// The pricing configs: the list anyone on the club's site reads (registration shows the fee) and the
// admin's Program Pricing Settings save.
import type { FastifyInstance } from 'fastify';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { registerOperations, result } from '../../platform/operations.js';
import { listPricingConfigs, savePricingConfig } from './pricing.service.js';
import { familyTuition, quoteTuition, simulatePricing } from './tuition-views.service.js';
import { clubToday } from '../calendar/meetings.js';

export async function pricingRoutes(app: FastifyInstance) {
  registerOperations(app, pricingOperations, {
    configs: { handle: async ({ run }) => result(await run(listPricingConfigs)) },
    save: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => savePricingConfig(tx, tenant.id, body, user.id)), 'Pricing config saved successfully!'),
    },
    // Billing periods are the club's: today is its date in its own time zone.
    simulate: {
      handle: async ({ run, tenant, body }) =>
        result(await run(async (tx) => simulatePricing(tx, body, await clubToday(tx, tenant.id)))),
    },
    tuitionQuote: {
      handle: async ({ run, tenant, body }) =>
        result(await run(async (tx) => quoteTuition(tx, body, await clubToday(tx, tenant.id)))),
    },
    familyTuition: {
      handle: async ({ run, tenant, params }) =>
        result(await run(async (tx) => familyTuition(tx, params.membershipId, await clubToday(tx, tenant.id)))),
    },
  });
}
