// Runs of scheduled jobs for one club, recorded in job_runs (with what each did) whether the schedule
// or an admin started them.
import { and, eq, lt } from 'drizzle-orm';
import { JOB_NAMES, type JobCounts, type JobFailure, type JobName, type JobRun } from '@springboard/contract/operations/jobs';
import { jobRuns } from '../../db/schema.js';
import type { Runner } from '../../db/tenant-tx.js';
import type { JobContext, JobDef } from './job-context.js';

export type Trigger = 'schedule' | 'manual';

type RunRow = typeof jobRuns.$inferSelect;

export function toJobRun(r: RunRow): JobRun {
  const result = (r.result ?? {}) as { counts?: JobCounts; failures?: JobFailure[] };
  return {
    id: r.id,
    job: JOB_NAMES.find((n) => n === r.job) ?? 'autopay',
    trigger: r.trigger === 'manual' ? 'manual' : 'schedule',
    status: r.status === 'done' ? 'done' : r.status === 'failed' ? 'failed' : 'running',
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    counts: result.counts ?? {},
    failures: result.failures ?? [],
    error: r.error,
  };
}

/** A run's error as an admin may read it: the message only, short, never a stack. */
function describeError(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 300) || 'Unknown error';
}

export const INTERRUPTED = 'Interrupted: the server stopped before the job finished';

/**
 * Runs one job for the club in `ctx` and records it: a job_runs row 'running' first (committed, so
 * the admin sees it), then 'done' with the counts and failures, or 'failed' with the error.
 */
export async function runJob<C extends JobContext>(def: JobDef<C>, ctx: C, trigger: Trigger): Promise<JobRun> {
  const [started] = await ctx.run((tx) =>
    tx
      .insert(jobRuns)
      .values({ tenantId: ctx.tenantId, job: def.name, period: ctx.today, trigger, actorUserId: ctx.actorId, status: 'running' })
      .returning(),
  );
  let row: RunRow | undefined;
  try {
    const out = await def.work(ctx);
    [row] = await ctx.run((tx) =>
      tx
        .update(jobRuns)
        .set({ status: 'done', finishedAt: new Date(), result: { counts: out.counts, failures: out.failures } })
        .where(eq(jobRuns.id, started!.id))
        .returning(),
    );
  } catch (err) {
    ctx.log.error({ err, job: def.name, tenantId: ctx.tenantId }, 'scheduled job failed');
    [row] = await ctx.run((tx) =>
      tx
        .update(jobRuns)
        .set({ status: 'failed', finishedAt: new Date(), error: describeError(err) })
        .where(eq(jobRuns.id, started!.id))
        .returning(),
    );
  }
  return toJobRun(row ?? started!);
}

/** Runs left 'running' by a process that died (older than the lease) are marked failed. */
export async function closeInterruptedRuns(run: Runner, job: JobName, leaseMs: number): Promise<void> {
  await run((tx) =>
    tx
      .update(jobRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: INTERRUPTED })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'running'), lt(jobRuns.startedAt, new Date(Date.now() - leaseMs)))),
  );
}
