// Runs the scheduled jobs from PostgreSQL (docs/decisions/0009-job-queue.md). Nothing lives in
// process memory but the poll timer: every server process polls job_schedule every JOBS_POLL_SECONDS,
// claims one due (job, club) row at a time with FOR UPDATE SKIP LOCKED and a lease, runs it, and
// writes the next due time. A process that dies mid-run leaves its lease to run out; the next poll of
// any process takes the row again. The work itself claims each due item once (platform/jobs/claims.ts)
// and re-reads what is due, so a re-run after a crash does only what was left. Which jobs there are
// is the caller's: the runner gets their definitions and how to make a run's context.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JobName, JobRun } from '@springboard/contract/operations/jobs';
import type { Runner, TxSource } from '../../db/tenant-tx.js';
import type { JobContext, JobDef, JobLog, PreviewedInvoice } from './job-context.js';
import { closeInterruptedRuns, runJob } from './job-runs.js';

/** How long a process holds a (job, club) it is running before another may take it over. */
export const SCHEDULE_LEASE_MS = 15 * 60 * 1000;
/** A run that failed is tried again this much later rather than at its next regular time. */
export const RETRY_AFTER_FAILURE_MS = 15 * 60 * 1000;

export type ContextFactory<C extends JobContext = JobContext> = (
  tenantId: string,
  opts: { run?: Runner; actorId?: string | null; now?: Date },
) => C;

export type JobRunner = {
  /** Runs one job for one club now (the admin's "run now", tests); the schedule is unchanged. */
  runNow: (
    name: JobName,
    tenantId: string,
    opts?: { run?: Runner; actorId?: string | null; previewed?: readonly PreviewedInvoice[]; now?: Date },
  ) => Promise<JobRun>;
  /** One poll: runs every (job, club) that is due and free; resolves with how many ran. */
  tick: () => Promise<number>;
  /** This process's name in job_schedule.leased_by. */
  readonly processId: string;
};

type Due = { job: string; club_id: string; next_run_at: Date };

export function createJobRunner<C extends JobContext>(opts: {
  /** Every job the runner schedules. */
  jobs: readonly JobDef<C>[];
  tx: TxSource;
  context: ContextFactory<C>;
  log: JobLog;
  pollMs: number;
  leaseMs?: number;
  processId?: string;
}) {
  const processId = opts.processId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = opts.leaseMs ?? SCHEDULE_LEASE_MS;
  const names = opts.jobs.map((j) => j.name);
  const jobDef = (name: JobName): JobDef<C> => {
    const def = opts.jobs.find((j) => j.name === name);
    if (!def) throw new Error(`unknown job ${name}`);
    return def;
  };
  let timer: NodeJS.Timeout | null = null;
  /** Set by stop(): a poll in progress finishes the run it is in and takes no more. */
  let closing = false;
  let current: Promise<unknown> = Promise.resolve();

  /** Every club gets a row per job, due now the first time it is seen, so each job runs once at start. */
  async function ensureSchedule(): Promise<void> {
    await opts.tx.noClub((tx) =>
      tx.execute(sql`
        insert into job_schedule (job, club_id, next_run_at)
        select j.name, t.id, now() from tenants t cross join unnest(${`{${names.join(',')}}`}::text[]) as j(name)
        on conflict do nothing`),
    );
  }

  async function claimDue(): Promise<Due | null> {
    return opts.tx.noClub(async (tx) => {
      const res = await tx.execute<Due>(sql`
        update job_schedule s set lease_until = now() + make_interval(secs => ${leaseMs / 1000}), leased_by = ${processId}
        from (
          select job, club_id from job_schedule
          where next_run_at <= now() and (lease_until is null or lease_until < now())
            and job = any(${`{${names.join(',')}}`}::text[])
          order by next_run_at
          limit 1
          for update skip locked
        ) due
        where s.job = due.job and s.club_id = due.club_id
        returning s.job, s.club_id, s.next_run_at`);
      return res.rows[0] ?? null;
    });
  }

  async function reschedule(due: Due, next: Date): Promise<void> {
    await opts.tx.noClub((tx) =>
      tx.execute(sql`
        update job_schedule set next_run_at = ${next.toISOString()}::timestamptz, lease_until = null, leased_by = null
        where job = ${due.job} and club_id = ${due.club_id} and leased_by = ${processId}`),
    );
  }

  async function runDue(due: Due): Promise<void> {
    const def = jobDef(due.job as JobName);
    const ctx = opts.context(due.club_id, {});
    await closeInterruptedRuns(ctx.run, def.name, leaseMs);
    const run = await runJob(def, ctx, 'schedule');
    const after = opts.context(due.club_id, {});
    const next =
      run.status === 'failed'
        ? new Date(Date.now() + RETRY_AFTER_FAILURE_MS)
        : await def.nextRunAt(after, new Date(due.next_run_at)).catch(() => new Date(Date.now() + RETRY_AFTER_FAILURE_MS));
    await reschedule(due, next);
    // A run that found nothing to do is in job_runs (the Scheduled Jobs screen); the log keeps the ones that did something.
    const didSomething = Object.values(run.counts ?? {}).some((n) => Number(n) > 0);
    if (run.status === 'done' && didSomething)
      opts.log.info({ job: def.name, tenantId: due.club_id, counts: run.counts }, 'scheduled job ran');
  }

  async function tick(): Promise<number> {
    await ensureSchedule();
    let ran = 0;
    while (!closing) {
      const due = await claimDue();
      if (!due) break;
      try {
        await runDue(due);
      } catch (err) {
        // The run could not even be recorded (database gone): the lease runs out and it is retried.
        opts.log.error({ err, job: due.job, tenantId: due.club_id }, 'scheduled job could not run');
      }
      ran++;
    }
    return ran;
  }

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = current.then(fn);
    current = next.catch(() => undefined);
    return next;
  }

  function schedule() {
    if (closing || opts.pollMs <= 0) return;
    timer = setTimeout(() => {
      exclusive(tick)
        .catch((err: unknown) => opts.log.error({ err }, 'scheduled jobs poll failed'))
        .finally(schedule);
    }, opts.pollMs);
    timer.unref();
  }

  const runner: JobRunner = {
    processId,
    runNow: async (name, tenantId, o = {}) => {
      const ctx = opts.context(tenantId, {
        ...(o.run ? { run: o.run } : {}),
        ...(o.now ? { now: o.now } : {}),
        actorId: o.actorId ?? null,
      });
      return runJob(jobDef(name), o.previewed ? { ...ctx, previewed: o.previewed } : ctx, 'manual');
    },
    tick: () => exclusive(tick),
  };

  return {
    runner,
    start() {
      closing = false;
      if (opts.pollMs <= 0) return;
      // The first poll soon after start: jobs left due by a stopped server run without waiting.
      timer = setTimeout(
        () => {
          exclusive(tick)
            .catch((err: unknown) => opts.log.error({ err }, 'scheduled jobs poll failed'))
            .finally(schedule);
        },
        Math.min(opts.pollMs, 1000),
      );
      timer.unref();
    },
    async stop() {
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
