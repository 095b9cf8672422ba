// What one run of a scheduled job gets (whether the schedule or an admin started it) and answers,
// and what a job is. A job that needs more (its club's payment provider) names it as an extension of
// JobContext in its own module; the catalog of the server's jobs supplies it.
import type { JobCounts, JobFailure, JobName, JobStatus } from '@springboard/contract/operations/jobs';
import type { Runner } from '../../db/tenant-tx.js';

export type JobLog = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type JobContext = {
  tenantId: string;
  /** Club transactions (RLS-bound to tenantId); each call commits on its own. */
  run: Runner;
  now: Date;
  /** The club's calendar day now (JOBS_TIME_ZONE). */
  today: string;
  timeZone: string;
  /** Sends queued e-mail now (call after the queuing transaction committed). */
  kickOutbox: () => void;
  publicUrl: string;
  /** The admin who pressed "run now"; null for the schedule. */
  actorId: string | null;
  log: JobLog;
  /** A previewed run (GET /payments/charge-automatic/preview, then "run now"): only these of the due
   *  invoices, and each only while its amount and charge attempt are still the previewed ones. */
  previewed?: readonly PreviewedInvoice[];
};

/** An invoice as a billing preview showed it. */
export type PreviewedInvoice = { id: string; amountCents: number; chargeAttempt: number };

export type JobOutcome = { counts: JobCounts; failures: JobFailure[] };

/** One scheduled job: what it does and when it is next due, over the context `C` its runs get. */
export type JobDef<C extends JobContext = JobContext> = {
  name: JobName;
  cadence: JobStatus['cadence'];
  work: (ctx: C) => Promise<JobOutcome>;
  /** When the schedule runs it next, after a run that was due at `dueAt`. */
  nextRunAt: (ctx: C, dueAt: Date) => Promise<Date>;
  /** False when the club's settings switch the work off (it still runs, and does nothing). */
  enabled: (ctx: Pick<C, 'run' | 'tenantId'>) => Promise<boolean>;
};

/** At most this many failures are kept with a run (the counts hold them all). */
export const MAX_FAILURES_KEPT = 50;

export function outcome(): JobOutcome & { add: (key: keyof JobCounts, n?: number) => void; fail: (f: JobFailure) => void } {
  const counts: JobCounts = {};
  const failures: JobFailure[] = [];
  return {
    counts,
    failures,
    add: (key, n = 1) => {
      counts[key] = (counts[key] ?? 0) + n;
    },
    fail: (f) => {
      if (failures.length < MAX_FAILURES_KEPT) failures.push(f);
    },
  };
}
