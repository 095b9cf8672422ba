// Automatic invoicing bills each family its tuition for the period: a class starting during it by
// the meetings left, and a dropped class's unused meetings credited on the next invoice when the
// club credits them. Every figure below is worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { api } from '../../../test/factories.js';
import { CONFIG, tuitionClub } from '../../../test/tuition-club.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { writeRecordText, type RecordText } from '@springboard/contract/record-texts';
import { invoicePeriod } from './auto-invoice.js';

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tuitionClub>>;

beforeAll(async () => {
  ctx = await createTestApp();
  t = await tuitionClub(ctx);
});
afterAll(async () => ctx?.close());

const save = (body: object) => t.save(body);
const slot = (hours: number, days: string[]) => t.slot(hours, days);
const family = (classes: string[][], startsOn?: string) => t.family(classes, startsOn);
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => t.q<T>(query);
const invoicesOf = (membershipId: string) =>
  q<{ amount_cents: number; description: string; lines: string[] }>(
    sql`select amount_cents, description,
          (select array_agg(l.description || ': ' || l.amount_cents order by l.position) from invoice_lines l where l.invoice_id = i.id) as lines
        from invoices i where membership_id = ${membershipId} and category = 'auto' order by run_key`,
  );
/** The automatic invoices' lines as stored: the English and its code. */
const storedLines = (membershipId: string) =>
  q<{ description: string; description_text: RecordText | null }>(
    sql`select l.description, l.description_text from invoice_lines l join invoices i on i.id = l.invoice_id
        where i.membership_id = ${membershipId} and i.category = 'auto' order by i.run_key, l.position`,
  );
const bill = (period: { start: string; months: number; label: string }) =>
  withTenant(ctx.database.db, t.club.tenantId, (tx) => invoicePeriod(tx, t.club.tenantId, period, period.start));

