// The request transaction's connection keeps each query it has run as a named prepared statement, so
// PostgreSQL parses and plans a query once per connection, not on every request (issue 10) — and row
// level security still holds for the plan it keeps: another club reusing it sees only its own rows.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { connect, type Database } from './client.js';
import { statementName, together, txSource, type OpenTx, type Tx, type TxSource } from './tenant-tx.js';
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

  it("answers a read in one round trip that still sees only the club's own rows, and leaves nothing set on the connection", async () => {
    const read = async (tenantId: string) => {
      const open = await source.openRead(tenantId);
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
    const open = await source.openRead(clubs[0]!);
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
    const open = await source.openRead(clubs[0]!);
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
    const open = await source.openRead(clubs[0]!);
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

  it('describes a statement once: later runs, alone or with others, get the same values, types and columns', async () => {
    const Connection = createRequire(import.meta.url)('pg/lib/connection') as { prototype: { describe: () => void } };
    const describe = vi.spyOn(Connection.prototype, 'describe');
    const typed = sql`select ${7}::int as n, now() as at, '{"a":[1]}'::jsonb as doc, array['x','y'] as tags,
      true as yes, null::text as nothing, current_setting('app.tenant_id') as club`;
    const many = sql`select key from programs where key like 'plans-%' order by key`;
    const run = (tenantId: string) =>
      source.club(tenantId)(async (tx) => {
        const one = await tx.execute(typed);
        const several = await together(tx, [typed, sql`select 1 as one where false`, many]);
        return { one: one.rows[0], fields: one.fields.map((f) => f.name), several };
      });
    const first = await run(clubs[0]!);
    const describedFirst = describe.mock.calls.length;
    const second = await run(clubs[1]!);
    const describedSecond = describe.mock.calls.length - describedFirst;
    describe.mockRestore();
    // Described the first time; the second run describes nothing but its BEGIN and settings.
    expect(describedFirst).toBeGreaterThanOrEqual(4);
    expect(describedSecond).toBeLessThan(describedFirst);
    for (const [out, club, keys] of [
      [first, clubs[0], ['plans-a-p']],
      [second, clubs[1], ['plans-b-p']],
    ] as const) {
      expect(out.one).toMatchObject({ n: 7, doc: { a: [1] }, tags: ['x', 'y'], yes: true, nothing: null, club });
      expect(out.fields).toEqual(['n', 'at', 'doc', 'tags', 'yes', 'nothing', 'club']);
      expect(out.several[0]![0]).toMatchObject({ n: 7, tags: ['x', 'y'], club });
      // The same text under drizzle's type parsers (a timestamp as its text) and pg's own (a Date).
      expect(typeof out.one!.at).toBe('string');
      expect(out.several[0]![0]!.at).toBeInstanceOf(Date);
      expect(out.several[1]).toEqual([]);
      expect(out.several[2]!.map((r) => r.key)).toEqual(keys);
    }
  });

  it('keeps a connection whose statement failed after it was prepared, and closes one whose Parse failed', async () => {
    const pid = () => source.club(clubs[0]!)(async (tx) => (await tx.execute(sql`select pg_backend_pid() as pid`)).rows[0]!.pid);
    const divide = (by: number) => source.club(clubs[0]!)((tx) => tx.execute(sql`select 1 / ${by}::int as q`));
    expect((await divide(1)).rows[0]).toEqual({ q: 1 });
    const before = await pid();
    const refused = await divide(0).then(
      () => '',
      (err: Error) => String((err.cause as Error | undefined)?.message),
    );
    expect(refused).toMatch(/division by zero/); // prepared already: only the run failed
    expect(await pid()).toBe(before);
    await expect(source.club(clubs[0]!)((tx) => tx.execute(sql`select nonsense from nowhere`))).rejects.toThrow();
    const after = await pid();
    expect(after).not.toBe(before);
    expect((await divide(2)).rows[0]).toEqual({ q: 0 });
  });

  it('names a statement after its text alone', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});

describe("reads on the reads' pool (connections opened as the RLS-bound role, read-only)", () => {
  let reads: TxSource;
  beforeAll(() => {
    reads = txSource(database.db, database.reads);
  });

  const inRead = async <T>(tenantId: string, fn: (open: OpenTx) => Promise<T>) => {
    const open = await reads.openRead(tenantId);
    try {
      return await fn(open);
    } finally {
      await open.commit();
    }
  };

  it("sees only the club's own rows, as springboard_app, with only the club set", async () => {
    for (const [i, label] of [
      [0, 'plans-a program'],
      [1, 'plans-b program'],
      [0, 'plans-a program'],
    ] as const) {
      const rows = await inRead(clubs[i]!, (open) =>
        open.tx.select({ label: programs.label }).from(programs).where(like(programs.key, 'plans-%')),
      );
      expect(rows.map((r) => r.label)).toEqual([label]);
    }
    const who = await inRead(clubs[0]!, (open) =>
      open.tx.execute(sql`select current_user as who, current_setting('transaction_read_only') as ro`),
    );
    expect(who.rows[0]).toEqual({ who: 'springboard_app', ro: 'on' });
  });

  it('keeps the club set on its connection between reads only while it is right: club after club, queries at once, a failed read', async () => {
    const labels = (open: OpenTx) =>
      open.tx
        .select({ label: programs.label })
        .from(programs)
        .where(like(programs.key, 'plans-%'))
        .then((r) => r.map((x) => x.label));
    const pid = (open: OpenTx) =>
      open.tx.execute(sql`select pg_backend_pid() as pid`).then((r) => (r.rows[0] as { pid: number }).pid);
    expect(await inRead(clubs[0]!, labels)).toEqual(['plans-a program']);
    // Two queries sent at once by a read of the other club on that connection: both see that club.
    expect(await inRead(clubs[1]!, (open) => Promise.all([labels(open), labels(open)]))).toEqual([
      ['plans-b program'],
      ['plans-b program'],
    ]);
    expect(await inRead(clubs[1]!, labels)).toEqual(['plans-b program']);
    // A read of club A whose first message fails (its SET undone with it): the connection is not
    // reused, and the next reads of either club see their own rows.
    const before = await inRead(clubs[1]!, pid);
    await expect(inRead(clubs[0]!, (open) => open.tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    const after = await inRead(clubs[1]!, pid);
    expect(after).not.toBe(before);
    expect(await inRead(clubs[1]!, labels)).toEqual(['plans-b program']);
    expect(await inRead(clubs[0]!, labels)).toEqual(['plans-a program']);
  });

  it('refuses to write, and a RESET ROLE does not lift row-level security', async () => {
    expect(await inRead(clubs[0]!, (open) => writeRefusal(open, 'plans-reads-write'))).toMatch(/read-only transaction/);
    const after = await inRead(clubs[0]!, async (open) => {
      await open.tx.execute(sql`reset role`);
      return open.tx.execute(sql`select current_user as who, (select count(*)::int from programs where key like 'plans-%') as n`);
    });
    expect(after.rows[0]).toEqual({ who: 'springboard_app', n: 1 });
  });
});

describe('write transactions (BEGIN goes with the first statement; `together` sends several in one message)', () => {
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
      together(tx, [
        program(tx, 0, 'batch-a1', 'A1'),
        program(tx, 0, 'batch-a2', 'A2'),
        sql`select key from programs where key like 'batch-%' or key like 'plans-%' order by key`,
      ]),
    );
    expect(answered).toHaveLength(3);
    expect(answered[2]!.map((r) => r.key)).toEqual(['batch-a1', 'batch-a2', 'plans-a-p']);
    expect(await keys(clubs[0]!, 'batch-')).toEqual(['batch-a1', 'batch-a2']);
    expect(await keys(clubs[1]!, 'batch-')).toEqual([]);
  });

  it('writes nothing of a batch when one statement fails, and the next transaction on the connection works', async () => {
    const failing = source.club(clubs[0]!)((tx) =>
      together(tx, [program(tx, 0, 'batch-b1', 'B1'), program(tx, 0, 'batch-b1', 'B1 again')]),
    );
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await keys(clubs[0]!, 'batch-b')).toEqual([]);
  });

  it("refuses a batch that writes another club's row, and the first statement of a transaction sees only its club", async () => {
    const crossing = source.club(clubs[0]!)((tx) =>
      together(tx, [program(tx, 0, 'batch-c1', 'C1'), program(tx, 1, 'batch-c2', 'C2')]),
    );
    await expect(crossing).rejects.toThrow(/row-level security/);
    expect(await keys(clubs[0]!, 'batch-c')).toEqual([]);
    expect(await keys(clubs[1]!, 'batch-c')).toEqual([]);
    // First statements of transactions of two clubs in turn on the one connection.
    expect(await keys(clubs[1]!, 'plans-')).toEqual(['plans-b-p']);
    expect(await keys(clubs[0]!, 'plans-')).toEqual(['plans-a-p']);
  });

  it('commits with the last batch when asked, and refuses a statement after that commit', async () => {
    await source.club(clubs[0]!)((tx) => together(tx, [program(tx, 0, 'batch-e1', 'E1')], { commit: true }));
    expect(await keys(clubs[0]!, 'batch-e')).toEqual(['batch-e1']);
    const after = source.club(clubs[0]!)(async (tx) => {
      await together(tx, [program(tx, 0, 'batch-e2', 'E2')], { commit: true });
      await program(tx, 0, 'batch-e3', 'E3');
    });
    const refused = await after.then(
      () => null,
      (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
    );
    expect(refused).toMatch(/already committed/);
    expect(await keys(clubs[0]!, 'batch-e')).toEqual(['batch-e1', 'batch-e2']);
    const failing = source.club(clubs[0]!)((tx) =>
      together(tx, [program(tx, 0, 'batch-e4', 'E4'), program(tx, 0, 'batch-e4', 'E4 again')], { commit: true }),
    );
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await keys(clubs[0]!, 'batch-e')).toEqual(['batch-e1', 'batch-e2']);
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
