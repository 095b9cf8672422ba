// Restores a backup made by db/backup.ts, all in one transaction (a restore that fails changes
// nothing): the public schema is emptied, migrated to the backup's migration version, the rows are
// loaded, and it is migrated to this code's version. While rows load, the foreign keys are dropped
// and added back after (so the order of tables and of rows within a table does not matter, and each
// key is checked once, over all rows), the tables' own triggers are off (the counts and search rows
// they keep are in the backup as they were) and forced row-level security is lifted for the owner;
// all three come back before the newer migrations run. Refused, before anything is changed: a file
// that is not a backup, a backup of a newer schema than this code, and a database that has clubs
// unless `force`.
import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { BACKUP_FORMAT, BACKUP_VERSION, ident, listTables, type BackupHeader } from './backup.js';
import { journal, latestMigration, migrateWithin } from './migration-marks.js';
import { migrationsFolder } from './migrate.js';

/** A restore refused or failed for a reason the operator can read: the message is one line. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The lines of a gzip'd backup file; a file that is not gzip (or cut short) fails with a BackupError. */
async function* lines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of input.pipe(gunzip)) {
      const text = rest + decoder.write(chunk as Buffer);
      const parts = text.split('\n');
      rest = parts.pop()!;
      for (const part of parts) yield part;
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw new BackupError(`Cannot read ${file} (${code})`);
    throw new BackupError(`${file} is not a Springboard backup (or it is cut short)`);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** The backup's first line, checked to be a backup this code can restore. */
export async function readBackupHeader(file: string, folder = migrationsFolder): Promise<BackupHeader> {
  let first: string | undefined;
  for await (const line of lines(file)) {
    first = line;
    break;
  }
  let header: Partial<BackupHeader> | null = null;
  try {
    header = first ? (JSON.parse(first) as Partial<BackupHeader>) : null;
  } catch {
    header = null;
  }
  if (!header || header.format !== BACKUP_FORMAT || typeof header.migration?.when !== 'number')
    throw new BackupError(`${file} is not a Springboard backup`);
  if ((header.version ?? 0) > BACKUP_VERSION)
    throw new BackupError(`${file} is a backup of format version ${header.version}; this code reads version ${BACKUP_VERSION}: upgrade Springboard first`);
  const latest = latestMigration(folder);
  const name = header.migration.tag ?? String(header.migration.when);
  if (header.migration.when > latest.when)
    throw new BackupError(`${file} is a backup of a newer schema (${name}) than this code (${latest.tag}): upgrade Springboard first`);
  if (header.migration.when !== 0 && !journal(folder).some((e) => e.when === header.migration!.when))
    throw new BackupError(`${file} is a backup of a schema (${name}) this code does not know`);
  return header as BackupHeader;
}

export type RestoreResult = { header: BackupHeader; tables: number; rows: number };

/** Clubs in the database at `url` (0 when it has no tables yet). */
export async function countClubs(client: pg.ClientBase): Promise<number> {
  const found = await client.query(`select to_regclass('public.tenants') is not null as found`);
  if (!found.rows[0].found) return 0;
  return Number((await client.query('select count(*)::int as n from public.tenants')).rows[0].n);
}

/** Roughly this many bytes of rows go in one INSERT. */
const BATCH_BYTES = 4 * 1024 * 1024;

export async function restoreBackup(
  url: string,
  file: string,
  opts: { force?: boolean; folder?: string } = {},
): Promise<RestoreResult> {
  const folder = opts.folder ?? migrationsFolder;
  const header = await readBackupHeader(file, folder);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const clubs = await countClubs(client);
    if (clubs > 0 && !opts.force)
      throw new BackupError(`The database already has ${clubs} club${clubs === 1 ? '' : 's'}: nothing restored (add --force to replace them)`);
    await client.query('begin');
    try {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
      await migrateWithin(client, header.migration.when, folder);
      const loaded = await loadRows(client, file);
      await migrateWithin(client, latestMigration(folder).when, folder);
      await client.query('commit');
      return { header, ...loaded };
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    }
  } finally {
    await client.end();
  }
}

