// Refunds (partial, by card through the sandbox, paid out by hand, once however often sent), family
// credits (used by the next invoices as lines, oldest first), the balance, the statement's running
// balance, the referral credit, voiding a paid invoice with its payments refunded or credited, and
// who may do what (404 for another club's or family's rows, 403 without manage_credits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Statement } from '@springboard/contract/credits';
import { writeRecordText } from '@springboard/contract/record-texts';
import { api } from '../../../test/factories.js';
import { addClub, addFamily, addInvoice, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import {
  clubSettings,
  familyCredits,
  invoiceLines,
  invoices,
  paymentRefunds,
  payments,
  pricingConfigs,
  sandboxRefunds,
} from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let refunder: string;
let plainStaff: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  [club, other] = await Promise.all([addClub(ctx), addClub(ctx)]);
  admin = club.admin.token;
  refunder = (await addStaff(ctx, club, { permissions: ['manage_credits', 'view_membership_invoices'] })).token;
  // The club's own staff role: every page, but not manage_credits.
  plainStaff = (await addStaff(ctx, club)).token;
});
afterAll(async () => ctx?.close());

const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, club.tenantId, fn);
const call = (c: Omit<Parameters<typeof api>[1], 'slug'>, slug = club.slug) => api(ctx.app, { slug, ...c });

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function invoiceOf(membershipId: string, amount: number, description = 'Monthly classes') {
  const res = await call({ method: 'POST', url: '/api/invoices', token: admin, body: { membershipId, amount, description } });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; amount: number; status: string; number: number };
}

