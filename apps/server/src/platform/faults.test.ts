// Server faults and newcomer trips: text PostgreSQL cannot store, deletes that would null a
// tenant_id, HEAD requests, security headers and one short log line per request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, makeClub, registeredFamily, tokenFor, type ClubFixture, type FamilyFixture } from '../../test/factories.js';
import { createTestApp, testConfig, type TestContext } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { withTenant } from '../db/tenant-tx.js';
import { addInvoice } from '../../test/fixtures.js';
import { isConnectionFailure } from './error-handler.js';

let ctx: TestContext;
let club: ClubFixture;
let family: FamilyFixture;
let adminToken: string;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'springboard-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  ctx = await createTestApp({ config: { webDist } });
  club = await makeClub(ctx.database.db);
  family = await registeredFamily(ctx.app, club.slug);
  adminToken = await tokenFor(ctx.app, club, { id: club.admin.id, role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const UNSTORABLE = 'contains a character that cannot be stored (NUL or an unpaired surrogate)';

function expectUnstorable(res: { statusCode: number; json: () => any }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: `${field} ${UNSTORABLE}`,
    code: 'field_unstorable_text',
    params: { field },
    details: [{ field, message: UNSTORABLE, code: 'unstorable_text' }],
  });
}

describe('text PostgreSQL cannot store', () => {
  it('answers 400 naming the domain for a NUL in GET /api/tenant-lookup', async () => {
    expectUnstorable(await api(ctx.app, { url: '/api/tenant-lookup?domain=gym%00.example' }), 'domain');
  });

  it('answers 400 naming the id for a NUL in GET /api/payments/stripe/payment-methods/:id', async () => {
    const res = await api(ctx.app, {
      url: '/api/payments/stripe/payment-methods/cus_%00x',
      slug: club.slug,
      token: family.token,
    });
    expectUnstorable(res, 'id');
  });

  it('answers 400 naming the code for a NUL in POST /api/payments/apply/discount', async () => {
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/payments/apply/discount',
      slug: club.slug,
      body: { code: 'SAVE\u000010', amount: 25 },
    });
    expectUnstorable(res, 'code');
  });

  it('answers 400 naming the club for a NUL in the Stripe webhook path', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe/demo%00',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{"id":"evt_1"}',
    });
    expectUnstorable(res, 'club');
  });

  it('answers 400 naming the voucher for a NUL in POST /api/registrations/quote', async () => {
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations/quote',
      slug: club.slug,
      body: { voucher_code: 'A\u0000' },
    });
    expectUnstorable(res, 'voucher_code');
  });

  it('names a nested body field, and refuses an unpaired surrogate the same way', async () => {
    const nested = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations',
      slug: club.slug,
      body: { membership: { first_name: 'Pat\u0000' }, athletes: [] },
    });
    expectUnstorable(nested, 'membership.first_name');
    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: '/api/registrations/quote',
      headers: { 'x-tenant-id': club.slug, 'content-type': 'application/json' },
      payload: '{"voucher_code": "A\\ud800"}',
    });
    expectUnstorable(surrogate, 'voucher_code');
    // Ordinary text, emoji (a surrogate pair) included, still goes through.
    const fine = await api(ctx.app, {
      method: 'POST',
      url: '/api/payments/apply/discount',
      slug: club.slug,
      body: { code: 'NOPE🤸', amount: 25 },
    });
    expect(fine.statusCode).toBeLessThan(500);
    expect(fine.body).not.toContain('cannot be stored');
  });
});

describe('deletes keep tenant_id', () => {
  it('DELETE /api/athletes/:id keeps its invoices, with the athlete unset and the club kept', async () => {
    const invoiceId = await addInvoice(ctx, club, {
      membershipId: family.membershipId,
      athleteId: family.athleteId,
      cents: 4500,
      dueDate: new Date().toISOString().slice(0, 10),
      description: 'Monthly fee',
    });
    const res = await api(ctx.app, {
      method: 'DELETE',
      url: `/api/athletes/${family.athleteId}`,
      slug: club.slug,
      token: family.token,
    });
    expect(res.statusCode).toBe(200);
    const rows = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (await tx.execute(sql`select tenant_id, athlete_id, amount_cents from invoices where id = ${invoiceId}`)).rows,
    );
    expect(rows).toEqual([{ tenant_id: club.tenantId, athlete_id: null, amount_cents: 4500 }]);
  });

  it('DELETE /api/invoices/:id of a paid invoice is refused with the reason (decision 0008), not a 500: invoice and payment stay', async () => {
    const [paid] = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (
          await tx.execute<{ invoice_id: string; payment_id: string }>(sql`
          select i.id as invoice_id, p.id as payment_id from invoices i join payments p on p.invoice_id = i.id
          where i.membership_id = ${family.membershipId} limit 1`)
        ).rows,
    );
    expect(paid).toBeDefined();
    const res = await api(ctx.app, {
      method: 'DELETE',
      url: `/api/invoices/${paid!.invoice_id}`,
      slug: club.slug,
      token: adminToken,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This invoice has a recorded payment and cannot be deleted. Void it instead.');
    const rows = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (await tx.execute(sql`select tenant_id, invoice_id, status from payments where id = ${paid!.payment_id}`)).rows,
    );
    expect(rows).toEqual([{ tenant_id: club.tenantId, invoice_id: paid!.invoice_id, status: 'succeeded' }]);
  });

  it('no foreign key with ON DELETE SET NULL may null tenant_id', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string; def: string }>(`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where contype = 'f' and confdeltype = 'n' and connamespace = 'public'::regnamespace`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.def, r.name).toMatch(/ON DELETE SET NULL \((?!.*tenant_id)[a-z_, ]+\)/);
  });
});

