import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, makeClub, makeStaffWith, makeUser, signIn, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addMember, addStaff, signInAs, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { memberships, roles, users } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let other: ClubFixture;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await makeClub(ctx.database.db);
  adminToken = club.admin.token;
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>, slug = club.slug) => api(ctx.app, { slug, ...c });
const update = (id: string, body: unknown, token = adminToken) => call({ method: 'PUT', url: `/api/users/${id}`, token, body });

/** The user's row as stored, with the name of the role its role_id points at. */
async function stored(c: ClubFixture, id: string) {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => {
    const [u] = await tx
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        roleId: users.roleId,
        membershipId: users.membershipId,
      })
      .from(users)
      .where(eq(users.id, id));
    const [r] = u?.roleId ? await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, u.roleId)) : [];
    return u ? { ...u, roleName: r?.name ?? null } : null;
  });
}

async function membershipRow(c: ClubFixture, id: string) {
  return withTenant(
    ctx.database.db,
    c.tenantId,
    async (tx) => (await tx.select().from(memberships).where(eq(memberships.id, id)))[0],
  );
}

/** A second admin of the club, with a token. */
async function anotherAdmin(c: ClubFixture = club) {
  return signInAs(ctx, c, await makeUser(ctx.database.db, c, { role: 'admin' }));
}