async function cash(membershipId: string, invoiceId: string, amount: number) {
  const res = await call({
    method: 'POST',
    url: '/api/payments',
    token: admin,
    body: { membershipId, invoiceId, amount, paymentMethod: 'cash' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const refund = (paymentId: string, body: object, token = refunder, slug = club.slug) =>
  call({ method: 'POST', url: `/api/payments/${paymentId}/refund`, token, body }, slug);
const giveCredit = (membershipId: string, body: object, token = refunder) =>
  call({ method: 'POST', url: `/api/memberships/${membershipId}/credits`, token, body });

async function invoiceRow(id: string) {
  const [row] = await inClub((tx) => tx.select().from(invoices).where(eq(invoices.id, id)));
  return row!;
}
const refundRows = (paymentId: string) =>
  inClub((tx) => tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)));
async function balanceOf(membershipId: string) {
  const res = await call({ url: `/api/memberships/${membershipId}`, token: admin });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return (Array.isArray(data) ? data[0] : data).balance as number;
}

describe('refunds', () => {
  let fam: Family;
  beforeAll(async () => {
    fam = await addFamily(ctx, club);
  });

  it('pays out part of a cash payment, refuses more than is left (nothing changes), then the rest', async () => {
    const inv = await invoiceOf(fam.membershipId, 80);
    const paymentId = await cash(fam.membershipId, inv.id, 80);

    const first = await refund(paymentId, { amount: 30, reason: 'Missed two classes' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      id: paymentId,
      status: 'succeeded',
      refunded: 30,
      refunds: [{ amount: 30, method: 'cash_out', status: 'succeeded', reason: 'Missed two classes' }],
    });
    // 80.00 paid − 30.00 given back = 50.00 paid: the invoice is due again by 30.00.
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'pending', paidCents: 5000, amountCents: 8000 });

    // 80.00 − 30.00 = 50.00 left to refund: 50.01 is refused, naming amount.
    const over = await refund(paymentId, { amount: 50.01, reason: 'Again' });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([
      expect.objectContaining({ field: 'amount', code: 'refund_over_refundable', params: { refundable: '$50.00' } }),
    ]);
    expect(await refundRows(paymentId)).toHaveLength(1);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'pending', paidCents: 5000 });

    // Without an amount: all that is left.
    const rest = await refund(paymentId, { reason: 'Left the club' });
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded: 80 });
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'pending', paidCents: 0 });
    const none = await refund(paymentId, { reason: 'Once more' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ field: 'amount', params: { refundable: '$0.00' } });
  });

  it('refunds a card payment in part through the provider', async () => {
    const f = await addFamily(ctx, club);
    // The registration fee, 25.00 by card (sandbox).
    const res = await refund(f.paymentId, { amount: 10, reason: 'Fee reduced' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ refunded: 10, refunds: [{ amount: 10, method: 'provider', status: 'succeeded' }] });
    const [row] = await refundRows(f.paymentId);
    const [payment] = await inClub((tx) => tx.select().from(payments).where(eq(payments.id, f.paymentId)));
    const atProvider = await inClub((tx) =>
      tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, payment!.transactionId)),
    );
    expect(atProvider.map((r) => [r.id, r.amountCents])).toEqual([[row!.providerRefundId, 1000]]);
    // The payments list of the family shows it too.
    const list = await call({ url: `/api/payments/member/${f.membershipId}`, token: f.token });
    expect(list.json().data.find((p: { id: string }) => p.id === f.paymentId)).toMatchObject({ refunded: 10 });
  });

  it('refunds once when the same refund is sent twice at the same time', async () => {
    const f = await addFamily(ctx, club);
    const body = { amount: 5, reason: 'Double click', idempotency_key: 'dialog-1234567' };
    const [a, b] = await Promise.all([refund(f.paymentId, body), refund(f.paymentId, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await refundRows(f.paymentId)).toHaveLength(1);
    expect(b.json().data.refunded).toBe(5);

    // Without a key, two full refunds at once: one refund of all that is left (25.00 − 5.00).
    const [c, d] = await Promise.all([
      refund(f.paymentId, { reason: 'All of it' }),
      refund(f.paymentId, { reason: 'All of it' }),
    ]);
    expect([c.statusCode, d.statusCode]).toContain(200);
    const rows = await refundRows(f.paymentId);
    expect(rows.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([500, 2000]);
    const [payment] = await inClub((tx) => tx.select().from(payments).where(eq(payments.id, f.paymentId)));
    const atProvider = await inClub((tx) =>
      tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, payment!.transactionId)),
    );
    expect(atProvider.reduce((s, r) => s + r.amountCents, 0)).toBe(2500);
  });

  it('asks for a reason and a positive amount', async () => {
    const inv = await invoiceOf(fam.membershipId, 10);
    const paymentId = await cash(fam.membershipId, inv.id, 10);
    const noReason = await refund(paymentId, { amount: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([expect.objectContaining({ field: 'reason', code: 'required' })]);
    const zero = await refund(paymentId, { amount: 0, reason: 'x' });
    expect(zero.json().details).toEqual([expect.objectContaining({ field: 'amount', code: 'must_be_positive' })]);
    expect(await refundRows(paymentId)).toHaveLength(0);
  });

  it('is for staff holding manage_credits; another club does not find the payment', async () => {
    const inv = await invoiceOf(fam.membershipId, 12);
    const paymentId = await cash(fam.membershipId, inv.id, 12);
    expect((await refund(paymentId, { reason: 'x' }, plainStaff)).statusCode).toBe(403);
    expect((await refund(paymentId, { reason: 'x' }, fam.token)).statusCode).toBe(403);
    expect((await refund(paymentId, { reason: 'x' }, other.admin.token, other.slug)).statusCode).toBe(404);
    expect(await refundRows(paymentId)).toHaveLength(0);
    expect((await refund(paymentId, { reason: 'x' }, admin)).statusCode).toBe(200);
  });
});

describe('credits', () => {
  it('pays the next invoices as lines, the oldest credit first, never below zero', async () => {
    const f = await addFamily(ctx, club);
    expect((await giveCredit(f.membershipId, { amount: 30, reason: 'Coach absent' })).statusCode).toBe(201);
    expect((await giveCredit(f.membershipId, { amount: 20, reason: 'Goodwill' })).statusCode).toBe(201);
    // Nothing unpaid: 30.00 + 20.00 unused.
    expect(await balanceOf(f.membershipId)).toBe(50);

    // 40.00: 30.00 from the first credit, 10.00 from the second; nothing left to pay.
    const first = await invoiceOf(f.membershipId, 40);
    const lines1 = await inClub((tx) =>
      tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, first.id)).orderBy(asc(invoiceLines.position)),
    );
    expect(lines1.map((l) => [l.kind, l.amountCents, l.description])).toEqual([
      ['manual', 4000, 'Monthly classes'],
      ['credit_applied', -3000, 'Credit: Coach absent'],
      ['credit_applied', -1000, 'Credit: Goodwill'],
    ]);
    expect(await invoiceRow(first.id)).toMatchObject({ amountCents: 0, status: 'paid' });

    // 25.00: the 10.00 left of the second credit; 15.00 to pay.
    const second = await invoiceOf(f.membershipId, 25);
    const lines2 = await inClub((tx) =>
      tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, second.id)).orderBy(asc(invoiceLines.position)),
    );
    expect(lines2.map((l) => [l.kind, l.amountCents])).toEqual([
      ['manual', 2500],
      ['credit_applied', -1000],
    ]);
    expect(await invoiceRow(second.id)).toMatchObject({ amountCents: 1500, status: 'pending' });
    // 50.00 of credits all used; 15.00 unpaid.
    expect(await balanceOf(f.membershipId)).toBe(-15);
    const listed = await call({ url: `/api/memberships/${f.membershipId}/credits`, token: f.token });
    expect(listed.json().data).toMatchObject({ unused: 0, credits: [{ remaining: 0, source: 'manual' }, { remaining: 0 }] });
  });

  it('pays an unpaid invoice at once, down to what is left on it', async () => {
    const f = await addFamily(ctx, club);
    const inv = await invoiceOf(f.membershipId, 50);
    await cash(f.membershipId, inv.id, 10);
    // 50.00 − 10.00 paid = 40.00 due; a 60.00 credit pays 40.00 of it and keeps 20.00.
    await giveCredit(f.membershipId, { amount: 60, reason: 'Overpaid last season' });
    expect(await invoiceRow(inv.id)).toMatchObject({ amountCents: 1000, paidCents: 1000, status: 'paid' });
    expect(await balanceOf(f.membershipId)).toBe(20);
  });

  it('refuses an amount of 0 or no reason, and is for manage_credits only', async () => {
    const f = await addFamily(ctx, club);
    const zero = await giveCredit(f.membershipId, { amount: 0, reason: 'x' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details).toEqual([expect.objectContaining({ field: 'amount', code: 'must_be_positive' })]);
    const blank = await giveCredit(f.membershipId, { amount: 5, reason: ' ' });
    expect(blank.json().details).toEqual([expect.objectContaining({ field: 'reason', code: 'required' })]);
    expect((await giveCredit(f.membershipId, { amount: 5, reason: 'x' }, plainStaff)).statusCode).toBe(403);
    expect((await giveCredit(f.membershipId, { amount: 5, reason: 'x' }, f.token)).statusCode).toBe(403);
    const elsewhere = await api(ctx.app, {
      method: 'POST',
      slug: other.slug,
      url: `/api/memberships/${f.membershipId}/credits`,
      token: other.admin.token,
      body: { amount: 5, reason: 'x' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const rows = await inClub((tx) => tx.select().from(familyCredits).where(eq(familyCredits.membershipId, f.membershipId)));
    expect(rows).toHaveLength(0);
  });
});

describe('voiding a paid invoice', () => {
  const voidIt = (id: string, payments: string) =>
    call({ method: 'POST', url: `/api/invoices/${id}/void`, token: admin, body: { reason: 'Class cancelled', payments } });

  it('turns its payments into a credit', async () => {
    const f = await addFamily(ctx, club);
    const inv = await invoiceOf(f.membershipId, 40);
    await cash(f.membershipId, inv.id, 40);
    expect((await voidIt(inv.id, 'credit')).statusCode).toBe(200);
    const [credit] = await inClub((tx) => tx.select().from(familyCredits).where(eq(familyCredits.membershipId, f.membershipId)));
    expect(credit).toMatchObject({ amountCents: 4000, source: 'void', invoiceId: inv.id });
    expect(await balanceOf(f.membershipId)).toBe(40);
  });

  it('refunds its payments, then voids it', async () => {
    const f = await addFamily(ctx, club);
    const inv = await invoiceOf(f.membershipId, 40);
    const paymentId = await cash(f.membershipId, inv.id, 40);
    expect((await voidIt(inv.id, 'refund')).statusCode).toBe(200);
    expect(await refundRows(paymentId)).toEqual([expect.objectContaining({ amountCents: 4000, method: 'cash_out' })]);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'cancelled', paidCents: 0 });
    expect(await balanceOf(f.membershipId)).toBe(0);
    // The refund's reason is the system's: the statement answers its code, so a Spanish family reads
    // it in Spanish; the registration invoice's too, and the CSV keeps the English alone.
    const url = `/api/memberships/${f.membershipId}/statement?from=2020-01-01`;
    const s = (await call({ url, token: f.token })).json().data as Statement;
    const refunded = s.entries.find((e) => e.kind === 'refund')!;
    expect(refunded.description).toBe('Invoice voided: Class cancelled');
    expect(writeRecordText(refunded.description_text, refunded.description, 'es')).toBe('Factura anulada: Class cancelled');
    const registration = s.entries.find((e) => e.kind === 'invoice' && e.description === 'Registration fee')!;
    expect(writeRecordText(registration.description_text, registration.description, 'es')).toBe('Cuota de inscripción');
    const typed = s.entries.find((e) => e.kind === 'invoice' && e.description === 'Monthly classes')!;
    expect(typed.description_text ?? null).toBeNull();
    const csv = (await call({ url: `${url}&format=csv`, token: admin })).body.trim().split(/\r?\n/);
    expect(csv[0]).toBe('date,kind,invoice_number,description,amount,credit_used,balance');
    expect(csv).toContainEqual(expect.stringMatching(/,refund,\d+,Invoice voided: Class cancelled,-40,,/));
  });
});

