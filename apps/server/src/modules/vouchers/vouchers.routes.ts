// Admin management of vouchers (codes the registration page accepts), for the admin's Vouchers
// screen: plain REST paths, the ones a reader would guess.
import type { FastifyInstance } from 'fastify';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import { registerOperations, result } from '../../platform/operations.js';
import { createVoucher, listVouchers, setVoucherActive } from './vouchers.service.js';

export async function vouchersRoutes(app: FastifyInstance) {
  registerOperations(app, voucherOperations, {
    list: { handle: async ({ run }) => result(await run(listVouchers)) },
    create: {
      handle: async ({ run, tenant, body }) => result(await run((tx) => createVoucher(tx, tenant.id, body)), 'Voucher created'),
    },
    setActive: {
      handle: async ({ run, params, body }) => result(await run((tx) => setVoucherActive(tx, params.id, body.active))),
    },
  });
}
