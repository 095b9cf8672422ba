// GET /metrics in Prometheus' text format, for a host watching many clubs. Off (404) unless
// METRICS_TOKEN is set; then only with `Authorization: Bearer <token>` (compared in constant time;
// anything else 401). One registry per app (tests build many apps in one process):
//
//   - requests: count and duration by method, route pattern (never the URL with its ids) and status;
//   - the database pool: connections open, idle, and requests waiting for one (pg.Pool's public counts);
//   - scheduled jobs: runs and failures by job (counted in this process, platform/jobs/install-jobs.ts);
//   - e-mail: messages waiting in the outbox, those waiting after a failed attempt, the oldest due
//     one's age (email_queue, which holds ids across clubs, read at scrape time), deliveries given
//     up after the last attempt (counted in this process);
//   - registrations and payments made through this process (from the routes' answers and the automatic
//     charges' counts), and declined card charges;
//   - clubs, overdue scheduled work, and Node's own process metrics (memory, CPU, event loop lag).
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { reason } from '@springboard/contract/messages';
import { AppError } from './app-error.js';

export type Metrics = {
  /** A scheduled job's run ended (`failed` when its work threw). */
  jobRun: (job: string, status: 'done' | 'failed') => void;
  /** Payments made outside a request (the automatic charges of a job run). */
  paymentsMade: (via: string, n: number) => void;
  /** An e-mail given up after its last attempt. */
  emailGivenUp: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The routes whose successful answers are a registration or a payment, and how each is counted. */
const REGISTRATION_ROUTES = new Set(['POST /api/registrations']);
const PAYMENT_ROUTES: Record<string, string> = {
  'POST /api/payments': 'recorded',
  'POST /api/payments/charge-manually': 'card',
  'POST /api/payments/charge-member-manual-payment': 'card',
};

const sha = (s: string) => createHash('sha256').update(s).digest();

/** Whether the Authorization header carries the token, in time that does not depend on how much of it matches. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(sha(given), sha(token)) && given.length > 0;
}

async function metrics(app: FastifyInstance, opts: { pool: pg.Pool; token: string | undefined }) {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'springboard_' });

  const requests = new Counter({
    name: 'springboard_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const durations = new Histogram({
    name: 'springboard_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const registrations = new Counter({
    name: 'springboard_registrations_total',
    help: 'Registrations completed through this process',
    registers: [register],
  });
  const payments = new Counter({
    name: 'springboard_payments_total',
    help: 'Payments made through this process, by way (recorded: card or cash; card: saved card; autopay)',
    labelNames: ['via'] as const,
    registers: [register],
  });
  const declined = new Counter({
    name: 'springboard_payments_declined_total',
    help: 'Card charges declined (402) through this process',
    registers: [register],
  });
  const jobRuns = new Counter({
    name: 'springboard_job_runs_total',
    help: 'Scheduled job runs (one job for one club) finished in this process, by job and status',
    labelNames: ['job', 'status'] as const,
    registers: [register],
  });
  const emailGivenUp = new Counter({
    name: 'springboard_email_failures_total',
    help: 'E-mails given up after their last delivery attempt, in this process',
    registers: [register],
  });

  new Gauge({
    name: 'springboard_db_pool_connections',
    help: 'Database pool connections, by state (total, idle, waiting: requests waiting for one)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      this.set({ state: 'total' }, opts.pool.totalCount);
      this.set({ state: 'idle' }, opts.pool.idleCount);
      this.set({ state: 'waiting' }, opts.pool.waitingCount);
    },
  });

  // Read once per scrape, for all the gauges below.
  const outbox = new Gauge({
    name: 'springboard_email_outbox',
    help: 'E-mails waiting to be sent (queued) and of those, the ones waiting to be tried again after a failed attempt (retrying)',
    labelNames: ['state'] as const,
    registers: [register],
  });
  const oldest = new Gauge({
    name: 'springboard_email_outbox_oldest_due_seconds',
    help: 'How long the oldest e-mail due for sending has waited (0 when none is due)',
    registers: [register],
  });
  const clubs = new Gauge({ name: 'springboard_clubs', help: 'Clubs hosted', registers: [register] });
  const overdue = new Gauge({
    name: 'springboard_jobs_overdue',
    help: 'Scheduled (job, club) pairs due more than 5 minutes ago and not running: nothing is running the jobs',
    registers: [register],
  });

  async function readDatabaseGauges() {
    const res = await app.tx.noClub((tx) =>
      tx.execute<{ queued: number; retrying: number; oldest: number; clubs: number; overdue: number }>(sql`
        select
          (select count(*)::int from email_queue) as queued,
          (select count(*)::int from email_queue where attempts > 0) as retrying,
          (select coalesce(extract(epoch from now() - min(ready_at)), 0)::float8 from email_queue where ready_at <= now()) as oldest,
          (select count(*)::int from tenants) as clubs,
          (select count(*)::int from job_schedule
             where next_run_at < now() - interval '5 minutes' and (lease_until is null or lease_until < now())) as overdue`),
    );
    const row = res.rows[0]!;
    outbox.set({ state: 'queued' }, row.queued);
    outbox.set({ state: 'retrying' }, row.retrying);
    oldest.set(row.oldest);
    clubs.set(row.clubs);
    overdue.set(row.overdue);
  }

  app.decorate<Metrics>('metrics', {
    jobRun: (job, status) => jobRuns.inc({ job, status }),
    paymentsMade: (via, n) => {
      if (n > 0) payments.inc({ via }, n);
    },
    emailGivenUp: () => emailGivenUp.inc(),
  });

  // One counter and one histogram child per (method, route, status): prom-client hashes a labels
  // object on every call, so the children are looked up by one string key instead. A callback hook,
  // not an async one: no promise per request.
  type Children = { count: Counter.Internal; time: Histogram.Internal<'method' | 'route' | 'status_class'>; registration: boolean; via: string | undefined };
  const children = new Map<string, Children>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const key = `${req.method} ${route}`;
    const labelKey = `${key} ${status}`;
    let child = children.get(labelKey);
    if (!child) {
      child = {
        count: requests.labels({ method: req.method, route, status }),
        time: durations.labels({ method: req.method, route, status_class: `${Math.floor(status / 100)}xx` }),
        registration: status < 300 && REGISTRATION_ROUTES.has(key),
        via: PAYMENT_ROUTES[key],
      };
      children.set(labelKey, child);
    }
    child.count.inc();
    child.time.observe(reply.elapsedTime / 1000);
    if (child.registration) registrations.inc();
    if (child.via && status < 300) payments.inc({ via: child.via });
    if (child.via && status === 402) declined.inc();
    done();
  });

  app.get('/metrics', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (req, reply) => {
    if (!opts.token) throw new AppError('NOT_FOUND', reason('route_not_found', { method: req.method, path: '/metrics' }));
    if (!bearerMatches(req.headers.authorization, opts.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED', 'authentication_required');
    }
    await readDatabaseGauges();
    return reply.type(register.contentType).send(await register.metrics());
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
