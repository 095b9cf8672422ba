import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, signIn, uniqueEmail } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { memberships } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  staff = (await addStaff(ctx, club)).token;
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family() {
  const f = await addFamily(ctx, club);
  return { id: f.membershipId, email: f.email, token: f.token };
}

const profile = {
  first_name: 'Robin',
  last_name: 'Guardian',
  phone: '555-0199',
  address: '2 Elm St',
  city: 'Eugene',
  state: 'OR',
  zip: '97401',
};

describe('POST /api/memberships/check-email', () => {
  it('answers 200 for a free address and 226 with a message for a taken one', async () => {
    const f = await family();
    const free = await call({ method: 'POST', url: '/api/memberships/check-email', body: { email: uniqueEmail() } });
    expect(free.statusCode).toBe(200);
    const taken = await call({ method: 'POST', url: '/api/memberships/check-email', body: { email: f.email.toUpperCase() } });
    expect(taken.statusCode).toBe(226);
    expect(taken.json().message).toBe('An account with this email already exists.');
  });
});

describe('a member and their own membership', () => {
  it('reads and updates only their own, 404 for another family', async () => {
    const a = await family();
    const b = await family();
    expect((await call({ url: `/api/memberships/${a.id}`, token: a.token })).json().data.email).toBe(a.email);
    expect((await call({ url: `/api/memberships/${b.id}`, token: a.token })).statusCode).toBe(404);
    const upd = await call({
      method: 'PUT',
      url: `/api/memberships/${a.id}`,
      token: a.token,
      body: { ...profile, email: 'hijack@example.test' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ ...profile, email: a.email });
    expect((await call({ method: 'PUT', url: `/api/memberships/${b.id}`, token: a.token, body: profile })).statusCode).toBe(404);
    const missing = await call({
      method: 'PUT',
      url: `/api/memberships/${a.id}`,
      token: a.token,
      body: { ...profile, zip: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'zip', message: 'is required', code: 'required' }]);
  });

  it('switches autopay on their own membership only', async () => {
    const a = await family();
    const b = await family();
    const on = await call({
      method: 'PATCH',
      url: `/api/memberships/autopay/${a.id}`,
      token: a.token,
      body: { autoPayment: true },
    });
    expect(on.json().data).toEqual({ autoPayment: true });
    expect((await call({ url: '/api/memberships/me', token: a.token })).json().data.settings).toEqual({ autoPayment: true });
    expect(
      (await call({ method: 'PATCH', url: `/api/memberships/autopay/${b.id}`, token: a.token, body: { autoPayment: true } }))
        .statusCode,
    ).toBe(404);
  });

  it('reports expiry from the membership end date', async () => {
    const a = await family();
    expect((await call({ url: '/api/memberships/check/expiry', token: a.token })).json().data).toEqual({
      expired: false,
      expires_on: '2027-01-04',
    });
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.update(memberships).set({ expiresOn: '2020-01-01' }).where(eq(memberships.id, a.id)),
    );
    expect((await call({ url: '/api/memberships/check/expiry', token: a.token })).json().data).toEqual({
      expired: true,
      expires_on: '2020-01-01',
    });
    expect((await call({ url: '/api/memberships/check/expiry' })).statusCode).toBe(401);
  });
});

describe('staff calls', () => {
  it('lists memberships with their balance (minus unpaid invoices) and athletes; members may not', async () => {
    const a = await family();
    await call({
      method: 'POST',
      url: '/api/invoices',
      token: staff,
      body: { membershipId: a.id, amount: 40, description: 'Classes' },
    });
    const list = await call({ url: '/api/memberships', token: staff });
    expect(list.json().data.find((m: { id: string }) => m.id === a.id)).toMatchObject({ balance: -40, role: 'member' });
    const all = await call({ url: '/api/memberships/all/members', token: staff });
    expect(all.json().data.find((m: { id: string }) => m.id === a.id).athletes).toHaveLength(1);
    expect((await call({ url: '/api/memberships', token: a.token })).statusCode).toBe(403);
    expect((await call({ url: '/api/memberships/all/members', token: a.token })).statusCode).toBe(403);
  });

  it('creates a membership with its account (409 for a taken e-mail) and flags the fee paid', async () => {
    const body = { ...profile, email: uniqueEmail('desk'), password: 'long enough pw', start_date: '2026-02-01' };
    const res = await call({ method: 'POST', url: '/api/memberships', token: staff, body });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data).toMatchObject({ registration_fee_paid: false, expires_on: '2027-01-31', role: 'member' });
    await signIn(ctx.app, club.slug, body.email, body.password);
    expect((await call({ method: 'POST', url: '/api/memberships', token: staff, body })).statusCode).toBe(409);
    expect((await call({ method: 'POST', url: '/api/memberships', body })).statusCode).toBe(401);
    const flag = await call({
      method: 'PATCH',
      url: '/api/memberships/update-membership-payment',
      token: staff,
      body: { membership_id: id, registration_fee_paid: true },
    });
    expect(flag.json().data.registration_fee_paid).toBe(true);
  });
});

