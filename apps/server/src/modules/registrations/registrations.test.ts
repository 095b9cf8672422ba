import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, makeClub, makeSlot, makeUser, paidQuote, registrationBody, TEST_CARDS, tokenFor, uniqueEmail, type ClubFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: ClubFixture;
let slotId: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  ({ slotId } = await makeSlot(ctx.database.db, club));
});
afterAll(async () => ctx?.close());

async function counts(email: string) {
  return withTenant(ctx.database.db, club.tenantId, async (tx) => {
    const r = await tx.execute<{ m: number; u: number; a: number; e: number; i: number; p: number }>(sql`select
      (select count(*)::int from memberships where lower(email) = lower(${email})) as m,
      (select count(*)::int from users where lower(email) = lower(${email})) as u,
      (select count(*)::int from athletes a join memberships m on m.id = a.membership_id where lower(m.email) = lower(${email})) as a,
      (select count(*)::int from enrollments e join memberships m on m.id = e.membership_id where lower(m.email) = lower(${email})) as e,
      (select count(*)::int from invoices i join memberships m on m.id = i.membership_id where lower(m.email) = lower(${email})) as i,
      (select count(*)::int from payments p join memberships m on m.id = p.membership_id where lower(m.email) = lower(${email})) as p`);
    return r.rows[0]!;
  });
}

function register(body: unknown, token?: string) {
  return api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body, ...(token ? { token } : {}) });
}

describe('POST /api/registrations/quote', () => {
  it('quotes the pricing config fee (2500 cents by default) with a payment intent for exactly that', async () => {
    const res = await api(ctx.app, { method: 'POST', url: '/api/registrations/quote', slug: club.slug, body: {} });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ amount_cents: 2500, registration_fee_cents: 2500, discount_cents: 0, provider: 'sandbox' });
    expect(d.client_secret).toMatch(/^sbpi_.+_secret_/);
    expect(d.payment_intent_id).toMatch(/^sbpi_/);
  });
});

describe('POST /api/registrations', () => {
  it('registers a paid family in one go and answers every id', async () => {
    const q = await paidQuote(ctx.app, club.slug);
    expect(q.confirm).toEqual({ status: 'succeeded' });
    const body = registrationBody({ slotIds: [slotId], paymentIntentId: q.payment_intent_id, athletes: 2 });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(res.json().message).toBe('Membership and athlete registration completed successfully!');
    expect(d.athlete_ids).toHaveLength(2);
    expect(d.enrollment_ids).toHaveLength(2);
    expect(await counts(body.membership.email)).toEqual({ m: 1, u: 1, a: 2, e: 2, i: 1, p: 1 });
  });
});
