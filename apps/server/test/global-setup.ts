// One PostgreSQL for the whole test run (TEST_DATABASE_URL, or an embedded one in a temp folder),
// with a migrated template database each test file copies into its own database.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDb } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';

export const TEMPLATE_DB = 'springboard_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDb | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'springboard-test-'));
    chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
    embedded = await startEmbeddedPostgres(dir, () => {});
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templatePool = new pg.Pool({ connectionString: withDatabase(adminUrl, TEMPLATE_DB), max: 1 });
  await runMigrations(templatePool);
  await templatePool.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE_DB);

  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
