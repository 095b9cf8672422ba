// The first page's bytes: assets sent pre-compressed in the encoding the browser accepts, hashed
// assets cached for a year, index.html revalidated, API JSON compressed when it is worth it.
import { gzipSync, brotliCompressSync, gunzipSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeClub, type ClubFixture } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;
let webDist: string;
const script = `console.log(${JSON.stringify('springboard '.repeat(400))});`;
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'springboard-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = join(webDist, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  ctx = await createTestApp({ config: { webDist } });
  club = await makeClub(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends a hashed asset as brotli or gzip, whichever the browser accepts, cached for a year', async () => {
    const br = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every load, for any client-side route', async () => {
    for (const url of ['/', '/club/demo', `/club/${club.slug}/admin/manage-staff`]) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('caches files without a hash in their name for an hour only', async () => {
    const res = await ctx.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('API answers', () => {
  it('are compressed when the client accepts it and the body is over 1 kB, and stay uncached', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });

    const programs = await ctx.app.inject({
      url: '/api/programs',
      headers: { 'x-tenant-id': club.slug, 'accept-encoding': 'br' },
    });
    expect(programs.statusCode).toBe(200);
    expect(programs.headers['cache-control']).toBe('no-store');
  });

  it('are sent as they are to a client that does not ask for compression', async () => {
    const res = await api(ctx.app, { url: '/api/settings', slug: club.slug });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.slug).toBe(club.slug);
  });
});
