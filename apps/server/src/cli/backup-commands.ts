// `npm run club -- backup [--out FILE]` and `npm run club -- restore FILE [--force]`.
// Both use DATABASE_URL, or the embedded PostgreSQL under DATA_DIR: a backup reads it while the
// server runs (through the server's own PostgreSQL) or starts it for the time of the backup; a
// restore needs the server stopped, and into an empty DATA_DIR it creates the database first.
// Exit codes: 0 done, 1 refused or failed (one line saying why), 2 usage error.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { writeBackupFile } from '../db/backup.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded.js';
import { BackupError, readBackupHeader, restoreBackup } from '../db/restore.js';

export const BACKUP_USAGE = `  npm run club -- backup [--out <file>]
      A backup of the whole database (every club, its pictures included) in one gzip'd file;
      by default springboard-<date and time>.backup.gz in the current folder.
  npm run club -- restore <file> [--force]
      Restores a backup into an empty database (or an empty DATA_DIR), then migrates it to this
      version. Stop the server first. A database that has clubs is refused unless --force (which
      replaces everything in it).`;

export class CommandUsageError extends Error {}

type Target = { url: string; where: string; stop: () => Promise<void> };

/** Where the database is: DATABASE_URL, the running server's embedded PostgreSQL, or the embedded one
 *  started now (and stopped by `stop`). */
async function openTarget(purpose: 'backup' | 'restore'): Promise<Target> {
  // Only the database's whereabouts are needed: a placeholder secret keeps loadConfig from writing a
  // new DATA_DIR/app-secret (into an empty DATA_DIR that should receive the backed-up server's one).
  const config = loadConfig({ ...process.env, APP_SECRET: process.env.APP_SECRET || 'unused by backup and restore 0000' });
  if (config.databaseUrl) {
    const u = new URL(config.databaseUrl);
    return { url: config.databaseUrl, where: `database ${u.pathname.slice(1)} on ${u.hostname}`, stop: async () => {} };
  }
  const dataDir = config.dataDir;
  const where = `the embedded database in ${dataDir}`;
  const running = runningEmbeddedUrl(dataDir);
  if (purpose === 'restore' && running)
    throw new BackupError(`A server is running on ${dataDir}: stop it before restoring (nothing restored)`);
  if (running) return { url: running, where, stop: async () => {} };
  if (purpose === 'backup' && !existsSync(join(dataDir, 'postgres', 'PG_VERSION')))
    throw new BackupError(`No database under ${dataDir} (run this where you run npm start, or set DATA_DIR or DATABASE_URL to the server's)`);
  const embedded = await startEmbeddedPostgres(dataDir, (m) => console.error(m));
  return { url: embedded.url, where, stop: () => embedded.stop() };
}

const stamp = (d: Date) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

export async function backupCommand(args: string[]): Promise<number> {
  let values: { out?: string | undefined };
  try {
    values = parseArgs({ args, options: { out: { type: 'string' } }, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new CommandUsageError((err as Error).message);
  }
  const now = new Date();
  const base = process.env.INIT_CWD ?? process.cwd();
  const file = resolve(base, values.out ?? `springboard-${stamp(now)}.backup.gz`);
  if (existsSync(file) && statSync(file).isDirectory()) throw new BackupError(`--out: ${file} is a folder; name a file`);
  const target = await openTarget('backup');
  try {
    const summary = await writeBackupFile(target.url, file, now);
    const size = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(`Backup written to ${file} (${size} MB)`);
    console.log(`  of ${target.where}, at migration ${summary.header.migration.tag ?? summary.header.migration.when}:`);
    console.log(`  ${summary.tables} tables, ${summary.rows} rows, pictures included.`);
    console.log(summary.header.note);
    return 0;
  } finally {
    await target.stop();
  }
}

export async function restoreCommand(args: string[]): Promise<number> {
  let parsed: { values: { force?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { force: { type: 'boolean' } }, strict: true, allowPositionals: true });
  } catch (err) {
    throw new CommandUsageError((err as Error).message);
  }
  if (parsed.positionals.length !== 1) throw new CommandUsageError('restore needs one backup file');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]!);
  if (!existsSync(file)) throw new BackupError(`Cannot read ${file}: no such file`);
  await readBackupHeader(file); // a file that is not a backup is refused before a database is touched
  const target = await openTarget('restore');
  try {
    const result = await restoreBackup(target.url, file, { force: parsed.values.force === true });
    console.log(`Restored ${file}`);
    console.log(`  into ${target.where}: ${result.tables} tables, ${result.rows} rows,`);
    console.log(`  made ${result.header.created_at} at migration ${result.header.migration.tag ?? result.header.migration.when}, now migrated to this version.`);
    console.log(
      'The APP_SECRET was not in the backup: give this server the one the backed-up server had (DATA_DIR/app-secret or APP_SECRET), or stored payment keys cannot be read and everyone signs in again.',
    );
    return 0;
  } finally {
    await target.stop();
  }
}
