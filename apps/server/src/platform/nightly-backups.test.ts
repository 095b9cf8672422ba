// Nightly backups: written when the newest is a day old, the oldest beyond BACKUP_KEEP deleted, and
// BACKUP_KEEP / BACKUP_DIR read and checked at start-up.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addClub } from '../../test/fixtures.js';
import { ConfigError, loadConfig } from '../config.js';
import { readBackupHeader } from '../db/restore.js';
import { backupFileName, createNightlyBackups, listBackups, pruneBackups } from './nightly-backups.js';

let ctx: TestContext;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'springboard-nightly-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  ctx = await createTestApp();
  await addClub(ctx);
});
afterAll(async () => {
  await ctx?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const silent = { info: () => {}, error: () => {} } as unknown as TestContext['app']['log'];

describe('nightly backups', () => {
  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', () => {
    const dir = tempDir();
    const days = Array.from({ length: 9 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i, 3, 0, 0)));
    for (const d of days) writeFileSync(join(dir, backupFileName(d)), 'x');
    writeFileSync(join(dir, 'keep-me.txt'), 'mine');
    writeFileSync(join(dir, `${backupFileName(days[0]!)}.partial`), 'x');
    const gone = pruneBackups(dir, 7);
    expect(gone.map((f) => f.slice(dir.length + 1))).toEqual([backupFileName(days[0]!), backupFileName(days[1]!)]);
    expect(listBackups(dir).map((b) => b.at)).toEqual(days.slice(2));
    expect(readdirSync(dir)).toContain('keep-me.txt');
  });

  it('writes a backup when the newest is a day old, none before, and prunes to BACKUP_KEEP', async () => {
    const dir = join(tempDir(), 'backups');
    const nightly = createNightlyBackups({ databaseUrl: ctx.databaseUrl, dir, keep: 2 }, silent);
    const night = (n: number, hour = 3) => new Date(Date.UTC(2026, 10, 20 + n, hour, 0, 0));

    const first = await nightly.runIfDue(night(0));
    expect(first).toBe(join(dir, backupFileName(night(0))));
    expect((await readBackupHeader(first!)).format).toBe('springboard-backup');
    expect(await nightly.runIfDue(night(0, 14))).toBeNull(); // the same day: not due
    await nightly.runIfDue(night(1));
    await nightly.runIfDue(night(2));
    expect(listBackups(dir).map((b) => b.at)).toEqual([night(1), night(2)]);
  });

  it('reads BACKUP_KEEP (default 7, 0 off) and BACKUP_DIR (default DATA_DIR/backups), naming a bad value', () => {
    const base = { DATA_DIR: '/srv/sb', APP_SECRET: 'x'.repeat(32), INIT_CWD: '/home/op' };
    expect(loadConfig(base).backups).toEqual({ keep: 7, dir: '/srv/sb/backups' });
    expect(loadConfig({ ...base, BACKUP_KEEP: '0', BACKUP_DIR: 'elsewhere' }).backups).toEqual({ keep: 0, dir: '/home/op/elsewhere' });
    for (const bad of ['-1', 'seven', '2.5'])
      expect(() => loadConfig({ ...base, BACKUP_KEEP: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: 'seven' })).toThrow(/BACKUP_KEEP/);
  });
});
