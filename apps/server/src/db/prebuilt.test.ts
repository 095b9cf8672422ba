// A statement built once by drizzle's builder and filled in by each call writes the same rows the
// builder would have written with those values: each value encoded as its column encodes it (a jsonb
// object as JSON, a null as SQL NULL, not JSON 'null'), and a value it has no place for, or a value
// left out, is refused at once rather than dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type TxSource } from './tenant-tx.js';
import { prebuilt, prebuiltInsert } from './prebuilt.js';
import { clubDatabase } from '../../test/factories.js';
import { auditLog, programs } from './schema.js';

let club: Awaited<ReturnType<typeof clubDatabase>>;
let source: TxSource;
let tenantId: string;

beforeAll(async () => {
  club = await clubDatabase('prebuilt');
  ({ source, tenantId } = club);
});
afterAll(async () => club?.close());

type AuditValues = { tenantId: string; action: string; entityId: string | null; data: Record<string, unknown> | null };
const insertAudit = prebuilt<AuditValues>((q, v) =>
  q
    .insert(auditLog)
    .values({ tenantId: v.tenantId, action: v.action, entity: 'test', entityId: v.entityId, data: v.data })
    .returning({ id: auditLog.id }),
);

describe('prebuilt statements', () => {
  it('keeps one text and fills each call with its own values, encoded as the columns encode them', () => {
    const first = insertAudit({ tenantId, action: 'one', entityId: null, data: { amount_cents: 100 } });
    const second = insertAudit({ tenantId, action: 'two', entityId: tenantId, data: null });
    expect(second.text).toBe(first.text);
    expect(first.text).toMatch(/^insert into "audit_log"/);
    expect(first.values).toEqual([tenantId, 'one', 'test', null, '{"amount_cents":100}']);
    // A null stays NULL: the jsonb column's encoder would have made it the JSON text 'null'.
    expect(second.values).toEqual([tenantId, 'two', 'test', tenantId, null]);
  });

  it('writes the rows the builder would have written', async () => {
    const rows = await source.club(tenantId)(async (tx) => {
      const [made] = await rowsOf<{ id: string }>(
        tx,
        insertAudit({ tenantId, action: 'written', entityId: null, data: { after: { status: 'paid' } } }),
      );
      return tx.select().from(auditLog).where(eq(auditLog.id, made!.id));
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId,
      action: 'written',
      entity: 'test',
      entityId: null,
      data: { after: { status: 'paid' } },
    });
  });

  it('takes a value for set() written as sql`${v.name}`', async () => {
    const rename = prebuilt<{ key: string; label: string }>((q, v) =>
      q
        .update(programs)
        .set({ label: sql`${v.label}` })
        .where(eq(programs.key, v.key)),
    );
    const labels = await source.club(tenantId)(async (tx) => {
      await tx.insert(programs).values({ tenantId, key: 'renamed', label: 'Before' });
      await rowsOf(tx, rename({ key: 'renamed', label: 'After' }));
      return tx.select({ label: programs.label }).from(programs).where(eq(programs.key, 'renamed'));
    });
    expect(labels).toEqual([{ label: 'After' }]);
  });

  it('inserts a row from values named as its columns, with the columns set alike, once on a conflict', async () => {
    const insertProgram = prebuiltInsert(programs, ['tenantId', 'key', 'label'], {
      also: { capacity: 12 },
      ignoreConflict: true,
    });
    const rows = await source.club(tenantId)(async (tx) => {
      await rowsOf(tx, insertProgram({ tenantId, key: 'once', label: 'First' }));
      await rowsOf(tx, insertProgram({ tenantId, key: 'once', label: 'Second' }));
      return tx.select({ label: programs.label, capacity: programs.capacity }).from(programs).where(eq(programs.key, 'once'));
    });
    expect(rows).toEqual([{ label: 'First', capacity: 12 }]);
  });

  it('refuses a value it has no place for, and a value left out', () => {
    const partial = prebuilt<{ tenantId: string; action: string }>((q, v) =>
      q.insert(auditLog).values({ tenantId: v.tenantId, action: 'fixed', entity: 'test' }),
    );
    expect(() => partial({ tenantId, action: 'lost' })).toThrow(/no place for action/);
    expect(() => insertAudit({ tenantId, action: 'x', entityId: null } as AuditValues)).toThrow(/no value for "data"/);
  });
});
