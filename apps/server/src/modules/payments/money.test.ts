// Money: charging the saved card once however often Pay is clicked, cash acceptance once,
// a partly paid invoice charged for the rest, declines recorded, card updates through a SetupIntent, the
// admin's filtered payments, and every family boundary (404) and permission (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { api, registrationBody, TEST_CARDS } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { invoices, payments, sandboxIntents, sandboxPaymentMethods, savedCards } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { SANDBOX_CARDS } from './providers/sandbox-cards.js';
import { chargeInvoiceOnFile } from './charge.service.js';

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
const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family() {
  const f = await addFamily(ctx, club);
  const me = (await call({ url: '/api/memberships/me', token: f.token })).json().data;
  return { membershipId: f.membershipId, token: f.token, customerId: me.stripe_customer_id as string };
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

async function countOf(q: ReturnType<typeof sql>) {
  return (await inClub((tx) => tx.execute<{ n: number }>(q))).rows[0]!.n;
}

const succeededPayments = (invoiceId: string) =>
  countOf(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId} and status = 'succeeded'`);
const providerCharges = (invoiceId: string) =>
  countOf(
    sql`select count(*)::int as n from sandbox_intents where metadata->>'invoice_id' = ${invoiceId} and status = 'succeeded'`,
  );
/** Invoices besides the one paid: a payment settles its invoice and makes no "Charged Payment" copy. */
const chargeInvoices = (invoiceId: string) =>
  countOf(sql`select count(*)::int as n from invoices where description = ${`Charged Payment for invoice - ${invoiceId}`}`);

const payInvoice = (token: string, invoiceId: string) =>
  call({ method: 'POST', url: '/api/payments/charge-manually', token, body: { invoiceId } });

async function confirmCard(clientSecret: string, card: string = TEST_CARDS.ok) {
  return call({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    body: {
      client_secret: clientSecret,
      card_number: card,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'P',
    },
  });
}

/** Update Card through the API: a setup intent, confirmed with a test card, then made the family's card. */
async function updateCard(f: { token: string; customerId: string }, card: string) {
  const setup = await call({
    method: 'POST',
    url: '/api/payments/update-card',
    token: f.token,
    body: { stripeCustomerId: f.customerId },
  });
  expect(setup.statusCode).toBe(200);
  const confirmed = await confirmCard(setup.json().data.clientSecret, card);
  expect(confirmed.json().data.status).toBe('succeeded');
  const paymentMethodId = confirmed.json().data.payment_method as string;
  const used = await call({
    method: 'POST',
    url: '/api/payments/update-payment-method',
    token: f.token,
    body: { stripeCustomerId: f.customerId, paymentMethodId },
  });
  expect(used.statusCode).toBe(200);
  return { paymentMethodId, res: used };
}

describe('Pay with the saved card (charge-manually)', () => {
  it('5 parallel Pay clicks make exactly one provider charge and one succeeded payment', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 42.5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payInvoice(f.token, invoiceId)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const ok = answers.find((r) => r.statusCode === 200)!;
    expect(ok.json()).toMatchObject({ message: 'Payment done successfully', data: { invoice_id: invoiceId, amount: 42.5 } });
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe('This invoice is already paid');
    expect(await providerCharges(invoiceId)).toBe(1);
    expect(await succeededPayments(invoiceId)).toBe(1);
    expect(await chargeInvoices(invoiceId)).toBe(0);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paidCents: 4250 });
  });

  it('staff (charge-member-manual-payment) and a member racing on one invoice still charge once', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 11);
    const answers = await Promise.all([
      payInvoice(f.token, invoiceId),
      call({ method: 'POST', url: '/api/payments/charge-member-manual-payment', token: staff, body: { invoiceId } }),
      payInvoice(staff, invoiceId),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await providerCharges(invoiceId)).toBe(1);
    expect(await succeededPayments(invoiceId)).toBe(1);
  });

  it('charges the amount of the invoice, whatever the client sends', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 64);
    const res = await call({
      method: 'POST',
      url: '/api/payments/charge-manually',
      token: f.token,
      body: { invoiceId, amount: 0.5 },
    });
    expect(res.json().data.amount).toBe(64);
    const [charged] = await inClub((tx) =>
      tx
        .select()
        .from(sandboxIntents)
        .where(and(sql`${sandboxIntents.metadata}->>'invoice_id' = ${invoiceId}`, eq(sandboxIntents.status, 'succeeded'))),
    );
    expect(charged!.amountCents).toBe(6400);
  });

  it('a partly paid invoice is charged only what is left, once', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 20);
    const cash = { membershipId: f.membershipId, invoiceId, amount: 5, paymentMethod: 'cash' };
    expect((await call({ method: 'POST', url: '/api/payments', token: staff, body: cash })).statusCode).toBe(201);
    const parallel = await Promise.all([
      payInvoice(f.token, invoiceId),
      payInvoice(f.token, invoiceId),
      payInvoice(staff, invoiceId),
    ]);
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    // 20.00 − 5.00 in cash = 15.00 by card.
    expect(parallel.find((r) => r.statusCode === 200)!.json().data.amount).toBe(15);
    const [charged] = await inClub((tx) =>
      tx
        .select()
        .from(sandboxIntents)
        .where(and(sql`${sandboxIntents.metadata}->>'invoice_id' = ${invoiceId}`, eq(sandboxIntents.status, 'succeeded'))),
    );
    expect(charged!.amountCents).toBe(1500);
    expect(await providerCharges(invoiceId)).toBe(1);
    expect(await succeededPayments(invoiceId)).toBe(2);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paidCents: 2000 });
  });

  it('a retry of the same due charge gets the same provider charge, not a second one', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 15);
    const run = ctx.app.tx.club(club.tenantId);
    const provider = await ctx.app.payments.forClub(club.tenantId);
    // The provider charged, but our transaction never committed (a crash right after the provider answered).
    const [pm] = await inClub((tx) => tx.select().from(savedCards).where(eq(savedCards.membershipId, f.membershipId)));
    const crashed = await provider.chargeSavedCard({
      customerId: pm!.providerCustomerId,
      paymentMethodId: pm!.providerPaymentMethodId,
      amountCents: 1500,
      idempotencyKey: `charge:${invoiceId}:0:${pm!.providerPaymentMethodId}`,
      metadata: { invoice_id: invoiceId },
    });
    const r = await chargeInvoiceOnFile(run, provider, club.tenantId, invoiceId, {
      actorId: null,
      purpose: 'autopay',
      publicUrl: ctx.config.publicUrl,
    });
    expect(r.status).toBe('succeeded');
    const [pay] = await inClub((tx) => tx.select().from(payments).where(eq(payments.invoiceId, invoiceId)));
    expect(pay!.transactionId).toBe(crashed.id);
    expect(await providerCharges(invoiceId)).toBe(1);
  });

  it('a declined card leaves the invoice unpaid, records the failure, and the next attempt is a new charge', async () => {
    const f = await family();
    await updateCard(f, SANDBOX_CARDS.attachThenDecline);
    const invoiceId = await invoiceFor(f.membershipId, 9);
    const declined = await payInvoice(f.token, invoiceId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('Your card was declined.');
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'pending', paidCents: 0, chargeAttempt: 1 });
    expect(await succeededPayments(invoiceId)).toBe(0);
    const history = (await call({ url: `/api/payments/member/${f.membershipId}`, token: f.token })).json().data;
    expect(history).toContainEqual(
      expect.objectContaining({ invoice_id: invoiceId, status: 'failed', failure_reason: 'Your card was declined.', amount: 9 }),
    );
    // The scheduler's entry point answers the same without throwing.
    const run = ctx.app.tx.club(club.tenantId);
    const provider = await ctx.app.payments.forClub(club.tenantId);
    const again = await chargeInvoiceOnFile(run, provider, club.tenantId, invoiceId, {
      actorId: null,
      purpose: 'autopay',
      publicUrl: ctx.config.publicUrl,
    });
    expect(again).toMatchObject({ status: 'declined', reason: 'Your card was declined.' });
    expect(
      await countOf(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId} and status = 'failed'`),
    ).toBe(2);
    // A good card, then Pay: charged once.
    await updateCard(f, TEST_CARDS.ok);
    expect((await payInvoice(f.token, invoiceId)).statusCode).toBe(200);
    expect(await succeededPayments(invoiceId)).toBe(1);
    expect(
      await chargeInvoiceOnFile(run, provider, club.tenantId, invoiceId, {
        actorId: null,
        purpose: 'autopay',
        publicUrl: ctx.config.publicUrl,
      }),
    ).toEqual({
      status: 'skipped',
      reason: 'already_paid',
    });
  });

  it('chargeInvoiceOnFile skips an invoice with no card or nothing due', async () => {
    const cash = await call({
      method: 'POST',
      url: '/api/registrations',
      token: staff,
      body: { ...registrationBody(), payment_method: 'cash' },
    });
    const noCard = await invoiceFor(cash.json().data.membership_id, 5);
    const run = ctx.app.tx.club(club.tenantId);
    const provider = await ctx.app.payments.forClub(club.tenantId);
    expect(
      await chargeInvoiceOnFile(run, provider, club.tenantId, noCard, {
        actorId: null,
        purpose: 'annual_fee',
        publicUrl: ctx.config.publicUrl,
      }),
    ).toEqual({
      status: 'skipped',
      reason: 'no_card',
    });
    const f = await family();
    const zero = await invoiceFor(f.membershipId, 0);
    expect(
      await chargeInvoiceOnFile(run, provider, club.tenantId, zero, {
        actorId: null,
        purpose: 'manual',
        publicUrl: ctx.config.publicUrl,
      }),
    ).toEqual({
      status: 'skipped',
      reason: 'nothing_due',
    });
    expect((await payInvoice(f.token, zero)).json().error).toBe('There is nothing to pay on this invoice');
  });
});

