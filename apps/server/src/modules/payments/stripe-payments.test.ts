// A club on Stripe, end to end through the API, with the SDK pointed at a local fake: registration,
// provider timeout, webhooks (signature, de-duplication) and secrets never reaching a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { api, makeClub, makeSlot, registrationBody, signIn, type ClubFixture } from '../../../test/factories.js';
import { addStaff } from '../../../test/fixtures.js';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { clubSettings, invoices } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { sealSecret } from '../../platform/secret-box.js';

const SECRET_KEY = 'sk_test_club_key_9876';
const WHSEC = 'whsec_club_hook';

let fake: FakeStripe;
let ctx: TestContext;
let club: ClubFixture;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    deps: { outboxPollMs: 0, stripeApi: { host: '127.0.0.1', port: fake.port, protocol: 'http', timeoutMs: 400 } },
  });
  club = await makeClub(ctx.database.db);
  await withTenant(ctx.database.db, club.tenantId, (tx) =>
    tx.update(clubSettings).set({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_club',
      stripeSecretKeyEnc: sealSecret(ctx.config.appSecret, SECRET_KEY),
      stripeWebhookSecretEnc: sealSecret(ctx.config.appSecret, WHSEC),
    }),
  );
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });
const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, club.tenantId, fn);

async function quote() {
  const res = await call({ method: 'POST', url: '/api/registrations/quote', body: {} });
  expect(res.statusCode).toBe(200);
  return res.json().data as { payment_intent_id: string; client_secret: string; provider: string; amount_cents: number };
}