describe('automatic invoicing with proration', () => {
  const NOVEMBER = { start: '2026-11-01', months: 1, label: '2026-11' };
  const DECEMBER = { start: '2026-12-01', months: 1, label: '2026-12' };

  it('bills a class starting on the 17th by the meetings left: 2 of November’s 5 Mondays', async () => {
    const monday = await slot(1, ['MON']);
    const f = await family([[monday.slotId]], '2026-11-17');
    await bill(NOVEMBER);
    // Mondays of November 2026: 2, 9, 16, 23, 30; from the 17th: 23 and 30. $65 × 2/5 = $26.00.
    const [inv] = await invoicesOf(f.membershipId);
    expect(inv!.amount_cents).toBe(2600);
    expect(inv!.description).toBe('Invoice for November 2026');
    expect(inv!.lines).toEqual([
      expect.stringMatching(
        /^Kid0 Parent: Program .* \(Monday [^)]*\) from November 17, 2026 — 2 of 5 meetings in November 2026 \(\$65\.00 for the whole period\): 2600$/,
      ),
    ]);
    // Stored as a code with its parameters, so a Spanish family reads the line in Spanish.
    const [line] = await storedLines(f.membershipId);
    expect(line!.description_text).toEqual({
      code: 'proration',
      params: {
        athlete: 'Kid0 Parent',
        program: expect.stringMatching(/^Program /),
        slot: expect.stringMatching(/^S-/),
        days: 'MON',
        time: '5:00 PM - 6:00 PM',
        from: '2026-11-17',
        left: 2,
        all: 5,
        period_start: '2026-11-01',
        period_months: 1,
        full: 6500,
      },
    });
    expect(writeRecordText(line!.description_text, line!.description, 'en')).toBe(line!.description);
    expect(writeRecordText(line!.description_text, line!.description, 'es')).toMatch(
      /^Kid0 Parent: Program \S+ \(lunes 17:00 – 18:00\) desde el 17 de noviembre de 2026 — 2 de 5 sesiones en noviembre de 2026 \(\$65\.00 por el período completo\)$/,
    );
  });

  it('credits a dropped class’s unused meetings on the next invoice when the club says so, once', async () => {
    expect((await save({ ...CONFIG, credit_unused_meetings: true })).statusCode).toBe(200);
    const mon = await slot(1, ['MON']);
    const wed = await slot(1, ['WED']);
    const f = await family([[mon.slotId, wed.slotId]]);
    const dropped = await api(ctx.app, {
      method: 'DELETE',
      url: `/api/programs-enrollment?userId=${f.athleteIds[0]}&slotId=${wed.slotId}`,
      slug: t.club.slug,
      token: t.club.admin.token,
    });
    expect(dropped.statusCode).toBe(200);
    // Dropped on Tuesday 17 November (the record dated by hand; the drop itself was today).
    await q(sql`update enrollment_drops set ends_on = '2026-11-17' where membership_id = ${f.membershipId}`);
    await bill(DECEMBER);
    // December: Monday's hour, $65. Credit: Wednesday added $120 − $65 = $55 a month; of November's
    // Wednesdays (4, 11, 18, 25) the 18th and 25th were unused: −$55 × 2/4 = −$27.50.
    const [inv] = await invoicesOf(f.membershipId);
    expect(inv!.amount_cents).toBe(3750);
    expect(inv!.lines).toContainEqual(
      expect.stringMatching(
        /Credit: Kid0 Parent left Program .* \(Wednesday [^)]*\) on November 17, 2026 — 2 of 4 meetings unused in November 2026: -2750$/,
      ),
    );
    const credit = (await storedLines(f.membershipId)).find((l) => l.description_text?.code === 'drop_credit')!;
    expect(credit.description_text!.params).toMatchObject({ on: '2026-11-17', unused: 2, all: 4, days: 'WED' });
    expect(writeRecordText(credit.description_text, credit.description, 'en')).toBe(credit.description);
    expect(writeRecordText(credit.description_text, credit.description, 'es')).toMatch(
      /^Crédito: Kid0 Parent dejó Program \S+ \(miércoles 17:00 – 18:00\) el 17 de noviembre de 2026 — 2 de 4 sesiones sin usar en noviembre de 2026$/,
    );
    await bill({ start: '2027-01-01', months: 1, label: '2027-01' });
    const all = await invoicesOf(f.membershipId);
    expect(all.map((i) => i.amount_cents)).toEqual([3750, 6500]);
    expect(await save(CONFIG)).toHaveProperty('statusCode', 200);
  });

  it('credits nothing for a drop when the club does not credit unused meetings (the default)', async () => {
    const mon = await slot(1, ['MON']);
    const wed = await slot(1, ['WED']);
    const f = await family([[mon.slotId, wed.slotId]]);
    await api(ctx.app, {
      method: 'DELETE',
      url: `/api/programs-enrollment?userId=${f.athleteIds[0]}&slotId=${wed.slotId}`,
      slug: t.club.slug,
      token: t.club.admin.token,
    });
    await q(sql`update enrollment_drops set ends_on = '2026-11-17' where membership_id = ${f.membershipId}`);
    await bill(DECEMBER);
    expect((await invoicesOf(f.membershipId)).map((i) => i.amount_cents)).toEqual([6500]);
  });
});

describe('moving to another time slot of the same program', () => {
  it('is no drop: the new slot keeps the first day, so the next invoice is the full month and credits nothing', async () => {
    expect((await save({ ...CONFIG, credit_unused_meetings: true })).statusCode).toBe(200);
    const { programId, slotId: monday } = await slot(1, ['MON']);
    const [wednesday] = await q<{ id: string }>(sql`
      insert into program_slots (tenant_id, program_id, slot_id, days, times)
      values (${t.club.tenantId}, ${programId}, ${`W-${programId.slice(0, 6)}`}, '{WED}', '{x,x,5:00 PM - 6:00 PM,x,x,x,x}')
      returning id`);
    const f = await family([[monday]]);
    const res = await api(ctx.app, {
      method: 'PUT',
      url: `/api/athletes/${f.athleteIds[0]}`,
      slug: t.club.slug,
      token: t.club.admin.token,
      body: { first_name: 'Kid0', last_name: 'Parent', gender: 'Female', date_of_birth: '2016-04-02', slot_ids: [wednesday!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(await q(sql`select starts_on::text from enrollments where athlete_id = ${f.athleteIds[0]!}`)).toEqual([
      { starts_on: '2020-01-06' },
    ]);
    expect(await q(sql`select id from enrollment_drops where athlete_id = ${f.athleteIds[0]!}`)).toEqual([]);
    await bill({ start: '2026-12-01', months: 1, label: '2026-12' });
    expect((await invoicesOf(f.membershipId)).map((i) => i.amount_cents)).toEqual([6500]);
    expect(await save(CONFIG)).toHaveProperty('statusCode', 200);
  });
});
