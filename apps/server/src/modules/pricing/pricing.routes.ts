// GET /programs/program-pricing-config: the pricing config list; data[0].registration_fee is the
// fee in dollars the registration page shows (the server charges it, whatever a client sends).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingConfig } from '@springboard/contract/pricing';
import { access } from '../../platform/access.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { listPricingConfigs } from './pricing.service.js';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/programs/program-pricing-config',
    {
      config: { access: access.visitor },
      schema: { tags: ['programs'], response: { 200: envelope(z.array(pricingConfig)), ...errorResponses } },
    },
    async (req) => ok(await req.tenantTx(listPricingConfigs)),
  );
};
