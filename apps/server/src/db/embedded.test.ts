// The embedded PostgreSQL (no DATABASE_URL) is reached through its Unix socket, kept in its own data
// folder (a round trip costs about a third less than over TCP); TCP on 127.0.0.1 stays
// open for `npm run club` beside a running server. A folder whose socket path would not fit a socket
// address keeps TCP only.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDb } from './embedded.js';

const started: { db: EmbeddedDb; dir: string }[] = [];
afterAll(async () => {
  for (const { db, dir } of started) {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function start(sub: string): Promise<{ db: EmbeddedDb; dataDir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sb-embedded-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
  const dataDir = join(dir, sub);
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  for (let d = dataDir; d !== dir; d = join(d, '..')) chmodSync(d, 0o755);
  const db = await startEmbeddedPostgres(dataDir, () => {});
  started.push({ db, dir });
  return { db, dataDir };
}

async function serverAddress(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ addr: string | null }>('select inet_server_addr()::text as addr')).rows[0]!.addr;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('is reached through its Unix socket in its data folder, and still over TCP on 127.0.0.1', async () => {
    const { db, dataDir } = await start('data');
    const socketDir = new URL(db.url).searchParams.get('host');
    expect(socketDir).toBe(join(dataDir, 'postgres'));
    expect(await serverAddress(db.url)).toBeNull(); // no address: a Unix socket
    const tcp = runningEmbeddedUrl(dataDir);
    expect(tcp).not.toBeNull();
    expect(await serverAddress(tcp!)).toMatch(/^127\.0\.0\.1/);
  });

  it('keeps TCP only when the socket path would be too long for a socket address', async () => {
    const { db } = await start(join('a-folder-name-long-enough'.repeat(3), 'to-push-the-socket-path-past-its-limit'));
    expect(new URL(db.url).searchParams.get('host')).toBeNull();
    expect(await serverAddress(db.url)).toMatch(/^127\.0\.0\.1/);
  });

  it('leaves the exit code of a process that ends on its own as that process set it (a failed test run stays failed)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-embedded-exit-'));
    chmodSync(dir, 0o755);
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(new URL('./embedded.ts', import.meta.url).pathname)};
      const db = await startEmbeddedPostgres(${JSON.stringify(join(dir, 'data'))}, () => {});
      await db.stop();
      process.exitCode = 3;
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(3);
  });
});
