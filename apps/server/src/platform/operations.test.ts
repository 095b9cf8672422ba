// A request runs in one transaction: the caller's session, the family check and the handler's work.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import {
  api,
  makeClub,
  makeStaffWith,
  registeredFamily,
  tokenFor,
  type ClubFixture,
  type FamilyFixture,
} from '../../test/factories.js';
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
  return {
    /** Transactions opened since (and how many were READ ONLY), and the spies removed. */
    stop: () => {
      const total = {
        transactions: open.mock.calls.length + club.mock.calls.length,
        reads: open.mock.calls.filter(([scope]) => scope.readOnly).length,
      };
      open.mockRestore();
      club.mockRestore();
      return total;
    },
  };
}

/** The statements sent to PostgreSQL until stop(), in order (the opening and COMMIT as sent), and
 *  for each, how many answers to earlier statements had come back when it was sent (the same
 *  count as the statement before it: sent in the same round trip). */
function recordStatements() {
  const original = pg.Client.prototype.query;
  let answers = 0;
  const answeredBefore: number[] = [];
  const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    answeredBefore.push(answers);
    const out = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (out instanceof Promise)
      out.then(
        () => answers++,
        () => answers++,
      );
    return out as never;
  });
  const stop = () => {
    const texts = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : ((q as { text?: string }).text ?? '')));
    query.mockRestore();
    return texts;
  };
  return { stop, answeredBefore };
}

const OPEN_READ = /^begin read only; set local role springboard_app; set local app\.tenant_id = '[0-9a-f-]{36}'$/;
const OPEN_WRITE = /^begin; set local role springboard_app; set local app\.tenant_id = '[0-9a-f-]{36}'$/;
const LOOKUP = /from auth_sessions s join users u/;

describe('what a request sends to PostgreSQL', () => {
  it('GET /api/auth/me: one READ ONLY transaction with the club and role set LOCAL, the session looked up in it, in one round trip', async () => {
    const sent = recordStatements();
    const res = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: family.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(family.email);
    const texts = sent.stop();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(OPEN_READ);
    expect(texts[1]).toMatch(LOOKUP);
    expect(texts[2]).toBe('commit');
    // Answered from the caller alone: the COMMIT left with the lookup, before any answer came back.
    expect(sent.answeredBefore).toEqual([0, 0, 0]);
  });

  it("a member naming a row: the owner's lookup goes with the session's, then the read and its COMMIT", async () => {
    const fresh = await registeredFamily(ctx.app, club.slug);
    const sent = recordStatements();
    const res = await api(ctx.app, { url: `/api/invoices/member/${fresh.membershipId}`, slug: club.slug, token: fresh.token });
    expect(res.statusCode).toBe(200);
    const texts = sent.stop();
    // A membership is its own family's: no owner lookup. The invoices come with their lines in one
    // read behind the session's lookup, both in the one READ ONLY transaction, its COMMIT right behind.
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(OPEN_READ);
    expect(texts[1]).toMatch(LOOKUP);
    expect(texts[2]).toMatch(/from invoice_lines l[\s\S]*from invoices i join memberships/);
    expect(texts[3]).toBe('commit');
    // The read does not depend on who calls: it leaves with the lookup, one round trip in all.
    expect(sent.answeredBefore).toEqual([0, 0, 0, 0]);
    const other = await registeredFamily(ctx.app, club.slug);
    const theirs = await api(ctx.app, { url: `/api/invoices/member/${other.membershipId}`, slug: club.slug, token: fresh.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Membership not found');
  });

  it('a read sent with the lookup answers nothing to a caller the lookup refuses', async () => {
    const fresh = await registeredFamily(ctx.app, club.slug);
    const out = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', slug: club.slug, token: fresh.token });
    expect(out.statusCode).toBe(200);
    const sent = recordStatements();
    const res = await api(ctx.app, { url: `/api/invoices/member/${fresh.membershipId}`, slug: club.slug, token: fresh.token });
    // The read ran behind the lookup in the same READ ONLY transaction; its rows were dropped.
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'Authentication required' });
    expect(JSON.stringify(res.json())).not.toMatch(/amount|invoice_number|lines/);
    const texts = sent.stop();
    expect(texts[1]).toMatch(LOOKUP);
    expect(texts.filter((t) => /^begin/.test(t))).toHaveLength(1);

    // Staff without the list's permission: 403, and the families stay unseen.
    const clerk = await makeStaffWith(ctx.database.db, club, []);
    const list = await api(ctx.app, { url: '/api/memberships', slug: club.slug, token: await tokenFor(ctx.app, club, clerk) });
    expect(list.statusCode).toBe(403);
    expect(JSON.stringify(list.json())).not.toContain(fresh.email);
    // With it, the same read answers.
    const viewer = await makeStaffWith(ctx.database.db, club, ['show_memberships_page']);
    const allowed = await api(ctx.app, {
      url: '/api/memberships',
      slug: club.slug,
      token: await tokenFor(ctx.app, club, viewer),
    });
    expect(allowed.statusCode).toBe(200);
    expect(JSON.stringify(allowed.json())).toContain(fresh.email);
  });

  it('a write runs in one transaction that is not READ ONLY: the opening with the session lookup, the write, COMMIT', async () => {
    const sent = recordStatements();
    const res = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/memberships/autopay/${family.membershipId}`,
      slug: club.slug,
      token: family.token,
      body: { autoPayment: false },
    });
    expect(res.statusCode).toBe(200);
    const texts = sent.stop();
    expect(texts[0]).toMatch(OPEN_WRITE);
    expect(texts[1]).toMatch(LOOKUP);
    expect(texts.some((t) => /^update "memberships"/.test(t))).toBe(true);
    expect(texts.at(-1)).toBe('commit');
    expect(texts.filter((t) => /^begin/.test(t))).toHaveLength(1);
  });

  it('a revoked session is refused by the lookup, and its transaction rolled back', async () => {
    const other = await registeredFamily(ctx.app, club.slug);
    const out = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', slug: club.slug, token: other.token });
    expect(out.statusCode).toBe(200);
    const sent = recordStatements();
    const res = await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token: other.token });
    expect(res.statusCode).toBe(401);
    const texts = sent.stop();
    // /me's READ ONLY transaction ends with the lookup (it reads nothing else); nothing follows it.
    expect(texts).toHaveLength(3);
    expect(texts[1]).toMatch(LOOKUP);
    expect(texts[2]).toBe('commit');
    // A read that waits for its caller (it reads the caller's own family) rolls back, having read nothing.
    const list = recordStatements();
    const refused = await api(ctx.app, { url: '/api/memberships/me', slug: club.slug, token: other.token });
    expect(refused.statusCode).toBe(401);
    const listTexts = list.stop();
    expect(listTexts).toHaveLength(3);
    expect(listTexts[1]).toMatch(LOOKUP);
    expect(listTexts[2]).toBe('rollback');
  });
});

describe('a signed-in request', () => {
  it('loads the caller, checks the family and reads the rows in one READ ONLY transaction (a read)', async () => {
    const count = countTransactions();
    const res = await api(ctx.app, { url: `/api/athletes/member/${family.membershipId}`, slug: club.slug, token: family.token });
    const opened = count.stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(opened).toEqual({ transactions: 1, reads: 1 });
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

describe('the caller is looked up on every request: a change made anywhere applies at the next one', () => {
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
    for (let i = 0; i < 2; i++)
      expect((await api(ctx.app, { url: '/api/memberships', slug: club.slug, token })).statusCode).toBe(200);
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

  it("another family's row is 404 and a bad id 400, whatever the caller read before", async () => {
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
