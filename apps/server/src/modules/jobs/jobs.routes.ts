// The admin's side of scheduled work: the automatic charge calls of document 02 §7 (the daily and
// annual fee jobs, run now) and the Scheduled jobs screen (status of each job, run one now).
import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES, jobOperations } from '@springboard/contract/operations/jobs';
import { registerOperations, result } from '../../platform/operations.js';
import { DEFAULT_JOBS_TIME_ZONE } from '../../jobs/jobs-plugin.js';
import { jobStatuses } from './jobs.service.js';

export async function jobsRoutes(app: FastifyInstance) {
  const timeZone = app.config.jobsTimeZone ?? DEFAULT_JOBS_TIME_ZONE;
  registerOperations(app, jobOperations, {
    chargeAutomatic: {
      handle: async ({ run, tenant, user }) => {
        const r = await app.jobs.runNow('autopay', tenant.id, { run, actorId: user.id });
        return result(
          { run_id: r.id, counts: r.counts, failures: r.failures },
          r.status === 'done' ? JOB_MESSAGES.charged : JOB_MESSAGES.failed,
        );
      },
    },
    chargeAutomaticAnnualFee: {
      handle: async ({ run, tenant, user }) => {
        const r = await app.jobs.runNow('annual-fee', tenant.id, { run, actorId: user.id });
        return result(
          { run_id: r.id, counts: r.counts, failures: r.failures },
          r.status === 'done' ? JOB_MESSAGES.annualFeeCharged : JOB_MESSAGES.failed,
        );
      },
    },
    list: {
      handle: async ({ run, tenant }) => result(await jobStatuses({ run, tenantId: tenant.id, timeZone, now: new Date() })),
    },
    runNow: {
      handle: async ({ run, tenant, user, params }) => {
        const r = await app.jobs.runNow(params.job, tenant.id, { run, actorId: user.id });
        return result(r, r.status === 'done' ? JOB_MESSAGES.ran : JOB_MESSAGES.failed);
      },
    },
  });
}
