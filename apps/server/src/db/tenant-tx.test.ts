// The request transaction's connection keeps each query it has run as a named prepared statement, so
// PostgreSQL parses and plans a query once per connection, not on every request — and row level
// security still holds for the plan it keeps: another club reusing it sees only its own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { connect, type Database } from './client.js';
import { statementName, txSource, type OpenTx, type Tx, type TxSource } from './tenant-tx.js';
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
    await source.club(club.tenantId)((tx) =>
      tx.insert(programs).values({ tenantId: club.tenantId, key: `${slug}-p`, label: `${slug} program` }),
    );
  }
});

afterAll(async () => {
  await database?.close();
  await test?.drop();
});

/** What PostgreSQL said to an insert attempted in a read (null: it was written). */
const writeRefusal = (open: OpenTx, key: string) =>
  open.tx
    .insert(programs)
    .values({ tenantId: clubs[0]!, key, label: 'no' })
    .then(
      () => null,
      (err: Error) => String((err.cause as Error | undefined)?.message),
    );

const listLabels = (tenantId: string) =>
  source.club(tenantId)(async (tx) => {
    const rows = await tx.select({ label: programs.label }).from(programs).where(like(programs.key, 'plans-%'));
    const prepared = await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'sp\\_%'`);
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

  it("answers a read that sees only the club's own rows, as springboard_app, and leaves nothing set on the connection", async () => {
    const read = async (tenantId: string) => {
      const open = await source.open({ tenantId, readOnly: true });
      try {
        const rows = await open.tx.select({ label: programs.label }).from(programs).where(like(programs.key, 'plans-%'));
        return rows.map((r) => r.label);
      } finally {
        await open.commit();
      }
    };
    expect(await read(clubs[0]!)).toEqual(['plans-a program']);
    expect(await read(clubs[1]!)).toEqual(['plans-b program']);
    expect(await read(clubs[0]!)).toEqual(['plans-a program']);
    // The one connection, right after: no club, no role, no read-only flag left behind.
    const after = await database.pool.query(
      "select coalesce(current_setting('app.tenant_id', true), '') as tenant, current_user as who, current_setting('transaction_read_only') as ro",
    );
    expect(after.rows[0]).toMatchObject({ tenant: '', ro: 'off' });
    expect(after.rows[0].who).not.toBe('springboard_app');
    // The list above, prepared once on the connection for three reads (and the writes before it).
    const prepared = await database.pool.query(
      `select count(*)::int as n from pg_prepared_statements where name like 'sp\\_%' and statement like '%"programs"."key" like%'`,
    );
    expect(prepared.rows[0].n).toBe(1);
  });

  it('sends values of a read as parameters that cannot break out of the statement', async () => {
    const open = await source.open({ tenantId: clubs[0]!, readOnly: true });
    try {
      const tricky = ["o'brien", "x'); drop table programs; --", 'back\\slash', 'caf\u00e9 \u{1F938}'];
      const rows = await open.tx.execute(
        sql`select ${tricky[0]}::text as a, ${tricky[1]}::text as b, ${tricky[2]}::text as c, ${tricky[3]}::text as d, ${42}::int as n, ${null}::text as z`,
      );
      expect(rows.rows[0]).toEqual({ a: tricky[0], b: tricky[1], c: tricky[2], d: tricky[3], n: 42, z: null });
      await expect(open.tx.execute(sql`select ${'nul\u0000byte'}::text`)).rejects.toThrow();
    } finally {
      await open.commit();
    }
    expect((await database.pool.query('select count(*)::int as n from programs')).rows[0].n).toBeGreaterThan(0);
  });

  it('closes a connection that has prepared over a thousand statements when it is given back', async () => {
    const pid = async () => (await database.pool.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const before = await pid();
    const open = await source.open({ tenantId: clubs[0]!, readOnly: true });
    try {
      for (let i = 0; i <= 1_000; i++) await open.tx.execute(sql.raw(`select ${i} as shape_${i}`));
    } finally {
      await open.commit();
    }
    const after = await pid();
    expect(after).not.toBe(before);
    expect(
      (await database.pool.query("select count(*)::int as n from pg_prepared_statements where name like 'sp\\_%'")).rows[0].n,
    ).toBe(0);
  });

  it('refuses to write in a read', async () => {
    const open = await source.open({ tenantId: clubs[0]!, readOnly: true });
    try {
      expect(await writeRefusal(open, 'plans-read-write')).toMatch(/read-only transaction/);
    } finally {
      await open.rollback();
    }
    const written = await source.club(clubs[0]!)((tx) =>
      tx.select().from(programs).where(like(programs.key, 'plans-read-write')),
    );
    expect(written).toEqual([]);
  });

  it('runs every statement of a read as the club, read only, the later ones too, alone or sent together', async () => {
    const who = sql`select current_user as who, current_setting('app.tenant_id') as club, current_setting('transaction_read_only') as ro`;
    const labels = (tx: Tx) => tx.select({ label: programs.label }).from(programs).where(like(programs.key, 'plans-%'));
    for (const [i, label] of [
      [0, 'plans-a program'],
      [1, 'plans-b program'],
    ] as const) {
      const out = await source.clubRead(clubs[i]!)(async (tx) => {
        const first = await tx.execute(who);
        const later = await Promise.all([labels(tx), tx.execute(who), labels(tx)]);
        return { first: first.rows[0], later };
      });
      const expected = { who: 'springboard_app', club: clubs[i], ro: 'on' };
      expect(out.first).toEqual(expected);
      expect(out.later[1].rows[0]).toEqual(expected);
      expect(out.later[0].map((r) => r.label)).toEqual([label]);
      expect(out.later[2].map((r) => r.label)).toEqual([label]);
    }
  });

  it('keeps a connection whose statement PostgreSQL refused, whether it ran or could not be parsed', async () => {
    const pid = () => source.club(clubs[0]!)(async (tx) => (await tx.execute(sql`select pg_backend_pid() as pid`)).rows[0]!.pid);
    const divide = (by: number) => source.club(clubs[0]!)((tx) => tx.execute(sql`select 1 / ${by}::int as q`));
    expect((await divide(1)).rows[0]).toEqual({ q: 1 });
    const before = await pid();
    const refused = await divide(0).then(
      () => '',
      (err: Error) => String((err.cause as Error | undefined)?.message),
    );
    expect(refused).toMatch(/division by zero/);
    expect(await pid()).toBe(before);
    await expect(source.club(clubs[0]!)((tx) => tx.execute(sql`select nonsense from nowhere`))).rejects.toThrow();
    expect(await pid()).toBe(before);
    expect((await divide(2)).rows[0]).toEqual({ q: 0 });
  });

  it('names a statement after its text alone', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});

describe('write transactions (the opening goes with the first statement; statements sent together go in one message)', () => {
  const keys = (tenantId: string, prefix: string) =>
    source.club(tenantId)(async (tx) =>
      (
        await tx
          .select({ key: programs.key })
          .from(programs)
          .where(like(programs.key, `${prefix}%`))
      )
        .map((r) => r.key)
        .sort(),
    );
  /** A program of club `club` (0 or 1), to insert in a batch. */
  const program = (tx: Tx, club: number, key: string, label = key) =>
    tx.insert(programs).values({ tenantId: clubs[club]!, key, label });

  it("commits every statement of a batch, answers each one's rows in order, and keeps the club's rows apart", async () => {
    const answered = await source.club(clubs[0]!)(async (tx) =>
      Promise.all([
        program(tx, 0, 'batch-a1', 'A1'),
        program(tx, 0, 'batch-a2', 'A2'),
        tx.execute<{ key: string }>(sql`select key from programs where key like 'batch-%' or key like 'plans-%' order by key`),
      ]),
    );
    expect(answered).toHaveLength(3);
    expect(answered[2].rows.map((r) => r.key)).toEqual(['batch-a1', 'batch-a2', 'plans-a-p']);
    expect(await keys(clubs[0]!, 'batch-')).toEqual(['batch-a1', 'batch-a2']);
    expect(await keys(clubs[1]!, 'batch-')).toEqual([]);
  });

  it('writes nothing of a batch when one statement fails, and the next transaction on the connection works', async () => {
    const failing = source.club(clubs[0]!)((tx) =>
      Promise.all([program(tx, 0, 'batch-b1', 'B1'), program(tx, 0, 'batch-b1', 'B1 again')]),
    );
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await keys(clubs[0]!, 'batch-b')).toEqual([]);
  });

  it("refuses a batch that writes another club's row, and the first statement of a transaction sees only its club", async () => {
    const crossing = source.club(clubs[0]!)((tx) =>
      Promise.all([program(tx, 0, 'batch-c1', 'C1'), program(tx, 1, 'batch-c2', 'C2')]),
    );
    await expect(crossing).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    expect(await keys(clubs[0]!, 'batch-c')).toEqual([]);
    expect(await keys(clubs[1]!, 'batch-c')).toEqual([]);
    // First statements of transactions of two clubs in turn on the one connection.
    expect(await keys(clubs[1]!, 'plans-')).toEqual(['plans-b-p']);
    expect(await keys(clubs[0]!, 'plans-')).toEqual(['plans-a-p']);
  });

  it('rolls back a transaction whose first statement fails, leaving the connection clean', async () => {
    const failing = source.club(clubs[0]!)(async (tx) => {
      await program(tx, 1, 'batch-d1', 'D1');
    });
    await expect(failing).rejects.toThrow();
    const after = await database.pool.query(
      "select coalesce(current_setting('app.tenant_id', true), '') as tenant, current_user as who, pg_current_xact_id_if_assigned() as xact",
    );
    expect(after.rows[0]).toMatchObject({ tenant: '', xact: null });
    expect(after.rows[0].who).not.toBe('springboard_app');
  });
});
