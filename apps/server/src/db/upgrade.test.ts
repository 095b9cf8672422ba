// Upgrades keep data: a database of an earlier version (test/upgrade/*.backup.gz, made once from the
// code of that version, with its demo club and two filled clubs) is restored, which migrates it to
// this version, and every club, family, athlete, invoice and payment is still there and right.
// A migration that changes such data on purpose says so in CHANGED_BY_MIGRATIONS: how the rows of
// the older version should read after it (docs/upgrades.md).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.js';
import { journal, latestMigration } from './migration-marks.js';
import { restoreBackup } from './restore.js';

type Row = Record<string, unknown>;

/** What is compared, per table: the columns that make the row "right". */
const CHECKED: Record<string, string[]> = {
  tenants: ['id', 'slug', 'name', 'domain'],
  memberships: ['id', 'tenant_id', 'first_name', 'last_name', 'email', 'start_date', 'expires_on', 'auto_payment'],
  athletes: ['id', 'tenant_id', 'membership_id', 'first_name', 'last_name', 'date_of_birth'],
  invoices: ['id', 'tenant_id', 'membership_id', 'amount_cents', 'paid_cents', 'due_date', 'status', 'category', 'number'],
  payments: ['id', 'tenant_id', 'membership_id', 'invoice_id', 'amount_cents', 'status', 'payment_method', 'payment_date'],
};

/**
 * Migrations that change the checked data on purpose, by tag: given a table and a row as the older
 * version had it, the row as it reads after the migration. Applied in migration order to the fixtures
 * older than the migration. Empty: no migration since 0023 changes these rows.
 */
const CHANGED_BY_MIGRATIONS: Record<string, (table: string, row: Row) => Row> = {};

const FIXTURES = [{ file: '0023-demo-and-two-clubs.backup.gz', clubs: 3 }];

const dropped: string[] = [];
afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  for (const name of dropped) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The rows of the checked tables as the backup holds them. */
function rowsInBackup(file: string): { when: number; tables: Record<string, Row[]> } {
  const lines = gunzipSync(readFileSync(file)).toString().split('\n');
  const header = JSON.parse(lines[0]!) as { migration: { when: number } };
  const tables: Record<string, Row[]> = {};
  let current: string | null = null;
  for (const line of lines.slice(1)) {
    if (!line) continue;
    if (current === null) {
      const marker = JSON.parse(line) as { table?: string };
      if (marker.table) current = marker.table;
      continue;
    }
    if (line.startsWith('{"end":')) {
      current = null;
      continue;
    }
    if (current in CHECKED) (tables[current] ??= []).push(JSON.parse(line) as Row);
  }
  return { when: header.migration.when, tables };
}

const pick = (row: Row, columns: string[]) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
const byId = (rows: Row[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));

for (const fixture of FIXTURES) {
  it(`migrates ${fixture.file} to this version with every club, family, athlete, invoice and payment right`, async () => {
    const file = fileURLToPath(new URL(`../../test/upgrade/${fixture.file}`, import.meta.url));
    const before = rowsInBackup(file);
    expect(before.when).toBeLessThan(latestMigration().when);

    const name = `u_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dropped.push(name);
    const url = withDatabase(inject('pgAdminUrl'), name);
    await restoreBackup(url, file);

    const later = journal().filter((m) => m.when > before.when);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const at = await client.query('select max(created_at)::text as w from drizzle.__drizzle_migrations');
      expect(Number(at.rows[0].w)).toBe(latestMigration().when);
      const clubIds = before.tables.tenants!.map((t) => String(t.id));
      expect(clubIds).toHaveLength(fixture.clubs);
      for (const [table, columns] of Object.entries(CHECKED)) {
        let expected = before.tables[table] ?? [];
        for (const m of later) {
          const change = CHANGED_BY_MIGRATIONS[m.tag];
          if (change) expected = expected.map((r) => change(table, r));
        }
        // Read club by club, as the app's role sees them (JSON, as the backup wrote them).
        const found: Row[] = [];
        await client.query('begin');
        for (const club of table === 'tenants' ? [null] : clubIds) {
          if (club) await client.query(`select set_config('app.tenant_id', $1, true)`, [club]);
          const where = club ? ` where tenant_id = '${club}'` : '';
          const res = await client.query<{ j: Row }>(`select row_to_json(t) as j from ${table} t${where}`);
          found.push(...res.rows.map((r) => r.j));
        }
        await client.query('commit');
        expect(found.length, `${table} rows`).toBe(expected.length);
        expect(byId(found).map((r) => pick(r, columns)), table).toEqual(byId(expected).map((r) => pick(r, columns)));
      }
      // The fixture is not empty where it matters: paid and unpaid invoices, payments of several kinds.
      const statuses = new Set(before.tables.invoices!.map((r) => r.status));
      expect([...statuses].sort()).toEqual(expect.arrayContaining(['paid', 'pending']));
      expect(before.tables.payments!.length).toBeGreaterThan(10);
    } finally {
      await client.end();
    }
  }, 120_000);
}
