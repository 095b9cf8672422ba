// A logical backup of the whole database in Springboard's own format, made through the `pg` client
// (no pg_dump: the embedded PostgreSQL ships none, and a system pg_dump older than the server refuses
// it). A gzip'd text file of JSON lines:
//
//   {"format":"springboard-backup","version":1,"migration":{"when":…,"tag":"0028_…"},"created_at":…,"note":…}
//   {"table":"athletes","columns":["id","tenant_id",…]}
//   {"id":"…","tenant_id":"…",…}                        one line per row (row_to_json)
//   {"end":"athletes","rows":123}
//   …
//   {"end":"backup","tables":57}
//
// Read in one REPEATABLE READ READ ONLY transaction, so every table is seen as at one moment while
// the server keeps running. Row-level security is forced on club tables, so even the tables' owner
// sees a club's rows only with the club set: each club table is read club by club, with
// app.tenant_id set and the club named in the WHERE as well (a superuser, whom the policy does not
// stop, then reads the same rows). Generated columns are left out (PostgreSQL computes them again).
// Pictures are rows (bytea) like the rest. The APP_SECRET is not in it.
import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { currentMigration, type MigrationMark } from './migration-marks.js';

export const BACKUP_FORMAT = 'springboard-backup';
export const BACKUP_VERSION = 1;
export const APP_SECRET_NOTE =
  'The APP_SECRET is not in this backup: keep it apart (DATA_DIR/app-secret or the APP_SECRET variable). Without it, stored payment keys cannot be read.';

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  migration: MigrationMark;
  created_at: string;
  note: string;
};

export type BackupSummary = { header: BackupHeader; tables: number; rows: number };

/** The tables of the public schema, with their columns (generated ones left out) and whether rows
 *  belong to a club (a tenant_id column under row-level security). */
export type TableInfo = { name: string; columns: string[]; clubScoped: boolean };

export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const res = await client.query<{ name: string; columns: string[]; club_scoped: boolean }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
           c.relrowsecurity and bool_or(a.attname = 'tenant_id') as club_scoped
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.oid, c.relname, c.relrowsecurity
    order by c.relname`);
  return res.rows.map((r) => ({ name: r.name, columns: r.columns, clubScoped: r.club_scoped }));
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BATCH = 2_000;

/** Writes a backup of the database at `url` to `out` (gzip'd); resolves when it is all written. */
export async function writeBackup(url: string, out: Writable, now = new Date()): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  gzip.pipe(out);
  const finished = once(out, 'finish');
  const write = async (line: string) => {
    if (!gzip.write(line + '\n')) await once(gzip, 'drain');
  };
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`set local bytea_output = 'hex'`);
    const migration = await currentMigration(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migration,
      created_at: now.toISOString(),
      note: APP_SECRET_NOTE,
    };
    await write(JSON.stringify(header));
    const tables = await listTables(client);
    const clubs = (await client.query<{ id: string }>('select id from tenants order by id')).rows.map((r) => r.id);
    for (const table of tables) {
      await write(JSON.stringify({ table: table.name, columns: table.columns }));
      const select = `select ${table.columns.map(ident).join(', ')} from ${ident(table.name)}`;
      let count = 0;
      const passes = table.clubScoped ? clubs : [null];
      for (const club of passes) {
        if (club !== null && !UUID.test(club)) throw new Error(`club id ${club} is not a UUID`);
        if (club !== null) await client.query(`select set_config('app.tenant_id', $1, true)`, [club]);
        const where = club === null ? '' : ` where tenant_id = '${club}'`;
        await client.query(`declare backup_rows no scroll cursor for select row_to_json(r)::text as j from (${select}${where}) r`);
        for (;;) {
          const batch = await client.query<{ j: string }>(`fetch ${BATCH} from backup_rows`);
          for (const row of batch.rows) await write(row.j);
          count += batch.rows.length;
          if (batch.rows.length < BATCH) break;
        }
        await client.query('close backup_rows');
      }
      rows += count;
      await write(JSON.stringify({ end: table.name, rows: count }));
    }
    await write(JSON.stringify({ end: 'backup', tables: tables.length }));
    await client.query('commit');
    gzip.end();
    await finished;
    return { header, tables: tables.length, rows };
  } catch (err) {
    gzip.destroy();
    throw err;
  } finally {
    await client.end();
  }
}

/** Writes a backup to `file`, through `file.partial` renamed when complete, so a file under the
 *  backup's name is always a whole backup. */
export async function writeBackupFile(url: string, file: string, now = new Date()): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  try {
    const summary = await writeBackup(url, out, now);
    renameSync(partial, file);
    return summary;
  } catch (err) {
    out.destroy();
    rmSync(partial, { force: true });
    throw err;
  }
}