describe('Accept Payment (cash) as one call', () => {
  it('parallel acceptance of the amount due records one payment and no second invoice', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 27);
    const body = {
      membershipId: f.membershipId,
      invoiceId,
      amount: 27,
      paymentMethod: 'cash',
      transactionId: 'mine',
      status: 'succeeded',
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call({ method: 'POST', url: '/api/payments', token: staff, body })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const ok = answers.find((r) => r.statusCode === 201)!.json();
    expect(ok).toMatchObject({
      message: 'Cash Payment accepted successfully!',
      data: { amount: 27, payment_method: 'cash', status: 'succeeded' },
    });
    expect(ok.data.transaction_id).toMatch(/^cash_/);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe('This invoice is already paid');
    expect(await succeededPayments(invoiceId)).toBe(1);
    expect(await chargeInvoices(invoiceId)).toBe(0);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', paidCents: 2700 });
    // Then Pay by card finds it paid: no charge.
    expect((await payInvoice(f.token, invoiceId)).statusCode).toBe(409);
    expect(await providerCharges(invoiceId)).toBe(0);
  });

  it('refuses cash from a member and from staff without view_membership_invoices', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 8);
    const body = { membershipId: f.membershipId, invoiceId, amount: 8, paymentMethod: 'cash' };
    expect((await call({ method: 'POST', url: '/api/payments', token: f.token, body })).statusCode).toBe(403);
    const other = (await addStaff(ctx, club, { permissions: ['mark_attendance_page'] })).token;
    expect((await call({ method: 'POST', url: '/api/payments', token: other, body })).statusCode).toBe(403);
    expect(await succeededPayments(invoiceId)).toBe(0);
  });
});

