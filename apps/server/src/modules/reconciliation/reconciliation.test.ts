// Reconciliation against a real database and the sandbox provider: a clean club has nothing to show;
// a card charge the club never recorded is listed with its invoice and family, recorded once with
// "Record it" (the invoice paid) and then gone; a recorded payment the provider has no charge for and
// a refund made at the provider but never recorded are listed; one check at a time; admins of the club
// only; the daily job runs once a day per club.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Reconciliation } from '@springboard/contract/operations/reconciliation';
import { api } from '../../../test/factories.js';
import { addClub, addFamily, addInvoice, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { invoices, paymentRefunds, payments, reconciliationRuns } from '../../db/schema.js';
import { withTenant, type Tx } from '../../db/tenant-tx.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
});
afterAll(async () => ctx?.close());

const inClub = <T>(club: TestClub, fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, club.tenantId, fn);
const view = async (club: TestClub, token = club.admin.token) =>
  (await api(ctx.app, { url: '/api/billing/reconciliation', slug: club.slug, token })).json().data as Reconciliation;
async function check(club: TestClub): Promise<Reconciliation> {
  const res = await api(ctx.app, {
    method: 'POST',
    url: '/api/billing/reconciliation/check',
    slug: club.slug,
    token: club.admin.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Reconciliation;
}
const record = (club: TestClub, itemId: string, token = club.admin.token) =>
  api(ctx.app, { method: 'POST', url: `/api/billing/reconciliation/items/${itemId}/record`, slug: club.slug, token });

/** The family pays the invoice by card at the provider; the browser never reports it to the club. */
async function paidAtProviderOnly(club: TestClub, fam: Family, invoiceId: string): Promise<string> {
  const intent = await api(ctx.app, {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    slug: club.slug,
    token: fam.token,
    body: { invoiceId },
  });
  expect(intent.statusCode).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json().data as { clientSecret: string; paymentIntentId: string };
  const confirmed = await api(ctx.app, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    slug: club.slug,
    body: { client_secret: clientSecret, card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'P' },
  });
  expect(confirmed.json().data.status).toBe('succeeded');
  return paymentIntentId;
}

describe('reconciliation', () => {
  it('shows a clean club as matching: no check yet, then a check that found nothing', async () => {
    const club = await addClub(ctx);
    await addFamily(ctx, club);
    expect(await view(club)).toMatchObject({ window_days: 7, running: false, last_check: null, items: [] });
    const checked = await check(club);
    expect(checked.last_check).toMatchObject({ status: 'done', trigger: 'manual', provider: 'sandbox', window_days: 7 });
    expect(checked.items).toEqual([]);
    expect(checked.counts).toEqual({ charges_not_recorded: 0, refunds_not_recorded: 0, not_matching: 0 });
    // The screen reads the stored check.
    expect((await view(club)).last_check!.id).toBe(checked.last_check!.id);
  });

  it('lists a charge taken at the provider and never recorded, records it once against its invoice, and then it is gone', async () => {
    const club = await addClub(ctx);
    const fam = await addFamily(ctx, club);
    const invoiceId = await addInvoice(ctx, club, { membershipId: fam.membershipId, cents: 4500, dueDate: '2031-05-01' });
    const intentId = await paidAtProviderOnly(club, fam, invoiceId);

    const found = await check(club);
    expect(found.counts).toEqual({ charges_not_recorded: 1, refunds_not_recorded: 0, not_matching: 0 });
    const item = found.items[0]!;
    expect(item).toMatchObject({
      kind: 'charge_not_recorded',
      intent_id: intentId,
      provider_amount: 45,
      recorded_amount: null,
      membership_id: fam.membershipId,
      invoice_id: invoiceId,
      recordable: true,
    });
    expect(item.invoice_number).toEqual(expect.any(Number));
    expect(item.family).toEqual(expect.any(String));

    const recorded = await record(club, item.id);
    expect(recorded.statusCode).toBe(200);
    expect((recorded.json().data as Reconciliation).items).toEqual([]);
    const [inv] = await inClub(club, (tx) => tx.select().from(invoices).where(eq(invoices.id, invoiceId)));
    expect(inv).toMatchObject({ status: 'paid', paidCents: 4500 });

    // Twice, and the family's browser reporting the same payment late: still one payment.
    expect((await record(club, item.id)).statusCode).toBe(200);
    const late = await api(ctx.app, {
      method: 'POST',
      url: '/api/payments',
      slug: club.slug,
      token: fam.token,
      body: {
        membershipId: fam.membershipId,
        invoiceId,
        amount: 45,
        paymentMethod: 'card',
        transactionId: intentId,
        status: 'succeeded',
      },
    });
    expect(late.statusCode).toBeLessThan(300);
    const paid = await inClub(club, (tx) => tx.select().from(payments).where(eq(payments.transactionId, intentId)));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ invoiceId, amountCents: 4500, paymentMethod: 'card', status: 'succeeded' });

    // The next check finds everything matching.
    expect((await check(club)).items).toEqual([]);
  });

  it("records a charge on the family's account when its invoice was paid meanwhile", async () => {
    const club = await addClub(ctx);
    const fam = await addFamily(ctx, club);
    const invoiceId = await addInvoice(ctx, club, { membershipId: fam.membershipId, cents: 2000, dueDate: '2031-05-01' });
    const intentId = await paidAtProviderOnly(club, fam, invoiceId);
    await inClub(club, (tx) => tx.update(invoices).set({ status: 'paid', paidCents: 2000 }).where(eq(invoices.id, invoiceId)));
    const item = (await check(club)).items[0]!;
    expect((await record(club, item.id)).statusCode).toBe(200);
    const [p] = await inClub(club, (tx) => tx.select().from(payments).where(eq(payments.transactionId, intentId)));
    expect(p).toMatchObject({ invoiceId: null, membershipId: fam.membershipId, amountCents: 2000 });
  });

  it('lists a recorded card payment whose payment intent the provider does not have, and refuses to record it', async () => {
    const club = await addClub(ctx);
    const fam = await addFamily(ctx, club);
    await inClub(club, (tx) =>
      tx.insert(payments).values({
        tenantId: club.tenantId,
        membershipId: fam.membershipId,
        amountCents: 3100,
        paymentMethod: 'card',
        provider: 'sandbox',
        transactionId: 'sbpi_never_made',
        status: 'succeeded',
      }),
    );
    const found = await check(club);
    expect(found.counts).toEqual({ charges_not_recorded: 0, refunds_not_recorded: 0, not_matching: 1 });
    expect(found.items[0]).toMatchObject({
      kind: 'payment_not_at_provider',
      intent_id: 'sbpi_never_made',
      provider_amount: null,
      recorded_amount: 31,
      membership_id: fam.membershipId,
      recordable: false,
    });
    const refused = await record(club, found.items[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('reconciliation_not_recordable');
  });

  it('lists a refund made at the provider and never recorded, and records it as a refund of its payment', async () => {
    const club = await addClub(ctx);
    const fam = await addFamily(ctx, club);
    const [pay] = await inClub(club, (tx) => tx.select().from(payments).where(eq(payments.id, fam.paymentId)));
    const provider = await ctx.app.payments.forClub(club.tenantId);
    const refund = await provider.refund(pay!.transactionId, { amountCents: 1000, idempotencyKey: 'dashboard-refund' });

    const found = await check(club);
    expect(found.counts).toEqual({ charges_not_recorded: 0, refunds_not_recorded: 1, not_matching: 0 });
    const item = found.items[0]!;
    expect(item).toMatchObject({
      kind: 'refund_not_recorded',
      intent_id: pay!.transactionId,
      provider_refund_id: refund.id,
      provider_amount: 10,
      payment_id: fam.paymentId,
      membership_id: fam.membershipId,
      recordable: true,
    });
    expect((await record(club, item.id)).statusCode).toBe(200);
    expect((await record(club, item.id)).statusCode).toBe(200);
    const rows = await inClub(club, (tx) => tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, fam.paymentId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 1000, method: 'provider', providerRefundId: refund.id, status: 'succeeded' });
    expect((await view(club)).items).toEqual([]);
    expect((await check(club)).items).toEqual([]);
  });

  it('refuses a second check while one is running, and takes over one left running by a dead process', async () => {
    const club = await addClub(ctx);
    const since = new Date(Date.now() - 7 * 86_400_000);
    const [stuck] = await inClub(club, (tx) =>
      tx
        .insert(reconciliationRuns)
        .values({ tenantId: club.tenantId, provider: 'sandbox', trigger: 'schedule', windowDays: 7, since })
        .returning(),
    );
    const busy = await api(ctx.app, {
      method: 'POST',
      url: '/api/billing/reconciliation/check',
      slug: club.slug,
      token: club.admin.token,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('reconciliation_running');
    expect((await view(club)).running).toBe(true);

    await inClub(club, (tx) =>
      tx
        .update(reconciliationRuns)
        .set({ startedAt: new Date(Date.now() - 20 * 60_000) })
        .where(eq(reconciliationRuns.id, stuck!.id)),
    );
    expect((await check(club)).last_check!.status).toBe('done');
    const [old] = await inClub(club, (tx) => tx.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, stuck!.id)));
    expect(old).toMatchObject({ status: 'failed', error: 'reconciliation_interrupted' });
  });

  it("is the club's admins' only: staff and families are refused, another club's admin sees nothing of it", async () => {
    const club = await addClub(ctx);
    const other = await addClub(ctx);
    const fam = await addFamily(ctx, club);
    await inClub(club, (tx) =>
      tx.insert(payments).values({
        tenantId: club.tenantId,
        membershipId: fam.membershipId,
        amountCents: 500,
        paymentMethod: 'card',
        provider: 'sandbox',
        transactionId: 'sbpi_ghost',
        status: 'succeeded',
      }),
    );
    const item = (await check(club)).items[0]!;
    const staff = await addStaff(ctx, club, { permissions: ['view_membership_invoices'] });
    expect((await api(ctx.app, { url: '/api/billing/reconciliation', slug: club.slug, token: staff.token })).statusCode).toBe(
      403,
    );
    expect((await api(ctx.app, { url: '/api/billing/reconciliation', slug: club.slug, token: fam.token })).statusCode).toBe(403);
    expect((await record(club, item.id, fam.token)).statusCode).toBe(403);

    expect(await view(other)).toMatchObject({ last_check: null, items: [] });
    const theirs = await record(other, item.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('reconciliation_item_not_found');
  });

  it('runs as a daily job: once a day per club, when two polls come at once', async () => {
    const club = await addClub(ctx);
    await Promise.all([ctx.app.jobs.tick(), ctx.app.jobs.tick()]);
    await ctx.app.jobs.tick();
    const runs = await inClub(
      club,
      async (tx) =>
        (
          await tx.execute<{ job_runs: number; checks: number; hours: number }>(sql`select
          (select count(*)::int from job_runs where job = 'reconciliation') as job_runs,
          (select count(*)::int from reconciliation_runs where trigger = 'schedule' and status = 'done') as checks,
          (select round(extract(epoch from next_run_at - now()) / 3600)::int from job_schedule
            where club_id = ${club.tenantId} and job = 'reconciliation') as hours`)
        ).rows,
    );
    expect(runs[0]).toEqual({ job_runs: 1, checks: 1, hours: 24 });
    expect((await view(club)).last_check).toMatchObject({ trigger: 'schedule', status: 'done' });
  });
});
