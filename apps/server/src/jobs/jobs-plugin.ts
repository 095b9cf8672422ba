// Registers the server's scheduled work (00-decisions.md §5): polling starts when the app is ready
// and stops (after the run in progress) when it closes. `app.jobs` runs a job now for a club.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Runner } from '../db/tenant-tx.js';
import { localDate } from '../modules/jobs/schedule-times.js';
import { createJobRunner, type ContextFactory, type JobRunner } from './job-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export const ABANDONED_PAYMENTS_JOB = 'abandoned-payments' as const;
export const DEFAULT_JOB_POLL_SECONDS = 60;
export const DEFAULT_JOBS_TIME_ZONE = 'UTC';

export type JobsPluginOptions = {
  /** Poll on a timer (default on); tests turn it off and call app.jobs.runNow / tick. */
  enabled?: boolean;
};

async function jobs(app: FastifyInstance, opts: JobsPluginOptions) {
  const timeZone = app.config.jobsTimeZone ?? DEFAULT_JOBS_TIME_ZONE;
  const context: ContextFactory = (tenantId, o) => {
    const now = o.now ?? new Date();
    const run: Runner = o.run ?? app.tx.club(tenantId);
    return {
      tenantId,
      run,
      now,
      today: localDate(now, timeZone),
      timeZone,
      provider: () => app.payments.forClub(tenantId),
      kickOutbox: () => app.outbox.kick(),
      publicUrl: app.config.publicUrl,
      actorId: o.actorId ?? null,
      log: app.log,
    };
  };
  const pollMs = opts.enabled === false ? 0 : (app.config.jobPollSeconds ?? DEFAULT_JOB_POLL_SECONDS) * 1000;
  const driver = createJobRunner({ tx: app.tx, context, log: app.log, pollMs });
  app.decorate('jobs', driver.runner);
  app.addHook('onReady', async () => driver.start());
  app.addHook('onClose', async () => driver.stop());
}

export const jobsPlugin = fp(jobs, { name: 'jobs', dependencies: ['payments', 'outbox'] });
