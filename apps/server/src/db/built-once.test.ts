// A select built once serves every later call with that call's own values, on that call's own
// transaction: each club still sees only its rows, in a read and in a transaction alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like, sql } from 'drizzle-orm';
import { connect, type Database } from './client.js';
import { txSource, type Tx, type TxSource } from './tenant-tx.js';
import { builtOnce } from './built-once.js';
import { createTestDatabase } from '../../test/test-app.js';
import { makeClub } from '../../test/factories.js';
import { programSlots, programs } from './schema.js';

let test: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let source: TxSource;
const clubs: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  database = connect(test.url, 2);
  source = txSource(database.db);
  for (const slug of ['once-a', 'once-b']) {
    const club = await makeClub(database.db, { slug });
    clubs.push(club.tenantId);
    await source.club(club.tenantId)((tx) =>
      tx.insert(programs).values([
        { tenantId: club.tenantId, key: `${slug}-1`, label: `${slug} beam`, minAge: 5 },
        { tenantId: club.tenantId, key: `${slug}-2`, label: `${slug} rings`, minAge: 9 },
      ]),
    );
  }
});

afterAll(async () => {
  await database?.close();
  await test?.drop();
});

let builds = 0;
const labels = builtOnce((tx) => {
  builds++;
  return tx
    .select({ label: programs.label, minAge: programs.minAge })
    .from(programs)
    .where(like(programs.label, sql.placeholder('pattern')))
    .orderBy(asc(programs.label));
});

describe('builtOnce', () => {
  it('binds each call its own values and runs on the caller transaction, built once', async () => {
    const inRead = async (tenantId: string, pattern: string) => {
      const open = await source.openRead(tenantId);
      try {
        return await labels(open.tx, { pattern });
      } finally {
        await open.commit();
      }
    };
    expect(await inRead(clubs[0]!, '%')).toEqual([
      { label: 'once-a beam', minAge: 5 },
      { label: 'once-a rings', minAge: 9 },
    ]);
    expect(await inRead(clubs[1]!, '%rings')).toEqual([{ label: 'once-b rings', minAge: 9 }]);
    expect(await source.club(clubs[0]!)((tx) => labels(tx, { pattern: '%beam' }))).toEqual([{ label: 'once-a beam', minAge: 5 }]);
    expect(await source.club(clubs[1]!)((tx) => labels(tx, { pattern: 'nothing%' }))).toEqual([]);
    expect(builds).toBe(1);
  });

  it("maps rows exactly as drizzle does: nested objects, a left join's empty object as null, dates, SQL fields", async () => {
    const tenantId = clubs[0]!;
    await source.club(tenantId)(async (tx) => {
      const [beam] = await tx.select({ id: programs.id }).from(programs).where(like(programs.label, '%beam'));
      await tx.insert(programSlots).values({ tenantId, programId: beam!.id, slotId: 'MON-6', days: ['MON'], priceCents: 1500 });
    });
    const select = (tx: Tx) =>
      tx
        .select({
          program: programs,
          slot: { id: programSlots.id, days: programSlots.days, price: programSlots.priceCents, at: programSlots.createdAt },
          twice: sql<number>`${programs.minAge} * 2`.mapWith(Number),
          label: programs.label,
        })
        .from(programs)
        .leftJoin(programSlots, eq(programSlots.programId, programs.id))
        .orderBy(asc(programs.label));
    const once = builtOnce((tx) => select(tx));
    const [drizzles, ours] = await source.club(tenantId)(async (tx) => [await select(tx), await once(tx)]);
    expect(ours).toEqual(drizzles);
    expect(ours.map((r) => r.slot === null)).toEqual([false, true]); // rings has no slot: null, not { id: null… }
    expect(ours[0]!.slot!.at).toBeInstanceOf(Date);
    expect(ours[0]!.program.createdAt).toBeInstanceOf(Date);
    expect(ours[1]!.twice).toBe(18);
  });
});