describe('Update Card (SetupIntent) and saved cards', () => {
  it('saves a new card through the sandbox setup flow and makes it the card charges use', async () => {
    const f = await family();
    const before = (await call({ url: `/api/payments/stripe/payment-methods/${f.customerId}`, token: f.token })).json().data;
    expect(before).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', is_default: true })]);
    const setup = await call({
      method: 'POST',
      url: '/api/payments/update-card',
      token: f.token,
      body: { stripeCustomerId: f.customerId },
    });
    expect(setup.json().data).toMatchObject({ provider: 'sandbox', clientSecret: expect.stringMatching(/^sbseti_/) });
    // A declined card is refused and saves nothing.
    const refused = await confirmCard(setup.json().data.clientSecret, TEST_CARDS.declined);
    expect(refused.json().data).toEqual({ status: 'requires_payment_method', error: 'Your card was declined.' });
    // A setup intent is not a payment: it cannot pay an invoice.
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/payments',
          token: f.token,
          body: {
            membershipId: f.membershipId,
            amount: 1,
            paymentMethod: 'card',
            transactionId: setup.json().data.setupIntentId,
          },
        })
      ).statusCode,
    ).toBe(400);
    const confirmed = await confirmCard(setup.json().data.clientSecret, SANDBOX_CARDS.attachThenDecline);
    expect(confirmed.json().data).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^sbpm_/) });
    expect((await confirmCard(setup.json().data.clientSecret)).statusCode).toBe(409);
    const cards = (await call({ url: `/api/payments/stripe/payment-methods/${f.customerId}`, token: f.token })).json().data;
    expect(cards).toHaveLength(2);
    expect(cards.find((c: { is_default: boolean }) => c.is_default)).toMatchObject({ last4: '0341', exp_month: 12 });
    // Back to the first card with update-payment-method.
    const first = before[0].id as string;
    const used = await call({
      method: 'POST',
      url: '/api/payments/update-payment-method',
      token: f.token,
      body: { stripeCustomerId: f.customerId, paymentMethodId: first },
    });
    expect(used.json()).toMatchObject({
      message: 'Card updated successfully!',
      data: { id: first, last4: '4242', is_default: true },
    });
    const invoiceId = await invoiceFor(f.membershipId, 3);
    expect((await payInvoice(f.token, invoiceId)).statusCode).toBe(200);
    // The number is never kept.
    const stored = await inClub((tx) => tx.select().from(sandboxPaymentMethods));
    expect(JSON.stringify(stored)).not.toContain(SANDBOX_CARDS.attachThenDecline);
  });

  it('removes a saved card at the provider, but not the only one while autopay is on', async () => {
    const f = await family();
    const cardsOf = async () =>
      (await call({ url: `/api/payments/stripe/payment-methods/${f.customerId}`, token: f.token })).json().data as {
        id: string;
        last4: string;
        is_default: boolean;
      }[];
    const remove = (paymentMethodId: string, token = f.token) =>
      call({
        method: 'POST',
        url: '/api/payments/remove-payment-method',
        token,
        body: { stripeCustomerId: f.customerId, paymentMethodId },
      });
    const autopay = (on: boolean) =>
      call({ method: 'PATCH', url: `/api/memberships/autopay/${f.membershipId}`, token: f.token, body: { autoPayment: on } });
    const [first] = await cardsOf();
    expect((await autopay(true)).statusCode).toBe(200);

    // The only card, with autopay on: refused with a code naming why, and the card stays.
    const refused = await remove(first!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('last_card_autopay');
    expect(await cardsOf()).toHaveLength(1);

    // With a second card (now the one charges use), the first can go; the second stays the default.
    const { paymentMethodId: second } = await updateCard(f, TEST_CARDS.ok);
    const left = await remove(first!.id);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual([expect.objectContaining({ id: second, is_default: true })]);
    expect(await cardsOf()).toEqual([expect.objectContaining({ id: second, is_default: true })]);
    expect((await remove(first!.id)).statusCode).toBe(404);

    // Removing the card charges use leaves the other card as the one charges use.
    const { paymentMethodId: third } = await updateCard(f, TEST_CARDS.ok);
    expect((await remove(third)).json().data).toEqual([expect.objectContaining({ id: second, is_default: true })]);
    const rows = await inClub((tx) => tx.select().from(savedCards).where(eq(savedCards.membershipId, f.membershipId)));
    expect(rows.map((r) => r.providerPaymentMethodId)).toEqual([second]);
    const invoiceId = await invoiceFor(f.membershipId, 4);
    expect((await payInvoice(f.token, invoiceId)).statusCode).toBe(200);

    // With autopay off, the last card can be removed too; then there is no card to charge.
    expect((await remove(second)).statusCode).toBe(409);
    expect((await autopay(false)).statusCode).toBe(200);
    expect((await remove(second)).json().data).toEqual([]);
    expect(await cardsOf()).toEqual([]);
    const unpaid = await invoiceFor(f.membershipId, 5);
    expect((await payInvoice(f.token, unpaid)).json().error).toBe('No card on file. Please enter a payment method.');

    // Another family cannot remove this family's card.
    const other = await family();
    const theirs = (await call({ url: `/api/payments/stripe/payment-methods/${other.customerId}`, token: other.token })).json()
      .data[0].id as string;
    const stolen = await call({
      method: 'POST',
      url: '/api/payments/remove-payment-method',
      token: f.token,
      body: { stripeCustomerId: f.customerId, paymentMethodId: theirs },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await remove(theirs, other.token)).statusCode).toBe(404);
  });

  it("answers 404 for another family's customer or card", async () => {
    const a = await family();
    const b = await family();
    const bCard = (await call({ url: `/api/payments/stripe/payment-methods/${b.customerId}`, token: b.token })).json().data[0]
      .id as string;
    expect(
      (await call({ method: 'POST', url: '/api/payments/update-card', token: a.token, body: { stripeCustomerId: b.customerId } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/payments/update-payment-method',
          token: a.token,
          body: { stripeCustomerId: b.customerId, paymentMethodId: bCard },
        })
      ).statusCode,
    ).toBe(404);
    const stolen = await call({
      method: 'POST',
      url: '/api/payments/update-payment-method',
      token: a.token,
      body: { stripeCustomerId: a.customerId, paymentMethodId: bCard },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe('Card not found');
    expect((await call({ url: `/api/payments/stripe/payment-methods/${b.customerId}`, token: a.token })).statusCode).toBe(404);
    const bInvoice = await invoiceFor(b.membershipId, 4);
    expect((await payInvoice(a.token, bInvoice)).statusCode).toBe(404);
    const bPayment = (await call({ url: `/api/payments/member/${b.membershipId}`, token: b.token })).json().data[0].id as string;
    expect(bPayment).toEqual(expect.any(String));
    expect((await call({ url: `/api/payments/member/${b.membershipId}`, token: a.token })).statusCode).toBe(404);
    // Staff who may view invoices reach every family's cards; staff without it do not.
    expect(
      (await call({ method: 'POST', url: '/api/payments/update-card', token: staff, body: { stripeCustomerId: b.customerId } }))
        .statusCode,
    ).toBe(200);
    const noPerm = (await addStaff(ctx, club, { permissions: ['generate_invoice_page'] })).token;
    expect(
      (await call({ method: 'POST', url: '/api/payments/update-card', token: noPerm, body: { stripeCustomerId: b.customerId } }))
        .statusCode,
    ).toBe(403);
    expect((await payInvoice(noPerm, bInvoice)).statusCode).toBe(403);
    const blank = await call({ method: 'POST', url: '/api/payments/update-card', token: admin, body: { stripeCustomerId: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([expect.objectContaining({ field: 'stripeCustomerId' })]);
  });
});

describe('GET /api/payments/filtered/payments', () => {
  it('lists payments by status and payment date for the admin only', async () => {
    const f = await family();
    const invoiceId = await invoiceFor(f.membershipId, 13);
    await call({
      method: 'POST',
      url: '/api/payments',
      token: staff,
      body: { membershipId: f.membershipId, invoiceId, amount: 13, paymentMethod: 'cash' },
    });
    const today = new Date().toISOString().slice(0, 10);
    const res = await call({
      url: `/api/payments/filtered/payments?status=succeeded&startDate=${today}&endDate=${today}`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.filter((p: { membership_id: string }) => p.membership_id === f.membershipId);
    expect(mine.map((p: { amount: number }) => p.amount).sort()).toEqual([13, 25]);
    expect(mine[0]).toMatchObject({ status: 'succeeded', membership: { first_name: 'Pat', last_name: 'Parent' } });
    expect(res.json().data.every((p: { status: string }) => p.status === 'succeeded')).toBe(true);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await call({ url: `/api/payments/filtered/payments?endDate=${yesterday}`, token: admin })).json().data).toEqual([]);
    const failed = (await call({ url: '/api/payments/filtered/payments?status=failed', token: admin })).json().data;
    expect(failed.every((p: { status: string }) => p.status === 'failed')).toBe(true);
    const bad = await call({ url: `/api/payments/filtered/payments?startDate=${today}&endDate=${yesterday}`, token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'endDate' })]);
    expect((await call({ url: '/api/payments/filtered/payments?status=paid', token: admin })).statusCode).toBe(400);
    expect((await call({ url: '/api/payments/filtered/payments', token: staff })).statusCode).toBe(403);
    expect((await call({ url: '/api/payments/filtered/payments', token: f.token })).statusCode).toBe(403);
  });
});
