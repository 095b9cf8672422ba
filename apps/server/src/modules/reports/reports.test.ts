// Reports against the database: every figure is compared with sums this file computes from the rows
// it inserted itself (another club's rows included, which must never count).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@springboard/contract/money';
import type { Report } from '@springboard/contract/reports';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { api, makeSlot, uniq, type ClubFixture } from '../../../test/factories.js';
import { addClub, addMember, addStaff, type TestClub } from '../../../test/fixtures.js';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import { athletes, attendanceRecords, enrollments, invoices, memberships, payments } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;

type Family = { start: string; expires: string | null; first: string; autopay?: boolean };
type Pay = { cents: number; status: 'succeeded' | 'failed' | 'refunded'; at: string };
type Inv = {
  cents: number;
  status: 'pending' | 'overdue' | 'paid' | 'cancelled';
  due: string;
  description?: string;
};
type Mark = { slot: 0 | 1; status: 'present' | 'absent' | 'makeup'; day: string; athlete: number };

const RANGE = { start_date: '2025-01-01', end_date: '2025-03-31' };
const inRange = (day: string) => day >= RANGE.start_date && day <= RANGE.end_date;

const FAMILIES: Family[] = [
  { start: '2024-06-01', expires: null, first: 'Ada' }, // active, not new
  { start: '2025-02-10', expires: null, first: 'Bea', autopay: true }, // active and new (February)
  { start: '2025-03-31', expires: '2026-03-30', first: 'Cy' }, // active and new (March, last day)
  { start: '2023-01-01', expires: '2024-12-31', first: 'Dee' }, // expired before the range
  { start: '2023-01-01', expires: '2025-01-01', first: 'Eve' }, // active on the first day only
  { start: '2025-04-01', expires: null, first: 'Fay' }, // starts after the range
];
const PAYMENTS: Pay[] = [
  { cents: 2500, status: 'succeeded', at: '2025-01-01T00:00:00Z' }, // first instant of the range
  { cents: 10_01, status: 'succeeded', at: '2025-02-14T12:00:00Z' },
  { cents: 33_33, status: 'succeeded', at: '2025-03-31T23:59:59Z' }, // last second of the range
  { cents: 99_99, status: 'succeeded', at: '2024-12-31T23:59:59Z' }, // just before
  { cents: 77_77, status: 'succeeded', at: '2025-04-01T00:00:00Z' }, // just after
  { cents: 45_00, status: 'failed', at: '2025-02-01T10:00:00Z' }, // declined: no money
  { cents: 12_50, status: 'refunded', at: '2025-02-20T10:00:00Z' },
  { cents: 5_05, status: 'refunded', at: '2025-03-02T10:00:00Z' },
];
const INVOICES: Inv[] = [
  { cents: 60_00, status: 'pending', due: '2025-01-15' },
  { cents: 40_10, status: 'overdue', due: '2025-03-01' },
  { cents: 12_34, status: 'pending', due: '2025-03-31' },
  { cents: 80_00, status: 'paid', due: '2025-02-01' }, // paid: not unpaid
  { cents: 15_00, status: 'cancelled', due: '2025-02-01' },
  { cents: 22_00, status: 'paid', due: '2025-02-02' }, // paid by its payment
  { cents: 70_00, status: 'pending', due: '2025-04-01' }, // due after the range
  { cents: 9_99, status: 'overdue', due: '2024-12-31' }, // due before
];
const MARKS: Mark[] = [
  { slot: 0, status: 'present', day: '2025-01-06', athlete: 0 },
  { slot: 0, status: 'present', day: '2025-01-13', athlete: 0 },
  { slot: 0, status: 'absent', day: '2025-01-06', athlete: 1 },
  { slot: 0, status: 'makeup', day: '2025-01-13', athlete: 1 },
  { slot: 1, status: 'absent', day: '2025-02-03', athlete: 0 },
  { slot: 1, status: 'present', day: '2024-12-30', athlete: 0 }, // before the range
  { slot: 1, status: 'present', day: '2025-04-07', athlete: 1 }, // after
];

let slots: { programId: string; slotId: string }[];

