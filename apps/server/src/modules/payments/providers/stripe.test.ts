// The Stripe adapter against a local fake of the Stripe API (no network), and the secret box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.js';
import { maskSecret, openSecret, sealSecret } from '../../../platform/secret-box.js';
import { ProviderError } from './provider.js';
import { StripeProvider } from './stripe.js';

let fake: FakeStripe;
let stripe: StripeProvider;
const WHSEC = 'whsec_test_secret';

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripeProvider('sk_test_fake', WHSEC, { host: '127.0.0.1', port: fake.port, protocol: 'http', timeoutMs: 400 });
});
afterAll(async () => fake?.close());

describe('StripeProvider', () => {
  it('creates intents for off-session reuse with the idempotency key, and reads them back with the card', async () => {
    const customer = await stripe.createCustomer({ email: 'a@example.test', idempotencyKey: 'customer:1' });
    const intent = await stripe.createPaymentIntent({
      amountCents: 2500,
      customerId: customer.id,
      setupFutureUsage: true,
      idempotencyKey: 'quote:1',
      metadata: { purpose: 'registration' },
    });
    expect(intent).toMatchObject({
      amountCents: 2500,
      status: 'requires_payment_method',
      customerId: customer.id,
      clientSecret: expect.stringContaining('_secret_'),
    });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!;
    expect(sent.idempotencyKey).toBe('quote:1');
    expect(sent.form).toMatchObject({
      amount: '2500',
      currency: 'usd',
      setup_future_usage: 'off_session',
      'metadata[purpose]': 'registration',
    });
    const again = await stripe.createPaymentIntent({
      amountCents: 2500,
      customerId: customer.id,
      setupFutureUsage: true,
      idempotencyKey: 'quote:1',
      metadata: {},
    });
    expect(again.id).toBe(intent.id);

    fake.succeed(intent.id, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
    const paid = await stripe.retrieveIntent(intent.id);
    expect(paid).toMatchObject({
      status: 'succeeded',
      refunded: false,
      card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
    });
    expect(await stripe.listPaymentMethods(customer.id)).toEqual([
      { id: paid.paymentMethodId, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
    ]);

    const refund = await stripe.refund(intent.id, { idempotencyKey: `refund:${intent.id}` });
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 2500 });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/refunds', idempotencyKey: `refund:${intent.id}` });
    expect((await stripe.retrieveIntent(intent.id)).refunded).toBe(true);
  });

  it("detaches a customer's saved card, and refuses a card of another customer", async () => {
    const customer = await stripe.createCustomer({ email: 'd@example.test', idempotencyKey: 'customer:detach' });
    const other = await stripe.createCustomer({ email: 'e@example.test', idempotencyKey: 'customer:detach-other' });
    const intent = await stripe.createPaymentIntent({
      amountCents: 100,
      customerId: customer.id,
      setupFutureUsage: true,
      idempotencyKey: 'quote:detach',
      metadata: {},
    });
    fake.succeed(intent.id);
    const [card] = await stripe.listPaymentMethods(customer.id);
    await expect(stripe.detachCard(other.id, card!.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await stripe.listPaymentMethods(customer.id)).toHaveLength(1);
    await stripe.detachCard(customer.id, card!.id);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_methods/${card!.id}/detach`)).toBe(true);
    expect(await stripe.listPaymentMethods(customer.id)).toEqual([]);
    await expect(stripe.detachCard(customer.id, card!.id)).rejects.toBeInstanceOf(ProviderError);
  });

  it('charges a saved card off-session once per idempotency key, and reports a decline', async () => {
    const customer = await stripe.createCustomer({});
    const intent = await stripe.createPaymentIntent({
      amountCents: 100,
      customerId: customer.id,
      setupFutureUsage: true,
      idempotencyKey: 'q2',
      metadata: {},
    });
    const pm = fake.succeed(intent.id).payment_method!;
    const input = { customerId: customer.id, paymentMethodId: pm, amountCents: 1800, idempotencyKey: 'charge:inv-1:' + pm };
    const first = await stripe.chargeSavedCard(input);
    const second = await stripe.chargeSavedCard(input);
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 1800 });
    expect(second.id).toBe(first.id);
    const charge = fake.requests.filter((r) => r.form.off_session === 'true');
    expect(charge.every((r) => r.form.confirm === 'true' && r.idempotencyKey === input.idempotencyKey)).toBe(true);

    const declined = fake.succeed(
      (
        await stripe.createPaymentIntent({
          amountCents: 100,
          customerId: customer.id,
          setupFutureUsage: true,
          idempotencyKey: 'q3',
          metadata: {},
        })
      ).id,
      { last4: '0002' },
    );
    await expect(
      stripe.chargeSavedCard({ ...input, paymentMethodId: declined.payment_method!, idempotencyKey: 'charge:inv-2' }),
    ).rejects.toMatchObject({
      kind: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('refunds in parts, once per idempotency key, never more than was paid, and lists charges and refunds by page', async () => {
    const since = new Date(Date.now() - 1000);
    const intent = await stripe.createPaymentIntent({
      amountCents: 5000,
      setupFutureUsage: false,
      idempotencyKey: 'p1',
      metadata: {},
    });
    fake.succeed(intent.id);
    const first = await stripe.refund(intent.id, { amountCents: 1200, idempotencyKey: 'r1' });
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 1200 });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'r1',
      form: { payment_intent: intent.id, amount: '1200' },
    });
    // The same key answers the same refund: nothing more is given back.
    expect((await stripe.refund(intent.id, { amountCents: 1200, idempotencyKey: 'r1' })).id).toBe(first.id);
    expect((await stripe.retrieveIntent(intent.id)).refunded).toBe(true);
    // 50.00 − 12.00 = 38.00 left: 38.01 is refused, the rest (no amount) is 38.00.
    await expect(stripe.refund(intent.id, { amountCents: 3801, idempotencyKey: 'r2' })).rejects.toBeInstanceOf(ProviderError);
    const rest = await stripe.refund(intent.id, { idempotencyKey: 'r3' });
    expect(rest.amountCents).toBe(3800);

    // Three more paid charges in the same window: every one is listed, refunded or not.
    for (let i = 0; i < 3; i++) {
      const more = await stripe.createPaymentIntent({
        amountCents: 100 + i,
        setupFutureUsage: false,
        idempotencyKey: `m${i}`,
        metadata: {},
      });
      fake.succeed(more.id);
    }
    const charges = await stripe.listSucceededCharges(since);
    expect(charges.filter((c) => c.intentId === intent.id)).toEqual([
      { intentId: intent.id, amountCents: 5000, created: expect.any(Date) },
    ]);
    expect(charges.map((c) => c.amountCents)).toEqual(expect.arrayContaining([100, 101, 102, 5000]));
    const refunds = await stripe.listRefunds(since);
    expect(refunds.filter((r) => r.intentId === intent.id).map((r) => [r.amountCents, r.refundId])).toEqual([
      [3800, rest.id],
      [1200, first.id],
    ]);
    const listed = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/refunds');
    expect(listed.length).toBeGreaterThan(0);
    // Older than `since`: not listed.
    fake.refunds.find((r) => r.id === first.id)!.created = Math.floor(since.getTime() / 1000) - 60;
    expect((await stripe.listRefunds(since)).map((r) => r.refundId)).not.toContain(first.id);
  });

  it('follows the pages of a long list', async () => {
    const since = new Date(Date.now() - 1000);
    const made: string[] = [];
    for (let i = 0; i < 105; i++) {
      const pi = await stripe.createPaymentIntent({
        amountCents: 1000,
        setupFutureUsage: false,
        idempotencyKey: `page${i}`,
        metadata: {},
      });
      fake.succeed(pi.id);
      const r = await stripe.refund(pi.id, { amountCents: 10, idempotencyKey: `page-r${i}` });
      made.push(r.id);
    }
    const refunds = await stripe.listRefunds(since);
    expect(refunds.map((r) => r.refundId)).toEqual(expect.arrayContaining(made));
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/refunds').length).toBeGreaterThanOrEqual(2);
    const charges = await stripe.listSucceededCharges(since);
    expect(charges.filter((c) => c.amountCents === 1000)).toHaveLength(105);
  });

  it('turns an unanswered request into a timeout error and an unknown intent into not_found', async () => {
    await expect(stripe.retrieveIntent('pi_missing')).rejects.toMatchObject({ kind: 'not_found' });
    fake.hang = true;
    try {
      const err = await stripe.retrieveIntent('pi_whatever').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect(err).toMatchObject({ kind: 'timeout' });
    } finally {
      fake.hang = false;
    }
  });

  it('verifies webhook signatures', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', id: 'ch_1', payment_intent: 'pi_9' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    expect(stripe.verifyWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      intent: null,
      refundedIntentId: 'pi_9',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), forged)).toThrow(ProviderError);
    expect(() => stripe.verifyWebhook(Buffer.from(payload.replace('pi_9', 'pi_8')), header)).toThrow('Invalid webhook signature');
  });
});

describe('secret box', () => {
  it('opens only what it sealed with the same APP_SECRET, and masks for display', () => {
    const sealed = sealSecret('a'.repeat(40), 'sk_live_abcdef123456');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('abcdef');
    expect(sealSecret('a'.repeat(40), 'sk_live_abcdef123456')).not.toBe(sealed);
    expect(openSecret('a'.repeat(40), sealed)).toBe('sk_live_abcdef123456');
    expect(() => openSecret('b'.repeat(40), sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSecret('a'.repeat(40), tampered)).toThrow();
    expect(maskSecret('sk_live_abcdef123456')).toBe('sk_live_••••3456');
  });
});