describe('GET /api/memberships?negative_balance=true (Show Negative Balance)', () => {
  it('keeps only the families that owe; a paid invoice takes a family off the list', async () => {
    const owing = await family();
    const settled = await family();
    const created = await call({
      method: 'POST',
      url: '/api/invoices',
      token: staff,
      body: { membershipId: owing.id, amount: 12.5, description: 'Leotard' },
    });
    expect(created.statusCode).toBe(201);
    const list = await call({ url: '/api/memberships?negative_balance=true', token: staff });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: string; balance: number }[];
    expect(rows.find((m) => m.id === owing.id)?.balance).toBe(-12.5);
    expect(rows.some((m) => m.id === settled.id)).toBe(false);
    expect(rows.every((m) => m.balance < 0)).toBe(true);
    // Without the filter (or with false) every family is there, those at 0 too.
    for (const url of ['/api/memberships', '/api/memberships?negative_balance=false']) {
      const all = (await call({ url, token: staff })).json().data as { id: string; balance: number }[];
      expect(all.find((m) => m.id === settled.id)?.balance).toBe(0);
      expect(all.some((m) => m.id === owing.id)).toBe(true);
    }
    const inv = created.json().data as { id: string };
    // Part paid: still owing what is left; then paid in full: off the list.
    const pay = (amount: number) =>
      call({
        method: 'POST',
        url: '/api/payments',
        token: staff,
        body: { membershipId: owing.id, invoiceId: inv.id, amount, paymentMethod: 'cash' },
      });
    expect((await pay(10)).statusCode).toBe(201);
    const part = (await call({ url: '/api/memberships?negative_balance=true', token: staff })).json().data as { id: string; balance: number }[];
    expect(part.find((m) => m.id === owing.id)?.balance).toBe(-2.5);
    expect((await pay(2.5)).statusCode).toBe(201);
    const after = (await call({ url: '/api/memberships?negative_balance=true', token: staff })).json().data as { id: string }[];
    expect(after.some((m) => m.id === owing.id)).toBe(false);
  });

  it("gives a page's total as the number of families that owe, whatever the page size", async () => {
    const owing = [await family(), await family()];
    for (const m of owing) {
      const created = await call({
        method: 'POST',
        url: '/api/invoices',
        token: staff,
        body: { membershipId: m.id, amount: 20, description: 'Camp' },
      });
      expect(created.statusCode).toBe(201);
    }
    await family(); // owes nothing
    const whole = (await call({ url: '/api/memberships?negative_balance=true', token: staff })).json().data as { id: string }[];
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const page = (await call({ url: '/api/memberships?negative_balance=true&page=1&page_size=1', token: staff })).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ total: whole.length, page: 1, page_size: 1 });
  });

  it('refuses a filter that is not true or false', async () => {
    const res = await call({ url: '/api/memberships?negative_balance=yes', token: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'negative_balance', message: 'must be true or false', code: 'must_be_true_or_false' },
    ]);
  });
});

describe('GET /api/memberships/options', () => {
  it('names every family for staff with Manage Athletes, without balance or address; members may not', async () => {
    const f = await family();
    const athletesStaff = (await addStaff(ctx, club, { permissions: ['manage_athletes_page'] })).token;
    const res = await call({ url: '/api/memberships/options', token: athletesStaff });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((m: { id: string }) => m.id === f.id);
    expect(row).toEqual({ id: f.id, first_name: 'Pat', last_name: 'Parent', email: f.email });
    expect((await call({ url: '/api/memberships', token: athletesStaff })).statusCode).toBe(403);
    expect((await call({ url: '/api/memberships/options', token: f.token })).statusCode).toBe(403);
  });

  it('names every family for staff who only generate invoices (Generate Invoice picks the family); others may not', async () => {
    const f = await family();
    const invoicing = (await addStaff(ctx, club, { permissions: ['generate_invoice_page'] })).token;
    const res = await call({ url: '/api/memberships/options', token: invoicing });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { id: string }) => m.id)).toContain(f.id);
    const attendance = (await addStaff(ctx, club, { permissions: ['mark_attendance_page'] })).token;
    expect((await call({ url: '/api/memberships/options', token: attendance })).statusCode).toBe(403);
  });
});
