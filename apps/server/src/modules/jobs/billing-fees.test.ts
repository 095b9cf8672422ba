// The club's card fee and tax on real invoices, and the first billing period charged at registration.
// Every figure is worked out by hand in the comments: the tiers are $65 one hour a week and $120 two,
// the second athlete gets 10 %, tax is 7.5 % on tuition only, and a card pays a 3 % fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, registrationBody, TEST_CARDS } from '../../../test/factories.js';
import { addFamily, addStaff } from '../../../test/fixtures.js';
import { CONFIG, tuitionClub } from '../../../test/tuition-club.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { writeRecordText, type RecordText } from '@springboard/contract/record-texts';
import { invoices } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { invoicePeriod } from './auto-invoice.js';
import { SANDBOX_CARDS } from '../payments/providers/sandbox-cards.js';

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tuitionClub>>;
let staff: string;
const slots: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: t.club.slug, ...c });
const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, t.club.tenantId, fn);
const settings = (body: object) => call({ method: 'POST', url: '/api/settings', token: t.club.admin.token, body });

/** A program of `hours` a class with one slot named `slotId` meeting on `day`. */
async function classOn(slotId: string, hours: number, day: string): Promise<string> {
  const [p] = await t.q<{ id: string }>(
    sql`insert into programs (tenant_id, key, label, duration_hours) values (${t.club.tenantId}, ${`p-${slotId}`}, ${`Class ${slotId}`}, ${hours}) returning id`,
  );
  const times = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((d) => (d === day ? '5:00 PM - 6:00 PM' : 'x'));
  const [s] = await t.q<{ id: string }>(sql`
    insert into program_slots (tenant_id, program_id, slot_id, days, times, price_cents)
    values (${t.club.tenantId}, ${p!.id}, ${slotId}, ${`{${day}}`}::text[], ${`{${times.join(',')}}`}::text[], 0)
    returning id`);
  return s!.id;
}

/** Three athletes from 17 March 2026: Kid0 in A (1 h Tuesdays) and B (1 h Thursdays), Kid1 in C
 *  (2 h Mondays), Kid2 in D (1 h Wednesdays). */
const threeAthletes = () => t.family([[slots.A, slots.B], [slots.C], [slots.D]], '2026-03-17');

async function invoice(id: string) {
  const res = await call({ url: `/api/invoices/${id}`, token: t.club.admin.token });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    amount: number;
    amount_due: number;
    status: string;
    lines: {
      kind: string;
      description: string;
      description_text?: RecordText | null;
      athlete_id: string | null;
      amount: number;
    }[];
  };
}

const march2026 = { start: '2026-03-01', months: 1, label: '2026-03' };

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

