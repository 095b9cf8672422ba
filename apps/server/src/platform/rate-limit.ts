// Fixed-window rate limits kept in PostgreSQL (rate_limit_buckets), so every server process counts
// against the same numbers. One check is one atomic upsert covering all of its keys. The sign-in
// policy (signIn) slows a guesser without letting one lock the owner out from elsewhere.
import { isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FixedCode } from '@springboard/contract/messages';
import type { Runner } from '../db/tenant-tx.js';
import { AppError } from './app-error.js';

export type RateRule = { max: number; windowSeconds: number };

export type RateLimits = {
  /** Sign-ins for one e-mail address from one client (network): the owner mistyping, or one guesser. */
  loginPerAddressAndIp: RateRule;
  /** Sign-ins from one client, whatever the addresses (one password sprayed over many accounts). */
  loginPerIp: RateRule;
  /** Sign-ins for one e-mail address from every client together: the ceiling against guessing from
   *  many machines. Only attempts their client was still allowed count towards it. */
  loginPerAddress: RateRule;
  forgotPerAddress: RateRule;
  forgotPerIp: RateRule;
  /** Contact-form messages from one visitor's e-mail address / from one client, to one club. */
  contactPerAddress: RateRule;
  contactPerIp: RateRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAddressAndIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 50, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 100, windowSeconds: 15 * 60 },
  forgotPerAddress: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 60 * 60 },
  contactPerAddress: { max: 5, windowSeconds: 60 * 60 },
  contactPerIp: { max: 10, windowSeconds: 60 * 60 },
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
      -- The seconds left of the window, whole, from 1 to its length: a window opened by a request whose
      -- transaction began a moment after this one's (its now()) starts after this now().
      select hit.count > input.max as over,
        least(input.window_seconds, greatest(1,
          ceil(extract(epoch from (hit.window_start + make_interval(secs => input.window_seconds) - now())))))::int as retry_after
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

/**
 * The client a limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one unwrapped), an IPv6
 * address by its /64, the block one subscriber usually holds whole, so rotating addresses inside it
 * gains nothing.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!.toLowerCase(); // without a zone id (fe80::1%eth0)
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) fills two groups.
  const width = (part: string) => groups(part).reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const full =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - width(head) - width(tail)).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type SignInAttempt = { tenantId: string; email: string; ip: string };

export type RateLimiter = {
  limits: RateLimits;
  /** Counts the hit; over the limit it sets Retry-After and throws 429 with the envelope (its
   *  refusal the one given, else too_many_attempts). */
  enforce: (reply: FastifyReply, checks: RateCheck[], refusal?: FixedCode) => Promise<void>;
  /** The whole sign-in policy (see RateLimits): 429 with Retry-After when any of its limits is hit. */
  signIn: (reply: FastifyReply, attempt: SignInAttempt) => Promise<void>;
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
  async function enforce(reply: FastifyReply, checks: RateCheck[], refusal: FixedCode = 'too_many_attempts'): Promise<void> {
    const retryAfter = await consume(app.tx.noClub, checks);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      pruneBuckets(app.tx.noClub).catch((err: unknown) => app.log.warn({ err }, 'pruning rate-limit buckets failed'));
    }
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    throw new AppError('RATE_LIMITED', refusal);
  }
  async function signIn(reply: FastifyReply, { tenantId, email, ip }: SignInAttempt): Promise<void> {
    const address = `${tenantId}:${email}`;
    const client = clientNetwork(ip);
    // The client's own limits first: once a client is throttled its attempts stop counting against
    // the address, so a guesser hammering from one place cannot use up the owner's allowance.
    await enforce(reply, [
      { key: `login:pair:${address}:${client}`, rule: limits.loginPerAddressAndIp },
      { key: `login:ip:${client}`, rule: limits.loginPerIp },
    ]);
    await enforce(reply, [{ key: `login:addr:${address}`, rule: limits.loginPerAddress }]);
  }
  app.decorate('rateLimiter', { limits, enforce, signIn });
}

export const rateLimitPlugin = fp(rateLimit, { name: 'rate-limit' });
