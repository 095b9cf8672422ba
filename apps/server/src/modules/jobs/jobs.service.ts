// The admin's view of every scheduled job of the club: last run, next due, switched on or off.
import { desc, eq } from 'drizzle-orm';
import type { JobName, JobStatus } from '@springboard/contract/operations/jobs';
import { jobRuns, jobSchedule } from '../../db/schema.js';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import type { JobContext } from '../../platform/jobs/job-context.js';
import { toJobRun } from '../../platform/jobs/job-runs.js';
import { JOBS } from './catalog.js';
import { nextAutoInvoiceAt } from './auto-invoice.js';

type RunRow = typeof jobRuns.$inferSelect;

async function latestRun(tx: Tx, job: JobName): Promise<RunRow | undefined> {
  const [row] = await tx.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.startedAt)).limit(1);
  return row;
}

/** Every job of the club: when it is next due, whether the settings switch it off, its latest run. */
export async function jobStatuses(ctx: Pick<JobContext, 'run' | 'tenantId' | 'timeZone' | 'now'>): Promise<JobStatus[]> {
  return ctx.run(async (tx) => {
    const runner: Runner = (fn) => fn(tx);
    const scoped = { ...ctx, run: runner };
    const schedule = await tx
      .select({ job: jobSchedule.job, nextRunAt: jobSchedule.nextRunAt })
      .from(jobSchedule)
      .where(eq(jobSchedule.clubId, ctx.tenantId));
    const out: JobStatus[] = [];
    for (const def of JOBS) {
      const enabled = await def.enabled(scoped);
      const last = await latestRun(tx, def.name);
      // A club the schedule has not seen yet is due at the next poll.
      const stored = schedule.find((s) => s.job === def.name)?.nextRunAt ?? ctx.now;
      const next = def.cadence === 'auto_invoice' ? (enabled ? await nextAutoInvoiceAt(scoped, ctx.now) : null) : stored;
      out.push({
        job: def.name,
        cadence: def.cadence,
        enabled,
        next_run_at: next ? next.toISOString() : null,
        last_run: last ? toJobRun(last) : null,
      });
    }
    return out;
  });
}
