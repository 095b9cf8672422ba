// Scheduled work (docs/decisions/0009-job-queue.md) against a real database: autopay charges only
// families with autopay on, each invoice once across two server processes and after a crash; a
// declined card leaves the invoice unpaid and e-mails the family once; automatic invoices, late fees
// and expiry happen once per period; the admin routes are the admin's, for their own club only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { withTenant, type Tx } from '../../db/tenant-tx.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import type { InvoiceCategory } from '@springboard/contract/invoices';
import { api, makeClub, makeSlot, type ClubFixture } from '../../../test/factories.js';
import { addInvoice, addClub, addFamily, addMember, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { takeClaim } from '../../platform/jobs/claims.js';

let ctx: TestContext;
let second: FastifyInstance;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  // A second server process over the same database, as behind a load balancer.
  second = await buildApp({ config: ctx.config, database: ctx.database, logger: false, jobs: false, outboxPollMs: 0 });
  await second.ready();
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

function inClub<T>(c: ClubFixture, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(ctx.database.db, c.tenantId, fn);
}

async function rows<T extends Record<string, unknown>>(c: ClubFixture, q: ReturnType<typeof sql>): Promise<T[]> {
  return inClub(c, async (tx) => (await tx.execute<T>(q)).rows as T[]);
}

async function family(c: ClubFixture, opts: { autopay: boolean; slotIds?: string[] }): Promise<Family> {
  const f = await addFamily(ctx, c, { slotIds: opts.slotIds });
  if (opts.autopay) {
    const res = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/memberships/autopay/${f.membershipId}`,
      slug: c.slug,
      token: f.token,
      body: { autoPayment: true },
    });
    expect(res.statusCode).toBe(200);
  }
  return f;
}

async function invoiceFor(
  c: ClubFixture,
  f: Family,
  opts: { cents?: number; due?: string; category?: string } = {},
): Promise<string> {
  return addInvoice(ctx, c, {
    membershipId: f.membershipId,
    cents: opts.cents ?? 4000,
    dueDate: opts.due ?? today,
    category: (opts.category ?? 'manual') as InvoiceCategory,
  });
}

/** What the family would notice: charges the provider made for the invoice, payments recorded, the invoice's state. */
async function chargesOf(c: ClubFixture, invoiceId: string) {
  const [r] = await rows<{ provider: number; paid: number; failed: number; status: string; paid_cents: number }>(
    c,
    sql`select
      (select count(*)::int from sandbox_intents where metadata->>'invoice_id' = ${invoiceId} and status = 'succeeded') as provider,
      (select count(*)::int from payments where invoice_id = ${invoiceId} and status = 'succeeded') as paid,
      (select count(*)::int from payments where invoice_id = ${invoiceId} and status = 'failed') as failed,
      status, paid_cents from invoices where id = ${invoiceId}`,
  );
  return r!;
}

async function emailsTo(c: ClubFixture, address: string, like: string): Promise<number> {
  const [r] = await rows<{ n: number }>(
    c,
    sql`select count(*)::int as n from email_outbox where to_address = ${address} and subject like ${like}`,
  );
  return r!.n;
}

const chargeNow = (app: FastifyInstance, token = admin, slug = club.slug) =>
  api(app, { method: 'POST', url: '/api/payments/charge-automatic', slug, token });

async function emailOf(c: ClubFixture, f: Family): Promise<string> {
  const [r] = await rows<{ email: string }>(c, sql`select email from memberships where id = ${f.membershipId}`);
  return r!.email;
}

async function cardOf(c: ClubFixture, f: Family): Promise<string> {
  const [r] = await rows<{ pm: string }>(
    c,
    sql`select provider_payment_method_id as pm from saved_cards where membership_id = ${f.membershipId}`,
  );
  return r!.pm;
}

describe('autopay', () => {
  it('charges the due invoices of families with autopay on, once, and never a family without it', async () => {
    const on = await family(club, { autopay: true });
    const off = await family(club, { autopay: false });
    const due = await invoiceFor(club, on);
    const later = await invoiceFor(club, on, { due: addDays(today, 10) });
    const notMine = await invoiceFor(club, off);

    const first = await chargeNow(ctx.app);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Automatic charge finished',
      data: { counts: { charged: 1, declined: 0 } },
    });
    expect(await chargesOf(club, due)).toMatchObject({ provider: 1, paid: 1, status: 'paid', paid_cents: 4000 });
    expect(await chargesOf(club, later)).toMatchObject({ provider: 0, paid: 0, status: 'pending' });
    expect(await chargesOf(club, notMine)).toMatchObject({ provider: 0, paid: 0, failed: 0, status: 'pending' });

    const again = await chargeNow(ctx.app);
    expect(again.json().data.counts).toMatchObject({ charged: 0 });
    expect(await chargesOf(club, due)).toMatchObject({ provider: 1, paid: 1 });
    expect(await chargesOf(club, notMine)).toMatchObject({ provider: 0, paid: 0 });
  });

  it('two server processes charging at the same moment charge each invoice exactly once', async () => {
    const fams = await Promise.all([
      family(club, { autopay: true }),
      family(club, { autopay: true }),
      family(club, { autopay: true }),
    ]);
    const invs = await Promise.all(fams.map((f) => invoiceFor(club, f, { cents: 2500 })));
    const results = await Promise.all([
      chargeNow(ctx.app),
      chargeNow(second),
      chargeNow(ctx.app),
      chargeNow(second),
      ctx.app.jobs.runNow('autopay', club.tenantId),
      second.jobs.runNow('autopay', club.tenantId),
    ]);
    const charged = results.reduce(
      (n, r) => n + ('statusCode' in r ? (r.json().data.counts.charged as number) : (r.counts.charged ?? 0)),
      0,
    );
    expect(charged).toBe(3);
    for (const id of invs) expect(await chargesOf(club, id)).toMatchObject({ provider: 1, paid: 1, failed: 0, status: 'paid' });
  });

  it('a run killed halfway (claim taken, card charged, process gone) is finished by the next run, still one charge', async () => {
    const f = await family(club, { autopay: true });
    const inv = await invoiceFor(club, f, { cents: 3100 });
    const pm = await cardOf(club, f);
    // The dead process: it claimed the invoice and the provider charged the card, then it died
    // before recording the payment.
    const claim = await takeClaim(ctx.app.tx.club(club.tenantId), club.tenantId, `autopay:${inv}:0:${pm}`, 60);
    expect(claim).not.toBeNull();
    const provider = await ctx.app.payments.forClub(club.tenantId);
    const [customer] = await rows<{ id: string }>(
      club,
      sql`select provider_customer_id as id from memberships where id = ${f.membershipId}`,
    );
    await provider.chargeSavedCard({
      customerId: customer!.id,
      paymentMethodId: pm,
      amountCents: 3100,
      idempotencyKey: `charge:${inv}:0:${pm}`,
      metadata: { invoice_id: inv, purpose: 'autopay' },
    });
    expect(await chargesOf(club, inv)).toMatchObject({ provider: 1, paid: 0, status: 'pending' });

    // While its lease lasts, other runs leave the invoice alone.
    expect((await chargeNow(second)).json().data.counts).toMatchObject({ charged: 0 });
    expect(await chargesOf(club, inv)).toMatchObject({ provider: 1, paid: 0 });

    // The lease runs out: the next run takes the claim over and records the charge the provider already made.
    await rows(club, sql`update job_claims set lease_until = now() - interval '1 second' where id = ${claim!.id}`);
    const rerun = await chargeNow(ctx.app);
    expect(rerun.json().data.counts).toMatchObject({ charged: 1 });
    expect(await chargesOf(club, inv)).toMatchObject({ provider: 1, paid: 1, status: 'paid' });
    expect((await chargeNow(second)).json().data.counts).toMatchObject({ charged: 0 });
    expect(await chargesOf(club, inv)).toMatchObject({ provider: 1, paid: 1 });
  });

  it('a declined card leaves the invoice unpaid, records the failure and e-mails the family once', async () => {
    const f = await family(club, { autopay: true });
    const inv = await invoiceFor(club, f, { cents: 1900 });
    await rows(club, sql`update sandbox_payment_methods set exp_year = 2020 where id = ${await cardOf(club, f)}`);

    const first = await chargeNow(ctx.app);
    expect(first.json().data.counts).toMatchObject({ declined: 1 });
    expect(first.json().data.failures).toContainEqual({
      invoice_id: inv,
      membership_id: f.membershipId,
      family: 'Pat Parent',
      reason: 'Your card has expired.',
    });
    await Promise.all([chargeNow(ctx.app), chargeNow(second)]);
    expect(await chargesOf(club, inv)).toMatchObject({ provider: 0, paid: 0, failed: 1, status: 'pending', paid_cents: 0 });
    expect(await emailsTo(club, await emailOf(club, f), '%automatic payment declined')).toBe(1);
  });
});

describe('the schedule', () => {
  it('runs each due job once per club when two processes poll at the same moment, and sets the next run a day on', async () => {
    const c = await makeClub(ctx.database.db);
    const f = await family(c, { autopay: true });
    const inv = await invoiceFor(c, f);
    const [a, b] = await Promise.all([ctx.app.jobs.tick(), second.jobs.tick()]);
    expect(a + b).toBeGreaterThanOrEqual(7);
    const runs = await rows<{ job: string; n: number }>(
      c,
      sql`select job, count(*)::int as n from job_runs group by job order by job`,
    );
    expect(runs).toEqual(
      [
        'abandoned-payments',
        'annual-fee',
        'auto-invoice',
        'autopay',
        'invoice-reminders',
        'late-fees',
        'membership-expiry',
        'overdue-invoices',
        'reconciliation',
        'skills-digest',
        'waitlist-offers',
      ].map(
        (job) => ({
          job,
          n: 1,
        }),
      ),
    );
    expect(await chargesOf(c, inv)).toMatchObject({ provider: 1, paid: 1 });
    const [next] = await rows<{ hours: number }>(
      c,
      sql`select round(extract(epoch from next_run_at - now()) / 3600)::int as hours from job_schedule where club_id = ${c.tenantId} and job = 'autopay'`,
    );
    expect(next!.hours).toBe(24);
    // Nothing is due any more: another poll runs nothing of this club.
    await ctx.app.jobs.tick();
    expect((await rows<{ n: number }>(c, sql`select count(*)::int as n from job_runs where job = 'autopay'`))[0]!.n).toBe(1);
  });

  it('takes over a job whose process died mid-run once its lease has run out', async () => {
    const c = await makeClub(ctx.database.db);
    await ctx.app.jobs.tick();
    await rows(c, sql`delete from job_runs`);
    await rows(
      c,
      sql`update job_schedule set next_run_at = now() - interval '1 hour', leased_by = 'dead-process', lease_until = now() + interval '5 minutes'
          where club_id = ${c.tenantId} and job = 'autopay'`,
    );
    await rows(
      c,
      sql`insert into job_runs (tenant_id, job, period, status, started_at) values (${c.tenantId}, 'autopay', ${today}::date, 'running', now() - interval '20 minutes')`,
    );
    await second.jobs.tick();
    expect((await rows<{ n: number }>(c, sql`select count(*)::int as n from job_runs where job = 'autopay'`))[0]!.n).toBe(1);

    await rows(
      c,
      sql`update job_schedule set lease_until = now() - interval '1 second' where club_id = ${c.tenantId} and job = 'autopay'`,
    );
    await second.jobs.tick();
    const runs = await rows<{ status: string; error: string | null }>(
      c,
      sql`select status, error from job_runs where job = 'autopay' order by started_at`,
    );
    expect(runs).toEqual([
      { status: 'failed', error: 'Interrupted: the server stopped before the job finished' },
      { status: 'done', error: null },
    ]);
    const [s] = await rows<{ leased_by: string | null }>(
      c,
      sql`select leased_by from job_schedule where club_id = ${c.tenantId} and job = 'autopay'`,
    );
    expect(s!.leased_by).toBeNull();
  });
});

describe('automatic invoicing, late fees, annual fee and expiry', () => {
  it('makes one invoice per family and period at the settings frequency, only when turned on', async () => {
    const c = await addClub(ctx);
    const { slotId } = await makeSlot(ctx.database.db, c);
    await rows(c, sql`update program_slots set price_cents = 5000 where id = ${slotId}`);
    const f = await family(c, { autopay: false, slotIds: [slotId] });
    // In the class since long before the period: billed the whole period, not prorated.
    await rows(c, sql`update enrollments set starts_on = '2020-01-06' where membership_id = ${f.membershipId}`);
    const run = async () =>
      (
        await api(ctx.app, {
          method: 'POST',
          url: '/api/jobs/auto-invoice/run',
          slug: c.slug,
          token: c.admin.token,
        })
      ).json();

    expect((await run()).data.counts).toEqual({ invoiced: 0 });
    await rows(
      c,
      sql`update club_settings set auto_invoice_enabled = true, auto_invoice_frequency = 'quarterly', auto_invoice_day = 'start', auto_invoice_time = '00:00'`,
    );
    expect((await run()).data.counts).toEqual({ invoiced: 1 });
    expect((await run()).data.counts).toEqual({ invoiced: 0 });
    const invs = await rows<{ amount_cents: number; description: string; due_date: string; category: string }>(
      c,
      sql`select amount_cents, split_part(description, E'\n', 1) as description, due_date::text, category from invoices where membership_id = ${f.membershipId} and category = 'auto'`,
    );
    const month = new Date().getUTCMonth();
    const q = Math.floor(month / 3);
    expect(invs).toEqual([
      {
        amount_cents: 15000,
        description: `Invoice for Q${q + 1} ${new Date().getUTCFullYear()}`,
        due_date: `${new Date().getUTCFullYear()}-${String(q * 3 + 1).padStart(2, '0')}-01`,
        category: 'auto',
      },
    ]);
    // One tuition line for the enrolment: 50.00 a month × 3 months.
    const lines = await rows<{ kind: string; amount_cents: number; athlete_id: string }>(
      c,
      sql`select l.kind, l.amount_cents, l.athlete_id from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.membership_id = ${f.membershipId} and i.category = 'auto'`,
    );
    expect(lines).toEqual([{ kind: 'tuition', amount_cents: 15000, athlete_id: f.athleteId }]);
  });

  it('adds one late fee to an invoice unpaid more than the configured days after its due date', async () => {
    const c = await addClub(ctx);
    const token = c.admin.token;
    const f = await family(c, { autopay: false });
    const late = await invoiceFor(c, f, { cents: 8000, due: addDays(today, -5) });
    const graced = await invoiceFor(c, f, { cents: 8000, due: addDays(today, -2) });
    await rows(
      c,
      sql`update pricing_configs set late_fee_type = 'percentage', late_fee_value = 1000, late_fee_days_before = 3 where program_id is null`,
    );
    const run = async () =>
      (await api(ctx.app, { method: 'POST', url: '/api/jobs/late-fees/run', slug: c.slug, token })).json().data.counts;

    expect(await run()).toEqual({ late_fees: 0 }); // the settings do not apply late fees yet
    await rows(c, sql`update club_settings set applied_late_fees = true`);
    expect(await run()).toEqual({ late_fees: 1 });
    expect(await run()).toEqual({ late_fees: 0 });
    const fees = await rows<{ parent_invoice_id: string; amount_cents: number; description: string }>(
      c,
      sql`select parent_invoice_id, amount_cents, description from invoices where category = 'late_fee'`,
    );
    expect(fees).toEqual([{ parent_invoice_id: late, amount_cents: 800, description: `Late fee for invoice - ${late}` }]);
    const feeLines = await rows<{ kind: string; amount_cents: number }>(
      c,
      sql`select l.kind, l.amount_cents from invoice_lines l join invoices i on i.id = l.invoice_id where i.category = 'late_fee'`,
    );
    expect(feeLines).toEqual([{ kind: 'late_fee', amount_cents: 800 }]);
    expect(fees.map((x) => x.parent_invoice_id)).not.toContain(graced);
  });

  it('charges the annual fee of an autopay family on its last day and renews the membership for a year', async () => {
    const c = await addClub(ctx);
    const token = c.admin.token;
    const f = await family(c, { autopay: true });
    const g = await family(c, { autopay: false });
    await rows(c, sql`update memberships set expires_on = ${today}::date`);
    const res = await api(ctx.app, { method: 'POST', url: '/api/payments/charge-automatic-annual-fee', slug: c.slug, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Annual fee charge finished',
      data: { counts: { invoiced: 2, charged: 1, renewed: 1 } },
    });
    const ms = await rows<{ id: string; expires_on: string }>(c, sql`select id, expires_on::text from memberships`);
    const nextYear = new Date(`${today}T00:00:00Z`);
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(ms.find((m) => m.id === f.membershipId)!.expires_on).toBe(nextYear.toISOString().slice(0, 10));
    expect(ms.find((m) => m.id === g.membershipId)!.expires_on).toBe(today);
    const again = await api(ctx.app, { method: 'POST', url: '/api/payments/charge-automatic-annual-fee', slug: c.slug, token });
    expect(again.json().data.counts).toMatchObject({ invoiced: 0, charged: 0, renewed: 0 });
    const [fees] = await rows<{ n: number; paid: number }>(
      c,
      sql`select count(*)::int as n, count(*) filter (where status = 'paid')::int as paid from invoices where category = 'annual_fee'`,
    );
    expect(fees).toEqual({ n: 2, paid: 1 });
  });

  it('tells the family of an expired membership once, and renews one whose annual fee was paid', async () => {
    const c = await addClub(ctx);
    const token = c.admin.token;
    const lapsed = await family(c, { autopay: false });
    const paid = await family(c, { autopay: false });
    const lastDay = addDays(today, -3);
    await rows(c, sql`update memberships set expires_on = ${lastDay}::date`);
    await inClub(c, async (tx) => {
      const id = await insertInvoice(tx, {
        tenantId: c.tenantId,
        membershipId: paid.membershipId,
        description: 'Annual membership fee',
        dueDate: lastDay,
        category: 'annual_fee',
        runKey: `annual:${lastDay}:${paid.membershipId}`,
        lines: [{ kind: 'registration_fee', description: 'Annual membership fee', athleteId: null, amountCents: 2500 }],
      });
      await tx.execute(sql`update invoices set status = 'paid', paid_at = now() where id = ${id}`);
    });
    const run = async () =>
      (await api(ctx.app, { method: 'POST', url: '/api/jobs/membership-expiry/run', slug: c.slug, token })).json().data.counts;
    expect(await run()).toEqual({ renewed: 1, expired: 1 });
    expect(await run()).toEqual({ renewed: 0, expired: 0 });
    expect(await emailsTo(c, await emailOf(c, lapsed), '%membership has expired')).toBe(1);
    expect(await emailsTo(c, await emailOf(c, paid), '%membership has expired')).toBe(0);
    const expiry = await api(ctx.app, { url: '/api/memberships/check/expiry', slug: c.slug, token: lapsed.token });
    expect(expiry.json().data).toEqual({ expired: true, expires_on: lastDay });
  });
});

describe('the admin routes', () => {
  it('are for admins only: staff with every permission and members get 403', async () => {
    const staff = (await addStaff(ctx, club, { permissions: PERMISSIONS })).token;
    const member = (await addMember(ctx, club)).token;
    const calls = [
      { method: 'POST' as const, url: '/api/payments/charge-automatic' },
      { method: 'POST' as const, url: '/api/payments/charge-automatic-annual-fee' },
      { method: 'GET' as const, url: '/api/jobs' },
      { method: 'POST' as const, url: '/api/jobs/autopay/run' },
    ];
    for (const token of [staff, member]) {
      for (const call of calls) expect((await api(ctx.app, { ...call, slug: club.slug, token })).statusCode, call.url).toBe(403);
    }
    for (const call of calls) expect((await api(ctx.app, { ...call, slug: club.slug })).statusCode).toBe(401);
    expect((await api(ctx.app, { method: 'POST', url: '/api/jobs/nope/run', slug: club.slug, token: admin })).statusCode).toBe(
      400,
    );
  });

  it("runs a job for the admin's own club only and shows each job's last run and next run", async () => {
    const f = await family(club, { autopay: true });
    const inv = await invoiceFor(club, f);
    // Another club's admin runs autopay: our invoice is untouched; our token on their club is refused.
    const theirs = await api(ctx.app, { method: 'POST', url: '/api/jobs/autopay/run', slug: other.slug, token: otherAdmin });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toMatchObject({ job: 'autopay', trigger: 'manual', status: 'done', counts: { charged: 0 } });
    expect(await chargesOf(club, inv)).toMatchObject({ provider: 0, status: 'pending' });
    expect(
      (await api(ctx.app, { method: 'POST', url: '/api/jobs/autopay/run', slug: other.slug, token: admin })).statusCode,
    ).toBe(403);

    const ours = await api(ctx.app, { method: 'POST', url: '/api/jobs/autopay/run', slug: club.slug, token: admin });
    expect(ours.json()).toMatchObject({ message: 'Job finished', data: { counts: { charged: 1 } } });
    const list = await api(ctx.app, { url: '/api/jobs', slug: club.slug, token: admin });
    expect(list.statusCode).toBe(200);
    const jobs = list.json().data as {
      job: string;
      last_run: { id: string } | null;
      next_run_at: string | null;
      enabled: boolean;
    }[];
    expect(jobs.map((j) => j.job)).toEqual([
      'autopay',
      'annual-fee',
      'auto-invoice',
      'overdue-invoices',
      'late-fees',
      'invoice-reminders',
      'membership-expiry',
      'abandoned-payments',
      'waitlist-offers',
      'reconciliation',
      'skills-digest',
    ]);
    expect(jobs[0]!.last_run!.id).toBe(ours.json().data.id);
    expect(jobs.find((j) => j.job === 'auto-invoice')).toMatchObject({ enabled: false, next_run_at: null });
    expect(jobs.find((j) => j.job === 'autopay')!.next_run_at).not.toBeNull();
    const theirList = (await api(ctx.app, { url: '/api/jobs', slug: other.slug, token: otherAdmin })).json().data as {
      job: string;
      last_run: { id: string } | null;
    }[];
    expect(theirList[0]!.last_run!.id).toBe(theirs.json().data.id);
  });
});
