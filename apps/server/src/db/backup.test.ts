// A backup of clubs with families, payments and pictures, restored into a fresh database, holds
// every row and picture (row counts and a checksum per table); what a restore refuses changes nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addClub, addFamily, type TestClub } from '../../test/fixtures.js';
import { png } from '../../test/png.js';
import { withDatabase } from '../../test/global-setup.js';
import { ident, listTables, writeBackupFile } from './backup.js';
import { latestMigration } from './migration-marks.js';
import { BackupError, restoreBackup } from './restore.js';

let ctx: TestContext;
let clubs: TestClub[];
const dir = mkdtempSync(join(tmpdir(), 'springboard-backup-'));
const dropped: string[] = [];

/** A new, empty database (no tables) on the test server. */
async function emptyDatabase(): Promise<string> {
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropped.push(name);
  return withDatabase(inject('pgAdminUrl'), name);
}

/** Per table: its row count and an md5 of its rows in a stable order, read club by club as a backup does. */
async function digests(url: string): Promise<Record<string, { rows: number; md5: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const clubIds = (await client.query<{ id: string }>('select id from tenants')).rows.map((r) => r.id);
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const t of await listTables(client)) {
      const texts: string[] = [];
      for (const club of t.clubScoped ? clubIds : [null]) {
        if (club) await client.query(`select set_config('app.tenant_id', $1, true)`, [club]);
        const where = club ? ` where tenant_id = '${club}'` : '';
        const res = await client.query<{ j: string }>(
          `select row_to_json(r)::text as j from (select ${t.columns.map(ident).join(', ')} from ${ident(t.name)}${where}) r`,
        );
        texts.push(...res.rows.map((r) => r.j));
      }
      texts.sort();
      const md5 = (await client.query<{ m: string }>('select md5($1) as m', [texts.join('\n')])).rows[0]!.m;
      out[t.name] = { rows: texts.length, md5 };
    }
    await client.query('commit');
    return out;
  } finally {
    await client.end();
  }
}

async function clubCount(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('select count(*)::int as n from tenants')).rows[0].n;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  clubs = [await addClub(ctx), await addClub(ctx)];
  for (const club of clubs) {
    await addFamily(ctx, club, { athletes: 2 });
    await addFamily(ctx, club);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings/hero-image',
      headers: { ...club.admin.headers, 'content-type': 'image/png' },
      payload: png(900, [40, 120, 200]),
    });
    expect(upload.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await ctx?.close();
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  for (const name of dropped) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every row and picture into a fresh database', async () => {
    const file = join(dir, 'all.backup.gz');
    const summary = await writeBackupFile(ctx.databaseUrl, file);
    expect(summary.header.migration).toEqual(latestMigration());
    expect(summary.header.note).toMatch(/APP_SECRET is not in this backup/);

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, file);
    expect(restored).toMatchObject({ tables: summary.tables, rows: summary.rows });

    const before = await digests(ctx.databaseUrl);
    const after = await digests(target);
    expect(after).toEqual(before);
    // What the test put in is there: both clubs, four families, their payments and pictures.
    expect(before.tenants!.rows).toBe(2);
    expect(before.memberships!.rows).toBeGreaterThanOrEqual(4);
    expect(before.payments!.rows).toBeGreaterThanOrEqual(4);
    expect(before.club_picture_files!.rows).toBeGreaterThanOrEqual(2);
  });

  it('refuses a database that has clubs unless forced, a file that is not a backup and a newer schema, changing nothing', async () => {
    const file = join(dir, 'again.backup.gz');
    await writeBackupFile(ctx.databaseUrl, file);
    const target = await emptyDatabase();
    await restoreBackup(target, file);
    const before = await digests(target);

    await expect(restoreBackup(target, file)).rejects.toThrow(
      new BackupError('The database already has 2 clubs: nothing restored (add --force to replace them)'),
    );

    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a backup\n');
    await expect(restoreBackup(target, text, { force: true })).rejects.toThrow(`${text} is not a Springboard backup (or it is cut short)`);
    const json = join(dir, 'other.gz');
    writeFileSync(json, gzipSync('{"hello":"world"}\n'));
    await expect(restoreBackup(target, json, { force: true })).rejects.toThrow(`${json} is not a Springboard backup`);

    const newer = join(dir, 'newer.backup.gz');
    const header = { format: 'springboard-backup', version: 1, migration: { when: latestMigration().when + 100_000, tag: '9999_future' }, created_at: new Date().toISOString(), note: '' };
    writeFileSync(newer, gzipSync(JSON.stringify(header) + '\n'));
    await expect(restoreBackup(target, newer, { force: true })).rejects.toThrow(/is a backup of a newer schema \(9999_future\) than this code/);

    // A backup cut short fails inside the restore's transaction: the database is as it was.
    const whole = readFileSync(file);
    const cut = join(dir, 'cut.backup.gz');
    const lines = gunzipSync(whole).toString().split('\n');
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n') + '\n'));
    await expect(restoreBackup(target, cut, { force: true })).rejects.toThrow(/is cut short|is damaged/);

    expect(await digests(target)).toEqual(before);
    expect(await clubCount(target)).toBe(2);

    // --force replaces what is there.
    const restored = await restoreBackup(target, file, { force: true });
    expect(restored.tables).toBeGreaterThan(0);
    expect(await digests(target)).toEqual(before);
  });
});
