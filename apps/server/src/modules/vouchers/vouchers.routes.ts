// Admin management of vouchers (codes the registration page accepts), for the admin's Vouchers
// screen: plain REST paths, the ones a reader would guess.
import type { FastifyInstance } from 'fastify';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { createVoucher, setVoucherActive, vouchersPage } from './vouchers.service.js';

export async function vouchersRoutes(app: FastifyInstance) {
  registerOperations(app, voucherOperations, {
    list: { handle: async ({ run, list }) => listResult(await run((tx) => vouchersPage(tx, list))) },
    create: { handle: async ({ run, tenant, user, body }) => result(await run((tx) => createVoucher(tx, tenant.id, body, user.id)), 'Voucher created') },
    setActive: { handle: async ({ run, user, params, body }) => result(await run((tx) => setVoucherActive(tx, params.id, body.active, user.id))) },
  });
}
