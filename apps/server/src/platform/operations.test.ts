// A request runs in one transaction: the caller's session, the family check and the handler's work.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { api, makeClub, makeStaffWith, registeredFamily, tokenFor, type ClubFixture, type FamilyFixture } from '../../test/factories.js';
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

/** Round trips to PostgreSQL (each query call is one) until stop(); `texts`: the statements they
 *  carried (a Pipeline's each, db/tenant-tx.ts), read before stop(). */
function countRoundTrips() {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  return {
    texts: () =>
      query.mock.calls.flatMap(([q]) => {
        const sent = q as unknown as { statements?: { text: string }[]; text?: string } | string;
        if (typeof sent === 'string') return [sent];
        return sent.statements ? sent.statements.map((s) => s.text) : [sent.text ?? ''];
      }),
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

  it("a member's own read: two the first time (the session lookup, then the read), then one (the epoch rides with the read)", async () => {
    const fresh = await registeredFamily(ctx.app, club.slug);
    const trips = countRoundTrips();
    const res = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: fresh.token });
    expect(res.statusCode).toBe(200);
    expect(trips.stop()).toBe(2);
    const again = countRoundTrips();
    const second = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: fresh.token });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(fresh.membershipId);
    expect(again.stop()).toBe(1);
  });

  it("a member naming a row: the owner's lookup goes with the session's, then the read (two); kept, with the read (one)", async () => {
    const fresh = await registeredFamily(ctx.app, club.slug);
    const trips = countRoundTrips();
    const res = await api(ctx.app, { url: `/api/invoices/member/${fresh.membershipId}`, slug: club.slug, token: fresh.token });
    expect(res.statusCode).toBe(200);
    expect(trips.stop()).toBe(2);
    const kept = countRoundTrips();
    const again = await api(ctx.app, { url: `/api/invoices/member/${fresh.membershipId}`, slug: club.slug, token: fresh.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    // A membership is its own family's: no owner lookup, only the epoch with the read.
    const sent = kept.texts();
    expect(kept.stop()).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/auth_epochs/);
    expect(sent[1]).toMatch(/from "invoices"/);
    const other = await registeredFamily(ctx.app, club.slug);
    const refused = countRoundTrips();
    const theirs = await api(ctx.app, {
      url: `/api/invoices/member/${other.membershipId}`,
      slug: club.slug,
      token: fresh.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Membership not found');
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
    await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: family.token }); // the caller kept as of now
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

describe('a caller kept between reads (issue 10): acted on only while nothing it is judged by has changed', () => {
  const pool = () => new pg.Pool({ connectionString: ctx.databaseUrl, max: 1 });

  it('a session revoked from elsewhere (another server process, straight in the database) is refused at its next read', async () => {
    const fresh = await registeredFamily(ctx.app, club.slug);
    expect((await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: fresh.token })).statusCode).toBe(200);
    expect((await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: fresh.token })).statusCode).toBe(200);
    const other = pool();
    await other.query(
      `begin; set local app.tenant_id = '${club.tenantId}'; update auth_sessions set revoked_at = now() where tenant_id = '${club.tenantId}'
         and user_id = (select id from users where tenant_id = '${club.tenantId}' and email = '${fresh.email}'); commit`,
    );
    await other.end();
    const res = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: fresh.token });
    expect(res.statusCode).toBe(401);
  });

  it('a permission withdrawn from a staff role is refused at the next read; granted again, it is allowed at once', async () => {
    const staff = await makeStaffWith(ctx.database.db, club, ['show_memberships_page']);
    const token = await tokenFor(ctx.app, club, staff);
    for (let i = 0; i < 2; i++) expect((await api(ctx.app, { url: '/api/memberships', slug: club.slug, token })).statusCode).toBe(200);
    const other = pool();
    const withdraw = `begin; set local app.tenant_id = '${club.tenantId}';
      delete from role_permissions rp using users u where u.tenant_id = rp.tenant_id and u.role_id = rp.role_id
        and u.id = '${staff.id}' and rp.tenant_id = '${club.tenantId}'; commit`;
    await other.query(withdraw);
    const refused = await api(ctx.app, { url: '/api/memberships', slug: club.slug, token });
    expect(refused.statusCode).toBe(403);
    expect((await api(ctx.app, { url: '/api/memberships', slug: club.slug, token })).statusCode).toBe(403);
    await other.query(`begin; set local app.tenant_id = '${club.tenantId}';
      insert into role_permissions (tenant_id, role_id, permission_id)
        select u.tenant_id, u.role_id, p.id from users u join permissions p on p.tenant_id = u.tenant_id and p.name = 'show_memberships_page'
         where u.id = '${staff.id}' and u.tenant_id = '${club.tenantId}'; commit`);
    await other.end();
    expect((await api(ctx.app, { url: '/api/memberships', slug: club.slug, token })).statusCode).toBe(200);
  });

  it("a user's role changed is read afresh: what they are shown follows the new role", async () => {
    const staff = await makeStaffWith(ctx.database.db, club, ['show_memberships_page']);
    const token = await tokenFor(ctx.app, club, staff);
    const before = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token });
    expect(before.json().data.role).toBe('staff');
    await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token });
    const other = pool();
    await other.query(`begin; set local app.tenant_id = '${club.tenantId}';
      update users set role = 'member', role_id = null where tenant_id = '${club.tenantId}' and id = '${staff.id}'; commit`);
    await other.end();
    const after = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.role).toBe('member');
    expect((await api(ctx.app, { url: '/api/memberships', slug: club.slug, token })).statusCode).toBe(403);
  });

  it('the epoch moves with what callers are judged by, not with a new sign-in, and the server cannot move it', async () => {
    const epoch = async () => {
      const c = pool();
      const r = await c.query(`select epoch from auth_epochs where tenant_id = $1`, [club.tenantId]);
      await c.end();
      return Number(r.rows[0]?.epoch ?? 0);
    };
    const start = await epoch();
    const fresh = await registeredFamily(ctx.app, club.slug); // signs in: a new session
    expect(await epoch()).toBe(start);
    const out = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', slug: club.slug, token: fresh.token });
    expect(out.statusCode).toBe(200);
    expect(await epoch()).toBeGreaterThan(start);
    const forged = await ctx.app.tx
      .club(club.tenantId)((tx) => tx.execute(sql`update auth_epochs set epoch = 0`))
      .then(() => null, (err: Error) => String(err.cause ?? err));
    expect(forged).toMatch(/permission denied for table auth_epochs/);
  });

  it('a kept caller gets the same answers as a looked-up one: another family\'s row is still 404, a bad id still 400', async () => {
    const fresh = await registeredFamily(ctx.app, club.slug);
    const other = await registeredFamily(ctx.app, club.slug);
    await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: fresh.token });
    const theirs = await api(ctx.app, { url: `/api/athletes/member/${other.membershipId}`, slug: club.slug, token: fresh.token });
    expect(theirs.statusCode).toBe(404);
    const bad = await api(ctx.app, { url: '/api/athletes/member/not-an-id', slug: club.slug, token: fresh.token });
    expect(bad.statusCode).toBe(400);
    const own = await api(ctx.app, { url: `/api/athletes/member/${fresh.membershipId}`, slug: club.slug, token: fresh.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(1);
  });
});
