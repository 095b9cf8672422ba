import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  api,
  makeClub,
  makeSlot,
  paidQuote,
  registrationBody,
  signIn,
  TEST_CARDS,
  uniqueEmail,
  type ClubFixture,
} from '../../../test/factories.js';
import { addStaff } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { pricingConfigs, sandboxIntents, vouchers } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: ClubFixture;
let slotId: string;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  ({ slotId } = await makeSlot(ctx.database.db, club));
  staffToken = (await addStaff(ctx, club)).token;
});
afterAll(async () => ctx?.close());

const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, club.tenantId, fn);

async function familyRows(email: string) {
  return inClub(async (tx) => {
    const r = await tx.execute<Record<string, number>>(sql`select
      (select count(*)::int from memberships where lower(email) = lower(${email})) as memberships,
      (select count(*)::int from users where lower(email) = lower(${email})) as users,
      (select count(*)::int from athletes a join memberships m on m.id = a.membership_id where lower(m.email) = lower(${email})) as athletes,
      (select count(*)::int from enrollments e join memberships m on m.id = e.membership_id where lower(m.email) = lower(${email})) as enrollments,
      (select count(*)::int from invoices i join memberships m on m.id = i.membership_id where lower(m.email) = lower(${email})) as invoices,
      (select count(*)::int from payments p join memberships m on m.id = p.membership_id where lower(m.email) = lower(${email})) as payments`);
    return r.rows[0]!;
  });
}
const NOTHING = { memberships: 0, users: 0, athletes: 0, enrollments: 0, invoices: 0, payments: 0 };

async function sandboxStatus(intentId: string) {
  const [row] = await inClub((tx) =>
    tx.select({ status: sandboxIntents.status }).from(sandboxIntents).where(eq(sandboxIntents.id, intentId)),
  );
  return row?.status;
}

function register(body: unknown, token?: string) {
  return api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body, ...(token ? { token } : {}) });
}

async function makeVoucher(v: Partial<typeof vouchers.$inferInsert> & { code: string }) {
  await inClub((tx) => tx.insert(vouchers).values({ tenantId: club.tenantId, kind: 'percent', value: 10, ...v }));
}

describe('POST /api/registrations/quote', () => {
  it('quotes the pricing config fee (2500 cents by default) with a payment intent for exactly that', async () => {
    const res = await api(ctx.app, { method: 'POST', url: '/api/registrations/quote', slug: club.slug, body: {} });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ amount_cents: 2500, registration_fee_cents: 2500, discount_cents: 0, provider: 'sandbox' });
    expect(d.client_secret).toMatch(/^sbpi_.+_secret_/);
    const [intent] = await inClub((tx) => tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, d.payment_intent_id)));
    expect(intent).toMatchObject({ amountCents: 2500, status: 'requires_payment_method', setupFutureUsage: 'off_session' });
  });

  it('applies percent and fixed vouchers, case-insensitively', async () => {
    await makeVoucher({ code: 'TENOFF', kind: 'percent', value: 10 });
    await makeVoucher({ code: 'FIVE', kind: 'fixed', value: 500 });
    const pct = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations/quote',
      slug: club.slug,
      body: { voucher_code: 'tenoff' },
    });
    expect(pct.json().data).toMatchObject({ amount_cents: 2250, discount_cents: 250 });
    const fixed = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations/quote',
      slug: club.slug,
      body: { voucher_code: 'FIVE' },
    });
    expect(fixed.json().data).toMatchObject({ amount_cents: 2000, discount_cents: 500 });
  });

  it('refuses unknown, expired, not yet active and used-up vouchers with a 400 naming voucher_code', async () => {
    const day = 86_400_000;
    await makeVoucher({ code: 'OLD', endsAt: new Date(Date.now() - day) });
    await makeVoucher({ code: 'SOON', startsAt: new Date(Date.now() + day) });
    await makeVoucher({ code: 'GONE', maxRedemptions: 2, redeemedCount: 2 });
    await makeVoucher({ code: 'OFF', active: false });
    for (const [voucher, message, code] of [
      ['NOPE', 'This voucher code is not valid', 'voucher_invalid'],
      ['OLD', 'This voucher has expired', 'voucher_expired'],
      ['SOON', 'This voucher is not active yet', 'voucher_not_yet_active'],
      ['GONE', 'This voucher has been used up', 'voucher_used_up'],
      ['OFF', 'This voucher code is not valid', 'voucher_invalid'],
    ]) {
      const res = await api(ctx.app, {
        method: 'POST',
        url: '/api/registrations/quote',
        slug: club.slug,
        body: { voucher_code: voucher },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'voucher_code', message, code }]);
    }
  });

  it("uses the club's configured registration fee", async () => {
    const other = await makeClub(ctx.database.db);
    await withTenant(ctx.database.db, other.tenantId, (tx) => tx.update(pricingConfigs).set({ registrationFeeCents: 4000 }));
    const res = await api(ctx.app, { method: 'POST', url: '/api/registrations/quote', slug: other.slug, body: {} });
    expect(res.json().data.amount_cents).toBe(4000);
    const cfg = await api(ctx.app, { url: '/api/programs/program-pricing-config', slug: other.slug });
    expect(cfg.json().data[0].registration_fee).toBe(40);
  });
});

