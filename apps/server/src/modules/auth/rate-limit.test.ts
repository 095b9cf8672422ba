import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeClub, makeUser, type ClubFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withoutTenant, withTenant } from '../../db/tenant-tx.js';
import { clientNetwork, consume, DEFAULT_RATE_LIMITS, pruneBuckets } from '../../platform/rate-limit.js';

let ctx: TestContext;
let club: ClubFixture;
const minute = 60;

beforeAll(async () => {
  ctx = await createTestApp({
    deps: {
      rateLimits: {
        loginPerAddressAndIp: { max: 3, windowSeconds: minute },
        loginPerIp: { max: 6, windowSeconds: minute },
        loginPerAddress: { max: 12, windowSeconds: minute },
        forgotPerAddress: { max: 2, windowSeconds: 10 * minute },
        forgotPerIp: { max: 4, windowSeconds: 10 * minute },
      },
    },
  });
  club = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

const post = (url: string, body: unknown, ip: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { 'x-tenant-id': club.slug }, payload: body as object, remoteAddress: ip });
const login = (email: string, password: string, ip: string) => post('/api/auth/login', { email, password }, ip);

function expect429(res: Awaited<ReturnType<typeof post>>, maxWait: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, error: 'Too many attempts. Please try again later.', code: 'too_many_attempts' });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(maxWait);
}

