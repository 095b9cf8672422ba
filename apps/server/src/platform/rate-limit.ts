// Fixed-window rate limits kept in PostgreSQL (rate_limit_buckets), so every server process counts
// against the same numbers. One check is one atomic upsert covering all of its keys.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_MESSAGES } from '@springboard/contract/auth';
import type { Runner } from '../db/tenant-tx.js';
import { AppError } from './app-error.js';

export type RateRule = { max: number; windowSeconds: number };

export type RateLimits = {
  loginPerAddress: RateRule;
  loginPerIp: RateRule;
  forgotPerAddress: RateRule;
  forgotPerIp: RateRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAddress: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 50, windowSeconds: 15 * 60 },
  forgotPerAddress: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 60 * 60 },
};

export type RateCheck = { key: string; rule: RateRule };

/**
 * Counts one hit on every key; returns the seconds to wait when any key is over its limit, else
 * null. A window that has run out restarts at 1 in the same statement, so concurrent hits never
 * lose a count.
 */
export async function consume(noClub: Runner, checks: RateCheck[]): Promise<number | null> {
  if (checks.length === 0) return null;
  const rows = sql.join(
    checks.map((c) => sql`(${c.key}, ${c.rule.windowSeconds}::int, ${c.rule.max}::int)`),
    sql`, `,
  );
  const res = await noClub((tx) =>
    tx.execute<{ over: boolean; retry_after: number }>(sql`
      with input(key, window_seconds, max) as (values ${rows}),
      hit as (
        insert into rate_limit_buckets as b (key, window_start, count)
        select key, now(), 1 from input
        on conflict (key) do update set
          window_start = case when b.window_start <= now() - make_interval(secs => (select window_seconds from input i where i.key = b.key))
                              then now() else b.window_start end,
          count = case when b.window_start <= now() - make_interval(secs => (select window_seconds from input i where i.key = b.key))
                       then 1 else b.count + 1 end
        returning b.key, b.window_start, b.count
      )
      select hit.count > input.max as over,
        greatest(1, ceil(extract(epoch from (hit.window_start + make_interval(secs => input.window_seconds) - now()))))::int as retry_after
      from hit join input on input.key = hit.key`),
  );
  const over = res.rows.filter((r) => r.over);
  if (over.length === 0) return null;
  return Math.max(...over.map((r) => r.retry_after));
}

/** Deletes windows that ended long ago; the table holds one row per recent address or IP. */
export async function pruneBuckets(noClub: Runner, olderThanSeconds = 24 * 60 * 60): Promise<number> {
  const res = await noClub((tx) =>
    tx.execute(sql`delete from rate_limit_buckets where window_start < now() - make_interval(secs => ${olderThanSeconds}::int)`),
  );
  return res.rowCount ?? 0;
}

export type RateLimiter = {
  limits: RateLimits;
  /** Counts the hit; over the limit it sets Retry-After and throws 429 with the envelope. */
  enforce: (reply: FastifyReply, checks: RateCheck[]) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

async function rateLimit(app: FastifyInstance, opts: { limits?: Partial<RateLimits> | undefined }) {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...(opts.limits ?? {}) };
  let lastPrune = Date.now();
  app.decorate('rateLimiter', {
    limits,
    async enforce(reply, checks) {
      const retryAfter = await consume(app.tx.noClub, checks);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        pruneBuckets(app.tx.noClub).catch((err: unknown) => app.log.warn({ err }, 'pruning rate-limit buckets failed'));
      }
      if (retryAfter === null) return;
      reply.header('retry-after', String(retryAfter));
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
    },
  });
}

export const rateLimitPlugin = fp(rateLimit, { name: 'rate-limit' });
