import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api, paidQuote, registrationBody, TEST_CARDS } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { invoices, sandboxPaymentMethods, vouchers } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let staff: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  staff = (await addStaff(ctx, club)).token;
  admin = club.admin.token;
});
afterAll(async () => ctx?.close());

const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, club.tenantId, fn);
type Call = Parameters<typeof api>[1];
const call = (c: Omit<Call, 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

/** A registered, paid family signed in as its member, with its provider customer. */
async function family() {
  const f = await addFamily(ctx, club);
  const me = (await call({ url: '/api/memberships/me', token: f.token })).json().data;
  return { membershipId: f.membershipId, token: f.token, customerId: me.stripe_customer_id as string, email: me.email as string };
}

async function invoiceFor(membershipId: string, amount = 30) {
  const res = await call({
    method: 'POST',
    url: '/api/invoices',
    token: staff,
    body: { membershipId, amount, description: 'Monthly classes' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function invoiceRow(id: string) {
  const [row] = await inClub((tx) => tx.select().from(invoices).where(eq(invoices.id, id)));
  return row!;
}

async function confirm(clientSecret: string, card: string = TEST_CARDS.ok, expYear = new Date().getFullYear() + 1) {
  return call({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    body: { client_secret: clientSecret, card_number: card, exp_month: 12, exp_year: expYear, cvc: '123', name: 'P' },
  });
}

describe('POST /api/payments/sandbox/confirm', () => {
  it("follows Stripe's test cards and refuses every other number and past expiry", async () => {
    const cases: [string, number, object][] = [
      ['4000 0000 0000 0002', 2030, { status: 'requires_payment_method', error: 'Your card was declined.' }],
      ['4000000000009995', 2030, { status: 'requires_payment_method', error: 'Your card has insufficient funds.' }],
      ['5555555555554444', 2030, { status: 'requires_payment_method', error: 'Your card number is incorrect.' }],
      ['4242424242424242', 2020, { status: 'requires_payment_method', error: 'Your card has expired.' }],
      ['4242 4242 4242 4242', 2030, { status: 'succeeded' }],
    ];
    const q = await paidQuote(ctx.app, club.slug, { card: null });
    for (const [card, year, outcome] of cases) {
      const res = await confirm(q.client_secret, card, year);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(outcome);
    }
    const again = await confirm(q.client_secret);
    expect(again.statusCode).toBe(409);
    expect((await confirm('sbpi_nope_secret_nope')).statusCode).toBe(404);
  });

  it('keeps brand, last4 and expiry of a saved card, never the number', async () => {
    const q = await paidQuote(ctx.app, club.slug);
    const rows = await inClub((tx) => tx.execute(sql`select * from sandbox_payment_methods`));
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toContain('4242424242424242');
    const pm = await inClub((tx) => tx.select().from(sandboxPaymentMethods));
    expect(pm.some((p) => p.brand === 'visa' && p.last4 === '4242')).toBe(true);
    expect(q.confirm?.status).toBe('succeeded');
  });
});

describe('POST /api/payments (recording a payment)', () => {
  it('never lets a client mark its own invoice paid', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId);
    const claim = { membershipId: f.membershipId, invoiceId, amount: 30, status: 'succeeded' };
    const made = await call({
      method: 'POST',
      url: '/api/payments',
      token: f.token,
      body: { ...claim, paymentMethod: 'card', transactionId: 'pi_fake' },
    });
    expect(made.statusCode).toBe(400);
    const cash = await call({ method: 'POST', url: '/api/payments', token: f.token, body: { ...claim, paymentMethod: 'cash' } });
    expect(cash.statusCode).toBe(403);
    // A real intent for the invoice, never confirmed with a card.
    const intent = await call({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      token: f.token,
      body: { invoiceId, amount: 1 },
    });
    expect(intent.json().data.amount).toBe(3000);
    const unpaid = await call({
      method: 'POST',
      url: '/api/payments',
      token: f.token,
      body: { ...claim, paymentMethod: 'card', transactionId: intent.json().data.paymentIntentId },
    });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().error).toBe('Payment not completed');
    // A registration's intent cannot pay an invoice.
    const reg = await paidQuote(ctx.app, club.slug);
    const wrong = await call({
      method: 'POST',
      url: '/api/payments',
      token: f.token,
      body: { ...claim, paymentMethod: 'card', transactionId: reg.payment_intent_id },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await invoiceRow(invoiceId)).status).toBe('pending');
    expect(
      (await call({ method: 'POST', url: '/api/payments', body: { ...claim, paymentMethod: 'card', transactionId: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('records a fresh-card payment of an invoice once, settling that invoice and no other', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 30);
    const intent = (
      await call({
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        token: f.token,
        body: { invoiceId, amount: 5, customerId: 'x' },
      })
    ).json().data;
    expect((await confirm(intent.clientSecret)).json().data.status).toBe('succeeded');
    const body = {
      membershipId: f.membershipId,
      invoiceId,
      amount: 1,
      paymentMethod: 'card',
      transactionId: intent.paymentIntentId,
      status: 'succeeded',
    };
    const res = await call({ method: 'POST', url: '/api/payments', token: f.token, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ amount: 30, payment_method: 'card', status: 'succeeded', invoice_id: invoiceId });
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paidCents: 3000 });
    const all = (await call({ url: `/api/invoices/member/${f.membershipId}`, token: f.token })).json().data;
    expect(all.find((i: { id: string }) => i.id === invoiceId)).toMatchObject({
      status: 'paid',
      post_status: 'paid',
      amount_due: 0,
    });
    expect(all.filter((i: { description: string }) => i.description.startsWith('Charged Payment'))).toEqual([]);
    const again = await call({ method: 'POST', url: '/api/payments', token: f.token, body });
    expect(again.json().data.id).toBe(res.json().data.id);
    const n = await inClub((tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId}`),
    );
    expect(n.rows[0]!.n).toBe(1);
  });

  it('records each refused new card on an invoice as a failed attempt with its reason; the invoice stays unpaid', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 25);
    const intent = (
      await call({ method: 'POST', url: '/api/payments/create-payment-intent', token: f.token, body: { invoiceId } })
    ).json().data;
    expect((await confirm(intent.clientSecret, TEST_CARDS.declined)).json().data).toEqual({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect((await confirm(intent.clientSecret, TEST_CARDS.noFunds)).json().data.status).toBe('requires_payment_method');
    const history = (await call({ url: `/api/payments/member/${f.membershipId}`, token: staff })).json().data as {
      invoice_id: string;
      status: string;
      failure_reason: string | null;
      amount: number;
    }[];
    expect(
      history
        .filter((p) => p.invoice_id === invoiceId)
        .map((p) => [p.status, p.failure_reason, p.amount])
        .sort(),
    ).toEqual([
      ['failed', 'Your card has insufficient funds.', 25],
      ['failed', 'Your card was declined.', 25],
    ]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'pending', paidCents: 0 });
    // The family then pays with a good card: paid once.
    expect((await confirm(intent.clientSecret)).json().data.status).toBe('succeeded');
    const body = {
      membershipId: f.membershipId,
      invoiceId,
      amount: 25,
      paymentMethod: 'card',
      transactionId: intent.paymentIntentId,
    };
    expect((await call({ method: 'POST', url: '/api/payments', token: f.token, body })).statusCode).toBe(201);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paidCents: 2500 });
  });

  it('lets staff accept cash with a server-made transaction id', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 12);
    const body = {
      membershipId: f.membershipId,
      invoiceId,
      amount: 12,
      paymentMethod: 'cash',
      transactionId: 'client-made',
      status: 'succeeded',
    };
    const res = await call({ method: 'POST', url: '/api/payments', token: staff, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Cash Payment accepted successfully!');
    expect(res.json().data.transaction_id).toMatch(/^cash_[0-9a-f-]{36}$/);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paidCents: 1200 });
    expect((await call({ method: 'POST', url: '/api/payments', token: staff, body })).statusCode).toBe(409);
  });
});

describe('charging the saved card', () => {
  it('charges manually once, answers 409 after, and 400 when no card is on file', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 18);
    const res = await call({
      method: 'POST',
      url: '/api/payments/charge-member-manual-payment',
      token: staff,
      body: { invoiceId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment done successfully', data: { invoice_id: invoiceId, amount: 18 } });
    expect(
      (await call({ method: 'POST', url: '/api/payments/charge-member-manual-payment', token: staff, body: { invoiceId } }))
        .statusCode,
    ).toBe(409);

    const cashFamily = await call({
      method: 'POST',
      url: '/api/registrations',
      token: staff,
      body: { ...registrationBody(), payment_method: 'cash' },
    });
    const inv2 = await invoiceFor(cashFamily.json().data.membership_id, 5);
    const none = await call({
      method: 'POST',
      url: '/api/payments/charge-member-manual-payment',
      token: staff,
      body: { invoiceId: inv2 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('No card on file. Please enter a payment method.');
  });

  it('answers a refused card with 402 and leaves the invoice unpaid', async () => {
    const f = await family();
    await inClub((tx) =>
      tx.update(sandboxPaymentMethods).set({ expYear: 2020 }).where(eq(sandboxPaymentMethods.customerId, f.customerId)),
    );
    const invoiceId = await invoiceFor(f.membershipId, 9);
    const res = await call({ method: 'POST', url: '/api/payments/charge-manually', token: f.token, body: { invoiceId } });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('Your card has expired.');
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'pending', paidCents: 0 });
  });

  it("lets a member pay only their own family's invoices; staff-only charge refuses members", async () => {
    const a = await family();
    const b = await family();
    const invoiceId = await invoiceFor(b.membershipId, 7);
    expect(
      (await call({ method: 'POST', url: '/api/payments/charge-manually', token: a.token, body: { invoiceId } })).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'POST', url: '/api/payments/charge-member-manual-payment', token: b.token, body: { invoiceId } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call({ method: 'POST', url: '/api/payments/charge-manually', token: b.token, body: { invoiceId } })).statusCode,
    ).toBe(200);
  });
});

describe('reading payments and cards', () => {
  it("shows a member their own payments and cards, and 404 for another family's", async () => {
    const a = await family();
    const b = await family();
    expect((await call({ url: `/api/payments/member/${a.membershipId}`, token: a.token })).json()).toMatchObject({
      message: 'Payments retrieved successfully',
      data: [expect.objectContaining({ amount: 25 })],
    });
    expect((await call({ url: `/api/payments/member/${b.membershipId}`, token: a.token })).statusCode).toBe(404);
    expect((await call({ url: `/api/payments/stripe/payment-methods/${b.customerId}`, token: a.token })).statusCode).toBe(404);
    expect((await call({ url: `/api/payments/stripe/payment-methods/${b.customerId}`, token: staff })).json().data).toHaveLength(
      1,
    );
  });

  it("never asks the payment provider for another family's cards, even for a caller kept from an earlier read", async () => {
    const a = await family(); // its GET /memberships/me keeps the caller
    const b = await family();
    const forClub = vi.spyOn(ctx.app.payments, 'forClub');
    try {
      const theirs = await call({ url: `/api/payments/stripe/payment-methods/${b.customerId}`, token: a.token });
      expect(theirs.statusCode).toBe(404);
      expect(forClub).not.toHaveBeenCalled();
      const own = await call({ url: `/api/payments/stripe/payment-methods/${a.customerId}`, token: a.token });
      expect(own.json().data).toHaveLength(1);
      expect(forClub).toHaveBeenCalledTimes(1);
    } finally {
      forClub.mockRestore();
    }
  });

  it('lists due payments in cents with the family name, for staff only', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 19.99);
    const res = await call({ url: '/api/payments/get-due-payments', token: staff });
    expect(res.json().data.duePayments).toContainEqual(
      expect.objectContaining({
        id: invoiceId,
        amount: 1999,
        status: 'pending',
        payment_date: null,
        member_name: 'Pat Parent',
        member_email: f.email,
        athlete_id: null,
      }),
    );
    expect((await call({ url: '/api/payments/get-due-payments', token: f.token })).statusCode).toBe(403);
  });

  it('creates one provider customer per family for create-stripe-customer', async () => {
    const cashFamily = await call({
      method: 'POST',
      url: '/api/registrations',
      token: admin,
      body: { ...registrationBody(), payment_method: 'cash' },
    });
    const id = cashFamily.json().data.membership_id;
    const [m] = (await inClub((tx) => tx.execute<{ email: string }>(sql`select email from memberships where id = ${id}`))).rows;
    const first = await call({
      method: 'POST',
      url: '/api/payments/create-stripe-customer',
      token: staff,
      body: { email: m!.email },
    });
    const second = await call({
      method: 'POST',
      url: '/api/payments/create-stripe-customer',
      token: staff,
      body: { email: m!.email.toUpperCase() },
    });
    expect(first.json().data.id).toMatch(/^sbcus_/);
    expect(second.json().data.id).toBe(first.json().data.id);
  });
});

describe('POST /api/payments/apply/discount', () => {
  it('answers the final amount for a valid code, and 400 naming code otherwise', async () => {
    await inClub((tx) => tx.insert(vouchers).values({ tenantId: club.tenantId, code: 'QUARTER', kind: 'percent', value: 25 }));
    const res = await call({ method: 'POST', url: '/api/payments/apply/discount', body: { code: 'QUARTER', amount: 25 } });
    expect(res.json()).toMatchObject({
      data: { finalAmount: 18.75, discount: 6.25 },
      message: 'Voucher applied successfully! New total: $18.75',
    });
    const bad = await call({ method: 'POST', url: '/api/payments/apply/discount', body: { code: 'NOPE', amount: 25 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'code', message: 'This voucher code is not valid', code: 'voucher_invalid' }]);
  });
});

describe('OpenAPI document', () => {
  it('lists every registration, membership and billing path with its response schema', async () => {
    const spec = (await api(ctx.app, { url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const expected: [string, string, string][] = [
      ['post', '/api/registrations/quote', '200'],
      ['post', '/api/registrations', '201'],
      ['post', '/api/memberships', '201'],
      ['get', '/api/memberships', '200'],
      ['get', '/api/memberships/all/members', '200'],
      ['get', '/api/memberships/me', '200'],
      ['get', '/api/memberships/check/expiry', '200'],
      ['post', '/api/memberships/check-email', '226'],
      ['patch', '/api/memberships/update-membership-payment', '200'],
      ['patch', '/api/memberships/autopay/{membershipId}', '200'],
      ['put', '/api/memberships/{id}', '200'],
      ['post', '/api/athletes', '201'],
      ['get', '/api/athletes', '200'],
      ['get', '/api/athletes/member/{id}', '200'],
      ['get', '/api/athletes/{id}/enrollment', '200'],
      ['put', '/api/athletes/{id}', '200'],
      ['delete', '/api/athletes/{id}', '200'],
      ['post', '/api/programs-enrollment', '201'],
      ['delete', '/api/programs-enrollment', '200'],
      ['get', '/api/programs/program-pricing-config', '200'],
      ['post', '/api/invoices', '201'],
      ['put', '/api/invoices', '200'],
      ['delete', '/api/invoices/{id}', '200'],
      ['get', '/api/invoices/pending/invoices', '200'],
      ['get', '/api/invoices/member/{id}', '200'],
      ['get', '/api/invoices', '200'],
      ['get', '/api/invoices/filtered/invoices', '200'],
      ['get', '/api/payments/filtered/payments', '200'],
      ['post', '/api/payments/update-card', '200'],
      ['post', '/api/payments/update-payment-method', '200'],
      ['post', '/api/payments', '201'],
      ['post', '/api/payments/create-stripe-customer', '200'],
      ['post', '/api/payments/create-payment-intent', '200'],
      ['get', '/api/payments/stripe/payment-methods/{id}', '200'],
      ['post', '/api/payments/apply/discount', '200'],
      ['get', '/api/payments/get-due-payments', '200'],
      ['post', '/api/payments/charge-member-manual-payment', '200'],
      ['post', '/api/payments/charge-manually', '200'],
      ['get', '/api/payments/member/{id}', '200'],
      ['post', '/api/payments/manual-invoice', '201'],
      ['post', '/api/payments/sandbox/confirm', '200'],
      ['post', '/api/payments/webhook/stripe', '200'],
      ['post', '/api/payments/webhook/stripe/{club}', '200'],
      ['get', '/api/vouchers', '200'],
      ['post', '/api/vouchers', '201'],
    ];
    for (const [method, path, status] of expected) {
      expect(spec.paths[path]?.[method]?.responses?.[status], `${method.toUpperCase()} ${path} ${status}`).toBeDefined();
    }
  });
});