/** Inserts one club's families, payments, invoices, two slots with enrollments and attendance marks. */
async function seed(c: ClubFixture, opts: { marks: boolean }) {
  const made = await Promise.all([
    makeSlot(ctx.database.db, c, { capacity: 4 }),
    makeSlot(ctx.database.db, c, { programCapacity: 6 }),
  ]);
  await withTenant(ctx.database.db, c.tenantId, async (tx) => {
    const fams = await tx
      .insert(memberships)
      .values(
        FAMILIES.map((f) => ({
          tenantId: c.tenantId,
          firstName: f.first,
          lastName: 'Report',
          email: `${uniq(f.first.toLowerCase())}@example.test`,
          phone: '555-0100',
          address: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          startDate: f.start,
          expiresOn: f.expires,
          autoPayment: f.autopay ?? false,
        })),
      )
      .returning({ id: memberships.id });
    const m = fams[0]!.id;
    const kids = await tx
      .insert(athletes)
      .values(
        [0, 1, 2].map((i) => ({
          tenantId: c.tenantId,
          membershipId: m,
          firstName: `Kid${i}`,
          lastName: 'Report',
          gender: 'Other',
          dateOfBirth: '2015-05-05',
        })),
      )
      .returning({ id: athletes.id });
    await tx.insert(payments).values(
      PAYMENTS.map((p) => ({
        tenantId: c.tenantId,
        membershipId: m,
        amountCents: p.cents,
        paymentMethod: 'card',
        provider: 'sandbox',
        transactionId: uniq('tx_'),
        status: p.status,
        paymentDate: new Date(p.at),
      })),
    );
    for (const i of INVOICES) {
      const description = i.description ?? `Invoice due ${i.due}`;
      const id = await insertInvoice(tx, {
        tenantId: c.tenantId,
        membershipId: m,
        description,
        dueDate: i.due,
        category: 'manual',
        lines: [{ kind: 'manual', description, athleteId: null, amountCents: i.cents }],
      });
      await tx.update(invoices).set({ status: i.status }).where(eq(invoices.id, id));
    }
    // Slot 0 (capacity 4) holds three athletes, slot 1 (the program's 6) one.
    await tx
      .insert(enrollments)
      .values([
        ...kids.map((k) => ({ tenantId: c.tenantId, athleteId: k.id, slotId: made[0].slotId, membershipId: m })),
        { tenantId: c.tenantId, athleteId: kids[0]!.id, slotId: made[1].slotId, membershipId: m },
      ]);
    if (opts.marks) {
      await tx.insert(attendanceRecords).values(
        MARKS.map((a) => ({
          tenantId: c.tenantId,
          athleteId: kids[a.athlete]!.id,
          programId: made[a.slot].programId,
          slotId: made[a.slot].slotId,
          attendanceDate: a.day,
          status: a.status,
        })),
      );
    }
  });
  return made;
}

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
  slots = await seed(club, { marks: true });
  // The other club holds the very same rows: none of them may count for this club.
  await seed(other, { marks: true });
});
afterAll(async () => ctx?.close());

const post = (body: unknown, token = admin, slug = club.slug) =>
  api(ctx.app, { method: 'POST', url: '/api/reports', slug, token, body });
const figures = (r: Report) => Object.fromEntries(r.result.summary.map((f) => [f.key, f.value]));
const dollars = (cents: number) => cents / 100;
const sumCents = <T extends { cents: number }>(rows: T[]) => rows.reduce((a, r) => a + r.cents, 0);

