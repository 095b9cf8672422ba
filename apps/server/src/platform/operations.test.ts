// A request runs in one transaction: the caller's session, the family check and the handler's work.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { api, makeClub, registeredFamily, type ClubFixture, type FamilyFixture } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;
let family: FamilyFixture;

beforeAll(async () => {
  // No outbox polling: the round-trip counts below see only the request's own statements.
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  family = await registeredFamily(ctx.app, club.slug);
});
afterAll(async () => ctx?.close());

function countTransactions() {
  const open = vi.spyOn(ctx.app.tx, 'open');
  const club = vi.spyOn(ctx.app.tx, 'club');
  const read = vi.spyOn(ctx.app.tx, 'openRead');
  return {
    /** Transactions (and one-trip reads) opened since, and the spies removed. */
    stop: () => {
      const total = { transactions: open.mock.calls.length + club.mock.calls.length, reads: read.mock.calls.length };
      open.mockRestore();
      club.mockRestore();
      read.mockRestore();
      return total;
    },
  };
}

/** Statements sent to PostgreSQL (each query call is one round trip) until stop(). */
function countRoundTrips() {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  return {
    stop: () => {
      const total = query.mock.calls.length;
      query.mockRestore();
      return total;
    },
  };
}

describe('round trips to PostgreSQL (issue 10: the cost of a read beyond its one SELECT)', () => {
  it('GET /api/auth/me: one, the club settings and the session lookup together, no BEGIN or COMMIT', async () => {
    const trips = countRoundTrips();
    const res = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: family.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(family.email);
    expect(trips.stop()).toBe(1);
  });

  it("a member's own read: two, the session lookup, then the read", async () => {
    const trips = countRoundTrips();
    const res = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: family.token });
    expect(res.statusCode).toBe(200);
    expect(trips.stop()).toBe(2);
  });

  it("a member naming a row: the owner's lookup goes with the session's, then the read (two)", async () => {
    const trips = countRoundTrips();
    const res = await api(ctx.app, { url: `/api/invoices/member/${family.membershipId}`, slug: club.slug, token: family.token });
    expect(res.statusCode).toBe(200);
    expect(trips.stop()).toBe(2);
    const other = await registeredFamily(ctx.app, club.slug);
    const refused = countRoundTrips();
    const theirs = await api(ctx.app, {
      url: `/api/invoices/member/${other.membershipId}`,
      slug: club.slug,
      token: family.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(refused.stop()).toBe(1);
  });

  it('a write still runs in one transaction: BEGIN with the session lookup, the write, COMMIT', async () => {
    const trips = countRoundTrips();
    const res = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/memberships/autopay/${family.membershipId}`,
      slug: club.slug,
      token: family.token,
      body: { autoPayment: false },
    });
    expect(res.statusCode).toBe(200);
    expect(trips.stop()).toBeGreaterThanOrEqual(3);
  });

  it('a revoked session is refused from that same first round trip', async () => {
    const other = await registeredFamily(ctx.app, club.slug);
    const out = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', slug: club.slug, token: other.token });
    expect(out.statusCode).toBe(200);
    const trips = countRoundTrips();
    const res = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: other.token });
    expect(res.statusCode).toBe(401);
    expect(trips.stop()).toBe(1); // the lookup finds no live session
  });
});

describe('a signed-in request', () => {
  it('loads the caller, checks the family and reads the rows on one connection, without a transaction (a read)', async () => {
    const count = countTransactions();
    const res = await api(ctx.app, { url: `/api/athletes/member/${family.membershipId}`, slug: club.slug, token: family.token });
    const opened = count.stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(opened).toEqual({ transactions: 0, reads: 1 });
  });

  it('writes in the same transaction it was authorised in, and the write is committed', async () => {
    const count = countTransactions();
    const res = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/memberships/autopay/${family.membershipId}`,
      slug: club.slug,
      token: family.token,
      body: { autoPayment: true },
    });
    const opened = count.stop();
    expect(res.statusCode).toBe(200);
    expect(opened).toEqual({ transactions: 1, reads: 0 });
    const me = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: family.token });
    expect(me.json().data.settings.autoPayment).toBe(true);
  });

  it('rolls the transaction back when the handler fails, and the connection is reused', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await api(ctx.app, {
        url: `/api/athletes/00000000-0000-4000-8000-000000000000`,
        slug: club.slug,
        token: family.token,
      });
      expect(res.statusCode).toBe(404);
    }
    const ok = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: family.token });
    expect(ok.statusCode).toBe(200);
  });
});