async function countMemberships(email: string) {
  const r = await inClub((tx) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from memberships where email = ${email}`),
  );
  return r.rows[0]!.n;
}

function sendWebhook(event: object, opts: { secret?: string; url?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WHSEC });
  return ctx.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature,
      ...(opts.url ? {} : { 'x-tenant-id': club.slug }),
    },
    payload,
  });
}

describe('a club on Stripe', () => {
  it('registers a family with a Stripe PaymentIntent and keeps the card for autopay', async () => {
    const q = await quote();
    expect(q).toMatchObject({ provider: 'stripe', amount_cents: 2500, payment_intent_id: expect.stringMatching(/^pi_/) });
    const created = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form.amount === '2500',
    )!;
    expect(created.idempotencyKey).toMatch(/^quote:/);
    expect(created.form.setup_future_usage).toBe('off_session');

    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    expect((await call({ method: 'POST', url: '/api/registrations', body })).statusCode).toBe(402);
    fake.succeed(q.payment_intent_id, { brand: 'amex', last4: '0005' });
    const res = await call({ method: 'POST', url: '/api/registrations', body });
    expect(res.statusCode).toBe(201);
    const cards = await inClub((tx) =>
      tx.execute<{ brand: string; last4: string; provider: string }>(
        sql`select brand, last4, provider from saved_cards where membership_id = ${res.json().data.membership_id}`,
      ),
    );
    expect(cards.rows).toEqual([{ brand: 'amex', last4: '0005', provider: 'stripe' }]);
  });

  it('answers a provider timeout clearly and writes nothing', async () => {
    const q = await quote();
    fake.succeed(q.payment_intent_id);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    fake.hang = true;
    let res;
    try {
      res = await call({ method: 'POST', url: '/api/registrations', body });
    } finally {
      fake.hang = false;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      error: 'The payment provider did not respond in time. Please try again.',
      code: 'provider_timeout',
    });
    expect(await countMemberships(body.membership.email)).toBe(0);
    // The payment is still good: the family simply tries again.
    expect((await call({ method: 'POST', url: '/api/registrations', body })).statusCode).toBe(201);
  });

  it('refunds through Stripe, with an idempotency key, when the registration cannot be written', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club, { capacity: 1 });
    const first = await quote();
    fake.succeed(first.payment_intent_id);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/registrations',
          body: registrationBody({ paymentIntentId: first.payment_intent_id, slotIds: [slotId] }),
        })
      ).statusCode,
    ).toBe(201);
    const q = await quote();
    fake.succeed(q.payment_intent_id);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id, slotIds: [slotId] });
    const res = await call({ method: 'POST', url: '/api/registrations', body });
    expect(res.statusCode).toBe(409);
    expect(await countMemberships(body.membership.email)).toBe(0);
    expect(fake.intents.get(q.payment_intent_id)!.refunded).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === q.payment_intent_id)).toEqual([
      expect.objectContaining({ idempotencyKey: `refund:${q.payment_intent_id}` }),
    ]);
  });

  it('records an invoice payment from a signed webhook once, and refuses a bad signature', async () => {
    const q = await quote();
    fake.succeed(q.payment_intent_id);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    const reg = await call({ method: 'POST', url: '/api/registrations', body });
    const membershipId = reg.json().data.membership_id;
    const session = await signIn(ctx.app, club.slug, body.membership.email, body.membership.password);
    const staff = (await addStaff(ctx, club)).token;
    const invoiceId = (
      await call({ method: 'POST', url: '/api/invoices', token: staff, body: { membershipId, amount: 20, description: 'June' } })
    ).json().data.id;
    const intent = (
      await call({ method: 'POST', url: '/api/payments/create-payment-intent', token: session.access_token, body: { invoiceId } })
    ).json().data;
    expect(intent).toMatchObject({ amount: 2000, provider: 'stripe' });
    fake.succeed(intent.paymentIntentId);

    const event = {
      id: 'evt_paid_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: fake.intentJson(intent.paymentIntentId) },
    };
    const bad = await sendWebhook(event, { secret: 'whsec_forged' });
    expect(bad.statusCode).toBe(400);
    const first = await sendWebhook(event, { url: `/api/payments/webhook/stripe/${club.slug}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const replay = await sendWebhook(event);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    const [inv] = await inClub((tx) => tx.select().from(invoices).where(eq(invoices.id, invoiceId)));
    expect(inv).toMatchObject({ status: 'paid', paidCents: 2000 });
    const pays = await inClub((tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId}`),
    );
    expect(pays.rows[0]!.n).toBe(1);
    // The browser reporting the same payment afterwards gets that payment, not a second one.
    const late = await call({
      method: 'POST',
      url: '/api/payments',
      token: session.access_token,
      body: { membershipId, invoiceId, amount: 20, paymentMethod: 'card', transactionId: intent.paymentIntentId },
    });
    expect(late.statusCode).toBe(201);
    expect(
      (
        await inClub((tx) =>
          tx.execute<{ n: number }>(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId}`),
        )
      ).rows[0]!.n,
    ).toBe(1);
  });

  it('charges the saved Stripe card once, and leaves the invoice unpaid when Stripe does not answer', async () => {
    const q = await quote();
    fake.succeed(q.payment_intent_id);
    const reg = await call({
      method: 'POST',
      url: '/api/registrations',
      body: registrationBody({ paymentIntentId: q.payment_intent_id }),
    });
    const membershipId = reg.json().data.membership_id;
    const staff = (await addStaff(ctx, club)).token;
    const invoiceId = (
      await call({ method: 'POST', url: '/api/invoices', token: staff, body: { membershipId, amount: 33, description: 'July' } })
    ).json().data.id;
    const charge = () =>
      call({ method: 'POST', url: '/api/payments/charge-member-manual-payment', token: staff, body: { invoiceId } });
    fake.hang = true;
    let timedOut;
    try {
      timedOut = await charge();
    } finally {
      fake.hang = false;
    }
    expect(timedOut.statusCode).toBe(502);
    const [pending] = await inClub((tx) => tx.select().from(invoices).where(eq(invoices.id, invoiceId)));
    expect(pending).toMatchObject({ status: 'pending', paidCents: 0 });
    // The retry carries the same idempotency key, so Stripe answers the charge it may already have made.
    expect((await charge()).statusCode).toBe(200);
    const keys = fake.requests.filter((r) => r.form.off_session === 'true').map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(new RegExp(`^charge:${invoiceId}:0:pm_`));
    expect(
      [...fake.intents.values()].filter((pi) => pi.metadata.invoice_id === invoiceId && pi.status === 'succeeded'),
    ).toHaveLength(1);
  });

  it('settles a webhook-confirmed payment with the card fee the intent was made with, as one fee line', async () => {
    const q = await quote();
    fake.succeed(q.payment_intent_id);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    const membershipId = (await call({ method: 'POST', url: '/api/registrations', body })).json().data.membership_id;
    const session = await signIn(ctx.app, club.slug, body.membership.email, body.membership.password);
    const staff = (await addStaff(ctx, club)).token;
    const invoiceId = (
      await call({
        method: 'POST',
        url: '/api/invoices',
        token: staff,
        body: { membershipId, amount: 20, description: 'August' },
      })
    ).json().data.id;
    await inClub((tx) => tx.update(clubSettings).set({ creditCardFeeBps: 300 }));
    try {
      const intent = (
        await call({
          method: 'POST',
          url: '/api/payments/create-payment-intent',
          token: session.access_token,
          body: { invoiceId },
        })
      ).json().data;
      // $20 + 3 % = $20.60, asked of Stripe as one amount.
      expect(intent).toMatchObject({ amount: 2060, amount_due: 2000, card_fee: 60 });
      fake.succeed(intent.paymentIntentId);
      const event = {
        id: 'evt_fee_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: fake.intentJson(intent.paymentIntentId) },
      };
      expect((await sendWebhook(event)).statusCode).toBe(200);
      const [inv] = await inClub((tx) => tx.select().from(invoices).where(eq(invoices.id, invoiceId)));
      expect(inv).toMatchObject({ status: 'paid', amountCents: 2060, paidCents: 2060 });
      const lines = await inClub((tx) =>
        tx.execute<{ kind: string; amount_cents: number }>(
          sql`select kind, amount_cents from invoice_lines where invoice_id = ${invoiceId} order by position`,
        ),
      );
      expect(lines.rows).toEqual([
        { kind: 'manual', amount_cents: 2000 },
        { kind: 'card_fee', amount_cents: 60 },
      ]);
    } finally {
      await inClub((tx) => tx.update(clubSettings).set({ creditCardFeeBps: 0 }));
    }
  });

  it('never sends the secret key to a browser', async () => {
    const settings = await call({ url: '/api/settings' });
    expect(settings.json().data).toMatchObject({ payment_provider: 'stripe', stripe_publishable_key: 'pk_test_club' });
    expect(settings.body).not.toContain(SECRET_KEY);
    expect(settings.body).not.toContain(WHSEC);
    const q = await call({ method: 'POST', url: '/api/registrations/quote', body: {} });
    expect(q.body).not.toContain('sk_test');
  });
});
