// The scheduled-work runtime of a server, whichever jobs it has: `app.jobs` (run a job now for a
// club, or poll once), polling from when the app is ready until it closes (after the run in
// progress), and the context each run gets. The caller's plugin names the jobs and what a run of
// them needs beyond the core context.
import type { FastifyInstance } from 'fastify';
import type { Runner } from '../../db/tenant-tx.js';
import type { JobContext, JobDef } from './job-context.js';
import { createJobRunner, type ContextFactory, type JobRunner } from './job-runner.js';
import { localDate } from './schedule-times.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export const DEFAULT_JOB_POLL_SECONDS = 60;
export const DEFAULT_JOBS_TIME_ZONE = 'UTC';

export type InstallJobsOptions<X extends object> = {
  /** Poll on a timer (default on); tests turn it off and call app.jobs.runNow / tick. */
  enabled?: boolean | undefined;
  jobs: readonly JobDef<JobContext & X>[];
  /** Sends queued e-mail now. */
  kickOutbox: () => void;
  /** What a run for the club gets beyond the core context (its payment provider, say). */
  extras: (tenantId: string) => X;
};

export function installJobs<X extends object>(app: FastifyInstance, opts: InstallJobsOptions<X>): void {
  const timeZone = app.config.jobsTimeZone ?? DEFAULT_JOBS_TIME_ZONE;
  const context: ContextFactory<JobContext & X> = (tenantId, o) => {
    const now = o.now ?? new Date();
    const run: Runner = o.run ?? app.tx.club(tenantId);
    return {
      tenantId,
      run,
      now,
      today: localDate(now, timeZone),
      timeZone,
      kickOutbox: opts.kickOutbox,
      publicUrl: app.config.publicUrl,
      actorId: o.actorId ?? null,
      log: app.log,
      ...opts.extras(tenantId),
    };
  };
  const pollMs = opts.enabled === false ? 0 : (app.config.jobPollSeconds ?? DEFAULT_JOB_POLL_SECONDS) * 1000;
  // Each run counted in the metrics (GET /metrics), with the automatic charges it made.
  const jobs = opts.jobs.map((def) => ({
    ...def,
    work: async (ctx: JobContext & X) => {
      try {
        const out = await def.work(ctx);
        app.metrics.jobRun(def.name, 'done');
        if (def.name === 'autopay' || def.name === 'annual-fee') app.metrics.paymentsMade(def.name, out.counts.charged ?? 0);
        return out;
      } catch (err) {
        app.metrics.jobRun(def.name, 'failed');
        throw err;
      }
    },
  }));
  const driver = createJobRunner({ jobs, tx: app.tx, context, log: app.log, pollMs });
  app.decorate('jobs', driver.runner);
  app.addHook('onReady', async () => driver.start());
  app.addHook('onClose', async () => driver.stop());
}
