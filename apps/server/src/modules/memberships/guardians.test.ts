import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, signIn, uniqueEmail } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let family: Family;
let neighbour: Family;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  family = await addFamily(ctx, club, { language: 'es' });
  neighbour = await addFamily(ctx, club);
});
afterAll(async () => ctx?.close());

/** The invited guardian's name, which an invitation must give. */
const NAMED = { first_name: 'Sam', last_name: 'Second' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, body?: unknown, slug = club.slug) =>
  api(ctx.app, { method, url, slug, ...(token ? { token } : {}), body });

async function q<T>(tenantId: string, query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, tenantId, async (tx) => (await tx.execute(query)).rows as T[]);
}

/** The invitation e-mailed to `email`: its subject, text and the token of its link. */
async function invitation(email: string, c: TestClub = club) {
  const [mail] = await q<{ subject: string; text: string; kind: string }>(
    c.tenantId,
    sql`select subject, text, kind from email_outbox where to_address = ${email} and kind = 'invitation' order by created_at desc limit 1`,
  );
  expect(mail, `invitation to ${email}`).toBeDefined();
  const token = /reset-password\?token=([\w-]+)&invited=1/.exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeTruthy();
  return { ...mail!, token: token! };
}

/** Invites, follows the link to choose a password, and signs the new guardian in. */
async function secondGuardian(f: Family, email = uniqueEmail('second')) {
  const res = await call('POST', `/api/memberships/${f.membershipId}/guardians`, f.token, {
    email,
    first_name: 'Sam',
    last_name: 'Second',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = await invitation(email);
  const set = await call('POST', '/api/auth/reset-password', undefined, { token, password: 'another good secret' });
  expect(set.statusCode, set.body).toBe(200);
  const session = await signIn(ctx.app, club.slug, email, 'another good secret');
  return { userId: res.json().data.user_id as string, email, token: session.access_token, session };
}

describe('POST /api/memberships/{id}/guardians', () => {
  it("e-mails the invitation in the family's language; the guardian signs in to the same family under their own name", async () => {
    const email = uniqueEmail('second');
    const res = await call('POST', `/api/memberships/${family.membershipId}/guardians`, family.token, {
      email,
      first_name: 'Sam',
      last_name: 'Second',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ email, first_guardian: false, has_signed_in: false, first_name: 'Sam' });
    const mail = await invitation(email);
    expect(mail.subject).toContain('le invita');
    const set = await call('POST', '/api/auth/reset-password', undefined, { token: mail.token, password: 'another good secret' });
    expect(set.statusCode).toBe(200);
    const session = await signIn(ctx.app, club.slug, email, 'another good secret');
    expect(session.user).toMatchObject({ membership_id: family.membershipId, role: 'member', first_name: 'Sam' });
    const t = session.access_token;

    // The same family's rows, whatever the route.
    for (const url of [
      `/api/memberships/${family.membershipId}`,
      `/api/invoices/member/${family.membershipId}`,
      `/api/athletes/member/${family.membershipId}`,
      `/api/athletes/${family.athleteId}`,
      `/api/invoices/${family.invoiceId}`,
      '/api/memberships/me',
      `/api/memberships/${family.membershipId}/guardians`,
    ]) {
      expect((await call('GET', url, t)).statusCode, url).toBe(200);
    }
    // Another family's stay out of reach.
    for (const url of [
      `/api/memberships/${neighbour.membershipId}`,
      `/api/invoices/member/${neighbour.membershipId}`,
      `/api/athletes/${neighbour.athleteId}`,
    ]) {
      expect((await call('GET', url, t)).statusCode, url).toBe(404);
    }
    // A change is theirs: autopay switched by the second guardian, and their own name stays theirs.
    expect((await call('PATCH', `/api/memberships/autopay/${family.membershipId}`, t, { autoPayment: true })).statusCode).toBe(
      200,
    );
    const renamed = await call('PUT', '/api/auth/me', t, { first_name: 'Samuel', last_name: 'Second' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const m = (await call('GET', `/api/memberships/${family.membershipId}`, family.token)).json().data;
    expect(m).toMatchObject({ first_name: 'Pat', last_name: 'Parent', user_id: family.id });

    const guardians = (await call('GET', `/api/memberships/${family.membershipId}/guardians`, club.admin.token)).json().data;
    expect(
      guardians.map((g: { email: string; first_guardian: boolean; has_signed_in: boolean }) => [
        g.email,
        g.first_guardian,
        g.has_signed_in,
      ]),
    ).toEqual([
      [family.email, true, true],
      [email, false, true],
    ]);

    const audit = await q<{ actor_user_id: string }>(
      club.tenantId,
      sql`select actor_user_id from audit_log where action = 'guardian_added' and entity_id = ${family.membershipId}`,
    );
    expect(audit).toEqual([{ actor_user_id: family.id }]);
  });

  it("sends the family's e-mails to every guardian", async () => {
    const f = await addFamily(ctx, club);
    const second = await secondGuardian(f);
    const sent = await call('POST', '/api/email/send-email', club.admin.token, {
      to: f.email,
      subject: 'Gym closed Monday',
      message: 'Snow day.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await q<{ to_address: string }>(
      club.tenantId,
      sql`select to_address from email_outbox where subject = 'Gym closed Monday' order by to_address`,
    );
    expect(rows.map((r) => r.to_address).sort()).toEqual([f.email, second.email].sort());
  });

  it('refuses an e-mail already in the club (409 naming email) and takes one of another club', async () => {
    for (const email of [neighbour.email, club.admin.email, family.email.toUpperCase()]) {
      const res = await call('POST', `/api/memberships/${family.membershipId}/guardians`, family.token, { email, ...NAMED });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().details[0]).toMatchObject({ field: 'email', code: 'guardian_email_in_club' });
    }
    const bad = await call('POST', `/api/memberships/${family.membershipId}/guardians`, family.token, {
      email: 'not-an-email',
      ...NAMED,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'email' });
    // Without a name: refused, naming it (what they do is recorded under it, and they sign with it).
    const nameless = await call('POST', `/api/memberships/${family.membershipId}/guardians`, family.token, {
      email: uniqueEmail(),
      first_name: ' ',
      last_name: 'Second',
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().details[0]).toMatchObject({ field: 'first_name', code: 'required' });
    const elsewhere = await call('POST', `/api/memberships/${family.membershipId}/guardians`, family.token, {
      email: other.admin.email,
      ...NAMED,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('lets the first guardian and staff invite; not another family, staff without the permission or another club', async () => {
    expect(
      (
        await call('POST', `/api/memberships/${family.membershipId}/guardians`, neighbour.token, {
          email: uniqueEmail(),
          ...NAMED,
        })
      ).statusCode,
    ).toBe(404);
    const noPerm = await addStaff(ctx, club, { permissions: ['mark_attendance_page'] });
    expect(
      (await call('POST', `/api/memberships/${family.membershipId}/guardians`, noPerm.token, { email: uniqueEmail(), ...NAMED }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/memberships/${family.membershipId}/guardians`, noPerm.token)).statusCode).toBe(403);
    const staff = await addStaff(ctx, club, { permissions: ['show_memberships_page'] });
    expect(
      (
        await call('POST', `/api/memberships/${neighbour.membershipId}/guardians`, staff.token, {
          email: uniqueEmail(),
          ...NAMED,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(
          'POST',
          `/api/memberships/${family.membershipId}/guardians`,
          other.admin.token,
          { email: uniqueEmail(), ...NAMED },
          other.slug,
        )
      ).statusCode,
    ).toBe(404);
    const f = await addFamily(ctx, club);
    const second = await secondGuardian(f);
    const byThird = await call('POST', `/api/memberships/${f.membershipId}/guardians`, second.token, {
      email: uniqueEmail(),
      ...NAMED,
    });
    expect(byThird.statusCode).toBe(403);
    expect(byThird.json().code).toBe('first_guardian_only');
  });

  it("leaves the family's details to the first guardian: a second guardian's change is refused, nothing changed", async () => {
    const f = await addFamily(ctx, club);
    const second = await secondGuardian(f);
    const profile = {
      first_name: 'Sam',
      last_name: 'Second',
      phone: '555-0199',
      address: '2 Elm St',
      city: 'Eugene',
      state: 'OR',
      zip: '97401',
    };
    const refused = await call('PUT', `/api/memberships/${f.membershipId}`, second.token, profile);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('first_guardian_only');
    const m = (await call('GET', `/api/memberships/${f.membershipId}`, f.token)).json().data;
    expect(m).toMatchObject({ first_name: 'Pat', last_name: 'Parent', user_id: f.id });
    expect(m.address).not.toBe('2 Elm St');
    const own = await call('PUT', `/api/memberships/${f.membershipId}`, f.token, {
      ...profile,
      first_name: 'Pat',
      last_name: 'Parent',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ address: '2 Elm St' });
    const byStaff = await call('PUT', `/api/memberships/${f.membershipId}`, club.admin.token, {
      ...profile,
      first_name: 'Pat',
      last_name: 'Parent',
      city: 'Salem',
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
  });
});

describe('DELETE /api/memberships/{id}/guardians/{userId}', () => {
  it('removes the second guardian and ends their sessions at once; the first guardian stays', async () => {
    const f = await addFamily(ctx, club);
    const second = await secondGuardian(f);
    expect((await call('GET', `/api/memberships/${f.membershipId}`, second.token)).statusCode).toBe(200);

    const notFirst = await call('DELETE', `/api/memberships/${f.membershipId}/guardians/${f.id}`, second.token);
    expect(notFirst.statusCode).toBe(409);
    expect(notFirst.json().code).toBe('first_guardian_stays');
    expect(
      (await call('DELETE', `/api/memberships/${f.membershipId}/guardians/${second.userId}`, neighbour.token)).statusCode,
    ).toBe(404);

    const res = await call('DELETE', `/api/memberships/${f.membershipId}/guardians/${second.userId}`, f.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/api/memberships/${f.membershipId}`, second.token)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, { email: second.email, password: 'another good secret' });
    expect(login.statusCode).toBe(401);
    expect((await call('GET', `/api/memberships/${f.membershipId}/guardians`, f.token)).json().data).toHaveLength(1);
    expect((await call('DELETE', `/api/memberships/${f.membershipId}/guardians/${second.userId}`, f.token)).statusCode).toBe(404);

    const audit = await q<{ actor_user_id: string }>(
      club.tenantId,
      sql`select actor_user_id from audit_log where action = 'guardian_removed' and entity_id = ${f.membershipId}`,
    );
    expect(audit).toEqual([{ actor_user_id: f.id }]);
    // The e-mail is free again: the family may invite it anew.
    expect(
      (await call('POST', `/api/memberships/${f.membershipId}/guardians`, f.token, { email: second.email, ...NAMED })).statusCode,
    ).toBe(201);
  });

  it('lets staff with the memberships permission remove a guardian', async () => {
    const f = await addFamily(ctx, club);
    const second = await secondGuardian(f);
    const staff = await addStaff(ctx, club, { permissions: ['show_memberships_page'] });
    expect((await call('DELETE', `/api/memberships/${f.membershipId}/guardians/${second.userId}`, staff.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me', second.token)).statusCode).toBe(401);
  });
});