describe('POST /api/registrations', () => {
  it('creates the whole family, paid, with a saved card and a member account that can sign in', async () => {
    const q = await paidQuote(ctx.app, club.slug);
    expect(q.confirm).toEqual({ status: 'succeeded' });
    const body = registrationBody({ slotIds: [slotId], paymentIntentId: q.payment_intent_id, athletes: 2 });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Membership and athlete registration completed successfully!');
    const d = res.json().data;
    expect(d.athlete_ids).toHaveLength(2);
    expect(d.enrollment_ids).toHaveLength(2);
    expect(await familyRows(body.membership.email)).toEqual({
      memberships: 1,
      users: 1,
      athletes: 2,
      enrollments: 2,
      invoices: 1,
      payments: 1,
    });

    const session = await signIn(ctx.app, club.slug, body.membership.email, body.membership.password);
    expect(session.user).toMatchObject({ role: 'member', membership_id: d.membership_id });
    const token = session.access_token;
    const me = (await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token })).json().data;
    expect(me).toMatchObject({
      registration_fee_paid: true,
      balance: 0,
      start_date: '2026-01-05',
      expires_on: '2027-01-04',
      referral: 'Friend Referral',
    });
    const invoices = (await api(ctx.app, { url: `/api/invoices/member/${d.membership_id}`, slug: club.slug, token })).json().data;
    expect(invoices).toEqual([
      expect.objectContaining({ id: d.invoice_id, amount: 25, status: 'paid', category: 'registration' }),
    ]);
    const pays = (await api(ctx.app, { url: `/api/payments/member/${d.membership_id}`, slug: club.slug, token })).json().data;
    expect(pays).toEqual([
      expect.objectContaining({
        id: d.payment_id,
        amount: 25,
        payment_method: 'card',
        provider: 'sandbox',
        status: 'succeeded',
        transaction_id: q.payment_intent_id,
      }),
    ]);
    const cards = await api(ctx.app, {
      url: `/api/payments/stripe/payment-methods/${me.stripe_customer_id}`,
      slug: club.slug,
      token,
    });
    expect(cards.json().data).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', exp_month: 12 })]);
    const mail = await inClub((tx) =>
      tx.execute<{ kind: string; subject: string; text: string }>(
        sql`select kind, subject, text from email_outbox where to_address = ${body.membership.email}`,
      ),
    );
    expect(mail.rows).toEqual([
      expect.objectContaining({ kind: 'registration', subject: expect.stringContaining('registration confirmed') }),
    ]);
    expect(mail.rows[0]!.text).toContain('Kid1 Parent');
    // The parent reads each class by day and time, never by the club's slot code.
    expect(mail.rows[0]!.text).toContain('Monday 6:00 PM – 7:00 PM');
    expect(mail.rows[0]!.text).not.toContain('SLOT-');
  });

  it('signs the new parent in: the answer carries the same session as sign-in, and /api/auth/me answers the new member', async () => {
    const q = await paidQuote(ctx.app, club.slug);
    const body = registrationBody({ slotIds: [slotId], paymentIntentId: q.payment_intent_id });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    // The shape POST /api/auth/login answers: bearer access token, rotating refresh token, the user.
    expect(d.session).toMatchObject({
      token_type: 'bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
      user: { role: 'member', email: body.membership.email, membership_id: d.membership_id, tenant_id: club.tenantId },
    });
    const me = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: d.session.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: body.membership.email,
      role: 'member',
      membership_id: d.membership_id,
      first_name: body.membership.first_name,
    });
    // A real session of the auth module: its refresh token rotates like a signed-in one.
    const refreshed = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      slug: club.slug,
      body: { refresh_token: d.session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.user).toMatchObject({ membership_id: d.membership_id });
    // And the family's own data opens with it.
    const family = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: d.session.access_token });
    expect(family.json().data).toMatchObject({ id: d.membership_id, registration_fee_paid: true });
  });

  it('does not sign staff in as the family they add at the desk', async () => {
    const staffMe = async () => (await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: staffToken })).json().data;
    const before = await staffMe();
    const res = await register({ ...registrationBody({ slotIds: [slotId] }), payment_method: 'cash' }, staffToken);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.session).toBeNull();
    expect(await staffMe()).toEqual(before);
  });

  it('leaves nothing behind for a declined card, and the same e-mail can pay with another card', async () => {
    const email = uniqueEmail('declined');
    for (const [card, error] of [
      [TEST_CARDS.declined, 'Your card was declined.'],
      [TEST_CARDS.noFunds, 'Your card has insufficient funds.'],
    ] as const) {
      const q = await paidQuote(ctx.app, club.slug, { card });
      expect(q.confirm).toEqual({ status: 'requires_payment_method', error });
      const res = await register(registrationBody({ email, slotIds: [slotId], paymentIntentId: q.payment_intent_id }));
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toBe('Payment not completed');
      expect(await familyRows(email)).toEqual(NOTHING);
    }
    const ok = await paidQuote(ctx.app, club.slug);
    const res = await register(registrationBody({ email, slotIds: [slotId], paymentIntentId: ok.payment_intent_id }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a payment intent used before, even for another family, without refunding it', async () => {
    const q = await paidQuote(ctx.app, club.slug);
    expect((await register(registrationBody({ paymentIntentId: q.payment_intent_id }))).statusCode).toBe(201);
    const email = uniqueEmail('replay');
    const again = await register(registrationBody({ email, paymentIntentId: q.payment_intent_id }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This payment has already been used');
    expect(await familyRows(email)).toEqual(NOTHING);
    expect(await sandboxStatus(q.payment_intent_id)).toBe('succeeded');
  });

  it('refuses an intent for less than is due now, and refunds it', async () => {
    await makeVoucher({ code: 'HALF', value: 50 });
    const q = await paidQuote(ctx.app, club.slug, { voucher_code: 'HALF' });
    expect(q.amount_cents).toBe(1250);
    const email = uniqueEmail('under');
    const res = await register(registrationBody({ email, paymentIntentId: q.payment_intent_id }));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('The payment does not match the amount due');
    expect(await familyRows(email)).toEqual(NOTHING);
    expect(await sandboxStatus(q.payment_intent_id)).toBe('refunded');
    const retry = await register(registrationBody({ email, paymentIntentId: q.payment_intent_id, voucher: 'HALF' }));
    expect(retry.statusCode).toBe(402);
  });

  it('refuses an intent the provider never confirmed, and an unknown one', async () => {
    const q = await paidQuote(ctx.app, club.slug, { card: null });
    expect((await register(registrationBody({ paymentIntentId: q.payment_intent_id }))).statusCode).toBe(402);
    const res = await register(registrationBody({ paymentIntentId: 'sbpi_made_up' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'payment_intent_id', message: 'Unknown payment', code: 'unknown_payment' }]);
  });

  it('records the voucher redemption with the registration', async () => {
    await makeVoucher({ code: 'ONCE', value: 20, maxRedemptions: 1 });
    const q = await paidQuote(ctx.app, club.slug, { voucher_code: 'ONCE' });
    const res = await register(registrationBody({ paymentIntentId: q.payment_intent_id, voucher: 'ONCE' }));
    expect(res.statusCode).toBe(201);
    const [v] = await inClub((tx) => tx.select().from(vouchers).where(eq(vouchers.code, 'ONCE')));
    expect(v!.redeemedCount).toBe(1);
    const later = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations/quote',
      slug: club.slug,
      body: { voucher_code: 'ONCE' },
    });
    expect(later.json().details).toEqual([
      { field: 'voucher_code', message: 'This voucher has been used up', code: 'voucher_used_up' },
    ]);
  });

  it('answers 400 with one detail per bad field before anything is charged or written', async () => {
    const body = registrationBody({ slotIds: [slotId] }) as any;
    delete body.membership.first_name;
    body.membership.email = 'not-an-email';
    body.athletes[0].date_of_birth = '2999-01-01';
    body.athletes[0].gender = 'Robot';
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['athletes.0.date_of_birth', 'athletes.0.gender', 'membership.email', 'membership.first_name']);
    expect(res.json().details.find((d: { field: string }) => d.field === 'athletes.0.date_of_birth').message).toMatch(
      /cannot be in the future/,
    );
  });

  it('names unknown slots, and a missing payment intent, in the details', async () => {
    const res = await register(registrationBody({ slotIds: [slotId, '00000000-0000-4000-8000-000000000000'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'athletes.0.slot_ids.1', message: 'Time slot not found', code: 'slot_not_found' },
      { field: 'payment_intent_id', message: 'is required for a card payment', code: 'card_payment_needs_it' },
    ]);
  });

  it('answers 409 for an e-mail already registered and refunds that payment; the retry pays once', async () => {
    const first = await paidQuote(ctx.app, club.slug);
    const body = registrationBody({ paymentIntentId: first.payment_intent_id });
    expect((await register(body)).statusCode).toBe(201);
    const q = await paidQuote(ctx.app, club.slug);
    const dup = await register({
      ...body,
      membership: { ...body.membership, email: body.membership.email.toUpperCase() },
      payment_intent_id: q.payment_intent_id,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('An account with this email already exists.');
    expect(await sandboxStatus(q.payment_intent_id)).toBe('refunded');
    const reused = await register(registrationBody({ paymentIntentId: q.payment_intent_id }));
    expect(reused.statusCode).toBe(402);
    const retry = await paidQuote(ctx.app, club.slug);
    expect((await register(registrationBody({ paymentIntentId: retry.payment_intent_id }))).statusCode).toBe(201);
    expect(await sandboxStatus(retry.payment_intent_id)).toBe('succeeded');
  });

  it('refunds a paid intent when the body is refused with 400 after the card was charged', async () => {
    const q = await paidQuote(ctx.app, club.slug);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    const bad = await register({ ...body, athletes: [{ ...body.athletes[0], date_of_birth: '2999-01-01' }] });
    expect(bad.statusCode).toBe(400);
    expect(await sandboxStatus(q.payment_intent_id)).toBe('refunded');
  });

  it('lets staff register with cash (server-made transaction id) and refuses cash from a visitor', async () => {
    const visitor = await register({ ...registrationBody(), payment_method: 'cash' });
    expect(visitor.statusCode).toBe(403);
    const body = { ...registrationBody({ slotIds: [slotId] }), payment_method: 'cash' };
    const res = await register(body, staffToken);
    expect(res.statusCode).toBe(201);
    const pays = await inClub((tx) =>
      tx.execute<{ payment_method: string; provider: string; transaction_id: string }>(
        sql`select payment_method, provider, transaction_id from payments where id = ${res.json().data.payment_id}`,
      ),
    );
    expect(pays.rows[0]).toMatchObject({
      payment_method: 'cash',
      provider: 'cash',
      transaction_id: expect.stringMatching(/^cash_/),
    });
  });

  it('refuses a full slot with 409, writes nothing and refunds the payment', async () => {
    const { slotId: tiny } = await makeSlot(ctx.database.db, club, { capacity: 1 });
    const a = await paidQuote(ctx.app, club.slug);
    expect((await register(registrationBody({ slotIds: [tiny], paymentIntentId: a.payment_intent_id }))).statusCode).toBe(201);
    const b = await paidQuote(ctx.app, club.slug);
    const email = uniqueEmail('full');
    const res = await register(registrationBody({ email, slotIds: [tiny], paymentIntentId: b.payment_intent_id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This time slot is full');
    expect(await familyRows(email)).toEqual(NOTHING);
    expect(await sandboxStatus(b.payment_intent_id)).toBe('refunded');
  });

  it('registers for free (no payment) when a voucher covers the whole fee', async () => {
    await makeVoucher({ code: 'FREE', value: 100 });
    const quote = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations/quote',
      slug: club.slug,
      body: { voucher_code: 'FREE' },
    });
    expect(quote.json().data).toMatchObject({ amount_cents: 0, client_secret: null, payment_intent_id: null });
    const res = await register(registrationBody({ voucher: 'FREE' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.payment_id).toBeNull();
  });
});

describe('registration e-mail', () => {
  it('keeps the registration when sending the confirmation fails', async () => {
    const sends: string[] = [];
    const mailer = {
      send: async (m: { to: string }) => {
        sends.push(m.to);
        throw new Error('smtp down');
      },
      close: () => {},
    };
    const failing = await createTestApp({ deps: { outboxPollMs: 0 }, mailer });
    try {
      const c = await makeClub(failing.database.db);
      const q = await paidQuote(failing.app, c.slug);
      const body = registrationBody({ paymentIntentId: q.payment_intent_id });
      const res = await api(failing.app, { method: 'POST', url: '/api/registrations', slug: c.slug, body });
      expect(res.statusCode).toBe(201);
      // The outbox runs one delivery pass at a time, in order: this drain starts after the pass the
      // registration set off once it committed, so when it resolves the send has been tried, and with
      // the retry a minute away nothing is left due.
      expect(await failing.app.outbox.drain()).toBe(0);
      expect(sends).toEqual([body.membership.email]);
      const rows = await withTenant(failing.database.db, c.tenantId, (tx) =>
        tx.execute<{ m: number; status: string; attempts: number; last_error: string }>(sql`select
          (select count(*)::int from memberships) as m, o.status, o.attempts, o.last_error
          from email_outbox o where o.kind = 'registration'`),
      );
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]!.m).toBe(1);
      expect(rows.rows[0]!.status).not.toBe('sent');
      expect(rows.rows[0]).toMatchObject({ attempts: 1, last_error: 'smtp down' });
    } finally {
      await failing.close();
    }
  });
});