// The restart itself is db/restart.test.ts.
describe('isConnectionFailure', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('knows a refused, shut-down or lost connection, also wrapped by drizzle, and nothing else', () => {
    expect(isConnectionFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionFailure(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001'])
      expect(isConnectionFailure(withCode(code)), code).toBe(true);
    expect(
      isConnectionFailure(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '22021', '42P01', '40001']) expect(isConnectionFailure(withCode(code)), code).toBe(false);
    expect(isConnectionFailure(new Error('Failed query', { cause: withCode('23505') }))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
  });
});

describe('HEAD', () => {
  it('answers like GET, without a body, for health, a club page and a club API read', async () => {
    for (const call of [
      { url: '/api/health', headers: {} },
      { url: '/club/demo', headers: {} },
      { url: '/api/programs', headers: { 'x-tenant-id': club.slug } },
    ]) {
      const get = await ctx.app.inject({ method: 'GET', ...call });
      const head = await ctx.app.inject({ method: 'HEAD', ...call });
      expect(get.statusCode, call.url).toBe(200);
      expect(head.statusCode, call.url).toBe(200);
      expect(head.headers['content-type'], call.url).toBe(get.headers['content-type']);
      expect(head.body, call.url).toBe('');
    }
  });
});

describe('security headers', () => {
  it('come with every API answer, errors included, the same set each time: the set for JSON', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-tenant-id': 'no-such-club' } }),
      await ctx.app.inject({ method: 'GET', url: '/api/programs', headers: { 'x-tenant-id': club.slug } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 404, 200]);
    for (const res of answers) {
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // A JSON answer opened in a tab runs and loads nothing, and no page may frame it.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      // The page set is not repeated on every API answer.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('come with every page the same set each time, the API docs included', async () => {
    const pages = [
      await ctx.app.inject({ method: 'GET', url: '/club/demo' }),
      await ctx.app.inject({ method: 'GET', url: '/api/docs/' }),
      await ctx.app.inject({ method: 'GET', url: '/no-such-page' }),
    ];
    for (const res of pages) {
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe(pages[0]!.headers['content-security-policy']);
    }
  });

  it('sends pages nosniff, frame and referrer policies and a CSP fit for the web app, Stripe and the API docs', async () => {
    for (const url of ['/club/demo', '/api/docs/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['script-src'], url).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'");
      expect(csp['style-src'], url).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(csp['connect-src'], url).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
      expect(csp['frame-src'], url).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.stripe.com']));
      expect(csp['upgrade-insecure-requests'], url).toBeUndefined(); // a LAN server on plain http must still load
    }
  });

  it('marks API answers no-store, and any answer to a request with a token', async () => {
    const signedIn = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: adminToken });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await api(ctx.app, { url: '/api/programs', slug: club.slug })).headers['cache-control']).toBe('no-store');
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: '/api/auth/login',
          slug: club.slug,
          body: { email: 'x@example.test', password: 'nope' },
        })
      ).headers['cache-control'],
    ).toBe('no-store');
    // The web app's own page keeps its revalidation, unless a token came with the request.
    expect((await ctx.app.inject({ url: '/club/demo' })).headers['cache-control']).toBe('no-cache');
    expect(
      (await ctx.app.inject({ url: '/club/demo', headers: { authorization: `Bearer ${adminToken}` } })).headers['cache-control'],
    ).toBe('no-store');
  });
});

describe('request log', () => {
  it('writes one short line per request: method, path, status and time, no query string', async () => {
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database: ctx.database,
      logStream,
      jobs: false,
      outboxPollMs: 0,
    });
    await app.inject({ method: 'GET', url: '/api/programs?secret=1', headers: { 'x-tenant-id': club.slug } });
    const lines = logLines.filter((l) => l.includes('/api/programs'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry.msg).toMatch(/^GET \/api\/programs 200 \d+(\.\d+)? ms$/);
    expect(lines[0]).not.toContain('secret');
    expect(lines[0]!.length).toBeLessThan(200);
    expect(logLines.some((l) => /incoming request|request completed/.test(l))).toBe(false);
    await app.close();
  });
});
