// Registers the server's scheduled work (00-decisions.md §5) and stops it when the app closes.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { startJobs, type JobRunner } from './job-runner.js';
import { refundAbandonedRegistrationPayments } from './abandoned-payments.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export const ABANDONED_PAYMENTS_JOB = 'refund-abandoned-registration-payments';

async function jobs(app: FastifyInstance, opts: { enabled?: boolean; pool: Pool }) {
  const list = [
    {
      name: ABANDONED_PAYMENTS_JOB,
      lockKey: 727_274_101,
      everyMs: 15 * 60 * 1000,
      run: () => refundAbandonedRegistrationPayments(app.tx, (id) => app.payments.forClub(id), app.log),
    },
  ];
  const runner = startJobs(opts.pool, list, app.log, opts.enabled !== false);
  app.decorate('jobs', runner);
  app.addHook('onClose', async () => runner.stop());
}

export const jobsPlugin = fp(jobs, { name: 'jobs', dependencies: ['payments'] });