async function manualInvoice(membershipId: string, amount: number) {
  const res = await call({
    method: 'POST',
    url: '/api/invoices',
    token: staff,
    body: { membershipId, amount, description: 'Leotard' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  t = await tuitionClub(ctx);
  staff = (await addStaff(ctx, t.club)).token;
  expect((await t.save({ ...CONFIG, second_athlete_discount_percent: 10, later_athlete_discount_percent: 0 })).statusCode).toBe(
    200,
  );
  slots.A = await classOn('S-A', 1, 'TUE');
  slots.B = await classOn('S-B', 1, 'THU');
  slots.C = await classOn('S-C', 2, 'MON');
  slots.D = await classOn('S-D', 1, 'WED');
  const saved = await settings({ credit_card_fee: 3, tax_enabled: true, tax_rate: 7.5, taxable_kinds: ['tuition'] });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data).toMatchObject({ credit_card_fee: 3, tax_enabled: true, tax_rate: 7.5, taxable_kinds: ['tuition'] });
});
afterAll(async () => ctx?.close());

describe('a month of tuition with tax, paid by card with its fee', () => {
  it('writes the three athletes’ March out line by line, taxes the tuition and adds the 3 % fee when the card pays', async () => {
    const f = await threeAthletes();
    const [kid0, kid1, kid2] = f.athleteIds;
    expect(await inClub((tx) => invoicePeriod(tx, t.club.tenantId, march2026, march2026.start))).toBeGreaterThanOrEqual(1);
    const [row] = await inClub((tx) =>
      tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(sql`${invoices.runKey} = ${`auto:2026-03:${f.membershipId}`}`),
    );
    const before = await invoice(row!.id);
    expect(before.lines.map((l) => [l.kind, l.athlete_id, l.amount])).toEqual([
      // Kid0's Tuesday class from the 17th: 3 of March's 5 Tuesdays of the 1-hour tier, $65 × 3/5.
      ['proration', kid0, 39],
      // Kid0's Thursday class adds the step to the 2-hour tier, $55, for 2 of 4 Thursdays.
      ['proration', kid0, 27.5],
      // Kid1: 2 hours on Mondays, $120 × 2/5 Mondays.
      ['proration', kid1, 48],
      // Kid2: 1 hour on Wednesdays, $65 × 2/4.
      ['proration', kid2, 32.5],
      // Kid0 pays most ($66.50) in full; Kid1 ($48) is the second athlete: 10 % off.
      ['discount', kid1, -4.8],
      // 7.5 % of the tuition after its discount: $142.20 × 7.5 % = $10.665, half up to $10.67.
      ['tax', null, 10.67],
    ]);
    expect(before.lines[0]!.description).toBe(
      'Kid0 Parent: Class S-A (Tuesday 5:00 PM - 6:00 PM) from March 17, 2026 — 3 of 5 meetings in March 2026 ($65.00 for the whole period)',
    );
    expect(before.lines[4]!.description).toBe('Second athlete discount (10%): Kid1 Parent');
    expect(before.lines[5]!.description).toBe('Tax (7.5%)');
    expect(before.amount).toBe(152.87);

    // The pay screen's intent says the fee before the card is confirmed: 3 % of $152.87 = $4.5861 → $4.59.
    const token = (await call({ method: 'POST', url: '/api/auth/login', body: { email: f.email, password: f.password } })).json()
      .data.access_token as string;
    const intent = await call({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      token,
      body: { invoiceId: row!.id },
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().data).toMatchObject({ amount: 15746, amount_due: 15287, card_fee: 459 });
    // Asking is not paying: no fee on the invoice yet.
    expect((await invoice(row!.id)).lines.some((l) => l.kind === 'card_fee')).toBe(false);

    expect((await confirmCard(intent.json().data.clientSecret)).json().data.status).toBe('succeeded');
    const paid = await call({
      method: 'POST',
      url: '/api/payments',
      token,
      body: {
        membershipId: f.membershipId,
        invoiceId: row!.id,
        amount: 157.46,
        paymentMethod: 'card',
        transactionId: intent.json().data.paymentIntentId,
      },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.amount).toBe(157.46);
    const after = await invoice(row!.id);
    expect(after).toMatchObject({ status: 'paid', amount: 157.46, amount_due: 0 });
    expect(after.lines.at(-1)).toMatchObject({ kind: 'card_fee', description: 'Card fee (3%)', amount: 4.59 });
    expect(after.lines.filter((l) => l.kind === 'card_fee')).toHaveLength(1);
  });

  it('taxes tuition only: a manual invoice gets no tax line', async () => {
    const f = await addFamily(ctx, t.club);
    const id = await manualInvoice(f.membershipId, 40);
    expect((await invoice(id)).lines.map((l) => [l.kind, l.amount])).toEqual([['manual', 40]]);
  });

  it('Generate Invoice with this month’s tuition stores the calculation’s lines, and automatic invoicing then skips that month', async () => {
    const f = await threeAthletes();
    const res = await call({
      method: 'POST',
      url: '/api/invoices',
      token: staff,
      body: { membershipId: f.membershipId, amount: 142.2, description: 'Tuition for March 2026', tuition_month: '2026-03-05' },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json().data as Awaited<ReturnType<typeof invoice>>;
    expect(made.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['proration', 39],
      ['proration', 27.5],
      ['proration', 48],
      ['proration', 32.5],
      ['discount', -4.8],
      ['tax', 10.67],
    ]);
    expect(made.amount).toBe(152.87);
    await inClub((tx) => invoicePeriod(tx, t.club.tenantId, march2026, march2026.start));
    const [tuitionInvoices] = await t.q<{ n: number }>(
      sql`select count(*)::int as n from invoices where membership_id = ${f.membershipId} and category <> 'registration'`,
    );
    expect(tuitionInvoices!.n).toBe(1);
    // Twice is refused: the month is invoiced.
    const again = await call({
      method: 'POST',
      url: '/api/invoices',
      token: staff,
      body: { membershipId: f.membershipId, amount: 142.2, description: 'Tuition for March 2026', tuition_month: '2026-03-05' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('tuition_already_invoiced');
    // A total other than the calculation's (tuition changed since it was shown) names the amount.
    const stale = await call({
      method: 'POST',
      url: '/api/invoices',
      token: staff,
      body: { membershipId: f.membershipId, amount: 100, description: 'Tuition', tuition_month: '2026-04-05' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().details).toContainEqual(expect.objectContaining({ field: 'amount', code: 'tuition_total_changed' }));
  });

  it('Generate Invoice’s suggested tuition title, kept as suggested in either language, is read by each family in its own; a title the admin wrote stays as written', async () => {
    const tuitionInvoice = async (description: string) => {
      const f = await threeAthletes();
      const res = await call({
        method: 'POST',
        url: '/api/invoices',
        token: staff,
        body: { membershipId: f.membershipId, amount: 142.2, description, tuition_month: '2026-03-05' },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { description: string; description_text: RecordText | null };
    };
    const kept = await tuitionInvoice('Matrícula de marzo de 2026');
    expect(kept.description).toBe('Tuition for March 2026');
    expect(writeRecordText(kept.description_text, kept.description, 'es')).toBe('Matrícula de marzo de 2026');
    expect(writeRecordText(kept.description_text, kept.description, 'en')).toBe('Tuition for March 2026');
    expect((await tuitionInvoice(' Tuition for March 2026 ')).description_text?.code).toBe('tuition_for_period');
    const written = await tuitionInvoice('Spring classes, March');
    expect(written.description).toBe('Spring classes, March');
    expect(written.description_text ?? null).toBeNull();
  });
});

describe('the card fee with the saved card, a decline and cash', () => {
  async function familyWithCard(card: string) {
    const f = await addFamily(ctx, t.club);
    const me = (await call({ url: '/api/memberships/me', token: f.token })).json().data;
    const setup = await call({
      method: 'POST',
      url: '/api/payments/update-card',
      token: f.token,
      body: { stripeCustomerId: me.stripe_customer_id },
    });
    const confirmed = await confirmCard(setup.json().data.clientSecret, card);
    await call({
      method: 'POST',
      url: '/api/payments/update-payment-method',
      token: f.token,
      body: { stripeCustomerId: me.stripe_customer_id, paymentMethodId: confirmed.json().data.payment_method },
    });
    return { ...f, customerId: me.stripe_customer_id as string };
  }

  it('a declined charge adds no fee; the retry that succeeds adds exactly one', async () => {
    const f = await familyWithCard(SANDBOX_CARDS.attachThenDecline);
    const id = await manualInvoice(f.membershipId, 100);
    const pay = () => call({ method: 'POST', url: '/api/payments/charge-manually', token: f.token, body: { invoiceId: id } });
    expect((await pay()).statusCode).toBe(402);
    expect((await pay()).statusCode).toBe(402);
    const declined = await invoice(id);
    expect(declined).toMatchObject({ status: 'pending', amount: 100 });
    expect(declined.lines.map((l) => l.kind)).toEqual(['manual']);
    // The declined attempts asked for $100 + 3 % = $103.
    const failed = await t.q<{ amount_cents: number }>(
      sql`select amount_cents from payments where invoice_id = ${id} and status = 'failed'`,
    );
    expect(failed.map((p) => p.amount_cents)).toEqual([10300, 10300]);

    const good = await call({
      method: 'POST',
      url: '/api/payments/update-card',
      token: f.token,
      body: { stripeCustomerId: f.customerId },
    });
    const confirmed = await confirmCard(good.json().data.clientSecret, TEST_CARDS.ok);
    await call({
      method: 'POST',
      url: '/api/payments/update-payment-method',
      token: f.token,
      body: { stripeCustomerId: f.customerId, paymentMethodId: confirmed.json().data.payment_method },
    });
    const ok = await pay();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.amount).toBe(103);
    const after = await invoice(id);
    expect(after).toMatchObject({ status: 'paid', amount: 103 });
    expect(after.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['manual', 100],
      ['card_fee', 3],
    ]);
    expect((await pay()).statusCode).toBe(409);
    expect((await invoice(id)).lines.filter((l) => l.kind === 'card_fee')).toHaveLength(1);
  });

  it('cash adds no fee', async () => {
    const f = await addFamily(ctx, t.club);
    const id = await manualInvoice(f.membershipId, 100);
    const res = await call({
      method: 'POST',
      url: '/api/payments',
      token: staff,
      body: { membershipId: f.membershipId, invoiceId: id, amount: 100, paymentMethod: 'cash' },
    });
    expect(res.statusCode).toBe(201);
    const after = await invoice(id);
    expect(after).toMatchObject({ status: 'paid', amount: 100 });
    expect(after.lines.map((l) => l.kind)).toEqual(['manual']);
  });
});

describe('tax settings', () => {
  it('refuses a tax rate above 100 naming tax_rate, and changes nothing', async () => {
    const before = (await call({ url: '/api/settings' })).json().data;
    const res = await settings({ credit_card_fee: 9, tax_enabled: false, tax_rate: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'tax_rate', code: 'tax_rate' }));
    expect((await call({ url: '/api/settings' })).json().data).toEqual(before);
    const fine = await settings({ credit_card_fee: 3, tax_rate: 8.875 });
    expect(fine.json().data.tax_rate).toBe(8.875);
    expect((await settings({ credit_card_fee: 3, tax_rate: 8.8755 })).statusCode).toBe(400);
    expect((await settings({ credit_card_fee: 3, tax_rate: 7.5 })).statusCode).toBe(200);
  });
});

describe('the first month at registration', () => {
  it('charges the first (prorated) month with the fee, tax and card fee, and automatic invoicing bills that month no more', async () => {
    expect((await settings({ credit_card_fee: 3, charge_first_month_at_registration: true })).statusCode).toBe(200);
    const athletes = [
      { first_name: 'Kid0', last_name: 'Parent', slot_ids: [slots.A] },
      { first_name: 'Kid1', last_name: 'Parent', slot_ids: [slots.C] },
    ];
    const q = await call({ method: 'POST', url: '/api/registrations/quote', body: { athletes, start_date: '2030-03-17' } });
    expect(q.statusCode).toBe(200);
    const quote = q.json().data;
    expect(
      quote.lines.map((l: { kind: string; athlete_index: number | null; amount_cents: number }) => [
        l.kind,
        l.athlete_index,
        l.amount_cents,
      ]),
    ).toEqual([
      ['registration_fee', null, 2500],
      // March 2030 has 4 Tuesdays and 4 Mondays, 2 of each from the 17th: $65 × 2/4 and $120 × 2/4.
      ['proration', 0, 3250],
      ['proration', 1, 6000],
      // Kid1 pays most; Kid0 is the second athlete: 10 % of $32.50.
      ['discount', 0, -325],
      // 7.5 % of the tuition ($89.25), not of the registration fee: $6.69375 → $6.69.
      ['tax', null, 669],
      // 3 % of $120.94 = $3.6282 → $3.63.
      ['card_fee', null, 363],
    ]);
    expect(quote).toMatchObject({ amount_cents: 12457, tax_cents: 669, card_fee_cents: 363, card_fee_percent: 3 });
    expect(quote.tuition_period).toEqual({ start: '2030-03-01', end: '2030-03-31', name: 'March 2030' });
    // Each line comes with its code, so the billing step words it in the reader's language.
    expect(quote.lines.map((l: { description_text: { code: string } }) => l.description_text.code)).toEqual([
      'registration_fee',
      'proration',
      'proration',
      'second_athlete_discount',
      'tax',
      'card_fee',
    ]);
    expect((await confirmCard(quote.client_secret)).json().data.status).toBe('succeeded');

    const body = registrationBody({ paymentIntentId: quote.payment_intent_id, athletes: 2 });
    body.start_date = '2030-03-17';
    body.athletes[0]!.slot_ids = [slots.A];
    body.athletes[1]!.slot_ids = [slots.C];
    const reg = await call({ method: 'POST', url: '/api/registrations', body });
    expect(reg.statusCode).toBe(201);
    const { membership_id: membershipId, athlete_ids: ids, invoice_id: invoiceId } = reg.json().data;
    const inv = await invoice(invoiceId);
    expect(inv).toMatchObject({ status: 'paid', amount: 124.57, amount_due: 0 });
    expect(inv.lines.map((l) => [l.kind, l.athlete_id, l.amount])).toEqual([
      ['registration_fee', null, 25],
      ['proration', ids[0], 32.5],
      ['proration', ids[1], 60],
      ['discount', ids[0], -3.25],
      ['tax', null, 6.69],
      ['card_fee', null, 3.63],
    ]);
    // The invoice's lines as a Spanish family reads them; the English stays as it was.
    expect(inv.lines.map((l) => l.description)).toEqual([
      'Registration fee',
      expect.stringMatching(
        /^Kid0 Parent: .* from March 17, 2030 — 2 of 4 meetings in March 2030 \(\$65\.00 for the whole period\)$/,
      ),
      expect.stringMatching(
        /^Kid1 Parent: .* from March 17, 2030 — 2 of 4 meetings in March 2030 \(\$120\.00 for the whole period\)$/,
      ),
      'Second athlete discount (10%): Kid0 Parent',
      'Tax (7.5%)',
      'Card fee (3%)',
    ]);
    expect(inv.lines.map((l) => writeRecordText(l.description_text, l.description, 'es'))).toEqual([
      'Cuota de inscripción',
      expect.stringMatching(
        /^Kid0 Parent: Class S-A \(martes 17:00 – 18:00\) desde el 17 de marzo de 2030 — 2 de 4 sesiones en marzo de 2030 \(\$65\.00 por el período completo\)$/,
      ),
      expect.stringMatching(
        /^Kid1 Parent: .* desde el 17 de marzo de 2030 — 2 de 4 sesiones en marzo de 2030 \(\$120\.00 por el período completo\)$/,
      ),
      'Descuento por segundo atleta (10%): Kid0 Parent',
      'Impuesto (7.5%)',
      'Recargo por pago con tarjeta (3%)',
    ]);

    // Automatic invoicing of March 2030 makes nothing for this family; April bills its full month.
    await inClub((tx) => invoicePeriod(tx, t.club.tenantId, { start: '2030-03-01', months: 1, label: '2030-03' }, '2030-03-01'));
    const count = async () =>
      (await t.q<{ n: number }>(sql`select count(*)::int as n from invoices where membership_id = ${membershipId}`))[0]!.n;
    expect(await count()).toBe(1);
    await inClub((tx) => invoicePeriod(tx, t.club.tenantId, { start: '2030-04-01', months: 1, label: '2030-04' }, '2030-04-01'));
    expect(await count()).toBe(2);

    // A quote without the classes prices the fee alone ($25 + 3 %), so a registration with classes
    // paid with it is refused (and its money given back): what is charged is what the quote showed.
    const plain = (await call({ method: 'POST', url: '/api/registrations/quote', body: {} })).json().data;
    expect(plain.amount_cents).toBe(2575);
    await confirmCard(plain.client_secret);
    const short = {
      ...registrationBody({ paymentIntentId: plain.payment_intent_id, slotIds: [slots.A] }),
      start_date: '2030-03-17',
    };
    const refused = await call({ method: 'POST', url: '/api/registrations', body: short });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('payment_amount_mismatch');
    expect((await settings({ credit_card_fee: 3, charge_first_month_at_registration: false })).statusCode).toBe(200);
  });
});
