// Races: parallel registrations for the last places of a slot, parallel use of a limited voucher,
// and parallel "charge manually" calls on one invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { api, makeClub, makeSlot, paidQuote, registrationBody, type ClubFixture } from '../../../test/factories.js';
import { addPaidRegistration, addStaff } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { sandboxIntents, vouchers } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: ClubFixture;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, club.tenantId, fn);
const register = (body: unknown) => api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body });

async function statuses(intentIds: string[]) {
  const rows = await inClub((tx) =>
    tx
      .select({ id: sandboxIntents.id, status: sandboxIntents.status })
      .from(sandboxIntents)
      .where(inArray(sandboxIntents.id, intentIds)),
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

describe('parallel registrations', () => {
  it('enrol exactly the free places of a slot; the others get 409, leave nothing and are refunded', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club, { capacity: 10 });
    const quotes = await Promise.all(Array.from({ length: 20 }, () => paidQuote(ctx.app, club.slug)));
    const bodies = quotes.map((q) => registrationBody({ slotIds: [slotId], paymentIntentId: q.payment_intent_id }));
    const results = await Promise.all(bodies.map((b) => register(b)));

    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('This time slot is full');

    const emails = bodies.map((b) => b.membership.email);
    const families = await inClub((tx) =>
      tx.execute<{ email: string; athletes: number; enrollments: number; invoices: number; payments: number }>(sql`
        select m.email,
          (select count(*)::int from athletes a where a.membership_id = m.id) as athletes,
          (select count(*)::int from enrollments e where e.membership_id = m.id) as enrollments,
          (select count(*)::int from invoices i where i.membership_id = m.id) as invoices,
          (select count(*)::int from payments p where p.membership_id = m.id) as payments
        from memberships m where m.email in ${sql.raw(`(${emails.map((e) => `'${e}'`).join(',')})`)}`),
    );
    // Exactly the winners exist, each complete: no partial families.
    const winners = new Set(emails.filter((_, i) => results[i]!.statusCode === 201));
    expect(new Set(families.rows.map((f) => f.email))).toEqual(winners);
    for (const f of families.rows) expect(f).toMatchObject({ athletes: 1, enrollments: 1, invoices: 1, payments: 1 });
    const [{ n }] = (
      await inClub((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from enrollments where slot_id = ${slotId}`))
    ).rows as [{ n: number }];
    expect(n).toBe(10);

    const st = await statuses(quotes.map((q) => q.payment_intent_id));
    quotes.forEach((q, i) => expect(st.get(q.payment_intent_id)).toBe(results[i]!.statusCode === 201 ? 'succeeded' : 'refunded'));
  });

  it('numbers the invoices of parallel registrations one after another, each paid as made and its audit row naming that number', async () => {
    const [{ last }] = (
      await inClub((tx) => tx.execute<{ last: number }>(sql`select coalesce(max(number), 0)::int as last from invoices`))
    ).rows as [{ last: number }];
    const quotes = await Promise.all(Array.from({ length: 8 }, () => paidQuote(ctx.app, club.slug)));
    const results = await Promise.all(quotes.map((q) => register(registrationBody({ paymentIntentId: q.payment_intent_id }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = results.map((r) => r.json().data.invoice_id as string);
    const rows = (
      await inClub((tx) =>
        tx.execute<{ number: number; status: string; paid: boolean; audited: number; after: number }>(sql`
          select i.number, i.status, i.paid_cents = i.amount_cents as paid,
                 (a.data->>'number')::int as audited, (a.data->'after'->>'number')::int as after
            from invoices i join audit_log a on a.entity_id = i.id::text and a.action = 'invoice_created'
           where i.id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)} order by i.number`),
      )
    ).rows;
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 8 }, (_, i) => last + 1 + i));
    for (const r of rows) expect(r).toMatchObject({ status: 'paid', paid: true, audited: r.number, after: r.number });
  });

  it('a registration sent several times at once with one paid intent (a double tap) makes one family; the others get 409 and the payment is not refunded', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club, { capacity: 10 });
    const q = await paidQuote(ctx.app, club.slug);
    const body = registrationBody({ slotIds: [slotId], paymentIntentId: q.payment_intent_id });
    // The same form three times, and once more with another e-mail (the parent fixed a typo).
    const bodies = [body, body, body, { ...body, membership: { ...body.membership, email: `other.${body.membership.email}` } }];
    const results = await Promise.all(bodies.map((b) => register(b)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // Each loser is told the payment was used, not that its e-mail is taken: the intent is checked first.
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('payment_used');
    }
    const [{ n }] = (
      await inClub((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from enrollments where slot_id = ${slotId}`))
    ).rows as [{ n: number }];
    expect(n).toBe(1);
    expect((await statuses([q.payment_intent_id])).get(q.payment_intent_id)).toBe('succeeded');
  });

  it('never redeem a voucher past its limit', async () => {
    await inClub((tx) =>
      tx.insert(vouchers).values({ tenantId: club.tenantId, code: 'THREE', kind: 'percent', value: 20, maxRedemptions: 3 }),
    );
    const quotes = await Promise.all(Array.from({ length: 8 }, () => paidQuote(ctx.app, club.slug, { voucher_code: 'THREE' })));
    expect(quotes.every((q) => q.amount_cents === 2000)).toBe(true);
    const results = await Promise.all(
      quotes.map((q) => register(registrationBody({ paymentIntentId: q.payment_intent_id, voucher: 'THREE' }))),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(JSON.stringify(r.json())).toContain('This voucher has been used up');
    }
    const [v] = await inClub((tx) => tx.select().from(vouchers).where(eq(vouchers.code, 'THREE')));
    expect(v!.redeemedCount).toBe(3);
    const redemptions = await inClub((tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from voucher_redemptions where voucher_id = ${v!.id}`),
    );
    expect(redemptions.rows[0]!.n).toBe(3);
    const st = await statuses(quotes.map((q) => q.payment_intent_id));
    quotes.forEach((q, i) => expect(st.get(q.payment_intent_id)).toBe(results[i]!.statusCode === 201 ? 'succeeded' : 'refunded'));
  });
});

describe('POST /api/payments/charge-member-manual-payment in parallel', () => {
  it("charges the family's saved card once for 5 simultaneous calls", async () => {
    const { membershipId } = await addPaidRegistration(ctx, club);
    const staff = (await addStaff(ctx, club)).token;
    const inv = await api(ctx.app, {
      method: 'POST',
      url: '/api/invoices',
      slug: club.slug,
      token: staff,
      body: { membershipId, amount: 42.5, description: 'March classes' },
    });
    const invoiceId = inv.json().data.id;

    const calls = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(ctx.app, {
          method: 'POST',
          url: '/api/payments/charge-member-manual-payment',
          slug: club.slug,
          token: staff,
          body: { invoiceId },
        }),
      ),
    );
    expect(calls.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(calls.find((c) => c.statusCode === 200)!.json().message).toBe('Payment done successfully');

    const charged = await inClub((tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from sandbox_intents where metadata->>'invoice_id' = ${invoiceId}`),
    );
    expect(charged.rows[0]!.n).toBe(1);
    const pays = await inClub((tx) =>
      tx.execute<{ n: number; cents: number }>(
        sql`select count(*)::int as n, sum(amount_cents)::int as cents from payments where invoice_id = ${invoiceId}`,
      ),
    );
    expect(pays.rows[0]).toEqual({ n: 1, cents: 4250 });
  });
});
