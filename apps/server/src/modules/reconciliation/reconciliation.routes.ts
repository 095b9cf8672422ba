// Reconciliation (admins): the last check and its open findings, "Check now", and "Record it" for a
// charge or refund the provider made and the club never recorded.
import type { FastifyInstance } from 'fastify';
import { reconciliationOperations } from '@springboard/contract/operations/reconciliation';
import { registerOperations, result } from '../../platform/operations.js';
import { readReconciliation } from './reconciliation-view.js';
import { recordItem } from './reconciliation-record.js';
import { runCheck } from './reconciliation.service.js';

export async function reconciliationRoutes(app: FastifyInstance) {
  registerOperations(app, reconciliationOperations, {
    get: {
      handle: async ({ run }) => result(await run((tx) => readReconciliation(tx))),
    },
    check: {
      handle: async ({ run, tenant, user }) => {
        const provider = await app.payments.forClub(tenant.id);
        await runCheck(run, provider, tenant.id, { trigger: 'manual', actorId: user.id });
        return result(await run((tx) => readReconciliation(tx)));
      },
    },
    record: {
      handle: async ({ run, tenant, user, params }) => {
        const provider = await app.payments.forClub(tenant.id);
        await recordItem(run, provider, tenant.id, params.id, { id: user.id, publicUrl: app.config.publicUrl });
        return result(await run((tx) => readReconciliation(tx)));
      },
    },
  });
}
