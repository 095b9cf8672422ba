// Nightly backups of the whole database (db/backup.ts) into BACKUP_DIR (default DATA_DIR/backups),
// keeping the newest BACKUP_KEEP (default 7; 0 turns them off). On with the embedded database, or
// with DATABASE_URL when BACKUP_DIR is set (main.ts decides). Once an hour, and a minute after start,
// the process looks at the folder: when its newest backup is a day old (or there is none), it writes
// one, then deletes the oldest beyond BACKUP_KEEP. The folder is the record, so a restarted server
// neither repeats nor skips a night. A PostgreSQL advisory lock keeps two processes from writing
// one at the same time. Each run is counted in the metrics as the job `nightly-backup`.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { writeBackupFile } from '../db/backup.js';

const BACKUP_LOCK = 727_274_002;
const NAME = /^springboard-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.backup\.gz$/;
const DAY_MS = 86_400_000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;

export type NightlyBackupOptions = { databaseUrl: string; dir: string; keep: number };

export type NightlyBackups = {
  /** Writes a backup when the newest is a day old or missing, then prunes; the file written, or null. */
  runIfDue: (now?: Date) => Promise<string | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    nightlyBackups: NightlyBackups | null;
  }
}

export const backupFileName = (at: Date) => `springboard-${at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.backup.gz`;

/** The backups in `dir`, oldest first, with when each was made. */
export function listBackups(dir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, m: NAME.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => ({ file: join(dir, name), at: new Date(m[1]!.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, 'T$1:$2:$3Z')) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Deletes all but the newest `keep` backups in `dir`; returns the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const gone = all.slice(0, Math.max(0, all.length - keep)).map((b) => b.file);
  for (const file of gone) rmSync(file, { force: true });
  return gone;
}

export function createNightlyBackups(opts: NightlyBackupOptions, log: FastifyInstance['log']): NightlyBackups {
  return {
    async runIfDue(now = new Date()) {
      const newest = listBackups(opts.dir).at(-1);
      if (newest && now.getTime() - newest.at.getTime() < DAY_MS) return null;
      const lock = new pg.Client({ connectionString: opts.databaseUrl });
      await lock.connect();
      try {
        const got = (await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK])).rows[0]!.ok;
        if (!got) return null;
        mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
        const file = join(opts.dir, backupFileName(now));
        const summary = await writeBackupFile(opts.databaseUrl, file, now);
        const pruned = pruneBackups(opts.dir, opts.keep);
        log.info({ file, tables: summary.tables, rows: summary.rows, pruned: pruned.length }, 'nightly backup written (the APP_SECRET is not in it)');
        return file;
      } finally {
        await lock.end();
      }
    },
  };
}

async function nightlyBackups(app: FastifyInstance, opts: { backups: NightlyBackupOptions | null; timer: boolean }) {
  const backups = opts.backups && opts.backups.keep > 0 ? createNightlyBackups(opts.backups, app.log) : null;
  app.decorate('nightlyBackups', backups);
  if (!backups || !opts.timer) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const check = () => {
    running = backups
      .runIfDue()
      .then(
        (file) => file && app.metrics.jobRun('nightly-backup', 'done'),
        (err: unknown) => {
          app.metrics.jobRun('nightly-backup', 'failed');
          app.log.error({ err }, 'nightly backup failed');
        },
      )
      .finally(() => {
        if (!closing) timer = setTimeout(check, CHECK_EVERY_MS).unref();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(check, FIRST_CHECK_MS).unref();
  });
  // A backup in progress is finished (its file is whole or absent) before the database closes.
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}

export const nightlyBackupsPlugin = fp(nightlyBackups, { name: 'nightly-backups', dependencies: ['metrics'] });
