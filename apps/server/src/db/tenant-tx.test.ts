// The request transaction's connection keeps each query it has run as a named prepared statement, so
// PostgreSQL parses and plans a query once per connection, not on every request (issue 10) — and row
// level security still holds for the plan it keeps: another club reusing it sees only its own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { connect, type Database } from './client.js';
import { statementName, txSource, type TxSource } from './tenant-tx.js';
import { createTestDatabase } from '../../test/test-app.js';
import { makeClub } from '../../test/factories.js';
import { programs } from './schema.js';

let test: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let source: TxSource;
const clubs: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  database = connect(test.url, 1); // one connection: every transaction below reuses it
  source = txSource(database.db);
  for (const slug of ['plans-a', 'plans-b']) {
    const club = await makeClub(database.db, { slug });
    clubs.push(club.tenantId);
    await source.club(club.tenantId)((tx) => tx.insert(programs).values({ tenantId: club.tenantId, key: `${slug}-p`, label: `${slug} program` }));
  }
});

afterAll(async () => {
  await database?.close();
  await test?.drop();
});

const listLabels = (tenantId: string) =>
  source.club(tenantId)(async (tx) => {
    const rows = await tx.select({ label: programs.label }).from(programs).where(like(programs.key, 'plans-%'));
    const prepared = await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'sb\\_%'`);
    return { labels: rows.map((r) => r.label), prepared: (prepared.rows[0] as { n: number }).n };
  });

describe('request transactions', () => {
  it('keep a query parsed on the connection, and each club still sees only its own rows', async () => {
    const first = await listLabels(clubs[0]!);
    const second = await listLabels(clubs[1]!);
    const third = await listLabels(clubs[0]!);
    expect(first.labels).toEqual(['plans-a program']);
    expect(second.labels).toEqual(['plans-b program']);
    expect(third.labels).toEqual(['plans-a program']);
    // The same two statements (the list and the count), prepared once, whatever the number of runs.
    expect(third.prepared).toBe(first.prepared);
    expect(first.prepared).toBeGreaterThanOrEqual(1);
  });

  it('names a statement after its text alone', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});
