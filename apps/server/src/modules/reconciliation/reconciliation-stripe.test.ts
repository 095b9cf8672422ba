// Reconciliation of a club on Stripe, with the real SDK pointed at the local fake: Stripe's charges
// and refunds are read page by page; a charge the club never recorded is found with its invoice (from
// the intent's metadata) and recorded, a refund made in Stripe's dashboard is found and recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Reconciliation } from '@springboard/contract/operations/reconciliation';
import { api } from '../../../test/factories.js';
import { addClub, addFamily, addInvoice, type TestClub } from '../../../test/fixtures.js';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { clubSettings, invoices, paymentRefunds, payments } from '../../db/schema.js';
import { withTenant, type Tx } from '../../db/tenant-tx.js';
import { sealSecret } from '../../platform/secret-box.js';

let fake: FakeStripe;
let ctx: TestContext;
let club: TestClub;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    deps: { outboxPollMs: 0, stripeApi: { host: '127.0.0.1', port: fake.port, protocol: 'http', timeoutMs: 1000 } },
  });
  club = await addClub(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const inClub = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, club.tenantId, fn);
async function check(): Promise<Reconciliation> {
  const res = await api(ctx.app, {
    method: 'POST',
    url: '/api/billing/reconciliation/check',
    slug: club.slug,
    token: club.admin.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Reconciliation;
}
const record = (itemId: string) =>
  api(ctx.app, {
    method: 'POST',
    url: `/api/billing/reconciliation/items/${itemId}/record`,
    slug: club.slug,
    token: club.admin.token,
  });

describe('reconciliation of a club on Stripe', () => {
  it("finds Stripe's unrecorded charge and dashboard refund, and records each once", async () => {
    // The family registers on the sandbox; then the club moves to Stripe.
    const fam = await addFamily(ctx, club);
    await inClub((tx) =>
      tx.update(clubSettings).set({
        paymentProvider: 'stripe',
        stripePublishableKey: 'pk_test_club',
        stripeSecretKeyEnc: sealSecret(ctx.config.appSecret, 'sk_test_recon_key'),
      }),
    );
    // The sandbox registration payment is not Stripe's business: Stripe has nothing, the club nothing by Stripe.
    expect((await check()).items).toEqual([]);

    const invoiceId = await addInvoice(ctx, club, { membershipId: fam.membershipId, cents: 6000, dueDate: '2031-06-01' });
    const created = await api(ctx.app, {
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      slug: club.slug,
      token: fam.token,
      body: { invoiceId },
    });
    const intentId = (created.json().data as { paymentIntentId: string }).paymentIntentId;
    expect(intentId).toMatch(/^pi_/);
    fake.succeed(intentId);

    const found = await check();
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/charges')).toBe(true);
    expect(found.last_check).toMatchObject({ provider: 'stripe', status: 'done' });
    expect(found.items).toEqual([
      expect.objectContaining({
        kind: 'charge_not_recorded',
        intent_id: intentId,
        provider_amount: 60,
        invoice_id: invoiceId,
        recordable: true,
      }),
    ]);
    expect((await record(found.items[0]!.id)).statusCode).toBe(200);
    const [inv] = await inClub((tx) => tx.select().from(invoices).where(eq(invoices.id, invoiceId)));
    expect(inv).toMatchObject({ status: 'paid', paidCents: 6000 });
    const [pay] = await inClub((tx) => tx.select().from(payments).where(eq(payments.transactionId, intentId)));
    expect(pay).toMatchObject({ provider: 'stripe', paymentMethod: 'card', amountCents: 6000 });

    // A refund made in Stripe's dashboard.
    const provider = await ctx.app.payments.forClub(club.tenantId);
    const refund = await provider.refund(intentId, { amountCents: 2500, idempotencyKey: 'dashboard' });
    const again = await check();
    expect(again.items).toEqual([
      expect.objectContaining({
        kind: 'refund_not_recorded',
        provider_refund_id: refund.id,
        provider_amount: 25,
        payment_id: pay!.id,
      }),
    ]);
    expect((await record(again.items[0]!.id)).statusCode).toBe(200);
    const refunds = await inClub((tx) => tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, pay!.id)));
    expect(refunds).toMatchObject([{ amountCents: 2500, providerRefundId: refund.id }]);
    expect((await check()).items).toEqual([]);
  });

  it('keeps a check Stripe did not answer as failed, with why', async () => {
    fake.hang = true;
    try {
      const res = await api(ctx.app, {
        method: 'POST',
        url: '/api/billing/reconciliation/check',
        slug: club.slug,
        token: club.admin.token,
      });
      expect(res.statusCode).toBe(502);
    } finally {
      fake.hang = false;
    }
    const view = (await api(ctx.app, { url: '/api/billing/reconciliation', slug: club.slug, token: club.admin.token })).json()
      .data as Reconciliation;
    expect(view.last_check).toMatchObject({ status: 'failed', error: 'provider_timeout' });
    expect(view.running).toBe(false);
  });
});
