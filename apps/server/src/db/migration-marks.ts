// Which migration a database is at, and applying the committed migrations up to a given one inside
// the caller's transaction (a restore: migrate an empty database to the backup's version, load the
// rows, migrate to the current one, all or nothing). The bookkeeping is drizzle's own table
// (drizzle.__drizzle_migrations: a row per applied migration, created_at = the journal's `when`),
// so the server's migrator (db/migrate.ts) later finds exactly what is applied.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from './migrate.js';

/** A migration version: the journal's `when` (what drizzle records) and its tag, e.g. 0028_club_websites. */
export type MigrationMark = { when: number; tag: string | null };

type JournalEntry = { idx: number; when: number; tag: string };

export function journal(folder = migrationsFolder): JournalEntry[] {
  return (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The newest migration this code has. */
export function latestMigration(folder = migrationsFolder): MigrationMark {
  const last = journal(folder).at(-1)!;
  return { when: last.when, tag: last.tag };
}

/** The last migration applied to the database; `when` 0 when none is. */
export async function currentMigration(client: pg.ClientBase, folder = migrationsFolder): Promise<MigrationMark> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists.rows[0].found) return { when: 0, tag: null };
  const res = await client.query<{ created_at: string | null }>(
    'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  );
  const when = Number(res.rows[0]?.created_at ?? 0);
  return { when, tag: journal(folder).find((e) => e.when === when)?.tag ?? null };
}

/** Applies, in the open transaction of `client`, every migration after the database's last one up to
 *  and including the one of `uptoWhen`. */
export async function migrateWithin(client: pg.ClientBase, uptoWhen: number, folder = migrationsFolder): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const { when: applied } = await currentMigration(client, folder);
  for (const m of readMigrationFiles({ migrationsFolder: folder })) {
    if (m.folderMillis <= applied || m.folderMillis > uptoWhen) continue;
    for (const statement of m.sql) if (statement.trim()) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [m.hash, m.folderMillis]);
  }
}
