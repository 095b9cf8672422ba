// `npm run club -- backup` and `restore` as an operator types them: what they print, their exit
// codes, and a refusal in one line.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addClub } from '../../test/fixtures.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'springboard-cli-backup-'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await addClub(ctx);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

function club(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: ctx.databaseUrl, DATA_DIR: dir, INIT_CWD: dir, LOG_LEVEL: 'silent' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/club.ts', ...args], { cwd: serverDir, env, timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run club -- backup / restore', () => {
  it('writes a backup, says where and that the APP_SECRET is not in it; restore refuses a database with clubs, then --force replaces it', async () => {
    const made = await club('backup', '--out', 'nightly.backup.gz');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Backup written to ${join(dir, 'nightly.backup.gz')}`);
    expect(made.stdout).toMatch(/The APP_SECRET is not in this backup/);

    const refused = await club('restore', 'nightly.backup.gz');
    expect(refused).toEqual({ code: 1, stdout: '', stderr: 'The database already has 1 club: nothing restored (add --force to replace them)\n' });

    const forced = await club('restore', 'nightly.backup.gz', '--force');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Restored .*nightly\.backup\.gz/);
    expect(forced.stdout).toMatch(/APP_SECRET was not in the backup/);
  }, 120_000);

  it('refuses a file that is not a backup in one line, exit 1', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'hello\n');
    expect(await club('restore', 'notes.txt')).toEqual({
      code: 1,
      stdout: '',
      stderr: `${join(dir, 'notes.txt')} is not a Springboard backup (or it is cut short)\n`,
    });
    expect((await club('restore')).code).toBe(2);
  }, 60_000);
});
