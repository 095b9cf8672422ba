// Runs scheduled work on every server process without process-memory state: each tick takes a
// PostgreSQL advisory lock for the job, so with several processes one does the work and the others
// skip that tick. The work itself must be safe to re-run (it re-reads what is due from the database).
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export type Job = { name: string; lockKey: number; everyMs: number; run: () => Promise<number> };

export type JobRunner = { stop: () => void; runNow: (name: string) => Promise<number | null> };

/** `timers` false: nothing runs by itself, but runNow still works (tests drive jobs by hand). */
export function startJobs(pool: pg.Pool, jobs: Job[], log: FastifyBaseLogger, timers = true): JobRunner {
  const pending = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  async function once(job: Job): Promise<number | null> {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [job.lockKey]);
      if (!rows[0]?.ok) return null; // another process is on it
      try {
        return await job.run();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [job.lockKey]);
      }
    } finally {
      client.release();
    }
  }

  function schedule(job: Job) {
    if (stopped) return;
    const t = setTimeout(() => {
      once(job)
        .then((n) => {
          if (n) log.info({ job: job.name, handled: n }, 'scheduled job ran');
        })
        .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'))
        .finally(() => schedule(job));
    }, job.everyMs);
    t.unref();
    pending.set(job.name, t);
  }

  if (timers) for (const job of jobs) schedule(job);
  return {
    stop: () => {
      stopped = true;
      for (const t of pending.values()) clearTimeout(t);
    },
    runNow: (name) => {
      const job = jobs.find((j) => j.name === name);
      return job ? once(job) : Promise.resolve(null);
    },
  };
}
