// GET /metrics (Prometheus text, behind METRICS_TOKEN), GET /api/health and GET /api/health/ready.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addClub, addFamily, type TestClub } from '../../test/fixtures.js';
import { latestMigration } from '../db/migration-marks.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let ctx: TestContext;
let off: TestContext;
let club: TestClub;

beforeAll(async () => {
  [ctx, off] = await Promise.all([createTestApp({ config: { metricsToken: TOKEN } }), createTestApp()]);
  club = await addClub(ctx);
});
afterAll(async () => Promise.all([ctx?.close(), off?.close()]));

const scrape = async (authorization?: string) =>
  ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. value(text, 'springboard_registrations_total'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(sample + ' '));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const res = await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ']) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('springboard_');
    }
  });

  it('counts requests by route pattern and status, registrations, job runs, the pool and the outbox', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const registrationsBefore = value(before, 'springboard_registrations_total') ?? 0;
    const family = await addFamily(ctx, club);
    await ctx.app.inject({ url: `/api/memberships/${family.membershipId}`, headers: club.admin.headers });
    await ctx.app.jobs.runNow('overdue-invoices', club.tenantId);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(value(text, 'springboard_registrations_total')).toBe(registrationsBefore + 1);
    // The route's pattern, never the URL with the membership's id.
    expect(text).toMatch(/springboard_http_requests_total\{method="GET",route="\/api\/memberships\/:id",status="200"\} 1/);
    expect(text).not.toContain(family.membershipId);
    expect(text).toMatch(/springboard_http_requests_total\{method="POST",route="\/api\/registrations",status="201"\} 1/);
    expect(text).toMatch(/springboard_http_request_duration_seconds_count\{method="POST",route="\/api\/registrations",status_class="2xx"\} 1/);
    expect(value(text, 'springboard_job_runs_total{job="overdue-invoices",status="done"}')).toBe(1);
    expect(value(text, 'springboard_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(text, 'springboard_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(text, 'springboard_email_outbox{state="queued"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'springboard_clubs')).toBe(1);
    expect(text).toMatch(/^springboard_process_resident_memory_bytes \d+/m);
  });
});

describe('health and readiness', () => {
  it('says the database answers, and the migration it is at', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok', migration: latestMigration().tag });
  });

  it('is ready once migrated, and answers 503 from the moment it shuts down', async () => {
    const ready = await off.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true, migration: latestMigration().tag });
    off.app.shuttingDown();
    const closing = await off.app.inject({ url: '/api/health/ready' });
    expect(closing.statusCode).toBe(503);
    expect(closing.json()).toMatchObject({ success: false, code: 'service_unavailable', error: 'Not ready: the server is shutting down' });
  });
});
