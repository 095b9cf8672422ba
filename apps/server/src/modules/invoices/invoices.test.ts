import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeClub, makeUser, tokenFor, type ClubFixture, registeredFamily } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;
let staff: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  staff = await tokenFor(ctx.app, club, await makeUser(ctx.database.db, club, { role: 'staff' }));
  admin = await tokenFor(ctx.app, club, { id: club.admin.id, role: 'admin' });
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family(slotIds: string[] = []) {
  const f = await registeredFamily(ctx.app, club.slug, { slotIds });
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
