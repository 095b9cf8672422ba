// The schema follows the rules of a tenant-distributed PostgreSQL (Citus, distributed by tenant_id),
// read from the catalog of a migrated database, so the schema is ready to distribute:
// - a club table (one with tenant_id) has tenant_id first in its primary key and in every unique
//   constraint, so rows of one club live together and uniqueness is checked within one node;
// - a foreign key between two club tables carries tenant_id first on both sides (co-located join);
// - tables without tenant_id are the registry (reference tables, copied to every node): club tables
//   may point at them, never the other way round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '../../test/test-app.js';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;

type Constraint = {
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  refTable: string | null;
  refColumns: string[];
};

let clubTables: Set<string>;
let registryTables: string[];
let constraints: Constraint[];

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const tables = await client.query<{ table: string; has_tenant: boolean }>(`
    select c.relname as table,
           exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like '__drizzle%'`);
  clubTables = new Set(tables.rows.filter((t) => t.has_tenant).map((t) => t.table));
  registryTables = tables.rows
    .filter((t) => !t.has_tenant)
    .map((t) => t.table)
    .sort();
  const rows = await client.query<{
    table: string;
    name: string;
    type: 'p' | 'u' | 'f';
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
  }>(`
    select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
           array(select a.attname from unnest(c.conkey) with ordinality k(attnum, i)
                 join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i)::text[] as columns,
           case when c.confrelid = 0 then null else c.confrelid::regclass::text end as ref_table,
           array(select a.attname from unnest(c.confkey) with ordinality k(attnum, i)
                 join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.i)::text[] as ref_columns
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.contype in ('p', 'u', 'f')`);
  constraints = rows.rows.map((r) => ({
    table: r.table,
    name: r.name,
    type: r.type,
    columns: r.columns,
    refTable: r.ref_table,
    refColumns: r.ref_columns ?? [],
  }));
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const describeAll = (list: Constraint[]) => list.map((c) => `${c.table}.${c.name} (${c.columns.join(', ')})`);

describe('the schema, as a tenant-distributed database needs it', () => {
  it('has club tables and a small registry', () => {
    expect(clubTables.size).toBeGreaterThan(10);
    expect(clubTables.has('memberships')).toBe(true);
    expect(registryTables).toContain('tenants');
  });

  it('puts tenant_id first in every primary key and unique constraint of a club table', () => {
    const keys = constraints.filter((c) => clubTables.has(c.table) && (c.type === 'p' || c.type === 'u'));
    expect(keys.length).toBeGreaterThan(clubTables.size);
    expect(describeAll(keys.filter((c) => c.columns[0] !== 'tenant_id'))).toEqual([]);
  });

  it('joins two club tables only through tenant_id first, on both sides', () => {
    const between = constraints.filter(
      (c) => c.type === 'f' && clubTables.has(c.table) && c.refTable !== null && clubTables.has(c.refTable),
    );
    expect(between.length).toBeGreaterThan(5);
    expect(describeAll(between.filter((c) => c.columns[0] !== 'tenant_id' || c.refColumns[0] !== 'tenant_id'))).toEqual([]);
  });

  it('never points a registry table at a club table', () => {
    const fromRegistry = constraints.filter(
      (c) => c.type === 'f' && !clubTables.has(c.table) && c.refTable !== null && clubTables.has(c.refTable),
    );
    expect(describeAll(fromRegistry)).toEqual([]);
  });
});