describe('sign-in limits', () => {
  it('stops one client after its allowance for an address, even with the right password', async () => {
    const ip = '192.0.2.1';
    for (let i = 0; i < 3; i++) expect((await login(club.admin.email, 'wrong guess', ip)).statusCode).toBe(401);
    expect429(await login(club.admin.email, club.admin.password, ip), minute);
    // Another address of the same club from elsewhere is not affected.
    const staff = await makeUser(ctx.database.db, club, { role: 'staff' });
    expect((await login(staff.email, staff.password, '192.0.2.2')).statusCode).toBe(200);
  });

  it('does not lock the owner out: 20 wrong passwords from one IP leave the owner signing in from another', async () => {
    const owner = await makeUser(ctx.database.db, club, { role: 'admin' });
    const attacker = '198.51.100.66';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await login(owner.email, `guess ${i}`, attacker)).statusCode);
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.slice(3).every((s) => s === 429)).toBe(true);
    expect429(await login(owner.email, owner.password, attacker), minute); // still throttled, right password or not
    expect((await login(owner.email, owner.password, '203.0.113.10')).statusCode).toBe(200);
  });

  it('caps one address across many IPs, counting only attempts a client was still allowed', async () => {
    const owner = await makeUser(ctx.database.db, club, { role: 'admin' });
    // Four machines, three guesses each, reach the ceiling of 12; the thirteenth machine is refused.
    for (let m = 0; m < 4; m++) {
      for (let i = 0; i < 3; i++) expect((await login(owner.email, 'wrong guess', `100.64.${m}.1`)).statusCode).toBe(401);
    }
    expect429(await login(owner.email, owner.password, '100.64.99.1'), minute);
  });

  it('lets the address in again once its window has passed', async () => {
    await withoutTenant(ctx.database.db, (tx) =>
      tx.execute(sql`update rate_limit_buckets set window_start = now() - interval '2 minutes' where key like 'login:%'`),
    );
    expect((await login(club.admin.email, club.admin.password, '192.0.2.1')).statusCode).toBe(200);
  });

  it('stops one IP trying many addresses, but not the next IP', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 6; i++) expect((await login(`guess${i}@example.test`, 'password1', ip)).statusCode).toBe(401);
    expect429(await login('guess-last@example.test', 'password1', ip), minute);
    expect((await login('guess-last@example.test', 'password1', '198.51.100.8')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it gains nothing', async () => {
    for (let i = 1; i <= 6; i++)
      expect((await login(`v6-${i}@example.test`, 'password1', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(401);
    expect429(await login('v6-last@example.test', 'password1', '2001:db8:1:2:ffff::7'), minute);
    expect((await login('v6-last@example.test', 'password1', '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('clientNetwork()', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('forgot-password limits', () => {
  it('sends at most the allowance of links per address', async () => {
    const forgot = (ip: string) => post('/api/auth/forgot-password', { email: club.admin.email }, ip);
    expect((await forgot('203.0.113.1')).statusCode).toBe(200);
    expect((await forgot('203.0.113.2')).statusCode).toBe(200);
    expect429(await forgot('203.0.113.3'), 10 * minute);
    const links = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (await tx.execute(sql`select count(*)::int as n from password_reset_tokens where user_id = ${club.admin.id}`)).rows,
    );
    expect(links).toEqual([{ n: 2 }]);
  });

  it('limits one IP asking for many addresses', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/forgot-password', { email: `who${i}@example.test` }, ip)).statusCode).toBe(200);
    expect429(await post('/api/auth/forgot-password', { email: 'who-else@example.test' }, ip), 10 * minute);
  });
});

describe('consume()', () => {
  it('counts every one of many simultaneous hits exactly once', async () => {
    const rule = { max: 10, windowSeconds: minute };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consume(ctx.app.tx.noClub, [{ key: 'test:burst', rule }])),
    );
    expect(results.filter((r) => r === null)).toHaveLength(10);
    expect(results.filter((r) => r !== null && r > 0 && r <= minute)).toHaveLength(15);
  });

  it('never asks to wait longer than the window, when a request that began later opened it', async () => {
    // Simultaneous hits: each runs in its own transaction, whose now() is when it began. The one that
    // opens the window may have begun a little after one that counts against it, which then sees the
    // window start after its own now(): 60.4 s left of a 60 s window, rounded up to 61.
    const rule = { max: 10, windowSeconds: minute };
    await withoutTenant(ctx.database.db, (tx) =>
      tx.execute(
        sql`insert into rate_limit_buckets (key, window_start, count) values ('test:later', now() + interval '0.4 seconds', 10)`,
      ),
    );
    try {
      expect(await consume(ctx.app.tx.noClub, [{ key: 'test:later', rule }])).toBe(minute);
    } finally {
      await withoutTenant(ctx.database.db, (tx) => tx.execute(sql`delete from rate_limit_buckets where key = 'test:later'`));
    }
  });

  it('prunes windows that ended a day ago, and only those', async () => {
    const rule = { max: 10, windowSeconds: minute };
    await consume(ctx.app.tx.noClub, [
      { key: 'test:old', rule },
      { key: 'test:recent', rule },
    ]);
    await withoutTenant(ctx.database.db, (tx) =>
      tx.execute(sql`update rate_limit_buckets set window_start = now() - interval '2 days' where key = 'test:old'`),
    );
    expect(await pruneBuckets(ctx.app.tx.noClub)).toBeGreaterThanOrEqual(1);
    const keys = await withoutTenant(
      ctx.database.db,
      async (tx) => (await tx.execute(sql`select key from rate_limit_buckets where key like 'test:%' order by key`)).rows,
    );
    expect(keys).toEqual([{ key: 'test:burst' }, { key: 'test:recent' }]);
  });

  it('defaults to 10 sign-ins per address from one IP, 50 per IP and 100 per address per 15 minutes, 5 links per address per hour', () => {
    expect(DEFAULT_RATE_LIMITS.loginPerAddressAndIp).toEqual({ max: 10, windowSeconds: 900 });
    expect(DEFAULT_RATE_LIMITS.loginPerIp).toEqual({ max: 50, windowSeconds: 900 });
    expect(DEFAULT_RATE_LIMITS.loginPerAddress).toEqual({ max: 100, windowSeconds: 900 });
    expect(DEFAULT_RATE_LIMITS.forgotPerAddress).toEqual({ max: 5, windowSeconds: 3600 });
  });
});