describe('financial report', () => {
  it("adds the club's succeeded payments, refunds and unpaid invoices of the range, in dollars", async () => {
    const res = await post({ type: 'financial', ...RANGE });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Report generated');
    const report = res.json().data as Report;
    const day = (p: Pay) => p.at.slice(0, 10);
    const succeeded = PAYMENTS.filter((p) => p.status === 'succeeded' && inRange(day(p)));
    const refunded = PAYMENTS.filter((p) => p.status === 'refunded' && inRange(day(p)));
    const unpaid = INVOICES.filter((i) => (i.status === 'pending' || i.status === 'overdue') && inRange(i.due));
    expect(figures(report)).toEqual({
      payments_total: dollars(sumCents(succeeded)),
      payments_count: succeeded.length,
      refunds_total: dollars(sumCents(refunded)),
      refunds_count: refunded.length,
      unpaid_total: dollars(sumCents(unpaid)),
      unpaid_count: unpaid.length,
    });
    // 25.00 + 10.01 + 33.33; 12.50 + 5.05; 60.00 + 40.10 + 12.34: spelled out once, so a wrong filter cannot hide.
    expect(figures(report)).toMatchObject({ payments_total: 68.34, refunds_total: 17.55, unpaid_total: 112.44 });
    // One row per month, each the sum of its own month.
    expect(report.result.rows.map((r) => r.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    for (const row of report.result.rows) {
      const month = (d: string) => d.slice(0, 7) === row.month;
      expect(row).toMatchObject({
        payments: dollars(sumCents(succeeded.filter((p) => month(day(p))))),
        refunds: dollars(sumCents(refunded.filter((p) => month(day(p))))),
        unpaid: dollars(sumCents(unpaid.filter((i) => month(i.due)))),
      });
    }
    expect(report.result.chart).toEqual({ x: 'month', series: ['payments', 'refunds', 'unpaid'] });
  });

  it('clips the first and last month to the range', async () => {
    const report = (await post({ type: 'financial', start_date: '2025-02-15', end_date: '2025-03-01' })).json().data as Report;
    const expected = PAYMENTS.filter(
      (p) => p.status === 'succeeded' && p.at.slice(0, 10) >= '2025-02-15' && p.at.slice(0, 10) <= '2025-03-01',
    );
    expect(figures(report).payments_total).toBe(dollars(sumCents(expected)));
    expect(figures(report).refunds_total).toBe(dollars(12_50));
    expect(figures(report).unpaid_total).toBe(dollars(40_10));
  });
});

describe('membership report', () => {
  it('counts memberships active in the range and those that started in it, per month', async () => {
    const report = (await post({ type: 'membership', ...RANGE })).json().data as Report;
    const activeBetween = (from: string, to: string) =>
      FAMILIES.filter((f) => f.start <= to && (f.expires === null || f.expires >= from)).length;
    const newBetween = (from: string, to: string) => FAMILIES.filter((f) => f.start >= from && f.start <= to).length;
    expect(figures(report)).toEqual({
      active: activeBetween(RANGE.start_date, RANGE.end_date),
      new: newBetween(RANGE.start_date, RANGE.end_date),
    });
    expect(figures(report)).toEqual({ active: 4, new: 2 });
    expect(report.result.rows).toEqual([
      { month: '2025-01', active: activeBetween('2025-01-01', '2025-01-31'), new: 0 },
      { month: '2025-02', active: activeBetween('2025-02-01', '2025-02-28'), new: 1 },
      { month: '2025-03', active: activeBetween('2025-03-01', '2025-03-31'), new: 1 },
    ]);
  });
});

describe('attendance report', () => {
  it('counts present, absent and makeup per program and slot on the days of the range', async () => {
    const report = (await post({ type: 'attendance', ...RANGE })).json().data as Report;
    const marked = MARKS.filter((m) => inRange(m.day));
    const of = (slot: number, status: Mark['status']) => marked.filter((m) => m.slot === slot && m.status === status).length;
    expect(report.result.rows).toHaveLength(2);
    // Each slot's row, read alone through the program filter, holds that slot's marks only.
    for (const [i, s] of slots.entries()) {
      const one = (await post({ type: 'attendance', ...RANGE, program_id: s.programId })).json().data as Report;
      const row = { present: of(i, 'present'), absent: of(i, 'absent'), makeup: of(i, 'makeup') };
      expect(one.result.rows).toEqual([expect.objectContaining({ ...row, total: row.present + row.absent + row.makeup })]);
      expect(report.result.rows).toContainEqual(one.result.rows[0]);
    }
    expect(figures(report)).toEqual({
      present: marked.filter((m) => m.status === 'present').length,
      absent: marked.filter((m) => m.status === 'absent').length,
      makeup: marked.filter((m) => m.status === 'makeup').length,
      total: marked.length,
    });
  });

  it('narrows to one program', async () => {
    const report = (await post({ type: 'attendance', ...RANGE, program_id: slots[1]!.programId })).json().data as Report;
    expect(figures(report)).toEqual({ present: 0, absent: 1, makeup: 0, total: 1 });
  });
});

describe('program report', () => {
  it("sets each slot's enrollments against its capacity (the slot's own, or the program's)", async () => {
    const report = (await post({ type: 'program' })).json().data as Report;
    const rows = report.result.rows.map((r) => ({
      capacity: r.capacity,
      enrolled: r.enrolled,
      free: r.free,
      fill_percent: r.fill_percent,
    }));
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { capacity: 4, enrolled: 3, free: 1, fill_percent: 75 },
        { capacity: 6, enrolled: 1, free: 5, fill_percent: 17 },
      ]),
    );
    expect(figures(report)).toEqual({ slots: 2, capacity: 10, enrolled: 4, free: 6 });
  });
});