describe('statement', () => {
  it("dates each entry by the club's own day: an invoice made at 7 pm in Los Angeles is that day's, though UTC is past midnight", async () => {
    const west = await addClub(ctx);
    await withTenant(ctx.database.db, west.tenantId, (tx) =>
      tx.update(clubSettings).set({ timeZone: 'America/Los_Angeles' }).where(eq(clubSettings.tenantId, west.tenantId)),
    );
    const f = await addFamily(ctx, west);
    // 2026-03-10 03:00 UTC is 2026-03-09 19:00 in Los Angeles.
    await withTenant(ctx.database.db, west.tenantId, (tx) =>
      tx
        .update(invoices)
        .set({ createdAt: new Date('2026-03-10T03:00:00Z') })
        .where(eq(invoices.id, f.invoiceId)),
    );
    const kinds = async (from: string, to: string) =>
      (
        await call(
          { url: `/api/memberships/${f.membershipId}/statement?from=${from}&to=${to}`, token: west.admin.token },
          west.slug,
        )
      )
        .json()
        .data.entries.filter((e: { invoice_number: number | null }) => e.invoice_number !== null)
        .map((e: { kind: string; date: string }) => e.kind);
    expect(await kinds('2026-03-09', '2026-03-09')).toEqual(['invoice']);
    expect(await kinds('2026-03-10', '2026-03-10')).toEqual([]);
  });

  it('tells the balance entry by entry from the opening balance to the closing one', async () => {
    const f = await addFamily(ctx, club);
    // Registration (25.00 invoice paid by card) 30 days ago; a 100.00 invoice and 60.00 in cash on it
    // 10 days ago.
    const inv = await invoiceOf(f.membershipId, 100);
    const paymentId = await cash(f.membershipId, inv.id, 60);
    await inClub(async (tx) => {
      await tx
        .update(invoices)
        .set({ createdAt: daysAgo(30) })
        .where(eq(invoices.id, f.invoiceId));
      await tx
        .update(payments)
        .set({ paymentDate: daysAgo(30) })
        .where(eq(payments.id, f.paymentId));
      await tx
        .update(invoices)
        .set({ createdAt: daysAgo(10) })
        .where(eq(invoices.id, inv.id));
      await tx
        .update(payments)
        .set({ paymentDate: daysAgo(10) })
        .where(eq(payments.id, paymentId));
    });
    // Today: a 15.00 credit (pays 15.00 of the 40.00 due), then 20.00 of the cash given back.
    await giveCredit(f.membershipId, { amount: 15, reason: 'Snow day' });
    await refund(paymentId, { amount: 20, reason: 'Partial' });

    const from = daysAgo(5).toISOString().slice(0, 10);
    const res = await call({ url: `/api/memberships/${f.membershipId}/statement?from=${from}&to=${today()}`, token: f.token });
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    // Before `from`: −25 + 25 − 100 + 60 = −40.
    expect(s.opening_balance).toBe(-40);
    expect(s.entries.map((e: { kind: string; amount: number; balance: number }) => [e.kind, e.amount, e.balance])).toEqual([
      ['credit', 15, -25],
      ['refund', -20, -45],
    ]);
    expect(s.closing_balance).toBe(-45);
    // The family's balance says the same: 100.00 − 15.00 credit − (60.00 − 20.00) paid = 45.00 due.
    expect(await balanceOf(f.membershipId)).toBe(-45);

    // From the beginning: every entry, the invoice with the credit it used.
    const all = (
      await call({ url: `/api/memberships/${f.membershipId}/statement?from=2020-01-01&to=${today()}`, token: admin })
    ).json().data;
    expect(all.opening_balance).toBe(0);
    expect(
      all.entries.map((e: { kind: string; amount: number; balance: number; credit_used: number | null }) => [
        e.kind,
        e.amount,
        e.balance,
        e.credit_used,
      ]),
    ).toEqual([
      ['invoice', -25, -25, null],
      ['payment', 25, 0, null],
      ['invoice', -100, -100, 15],
      ['payment', 60, -40, null],
      ['credit', 15, -25, null],
      ['refund', -20, -45, null],
    ]);

    const csv = await call({ url: `/api/memberships/${f.membershipId}/statement?from=2020-01-01&format=csv`, token: admin });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('date,kind,invoice_number,description,amount,credit_used,balance');
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toMatch(/,refund,\d+,Partial,-20,,-45$/);
  });

  it('refuses a range that ends before it starts, and another family or club (404)', async () => {
    const f = await addFamily(ctx, club);
    const g = await addFamily(ctx, club);
    const bad = await call({ url: `/api/memberships/${f.membershipId}/statement?from=2026-05-02&to=2026-05-01`, token: f.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'to', code: 'before_from_date' })]);
    expect((await call({ url: `/api/memberships/${g.membershipId}/statement`, token: f.token })).statusCode).toBe(404);
    expect(
      (await api(ctx.app, { slug: other.slug, url: `/api/memberships/${f.membershipId}/statement`, token: other.admin.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('referral credit', () => {
  it("gives the referring family the club's referral credit once, when the new family pays", async () => {
    const ref = await addClub(ctx);
    await withTenant(ctx.database.db, ref.tenantId, (tx) =>
      tx
        .update(pricingConfigs)
        .set({ referralCreditCents: 1500 })
        .where(sql`${pricingConfigs.programId} is null`),
    );
    const referrer = await addFamily(ctx, ref);
    // The new family registers (25.00 paid by card) naming the referrer's e-mail, in other letters' case.
    const newcomer = await addFamily(ctx, ref, { referrerEmail: referrer.email.toUpperCase() });
    const credits = () =>
      withTenant(ctx.database.db, ref.tenantId, (tx) =>
        tx
          .select()
          .from(familyCredits)
          .where(and(eq(familyCredits.membershipId, referrer.membershipId), eq(familyCredits.source, 'referral'))),
      );
    expect(await credits()).toEqual([
      expect.objectContaining({ amountCents: 1500, referredMembershipId: newcomer.membershipId }),
    ]);

    // A later payment of the new family gives nothing more.
    const inv = await addInvoice(ctx, ref, { membershipId: newcomer.membershipId, cents: 3000, dueDate: today() });
    const paid = await api(ctx.app, {
      method: 'POST',
      slug: ref.slug,
      url: '/api/payments',
      token: ref.admin.token,
      body: { membershipId: newcomer.membershipId, invoiceId: inv, amount: 30, paymentMethod: 'cash' },
    });
    expect(paid.statusCode).toBe(201);
    expect(await credits()).toHaveLength(1);

    // An e-mail no family has: the registration goes through the same, and nobody gets a credit.
    const before = await withTenant(ctx.database.db, ref.tenantId, (tx) => tx.select().from(familyCredits));
    await addFamily(ctx, ref, { referrerEmail: 'nobody-here@example.test' });
    expect(await withTenant(ctx.database.db, ref.tenantId, (tx) => tx.select().from(familyCredits))).toHaveLength(before.length);
  });
});
