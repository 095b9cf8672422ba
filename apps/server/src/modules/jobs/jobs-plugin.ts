// Registers the server's scheduled work: the jobs of the catalog, each run getting the club's
// payment provider and the e-mail outbox's kick. The runtime itself is platform/jobs/install-jobs.ts.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { installJobs } from '../../platform/jobs/install-jobs.js';
import { JOBS } from './catalog.js';

export const ABANDONED_PAYMENTS_JOB = 'abandoned-payments' as const;

export type JobsPluginOptions = {
  /** Poll on a timer (default on); tests turn it off and call app.jobs.runNow / tick. */
  enabled?: boolean;
};

async function jobs(app: FastifyInstance, opts: JobsPluginOptions) {
  installJobs(app, {
    enabled: opts.enabled,
    jobs: JOBS,
    kickOutbox: () => app.outbox.kick(),
    extras: (tenantId) => ({ provider: () => app.payments.forClub(tenantId) }),
  });
}

export const jobsPlugin = fp(jobs, { name: 'jobs', dependencies: ['payments', 'outbox'] });
