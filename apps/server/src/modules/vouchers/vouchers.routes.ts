// Admin management of vouchers (codes the registration page accepts). The documents name no
// screen for it; these are the REST paths a reader would guess.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVoucherBody, voucher } from '@springboard/contract/vouchers';
import { access } from '../../platform/access.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { createVoucher, listVouchers, setVoucherActive } from './vouchers.service.js';

const tags = ['vouchers'];

export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vouchers',
    { config: { access: access.admin }, schema: { tags, response: { 200: envelope(z.array(voucher)), ...errorResponses } } },
    async (req) => ok(await req.tenantTx(listVouchers)),
  );

  app.post(
    '/api/vouchers',
    { config: { access: access.admin }, schema: { tags, body: createVoucherBody, response: { 201: envelope(voucher), ...errorResponses } } },
    async (req, reply) => reply.code(201).send(ok(await req.tenantTx((tx) => createVoucher(tx, req.tenant.id, req.body)), 'Voucher created')),
  );

  app.patch(
    '/api/vouchers/:id',
    {
      config: { access: access.admin },
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: z.object({ active: z.boolean() }),
        response: { 200: envelope(voucher), ...errorResponses },
      },
    },
    async (req) => ok(await req.tenantTx((tx) => setVoucherActive(tx, req.params.id, req.body.active))),
  );
};
