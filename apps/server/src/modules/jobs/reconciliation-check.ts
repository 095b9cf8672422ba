// The reconciliation job: once a day, the club's check of its card payments and refunds against the
// payment provider's records (reconciliation/reconciliation.service.ts); the Reconciliation screen
// shows what it found. A check already running (an admin's "Check now") makes this run a no-op.
import { AppError } from '../../platform/app-error.js';
import { outcome, type JobOutcome } from '../../platform/jobs/job-context.js';
import type { PaymentJobContext } from '../payments/payment-job-context.js';
import { runCheck } from '../reconciliation/reconciliation.service.js';

export async function checkReconciliation(ctx: PaymentJobContext): Promise<JobOutcome> {
  const out = outcome();
  try {
    const { found } = await runCheck(ctx.run, await ctx.provider(), ctx.tenantId, {
      trigger: ctx.actorId ? 'manual' : 'schedule',
      actorId: ctx.actorId,
      now: ctx.now,
    });
    out.add('mismatches', found);
  } catch (err) {
    if (!(err instanceof AppError && err.reason.code === 'reconciliation_running')) throw err;
    out.add('skipped');
  }
  return { counts: out.counts, failures: out.failures };
}
