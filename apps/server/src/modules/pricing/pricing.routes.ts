// The pricing configs: the list anyone on the club's site reads (registration shows the fee) and the
// admin's Program Pricing Settings save.
import type { FastifyInstance } from 'fastify';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { registerOperations, result } from '../../platform/operations.js';
import { listPricingConfigs, savePricingConfig } from './pricing.service.js';
import { familyTuition, quoteTuition, simulatePricing } from './tuition-views.service.js';

/** Today's date as invoices date it (UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function pricingRoutes(app: FastifyInstance) {
  registerOperations(app, pricingOperations, {
    configs: { handle: async ({ run }) => result(await run(listPricingConfigs)) },
    save: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => savePricingConfig(tx, tenant.id, body, user.id)), 'Pricing config saved successfully!'),
    },
    simulate: { handle: async ({ run, body }) => result(await run((tx) => simulatePricing(tx, body, todayUtc()))) },
    tuitionQuote: { handle: async ({ run, body }) => result(await run((tx) => quoteTuition(tx, body, todayUtc()))) },
    familyTuition: {
      handle: async ({ run, params }) => result(await run((tx) => familyTuition(tx, params.membershipId, todayUtc()))),
    },
  });
}
