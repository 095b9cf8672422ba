import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { api, makeClub, tokenFor, type ClubFixture } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { withTenant } from '../db/tenant-tx.js';
import { BODY_LIMIT } from '../app.js';

let ctx: TestContext;
let club: ClubFixture;
let other: ClubFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await makeClub(ctx.database.db);
  other = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

describe('tenant context', () => {
  it('answers 400 "Tenant context required" without x-tenant-id', async () => {
    const res = await api(ctx.app, { url: '/api/settings' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Tenant context required', code: 'tenant_required' });
  });

  it('answers 404 "Club not found" for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-club', "x' or 1=1 --", '🤸']) {
      const res = await api(ctx.app, { url: '/api/settings', headers: { 'x-tenant-id': encodeURIComponent(slug) } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Club not found', code: 'club_not_found' });
    }
  });

  it("reads a club's settings without a token, and only that club's", async () => {
    const res = await api(ctx.app, { url: '/api/settings', slug: club.slug });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: club.name, slug: club.slug, tenant_id: club.tenantId });
    expect(JSON.stringify(res.json())).not.toMatch(/secret/i);
  });

  it('answers health, the OpenAPI document and the docs page without a tenant', async () => {
    expect((await api(ctx.app, { url: '/api/health' })).json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', migration: expect.stringMatching(/^\d{4}_/), uptime_seconds: expect.any(Number) },
    });
    const spec = (await api(ctx.app, { url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/programs');
    expect((await api(ctx.app, { url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('error envelope', () => {
  it('answers malformed JSON with 400 and no parser internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { 'x-tenant-id': club.slug, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.js|Unexpected end/);
  });

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { 'x-tenant-id': club.slug, 'content-type': 'application/json' },
      payload: JSON.stringify({ contact_info: 'x'.repeat(BODY_LIMIT + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'Request body is too large', code: 'body_too_large' });
    expect((await api(ctx.app, { url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers an unknown API path with the envelope', async () => {
    const res = await api(ctx.app, { url: '/api/nope', slug: club.slug });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('row-level security', () => {
  it('shows no club rows to a query with no tenant set, even when connected as a superuser', async () => {
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    try {
      const su = await client.query('select rolsuper from pg_roles where rolname = current_user');
      expect(su.rows[0].rolsuper).toBe(true);
      await client.query('begin');
      await client.query("select set_config('role', 'springboard_app', true)");
      const users = await client.query('select count(*)::int as n from users');
      const settings = await client.query('select count(*)::int as n from club_settings');
      await client.query('rollback');
      expect(users.rows[0].n).toBe(0);
      expect(settings.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it("sees only the set club's rows and cannot write into another club", async () => {
    const rows = await withTenant(ctx.database.db, club.tenantId, (tx) => tx.execute(sql`select distinct tenant_id from users`));
    expect(rows.rows).toEqual([{ tenant_id: club.tenantId }]);
    await expect(
      withTenant(ctx.database.db, club.tenantId, (tx) =>
        tx.execute(sql`insert into roles (tenant_id, name) values (${other.tenantId}, 'intruder')`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('has row-level security enabled and forced on every table holding tenant_id', async () => {
    const res = await ctx.database.pool.query(`
      select c.relname, c.relrowsecurity, c.relforcerowsecurity
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id'
      where n.nspname = 'public' and c.relkind = 'r'`);
    expect(res.rows.length).toBeGreaterThan(20);
    // Two exceptions, written only by their owner's triggers, past the policy: people_search, so that
    // its trigram index serves the people search (springboard_people_matching() answers for the club
    // set only), which the club role may not touch at all; club_row_counts, which any club's rows
    // change and the club role may only read, its own club's rows.
    const ownerWritten = ['people_search', 'club_row_counts'];
    for (const r of res.rows)
      expect([r.relname, r.relrowsecurity, r.relforcerowsecurity]).toEqual([r.relname, true, !ownerWritten.includes(r.relname)]);
    const granted = async (table: string) =>
      (
        await ctx.database.pool.query(
          `select p from unnest(array['select', 'insert', 'update', 'delete']) p where has_table_privilege('springboard_app', $1, p)`,
          [table],
        )
      ).rows.map((r: { p: string }) => r.p);
    expect(await granted('people_search')).toEqual([]);
    expect(await granted('club_row_counts')).toEqual(['select']);
  });
});

describe('route declarations', () => {
  it('every /api route declares who may call it', () => {
    const rules = ctx.app.routeRules.filter((r) => r.method !== 'HEAD');
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const declared = new Set(rules.filter((r) => r.access).map((r) => `${r.method} ${r.url}`));
    expect(documented.length).toBeGreaterThan(3);
    expect(documented.filter((d) => !declared.has(d))).toEqual([]);
    expect(rules.filter((r) => !r.access)).toEqual([]);
  });
});

describe('the API reference', () => {
  it('holds the error envelope and its codes once, referred to by every error response, small enough for a browser', async () => {
    const res = await api(ctx.app, { url: '/api/openapi.json' });
    const spec = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const errors = Object.values(spec.paths).flatMap((methods) =>
      Object.values(methods).flatMap((op) => Object.entries(op.responses).filter(([status]) => status.startsWith('4'))),
    );
    expect(errors.length).toBeGreaterThan(100);
    for (const [, r] of errors)
      expect(r).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });
    // With the 220 codes written into each response it was 8 MB, and the docs page never drew.
    expect(res.body.length).toBeLessThan(1_000_000);
  });
});

describe('GET /api/tenant-lookup', () => {
  it('finds a club by its own host name, and 404s an unknown one', async () => {
    const mine = await makeClub(ctx.database.db, { domain: 'gym.example.org' });
    const res = await api(ctx.app, { url: '/api/tenant-lookup?domain=GYM.example.org' });
    expect(res.json()).toEqual({ success: true, data: { id: mine.tenantId, slug: mine.slug, name: mine.name } });
    expect((await api(ctx.app, { url: '/api/tenant-lookup?domain=nope.example.org' })).statusCode).toBe(404);
  });
});

describe('sliding refresh', () => {
  it("adds a fresh token to an authenticated response once the caller's token is close to expiry", async () => {
    const fresh = await tokenFor(ctx.app, club, { id: club.admin.id, role: 'admin' });
    const res = await api(ctx.app, { url: '/api/settings', slug: club.slug, token: fresh });
    expect(res.json().token).toBeUndefined();

    // A token with four minutes left, for the same live session.
    const sessionId = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()).sid as string;
    const realNow = Date.now;
    Date.now = () => realNow() - 11 * 60 * 1000;
    const old = await ctx.app.tokens.signAccess({ userId: club.admin.id, tenantId: club.tenantId, sessionId, role: 'admin' });
    Date.now = realNow;
    const slid = await api(ctx.app, { url: '/api/settings', slug: club.slug, token: old.token });
    expect(slid.statusCode).toBe(200);
    const token = slid.json().token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token });
    expect(me.json().data.id).toBe(club.admin.id);
  });
});
