import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, makeClub, makeUser, signIn, type ApiCall, type ClubFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { createTokenService, hashToken } from '../../platform/tokens.js';

let ctx: TestContext;
let club: ClubFixture;
let other: ClubFixture;
const PASSWORD = 'correct horse battery';
const secrets = new Set<string>([PASSWORD]);

/** Every call of this file: no response may ever carry a password or a password hash. */
async function call(c: ApiCall) {
  const res = await api(ctx.app, c);
  for (const s of secrets) expect(res.body).not.toContain(s);
  expect(res.body).not.toMatch(/password_hash|passwordHash|\$argon2/);
  return res;
}

const me = (token: string) => call({ url: '/api/auth/me', slug: club.slug, token });
const login = (email: string, password: string, slug = club.slug) =>
  call({ method: 'POST', url: '/api/auth/login', slug, body: { email, password } });
const refresh = (refresh_token: string, slug = club.slug) =>
  call({ method: 'POST', url: '/api/auth/refresh', slug, body: { refresh_token } });

async function q<T>(tenantId: string, query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, tenantId, async (tx) => (await tx.execute(query)).rows as T[]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  club = await makeClub(ctx.database.db);
  other = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

describe('POST /api/auth/login', () => {
  it("returns a bearer session whose user carries the admin's role and club", async () => {
    const res = await login(club.admin.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { id: club.admin.id, email: club.admin.email, role: 'admin', tenant_id: club.tenantId, membership_id: null },
    });
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000 + 800);
    expect(s.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await me(s.access_token)).json().data.id).toBe(club.admin.id);
  });

  it('gives a member the member role, and accepts the address in any case', async () => {
    const member = await makeUser(ctx.database.db, club, { role: 'member' });
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('member');
  });

  it('answers a wrong password and an unknown address with the same 401 body', async () => {
    const wrong = await login(club.admin.email, 'not the password');
    const unknown = await login('nobody-here@example.test', PASSWORD);
    const otherClub = await login(other.admin.email, PASSWORD); // exists, but in another club
    for (const res of [wrong, unknown, otherClub]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(JSON.stringify({ success: false, error: 'Invalid login credentials', code: 'invalid_credentials' }));
    }
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const time = async (email: string) => {
      const t = performance.now();
      await login(email, 'wrong password!');
      return performance.now() - t;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(club.admin.email));
      unknown.push(await time(`ghost${i}@example.test`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('opens a session family and stores the refresh token only as a hash', async () => {
    const s = (await login(club.admin.email, PASSWORD)).json().data;
    const rows = await q<{ token_hash: string; revoked_at: string | null }>(
      club.tenantId,
      sql`select rt.token_hash, s.revoked_at from refresh_tokens rt join auth_sessions s on s.id = rt.session_id
          where rt.token_hash in (${hashToken(s.refresh_token)}, ${s.refresh_token})`,
    );
    expect(rows).toEqual([{ token_hash: hashToken(s.refresh_token), revoked_at: null }]);
  });

  it('refuses a body without a password with 400', async () => {
    const res = await call({ method: 'POST', url: '/api/auth/login', slug: club.slug, body: { email: club.admin.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('password');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair, and the old refresh token stops working', async () => {
    const first = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user).toEqual(first.user);
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    const second = (await refresh(first.refresh_token)).json().data;
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatch(/Already Used/);
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    // Other sign-ins of the same user are other families and live on.
    const elsewhere = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    expect((await me(elsewhere.access_token)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const s = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    const results = await Promise.all([refresh(s.refresh_token), refresh(s.refresh_token), refresh(s.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired refresh token', async () => {
    const s = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    await q(
      club.tenantId,
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(s.refresh_token)}`,
    );
    const res = await refresh(s.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'Refresh token expired', code: 'refresh_token_expired' });
  });

  it('refuses garbage, and a refresh token presented to another club', async () => {
    const s = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh(s.refresh_token, other.slug)).statusCode).toBe(401);
    expect((await refresh(s.refresh_token)).statusCode).toBe(200); // the failed attempt elsewhere spent nothing
  });
});

describe('POST /api/auth/logout', () => {
  it('ends every session of the user at once, on every device', async () => {
    const user = await makeUser(ctx.database.db, club, { role: 'staff' });
    const phone = await signIn(ctx.app, club.slug, user.email, user.password);
    const laptop = await signIn(ctx.app, club.slug, user.email, user.password);
    const admin = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    const res = await call({ method: 'POST', url: '/api/auth/logout', slug: club.slug, token: phone.access_token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Signed out' });
    for (const s of [phone, laptop]) {
      expect((await me(s.access_token)).json()).toEqual({
        success: false,
        error: 'Authentication required',
        code: 'authentication_required',
      });
      expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    }
    expect((await me(admin.access_token)).statusCode).toBe(200); // someone else's session is untouched
  });

  it('needs a signed-in user', async () => {
    expect((await call({ method: 'POST', url: '/api/auth/logout', slug: club.slug })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it("lists the permissions of the user's role", async () => {
    const staff = await makeUser(ctx.database.db, club, { role: 'staff' });
    const s = await signIn(ctx.app, club.slug, staff.email, staff.password);
    const body = (await me(s.access_token)).json();
    expect(body.data).toEqual({
      id: staff.id,
      email: staff.email,
      first_name: 'Test',
      last_name: 'staff',
      role: 'staff',
      tenant_id: club.tenantId,
      membership_id: null,
      permissions: expect.arrayContaining(['add_membership_page', 'mark_attendance_page', 'generate_invoice_page']),
    });
    const member = await makeUser(ctx.database.db, club, { role: 'member' });
    const ms = await signIn(ctx.app, club.slug, member.email, member.password);
    expect((await me(ms.access_token)).json().data.permissions).toEqual([]);
  });

  it('refuses no token, garbage, a forged token and an expired token with 401', async () => {
    const forged = await createTokenService('another secret that is long enough to use').signAccess({
      userId: club.admin.id,
      tenantId: club.tenantId,
      sessionId: crypto.randomUUID(),
      role: 'admin',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 60 * 60 * 1000);
    const stale = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    vi.useRealTimers();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: club.admin.id, tid: club.tenantId })).toString('base64url')}.`;
    expect((await call({ url: '/api/auth/me', slug: club.slug })).statusCode).toBe(401);
    for (const token of ['garbage', forged.token, stale.access_token, unsigned]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Authentication required', code: 'authentication_required' });
    }
  });

  it("answers 403 to a token used with another club's x-tenant-id", async () => {
    const s = await signIn(ctx.app, club.slug, club.admin.email, PASSWORD);
    const res = await call({ url: '/api/auth/me', slug: other.slug, token: s.access_token });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/auth/register', () => {
  const register = (token: string | undefined, body: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/auth/register', slug: club.slug, ...(token ? { token } : {}), body });
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signIn(ctx.app, club.slug, club.admin.email, PASSWORD)).access_token;
  });

  it('adds a staff member by default, who can then sign in with staff permissions', async () => {
    const email = `coach-${Date.now()}@example.test`;
    secrets.add('coach password 1');
    const res = await register(adminToken, {
      email,
      password: 'coach password 1',
      firstName: 'Cora',
      lastName: 'Coach',
      tenant_id: club.tenantId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Staff registered successfully',
      data: { email, role: 'staff', first_name: 'Cora', tenant_id: club.tenantId },
    });
    const s = await signIn(ctx.app, club.slug, email, 'coach password 1');
    expect(s.user.role).toBe('staff');
    expect((await me(s.access_token)).json().data.permissions).toContain('show_memberships_page');
  });

  it('adds an admin when asked, and refuses a taken address in any case with 409', async () => {
    const email = `boss-${Date.now()}@example.test`;
    const res = await register(adminToken, { role: 'admin', email, password: 'boss password', firstName: 'B', lastName: 'Oss' });
    expect(res.json().data.role).toBe('admin');
    const again = await register(adminToken, {
      email: email.toUpperCase(),
      password: 'another one',
      firstName: 'B',
      lastName: 'Two',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: 'A user with this email already exists', code: 'user_email_taken' });
  });

  it('keeps SQL-looking and emoji-laden names exactly as typed', async () => {
    const firstName = "Robert'); DROP TABLE users;--";
    const lastName = 'Zoë 🤸‍♀️ Ñandú "the \\ flyer"';
    const email = `odd-${Date.now()}@example.test`;
    const res = await register(adminToken, { email, password: 'odd names pass', firstName, lastName });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ first_name: firstName, last_name: lastName });
    const s = await signIn(ctx.app, club.slug, email, 'odd names pass');
    expect((await me(s.access_token)).json().data).toMatchObject({ first_name: firstName, last_name: lastName });
  });

  it('refuses missing names and short passwords with the form messages', async () => {
    const blank = await register(adminToken, {
      email: 'blank@example.test',
      password: 'long enough',
      firstName: '  ',
      lastName: 'X',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('Please fill out all required fields.');
    const short = await register(adminToken, { email: 'short@example.test', password: 'short', firstName: 'A', lastName: 'B' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('Password must be at least 8 characters.');
  });

  it('is for admins only', async () => {
    const staff = await makeUser(ctx.database.db, club, { role: 'staff' });
    const staffToken = (await signIn(ctx.app, club.slug, staff.email, staff.password)).access_token;
    const body = { email: 'sneaky@example.test', password: 'sneaky password', firstName: 'S', lastName: 'N', role: 'admin' };
    expect((await register(staffToken, body)).statusCode).toBe(403);
    expect((await register(undefined, body)).statusCode).toBe(401);
    const otherAdmin = (await signIn(ctx.app, other.slug, other.admin.email, PASSWORD)).access_token;
    expect((await register(otherAdmin, body)).statusCode).toBe(403);
  });
});

describe('password storage', () => {
  it('hashes with argon2id, m ≥ 19456 KiB, t ≥ 2, p = 1, salted per user', async () => {
    const a = await makeUser(ctx.database.db, club, { password: 'same password' });
    const b = await makeUser(ctx.database.db, club, { password: 'same password' });
    const rows = await q<{ password_hash: string }>(
      club.tenantId,
      sql`select password_hash from users where id in (${a.id}, ${b.id}, ${club.admin.id})`,
    );
    expect(rows).toHaveLength(3);
    for (const { password_hash } of rows) {
      const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(password_hash);
      expect(m).not.toBeNull();
      expect(Number(m![1])).toBeGreaterThanOrEqual(19456);
      expect(Number(m![2])).toBeGreaterThanOrEqual(2);
      expect(Number(m![3])).toBe(1);
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });
});