describe('GET /api/users', () => {
  it('lists the club’s users with their role and role name, and ?role=staff only the staff', async () => {
    const coach = await makeUser(ctx.database.db, club, { role: 'staff' });
    const parent = await makeUser(ctx.database.db, club, { role: 'member' });
    const elsewhere = await makeUser(ctx.database.db, other, { role: 'staff' });

    const all = await call({ url: '/api/users', token: adminToken });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as { id: string; email: string; role: string; role_name: string | null }[];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([club.admin.id, coach.id, parent.id]));
    expect(rows.find((r) => r.id === coach.id)).toMatchObject({
      email: coach.email,
      role: 'staff',
      role_name: 'staff',
      membership_id: null,
    });
    expect(rows.some((r) => r.id === elsewhere.id)).toBe(false);
    expect(all.body).not.toMatch(/password|\$argon2/i);

    const staff = (await call({ url: '/api/users?role=staff', token: adminToken })).json().data as { id: string; role: string }[];
    expect(staff.map((r) => r.id)).toContain(coach.id);
    expect(staff.every((r) => r.role === 'staff')).toBe(true);
    expect((await call({ url: '/api/users?role=owner', token: adminToken })).statusCode).toBe(400);
  });

  it('is for admins only: staff holding every permission and members get 403, visitors 401', async () => {
    const staff = (await addStaff(ctx, club, { permissions: PERMISSIONS })).token;
    const member = (await addMember(ctx, club)).token;
    expect((await call({ url: '/api/users', token: staff })).statusCode).toBe(403);
    expect((await call({ url: '/api/users?role=staff', token: member })).statusCode).toBe(403);
    expect((await call({ url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}', () => {
  it('renames a staff member and keeps their role', async () => {
    const coach = await makeUser(ctx.database.db, club, { role: 'staff' });
    const res = await update(coach.id, { first_name: ' Cora ', last_name: 'Coach', role: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated',
      data: { id: coach.id, first_name: 'Cora', last_name: 'Coach', role: 'staff' },
    });
    expect(await stored(club, coach.id)).toMatchObject({
      firstName: 'Cora',
      lastName: 'Coach',
      role: 'staff',
      roleName: 'staff',
    });
  });

  it('moves role and role_id together, and signs the user out so they come back with the new role', async () => {
    const coach = await makeUser(ctx.database.db, club, { role: 'staff' });
    const session = await signIn(ctx.app, club.slug, coach.email, coach.password);
    expect((await call({ url: '/api/users', token: session.access_token })).statusCode).toBe(403);

    const res = await update(coach.id, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Role updated', data: { role: 'admin', role_name: 'admin' } });
    expect(await stored(club, coach.id)).toMatchObject({ role: 'admin', roleName: 'admin' });
    // The old session is over; a new sign-in is an admin.
    expect((await call({ url: '/api/auth/me', token: session.access_token })).statusCode).toBe(401);
    const again = await signIn(ctx.app, club.slug, coach.email, coach.password);
    expect(again.user.role).toBe('admin');
    expect((await call({ url: '/api/users', token: again.access_token })).statusCode).toBe(200);

    await update(coach.id, { role: 'member' });
    expect(await stored(club, coach.id)).toMatchObject({ role: 'member', roleName: 'member' });
  });

  it('gives a fresh sign-up (role user) a role and the matching role row', async () => {
    const fresh = await makeUser(ctx.database.db, club, { role: 'user' });
    expect(await stored(club, fresh.id)).toMatchObject({ role: 'user', roleId: null });
    expect((await update(fresh.id, { role: 'staff' })).statusCode).toBe(200);
    expect(await stored(club, fresh.id)).toMatchObject({ role: 'staff', roleName: 'staff' });
  });

  it('keeps a staff member on their own staff role when only the names change', async () => {
    const narrowed = await makeStaffWith(ctx.database.db, club, ['mark_attendance_page']);
    const before = await stored(club, narrowed.id);
    expect((await update(narrowed.id, { first_name: 'Nina', last_name: 'Narrow', role: 'staff' })).statusCode).toBe(200);
    expect(await stored(club, narrowed.id)).toMatchObject({ firstName: 'Nina', role: 'staff', roleId: before!.roleId });
  });

  it("updates a member's membership profile with the user, and refuses profile fields for a user without one", async () => {
    const family = await addFamily(ctx, club);
    const me = (await call({ url: '/api/auth/me', token: family.token })).json().data as { id: string };
    const profile = { phone: '555-0142', address: '9 Oak Ave', city: 'Salem', state: 'OR', zip: '97301' };
    const res = await update(me.id, { first_name: 'Robin', last_name: 'Guardian', ...profile });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Robin', last_name: 'Guardian', membership_id: family.membershipId });
    expect(await membershipRow(club, family.membershipId)).toMatchObject({
      firstName: 'Robin',
      lastName: 'Guardian',
      ...profile,
    });

    const coach = await makeUser(ctx.database.db, club, { role: 'staff' });
    const refused = await update(coach.id, { first_name: 'Changed', phone: '555-0100' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'This user has no membership, so there is no profile to update.',
      details: [{ field: 'phone' }],
    });
    expect((await stored(club, coach.id))!.firstName).toBe('Test');
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const coach = await makeUser(ctx.database.db, club, { role: 'staff' });
    const blank = await update(coach.id, { first_name: '   ', last_name: 'Coach' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ field: 'first_name', message: 'is required', code: 'required' }]);
    const badRole = await update(coach.id, { role: 'superuser' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details[0].field).toBe('role');
    expect((await update(coach.id, { role: 'user' })).statusCode).toBe(400);
    const empty = await update(coach.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/Nothing to update/);
    expect(
      (await call({ method: 'PUT', url: '/api/users/not-a-uuid', token: adminToken, body: { role: 'staff' } })).statusCode,
    ).toBe(400);
    expect(await stored(club, coach.id)).toMatchObject({
      firstName: 'Test',
      lastName: 'staff',
      role: 'staff',
      roleName: 'staff',
    });
  });

  it("answers 404 for an unknown id and for another club's user, which stays as it was", async () => {
    expect((await update('00000000-0000-4000-8000-000000000000', { role: 'admin' })).statusCode).toBe(404);
    const elsewhere = await makeUser(ctx.database.db, other, { role: 'staff' });
    const res = await update(elsewhere.id, { role: 'admin', first_name: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('User not found');
    expect(await stored(other, elsewhere.id)).toMatchObject({ firstName: 'Test', role: 'staff' });
  });

  it('is for admins only: staff holding every permission get 403 and nothing changes', async () => {
    const staff = await addStaff(ctx, club, { permissions: PERMISSIONS });
    const token = staff.token;
    const res = await update(staff.id, { role: 'admin' }, token);
    expect(res.statusCode).toBe(403);
    expect((await stored(club, staff.id))!.role).toBe('staff');
  });
});

describe('the last admin', () => {
  it('cannot be demoted, by themselves or anyone: 409 with the reason, and the club keeps its admin', async () => {
    const solo = await addClub(ctx);
    const token = solo.admin.token;
    const res = await call({ method: 'PUT', url: `/api/users/${solo.admin.id}`, token, body: { role: 'staff' } }, solo.slug);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('The club must keep at least one admin. Make another user an admin first.');
    expect(await stored(solo, solo.admin.id)).toMatchObject({ role: 'admin', roleName: 'admin' });
    // Names are still theirs to change.
    expect(
      (await call({ method: 'PUT', url: `/api/users/${solo.admin.id}`, token, body: { first_name: 'Sole' } }, solo.slug))
        .statusCode,
    ).toBe(200);
  });

  it('may step down once another admin exists; then the other one is the last', async () => {
    const c = await addClub(ctx);
    const second = await anotherAdmin(c);
    const firstToken = c.admin.token;
    expect(
      (await call({ method: 'PUT', url: `/api/users/${c.admin.id}`, token: second.token, body: { role: 'staff' } }, c.slug))
        .statusCode,
    ).toBe(200);
    expect((await call({ url: '/api/users', token: firstToken }, c.slug)).statusCode).toBe(401);
    const last = await call(
      { method: 'PUT', url: `/api/users/${second.id}`, token: second.token, body: { role: 'member' } },
      c.slug,
    );
    expect(last.statusCode).toBe(409);
    expect(await stored(c, second.id)).toMatchObject({ role: 'admin' });
  });

  it('survives two admins demoting each other at the same moment: exactly one change goes through', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await addClub(ctx);
      const a = c.admin;
      const b = await anotherAdmin(c);
      const [ab, ba] = await Promise.all([
        call({ method: 'PUT', url: `/api/users/${b.id}`, token: a.token, body: { role: 'staff' } }, c.slug),
        call({ method: 'PUT', url: `/api/users/${a.id}`, token: b.token, body: { role: 'staff' } }, c.slug),
      ]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      // The loser is refused as the last admin (409), or was already demoted when its request was
      // judged: its role no longer allows it (403), or its session had already ended with the demotion
      // (401: a role change signs the user out).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = (await Promise.all([stored(c, a.id), stored(c, b.id)])).filter((u) => u!.role === 'admin');
      expect(admins).toHaveLength(1);
    }
  });
});