type ForeignKey = { tbl: string; name: string; def: string };

async function loadRows(client: pg.Client, file: string): Promise<{ tables: number; rows: number }> {
  const tables = new Map((await listTables(client)).map((t) => [t.name, t]));
  const fks = (
    await client.query<ForeignKey>(`
      select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
      from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`)
  ).rows;
  for (const fk of fks) await client.query(`alter table ${fk.tbl} drop constraint ${ident(fk.name)}`);
  const forced = (
    await client.query<{ tbl: string }>(`
      select oid::regclass::text as tbl from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and relforcerowsecurity`)
  ).rows.map((r) => r.tbl);
  for (const t of forced) await client.query(`alter table ${t} no force row level security`);
  const triggered = (
    await client.query<{ tbl: string }>(`
      select distinct tgrelid::regclass::text as tbl from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`)
  ).rows.map((r) => r.tbl);
  for (const t of triggered) await client.query(`alter table ${t} disable trigger user`);

  let current: { name: string; columns: string[]; rows: number } | null = null;
  let batch: string[] = [];
  let batchBytes = 0;
  let tableCount = 0;
  let total = 0;
  let ended = false;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    const cols = current.columns.map(ident).join(', ');
    await client.query(
      `insert into ${ident(current.name)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(current.name)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    batch = [];
    batchBytes = 0;
  };
  let first = true;
  for await (const line of lines(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (ended) throw new BackupError(`${file} has data after its end`);
    if (current && line.startsWith('{"end":')) {
      const end = JSON.parse(line) as { end: string; rows: number };
      if (end.end !== current.name || end.rows !== current.rows)
        throw new BackupError(`${file} is damaged: table ${current.name} should hold ${end.rows} rows, ${current.rows} were read`);
      await flush();
      tableCount++;
      total += current.rows;
      current = null;
      continue;
    }
    if (current) {
      batch.push(line);
      batchBytes += line.length;
      current.rows++;
      if (batchBytes >= BATCH_BYTES) await flush();
      continue;
    }
    const marker = JSON.parse(line) as { table?: string; columns?: string[]; end?: string; tables?: number };
    if (marker.end === 'backup') {
      if (marker.tables !== tableCount) throw new BackupError(`${file} is damaged: ${marker.tables} tables announced, ${tableCount} read`);
      ended = true;
      continue;
    }
    if (!marker.table || !marker.columns) throw new BackupError(`${file} is damaged near a table's start`);
    const known = tables.get(marker.table);
    if (!known) throw new BackupError(`${file} holds a table ${marker.table} that its schema version does not have`);
    const missing = marker.columns.filter((c) => !known.columns.includes(c));
    if (missing.length) throw new BackupError(`${file} holds columns ${marker.table}.${missing.join(', ')} that its schema version does not have`);
    current = { name: marker.table, columns: marker.columns, rows: 0 };
  }
  if (!ended) throw new BackupError(`${file} is cut short: it ends before the end of the backup`);

  for (const t of triggered) await client.query(`alter table ${t} enable trigger user`);
  for (const t of forced) await client.query(`alter table ${t} force row level security`);
  for (const fk of fks) await client.query(`alter table ${fk.tbl} add constraint ${ident(fk.name)} ${fk.def}`);
  await resetSequences(client);
  return { tables: tableCount, rows: total };
}

/** Every sequence owned by a column of the public schema continues after the column's largest value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const owned = await client.query<{ seq: string; tbl: string; col: string }>(`
    select s.oid::regclass::text as seq, t.oid::regclass::text as tbl, quote_ident(a.attname) as col
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`);
  for (const o of owned.rows)
    await client.query(`select setval('${o.seq.replace(/'/g, "''")}', coalesce(max(${o.col}), 0) + 1, false) from ${o.tbl}`);
}
