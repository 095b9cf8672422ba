// Overdue invoices against a real database, with the job's clock set by the test: an unpaid invoice
// past its due date reads `overdue` in the family's list and the staff's filtered list, and the
// filters by status find what the lists show; a paid or cancelled one never does; one whose due date
// moves later is pending again. Late fees act on the same overdue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { api, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addInvoice, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;
let fam: Family;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  fam = await addFamily(ctx, club);
});
afterAll(async () => ctx?.close());

async function rows<T extends Record<string, unknown>>(c: ClubFixture, q: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => (await tx.execute<T>(q)).rows as T[]);
}

async function invoice(due: string, status: 'pending' | 'overdue' | 'paid' | 'cancelled' = 'pending', description = 'Monthly classes'): Promise<string> {
  return addInvoice(ctx, club, { membershipId: fam.membershipId, cents: 5000, dueDate: due, status, description });
}

/** Runs the job as the schedule would at noon UTC of `day` (the tests' JOBS_TIME_ZONE is UTC). */
const runOn = (job: 'overdue-invoices' | 'late-fees', day: string) =>
  ctx.app.jobs.runNow(job, club.tenantId, { now: new Date(`${day}T12:00:00Z`) });

type Listed = { id: string; status: string };
const familyList = async () =>
  (await api(ctx.app, { url: `/api/invoices/member/${fam.membershipId}`, slug: club.slug, token: fam.token })).json()
    .data as Listed[];
const filtered = async (status: string) =>
  (
    await api(ctx.app, { url: `/api/invoices/filtered/invoices?status=${status}`, slug: club.slug, token: club.admin.token })
  ).json().data as Listed[];

describe('overdue invoices', () => {
  it('marks an unpaid invoice overdue the day after its due date, and every list and filter agrees', async () => {
    const dueMar10 = await invoice('2031-03-10');
    const dueMar11 = await invoice('2031-03-11');
    const paid = await invoice('2031-03-01', 'paid');
    const cancelled = await invoice('2031-03-01', 'cancelled');

    // On the due date itself the invoice is still pending.
    expect((await runOn('overdue-invoices', '2031-03-10')).counts).toEqual({ overdue: 0 });
    expect((await familyList()).find((i) => i.id === dueMar10)?.status).toBe('pending');

    const run = await runOn('overdue-invoices', '2031-03-11');
    expect(run.counts).toEqual({ overdue: 1 });
    const mine = await familyList();
    expect(Object.fromEntries(mine.filter((i) => [dueMar10, dueMar11, paid, cancelled].includes(i.id)).map((i) => [i.id, i.status]))).toEqual({
      [dueMar10]: 'overdue',
      [dueMar11]: 'pending',
      [paid]: 'paid',
      [cancelled]: 'cancelled',
    });
    const overdue = (await filtered('overdue')).map((i) => i.id);
    const pending = (await filtered('pending')).map((i) => i.id);
    expect(overdue).toContain(dueMar10);
    expect(overdue).not.toContain(dueMar11);
    expect(pending).toContain(dueMar11);
    expect(pending).not.toContain(dueMar10);
    for (const id of [paid, cancelled]) expect([...overdue, ...pending]).not.toContain(id);

    // Running again the same day changes nothing.
    expect((await runOn('overdue-invoices', '2031-03-11')).counts).toEqual({ overdue: 0 });
  });

  it('puts an overdue invoice back to pending when its due date moves later', async () => {
    const id = await invoice('2031-04-01');
    await runOn('overdue-invoices', '2031-04-05');
    expect((await familyList()).find((i) => i.id === id)?.status).toBe('overdue');
    await rows(club, sql`update invoices set due_date = '2031-04-30' where id = ${id}`);
    await runOn('overdue-invoices', '2031-04-05');
    expect((await familyList()).find((i) => i.id === id)?.status).toBe('pending');
    expect((await filtered('pending')).map((i) => i.id)).toContain(id);
  });

  it('charges a late fee only on an invoice that reads overdue, the same day the lists say so', async () => {
    const c = await addClub(ctx);
    const f = await addFamily(ctx, c);
    await rows(c, sql`update club_settings set applied_late_fees = true`);
    await rows(c, sql`update pricing_configs set late_fee_type = 'fixed', late_fee_value = 1500, late_fee_days_before = 0`);
    const row = { id: await addInvoice(ctx, c, { membershipId: f.membershipId, cents: 5000, dueDate: '2031-05-01', description: 'May classes' }) };
    const lateFees = (day: string) => ctx.app.jobs.runNow('late-fees', c.tenantId, { now: new Date(`${day}T12:00:00Z`) });
    expect((await lateFees('2031-05-01')).counts).toEqual({ late_fees: 0 });
    expect((await lateFees('2031-05-02')).counts).toEqual({ late_fees: 1 });
    const [inv] = await rows<{ status: string }>(c, sql`select status from invoices where id = ${row!.id}`);
    expect(inv!.status).toBe('overdue');
  });
});