describe('custom report', () => {
  it('shows the chosen columns of the chosen rows, amounts in dollars and their exact total', async () => {
    const res = await post({
      type: 'custom',
      source: 'invoices',
      columns: ['description', 'amount', 'status', 'due_date'],
      filters: [
        { column: 'due_date', op: 'from', value: RANGE.start_date },
        { column: 'due_date', op: 'to', value: RANGE.end_date },
        { column: 'amount', op: 'from', value: '20' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const report = res.json().data as Report;
    const chosen = INVOICES.filter((i) => inRange(i.due) && i.cents >= toCents(20));
    expect(report.result.columns.map((c) => c.key)).toEqual(['description', 'amount', 'status', 'due_date']);
    expect(report.result.rows).toHaveLength(chosen.length);
    expect(report.result.rows.map((r) => r.amount).sort()).toEqual(chosen.map((i) => dollars(i.cents)).sort());
    expect(Object.keys(report.result.rows[0]!).sort()).toEqual(['amount', 'description', 'due_date', 'status']);
    expect(figures(report)).toEqual({ rows: chosen.length, amount_total: dollars(sumCents(chosen)) });
  });

  it('filters text case-insensitively, with contains taken literally', async () => {
    const members = (
      await post({
        type: 'custom',
        source: 'members',
        columns: ['first_name', 'athletes', 'auto_payment'],
        filters: [{ column: 'first_name', op: 'equals', value: 'bea' }],
      })
    ).json().data as Report;
    expect(members.result.rows).toEqual([{ first_name: 'Bea', athletes: 0, auto_payment: true }]);
    const wildcard = (
      await post({
        type: 'custom',
        source: 'members',
        columns: ['first_name'],
        filters: [{ column: 'first_name', op: 'contains', value: '%' }],
      })
    ).json().data as Report;
    expect(wildcard.result.rows).toEqual([]);
    const payments = (
      await post({
        type: 'custom',
        source: 'payments',
        columns: ['amount', 'status'],
        filters: [{ column: 'status', op: 'equals', value: 'refunded' }],
      })
    ).json().data as Report;
    expect(figures(payments)).toEqual({ rows: 2, amount_total: dollars(12_50 + 5_05) });
  });

  it('refuses an unknown column, a filter that does not fit its column, and a bad value, naming the field', async () => {
    const unknown = await post({ type: 'custom', source: 'members', columns: ['first_name', 'password_hash'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      expect.objectContaining({ field: 'columns.1', message: expect.stringContaining('unknown column password_hash') }),
    ]);
    const sneaky = await post({
      type: 'custom',
      source: 'payments',
      columns: ['amount'],
      filters: [{ column: 'amount; drop table payments', op: 'equals', value: '1' }],
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().details[0].field).toBe('filters.0.column');
    const op = await post({
      type: 'custom',
      source: 'payments',
      columns: ['amount'],
      filters: [{ column: 'amount', op: 'contains', value: '1' }],
    });
    expect(op.json().details[0].field).toBe('filters.0.op');
    const value = await post({
      type: 'custom',
      source: 'invoices',
      columns: ['amount'],
      filters: [{ column: 'due_date', op: 'from', value: 'soon' }],
    });
    expect(value.json().details[0].field).toBe('filters.0.value');
    const source = await post({ type: 'custom', source: 'users', columns: ['email'] });
    expect(source.statusCode).toBe(400);
    expect(source.json().details[0].field).toBe('source');
  });
});

describe('bad input', () => {
  it.each([
    ['reversed', { start_date: '2025-03-01', end_date: '2025-02-28' }, 'end_date', 'must not be before start_date'],
    ['before 2000', { start_date: '1999-12-31', end_date: '2000-01-31' }, 'start_date', 'must be on or after 2000-01-01'],
    [
      'longer than five years',
      { start_date: '2010-01-01', end_date: '2015-01-02' },
      'end_date',
      'must be within 5 years of start_date',
    ],
    ['not a date', { start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date', 'must be a real date'],
    ['missing', { start_date: '2025-01-01' }, 'end_date', 'is required'],
  ])('refuses a %s range with 400 naming the field', async (_, range, field, message) => {
    for (const type of ['membership', 'financial', 'attendance']) {
      const res = await post({ type, ...range });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field, message })]);
    }
  });

  it('takes exactly five years', async () => {
    expect((await post({ type: 'membership', start_date: '2010-01-01', end_date: '2015-01-01' })).statusCode).toBe(201);
  });

  it('refuses an unknown type, naming it', async () => {
    for (const type of ['revenue', undefined]) {
      const res = await post({ type, ...RANGE });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toEqual({
        field: 'type',
        message: 'must be one of membership, financial, attendance, program, custom, skills',
        code: 'one_of',
        params: { options: 'membership, financial, attendance, program, custom, skills' },
      });
    }
  });

  it('keeps nothing from a refused request', async () => {
    const before = ((await api(ctx.app, { url: '/api/reports', slug: club.slug, token: admin })).json().data as unknown[]).length;
    await post({ type: 'financial', start_date: '2025-03-01', end_date: '2025-01-01' });
    const after = ((await api(ctx.app, { url: '/api/reports', slug: club.slug, token: admin })).json().data as unknown[]).length;
    expect(after).toBe(before);
  });
});

describe('access and the list', () => {
  it('lets staff with view_membership_invoices in, and refuses members and other staff with 403', async () => {
    const withIt = (await addStaff(ctx, club, { permissions: ['view_membership_invoices'] })).token;
    const allBut = PERMISSIONS.filter((p) => p !== 'view_membership_invoices');
    const without = (await addStaff(ctx, club, { permissions: allBut })).token;
    const member = (await addMember(ctx, club)).token;
    expect((await post({ type: 'program' }, withIt)).statusCode).toBe(201);
    for (const token of [without, member]) {
      expect((await post({ type: 'program' }, token)).statusCode).toBe(403);
      expect((await api(ctx.app, { url: '/api/reports', slug: club.slug, token })).statusCode).toBe(403);
    }
    expect(
      (await api(ctx.app, { method: 'POST', url: '/api/reports', slug: club.slug, body: { type: 'program' } })).statusCode,
    ).toBe(401);
  });

  it("lists the club's reports newest first and reads one as it was made; another club's id is 404", async () => {
    const made = (await post({ type: 'financial', ...RANGE })).json().data as Report;
    const list = await api(ctx.app, { url: '/api/reports', slug: club.slug, token: admin });
    expect(list.statusCode).toBe(200);
    const first = list.json().data[0];
    expect(first).toEqual({
      id: made.id,
      type: 'financial',
      filters: RANGE,
      created_at: made.created_at,
      created_by: made.created_by,
      row_count: 3,
    });
    expect(first).not.toHaveProperty('result');
    const read = await api(ctx.app, { url: `/api/reports/${made.id}/data`, slug: club.slug, token: admin });
    expect(read.json().data).toEqual(made);

    // The other club's admin: not in their list, 404 by id.
    const theirs = await api(ctx.app, { url: '/api/reports', slug: other.slug, token: otherAdmin });
    expect((theirs.json().data as { id: string }[]).map((r) => r.id)).not.toContain(made.id);
    const cross = await api(ctx.app, { url: `/api/reports/${made.id}/data`, slug: other.slug, token: otherAdmin });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error).toBe('Report not found');
    // And their own report of the same range counts their rows only (the same figures, never doubled).
    const own = (await post({ type: 'financial', ...RANGE }, otherAdmin, other.slug)).json().data as Report;
    expect(figures(own)).toEqual(figures(made));
  });
});
