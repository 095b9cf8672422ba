// The admin's side of scheduled work: the automatic charge calls (the daily and annual fee jobs, run
// now), the automatic charge's preview and its previewed run (the admin sees what would be charged,
// then charges exactly that) and the Scheduled jobs screen.
import type { FastifyInstance } from 'fastify';
import { JOB_MESSAGES, jobOperations } from '@springboard/contract/operations/jobs';
import { registerOperations, result } from '../../platform/operations.js';
import { DEFAULT_JOBS_TIME_ZONE } from '../../platform/jobs/install-jobs.js';
import { bindPreview, previewAndKeep } from '../payments/billing-previews.js';
import { jobStatuses } from './jobs.service.js';
import { localDate } from '../../platform/jobs/schedule-times.js';

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
    previewAutomatic: {
      // Keeps the preview it answers (billing-previews.ts), so the charge that follows is bound to it.
      writes: true,
      handle: async ({ run, tenant }) => {
        const provider = await app.payments.forClub(tenant.id);
        const today = localDate(new Date(), timeZone);
        return result(await run((tx) => previewAndKeep(tx, tenant.id, today, provider.name)));
      },
    },
    chargePreviewed: {
      handle: async ({ run, tenant, user, body }) => {
        const today = localDate(new Date(), timeZone);
        const bound = await run((tx) => bindPreview(tx, body.preview_id, today));
        const r = await app.jobs.runNow('autopay', tenant.id, { run, actorId: user.id, previewed: bound.chargeable });
        return result(
          { run_id: r.id, counts: r.counts, failures: r.failures, previewed: bound.previewed, skipped: bound.skipped },
          r.status === 'done' ? JOB_MESSAGES.previewed : JOB_MESSAGES.failed,
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
