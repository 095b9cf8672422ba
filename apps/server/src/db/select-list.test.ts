// A read written out in SQL (selectList + rowsOf) gives the rows drizzle's own select would: the same
// properties with the same values and types (a numeric as a number, a timestamp as a Date, a DATE as
// its text, arrays and json parsed), and a column it cannot read the same way is refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns } from 'drizzle-orm';
import { bigint, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rowsOf, type TxSource } from './tenant-tx.js';
import { selectList } from './select-list.js';
import { clubDatabase } from '../../test/factories.js';
import { clubSettings, memberships, programs } from './schema.js';

let club: Awaited<ReturnType<typeof clubDatabase>>;
let source: TxSource;
let tenantId: string;

beforeAll(async () => {
  club = await clubDatabase('select-list');
  ({ source, tenantId } = club);
  await source.club(tenantId)(async (tx) => {
    await tx.insert(programs).values({ tenantId, key: 'p', label: 'Program', durationHours: 1.5, termId: null });
    await tx
      .update(clubSettings)
      .set({
        taxableKinds: ['tuition', 'fee'],
        emailSchedules: { before_due_days: 3, on_due_date: true, overdue_every_days: null },
      })
      .where(eq(clubSettings.tenantId, tenantId));
    await tx.insert(memberships).values({
      tenantId,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '555-0100',
      address: '1 Main St',
      city: 'Bend',
      state: 'OR',
      zip: '97701',
      startDate: '2026-09-01',
      expiresOn: '2027-08-31',
    });
  });
});

afterAll(async () => club?.close());

describe('selectList', () => {
  it('reads each table as drizzle does: numbers, Dates, DATE text, arrays and json alike', async () => {
    for (const table of [programs, clubSettings, memberships] as const) {
      const keys = Object.keys(getTableColumns(table)) as never[];
      const written = await source.clubRead(tenantId)((tx) =>
        rowsOf(tx, { text: `select ${selectList(table, 't', keys)} from ${tableName(table)} t`, values: [] }),
      );
      const drizzled = await source.clubRead(tenantId)((tx) => tx.select().from(table as typeof programs));
      expect(written).toEqual(drizzled);
      expect(written.length).toBe(1);
    }
    const [program] = await source.clubRead(tenantId)((tx) =>
      rowsOf<{ durationHours: unknown; createdAt: unknown }>(tx, {
        text: `select ${selectList(programs, 'p', ['durationHours', 'createdAt'])} from programs p`,
        values: [],
      }),
    );
    expect(program!.durationHours).toBe(1.5);
    expect(program!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses, when the module loads, a column node-postgres would read otherwise than drizzle', () => {
    const odd = pgTable('odd', {
      id: uuid('id'),
      count: bigint('count', { mode: 'number' }),
      localTime: timestamp('local_time'),
      text: timestamp('as_text', { withTimezone: true, mode: 'string' }),
    });
    expect(selectList(odd, 'o', ['id'])).toBe('o."id" as "id"');
    expect(() => selectList(odd, 'o', ['count'])).toThrow(/count \(PgBigInt53\)/);
    expect(() => selectList(odd, 'o', ['localTime'])).toThrow(/localTime/);
    expect(() => selectList(odd, 'o', ['text'])).toThrow(/text/);
  });
});

function tableName(table: typeof programs | typeof clubSettings | typeof memberships): string {
  return table === programs ? 'programs' : table === clubSettings ? 'club_settings' : 'memberships';
}
