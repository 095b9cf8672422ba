import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@springboard/contract/invoices';
import { api } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

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

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family(slotIds: string[] = []) {
  const f = await addFamily(ctx, club, { slotIds });
  return { id: f.membershipId, athleteId: f.athleteId, token: f.token };
}

describe('invoices', () => {
  it('staff create invoices in dollars; members cannot', async () => {
    const f = await family();
    const res = await call({
      method: 'POST',
      url: '/api/invoices',
      token: staff,
      body: { membershipId: f.id, athleteId: f.athleteId, amount: 55.5, description: 'April', dueDate: '2026-04-01' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      amount: 55.5,
      status: 'pending',
      due_date: '2026-04-01',
      athlete_name: 'Kid0 Parent',
      isGeneratedBy: 'staff',
      membership: { first_name: 'Pat' },
    });
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/invoices',
          token: f.token,
          body: { membershipId: f.id, amount: 1, description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const manual = await call({
      method: 'POST',
      url: '/api/payments/manual-invoice',
      token: staff,
      body: { membershipId: f.id, amount: 3, description: 'Chalk' },
    });
    expect(manual.statusCode).toBe(201);
    expect(manual.json().data.invoiceId).toEqual(expect.any(String));
  });

  it('only admins edit and delete invoices', async () => {
    const f = await family();
    const id = (
      await call({
        method: 'POST',
        url: '/api/invoices',
        token: staff,
        body: { membershipId: f.id, amount: 10, description: 'May' },
      })
    ).json().data.id;
    const edit = { invoiceId: id, amount: 12.25, description: 'May (edited)', dueDate: '2026-05-02', status: 'pending' };
    expect((await call({ method: 'PUT', url: '/api/invoices', token: staff, body: edit })).statusCode).toBe(403);
    const ok = await call({ method: 'PUT', url: '/api/invoices', token: admin, body: edit });
    expect(ok.json().data).toMatchObject({ amount: 12.25, description: 'May (edited)', due_date: '2026-05-02' });
    expect((await call({ method: 'DELETE', url: `/api/invoices/${id}`, token: staff })).statusCode).toBe(403);
    const del = await call({ method: 'DELETE', url: `/api/invoices/${id}`, token: admin });
    expect(del.json().message).toBe('Invoice Deleted');
    expect((await call({ method: 'DELETE', url: `/api/invoices/${id}`, token: admin })).statusCode).toBe(404);
  });

  it("shows members only their own family's invoices", async () => {
    const a = await family();
    const b = await family();
    await call({ method: 'POST', url: '/api/invoices', token: staff, body: { membershipId: a.id, amount: 5, description: 'A' } });
    await call({ method: 'POST', url: '/api/invoices', token: staff, body: { membershipId: b.id, amount: 6, description: 'B' } });
    const pendingA = (await call({ url: '/api/invoices/pending/invoices', token: a.token })).json().data;
    expect(pendingA.map((i: { membership_id: string }) => i.membership_id)).toEqual([a.id]);
    expect((await call({ url: `/api/invoices/member/${b.id}`, token: a.token })).statusCode).toBe(404);
    const all = (await call({ url: '/api/invoices/pending/invoices', token: staff })).json().data;
    const families = new Set(all.map((i: { membership_id: string }) => i.membership_id));
    expect(families.has(a.id) && families.has(b.id)).toBe(true);
  });
});

async function invoiceFor(membershipId: string, amount: number, dueDate?: string) {
  const res = await call({
    method: 'POST',
    url: '/api/invoices',
    token: staff,
    body: { membershipId, amount, description: 'Classes', dueDate },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const acceptCash = (membershipId: string, invoiceId: string, amount: number) =>
  call({
    method: 'POST',
    url: '/api/payments',
    token: staff,
    body: { membershipId, invoiceId, amount, paymentMethod: 'cash' },
  });

describe('GET /api/invoices (all)', () => {
  it('lists every family for staff who may view invoices, the own family for members, 403 for other staff', async () => {
    const a = await family();
    const b = await family();
    const ia = await invoiceFor(a.id, 5);
    const ib = await invoiceFor(b.id, 6);
    await acceptCash(b.id, ib, 6);
    const all = (await call({ url: '/api/invoices', token: staff })).json().data as Invoice[];
    expect(all.map((i) => i.id)).toEqual(expect.arrayContaining([ia, ib]));
    expect(all.find((i) => i.id === ib)).toMatchObject({ status: 'paid', post_status: 'paid', amount_due: 0, amount_paid: 6 });
    // The payment settles the invoice: no second, "charged" invoice of the same amount.
    expect(all.filter((i) => i.membership_id === b.id && i.amount === 6)).toHaveLength(1);
    expect(all.find((i) => i.id === ia)!.lines).toEqual([
      { id: expect.any(String), kind: 'manual', description: 'Classes', athlete_id: null, athlete_name: null, amount: 5 },
    ]);
    const mine = (await call({ url: '/api/invoices', token: a.token })).json().data as { membership_id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((i) => i.membership_id))).toEqual(new Set([a.id]));
    const noPerm = (await addStaff(ctx, club, { permissions: ['generate_invoice_page'] })).token;
    expect((await call({ url: '/api/invoices', token: noPerm })).statusCode).toBe(403);
    const noGenerate = (await addStaff(ctx, club, { permissions: ['view_membership_invoices'] })).token;
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/invoices',
          token: noGenerate,
          body: { membershipId: a.id, amount: 1, description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/invoices/filtered/invoices', () => {
  it('filters by status, category and due date for the admin only', async () => {
    const f = await family();
    const april = await invoiceFor(f.id, 10, '2031-04-10');
    const may = await invoiceFor(f.id, 11, '2031-05-10');
    await acceptCash(f.id, may, 11);
    const q = (query: string, token = admin) => call({ url: `/api/invoices/filtered/invoices?${query}`, token });
    const pending = (await q('status=pending&startDate=2031-04-01&endDate=2031-05-31')).json().data as {
      id: string;
      status: string;
    }[];
    expect(pending.map((i) => i.id)).toEqual([april]);
    const both = (await q('startDate=2031-04-10&endDate=2031-05-10&category=manual')).json().data as { id: string }[];
    expect(both.map((i) => i.id)).toEqual([may, april]);
    const regs = (await q('category=registration')).json().data as { category: string; membership_id: string }[];
    expect(regs.some((i) => i.membership_id === f.id)).toBe(true);
    expect(regs.every((i) => i.category === 'registration')).toBe(true);
    const bad = await q('startDate=2031-05-01&endDate=2031-04-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'endDate' })]);
    expect((await q('status=unpaid')).statusCode).toBe(400);
    expect((await q('startDate=01/04/2031')).statusCode).toBe(400);
    expect((await q('status=pending', staff)).statusCode).toBe(403);
    expect((await q('status=pending', f.token)).statusCode).toBe(403);
  });
});

describe('GET /api/programs/program-pricing-config', () => {
  it('answers the registration fee in dollars to a visitor', async () => {
    const res = await call({ url: '/api/programs/program-pricing-config' });
    expect(res.json().data[0]).toMatchObject({ registration_fee: 25, late_fee_type: 'fixed', program_id: null });
  });
});

describe('GET and POST /api/vouchers', () => {
  it('lets the admin create and list vouchers, and nobody else', async () => {
    const body = { code: 'WELCOME5', kind: 'fixed', value: 5, max_redemptions: 10 };
    const res = await call({ method: 'POST', url: '/api/vouchers', token: admin, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ code: 'WELCOME5', kind: 'fixed', value: 5, redeemed_count: 0 });
    expect((await call({ method: 'POST', url: '/api/vouchers', token: admin, body })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/api/vouchers', token: staff, body })).statusCode).toBe(403);
    expect((await call({ url: '/api/vouchers', token: admin })).json().data.map((v: { code: string }) => v.code)).toContain(
      'WELCOME5',
    );
    const quote = await call({ method: 'POST', url: '/api/registrations/quote', body: { voucher_code: 'welcome5' } });
    expect(quote.json().data.amount_cents).toBe(2000);
  });
});
