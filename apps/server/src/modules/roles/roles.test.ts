import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@springboard/contract/permissions';

/** What a new club's staff role holds: every page, not giving money back (manage_credits), medical
 *  details (view_medical_info), make-up tokens (manage_makeups) or every class (all_classes): those are
 *  the admin's to hand out. */
const STAFF_DEFAULT = PERMISSIONS.filter(
  (p) => !['manage_credits', 'view_medical_info', 'manage_makeups', 'all_classes'].includes(p),
);
import { api, uniq, type ClubFixture } from '../../../test/factories.js';
import { addClub, addMember, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { permissions, rolePermissions, roles } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let adminToken: string;
let otherAdminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await addClub(ctx);
  adminToken = club.admin.token;
  otherAdminToken = other.admin.token;
});
afterAll(async () => ctx?.close());

type Role = { id: string; name: string; editable: boolean; user_count: number };
type Perm = { id: string; name: string; description: string | null; built_in: boolean };

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>, slug = club.slug, app = ctx.app) => api(app, { slug, ...c });
const get = async <T>(url: string, token = adminToken, slug = club.slug): Promise<T> => {
  const res = await call({ url, token }, slug);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
};
const roleNamed = async (name: string, token = adminToken, slug = club.slug) =>
  (await get<Role[]>('/api/role-permission/roles', token, slug)).find((r) => r.name === name)!;
const permsOf = async (roleId: string, token = adminToken, slug = club.slug) =>
  (await get<Perm[]>(`/api/role-permission/roles/${roleId}/permissions`, token, slug)).map((p) => p.name);
const setPerms = (roleId: string, ids: unknown, token = adminToken, slug = club.slug) =>
  call({ method: 'POST', url: `/api/role-permission/roles/${roleId}/permissions`, token, body: { permission_ids: ids } }, slug);
const addPerm = (body: unknown, token = adminToken, slug = club.slug) =>
  call({ method: 'POST', url: '/api/role-permission/permissions', token, body }, slug);

/** A permission a club added before permissions became a fixed list (it is still stored, opens nothing). */
async function legacyPerm(name: string, c: ClubFixture = club): Promise<Perm> {
  const [row] = await withTenant(ctx.database.db, c.tenantId, (tx) =>
    tx
      .insert(permissions)
      .values({ tenantId: c.tenantId, name, description: null })
      .returning({ id: permissions.id, name: permissions.name }),
  );
  return { ...row!, description: null, built_in: false };
}

/** The club's permission rows and role links, as stored: what "unchanged" is checked against. */
async function snapshot(c: ClubFixture) {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => ({
    permissions: (await tx.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((p) => p.name).sort(),
    links: (await tx.select().from(rolePermissions)).map((l) => `${l.roleId}:${l.permissionId}`).sort(),
  }));
}

describe('a new club', () => {
  it('has the admin, staff and member roles; staff hold every page permission (not manage_credits), admins every one, members none', async () => {
    const c = await addClub(ctx);
    const token = c.admin.token;
    const list = await get<Role[]>('/api/role-permission/roles', token, c.slug);
    expect(list.map((r) => [r.name, r.editable, r.user_count])).toEqual([
      ['admin', false, 1],
      ['staff', true, 0],
      ['member', false, 0],
    ]);
    const all = await get<Perm[]>('/api/role-permission/permissions', token, c.slug);
    expect(all.map((p) => p.name)).toEqual([...PERMISSIONS]);
    expect(all.every((p) => p.built_in && p.description)).toBe(true);
    expect(await permsOf(list[1]!.id, token, c.slug)).toEqual(STAFF_DEFAULT);
    expect(await permsOf(list[0]!.id, token, c.slug)).toEqual([...PERMISSIONS]);
    expect(await permsOf(list[2]!.id, token, c.slug)).toEqual([]);
  });
});

describe('narrowing the staff role', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second server process over the same database, as behind a load balancer: its own app, with
    // nothing in memory shared with the first (the connection pool keeps no state of its own).
    second = await buildApp({ config: ctx.config, database: ctx.database, logger: false, jobs: false, outboxPollMs: 0 });
    await second.ready();
  });
  afterAll(async () => second?.close());

  it("applies to the staff member's next request, on every server process, and widening gives it back", async () => {
    const c = await addClub(ctx);
    const admin = c.admin.token;
    const coachToken = (await addStaff(ctx, c)).token;
    const staffRole = await roleNamed('staff', admin, c.slug);
    const all = await get<Perm[]>('/api/role-permission/permissions', admin, c.slug);
    const only = (...names: string[]) => all.filter((p) => names.includes(p.name)).map((p) => p.id);

    const onBoth = async (url: string) => [
      (await call({ url, token: coachToken }, c.slug)).statusCode,
      (await call({ url, token: coachToken }, c.slug, second)).statusCode,
    ];
    expect(await onBoth('/api/memberships')).toEqual([200, 200]);
    expect(await onBoth('/api/athletes')).toEqual([200, 200]);

    // Narrowed on one process: the other refuses at once (permissions are read on every request).
    const narrowed = await setPerms(staffRole.id, only('mark_attendance_page', 'manage_athletes_page'), admin, c.slug);
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).toMatchObject({ message: 'Permissions updated successfully' });
    expect(narrowed.json().data.map((p: Perm) => p.name)).toEqual(['mark_attendance_page', 'manage_athletes_page']);
    expect(await onBoth('/api/memberships')).toEqual([403, 403]);
    expect(await onBoth('/api/athletes')).toEqual([200, 200]);
    const me = (await call({ url: '/api/auth/me', token: coachToken }, c.slug, second)).json().data;
    expect(me.permissions).toEqual(['manage_athletes_page', 'mark_attendance_page']);

    // Widened again on the second process: the first lets the coach back in.
    const widened = await call(
      {
        method: 'POST',
        url: `/api/role-permission/roles/${staffRole.id}/permissions`,
        token: admin,
        body: { permission_ids: only('show_memberships_page') },
      },
      c.slug,
      second,
    );
    expect(widened.statusCode).toBe(200);
    expect(await onBoth('/api/memberships')).toEqual([200, 200]);
    expect(await onBoth('/api/athletes')).toEqual([403, 403]);

    // Nothing at all: every staff operation refused.
    expect((await setPerms(staffRole.id, [], admin, c.slug)).statusCode).toBe(200);
    expect(await permsOf(staffRole.id, admin, c.slug)).toEqual([]);
    expect(await onBoth('/api/memberships')).toEqual([403, 403]);
  });

  it('takes the same id once when it is sent twice', async () => {
    const staffRole = await roleNamed('staff');
    const [first] = await get<Perm[]>('/api/role-permission/permissions');
    const res = await setPerms(staffRole.id, [first!.id, first!.id]);
    expect(res.statusCode).toBe(200);
    expect(await permsOf(staffRole.id)).toEqual([first!.name]);
    expect(
      (
        await setPerms(
          staffRole.id,
          (await get<Perm[]>('/api/role-permission/permissions')).map((p) => p.id),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses an unknown or another club's role or permission with 404 and changes nothing", async () => {
    const staffRole = await roleNamed('staff');
    const theirStaff = await roleNamed('staff', otherAdminToken, other.slug);
    const theirPerm = (await get<Perm[]>('/api/role-permission/permissions', otherAdminToken, other.slug))[0]!;
    const ours = (await get<Perm[]>('/api/role-permission/permissions')).map((p) => p.id);
    const before = await snapshot(club);
    const beforeOther = await snapshot(other);

    const unknownRole = await setPerms('00000000-0000-4000-8000-000000000000', ours);
    expect(unknownRole.statusCode).toBe(404);
    expect(unknownRole.json().error).toBe('Role not found');
    expect((await setPerms(theirStaff.id, [ours[0]])).statusCode).toBe(404);
    expect((await call({ url: `/api/role-permission/roles/${theirStaff.id}/permissions`, token: adminToken })).statusCode).toBe(
      404,
    );
    const foreign = await setPerms(staffRole.id, [ours[0], theirPerm.id]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'Permission not found', details: [{ field: 'permission_ids' }] });
    expect((await setPerms(staffRole.id, ['00000000-0000-4000-8000-000000000001'])).statusCode).toBe(404);

    expect(await snapshot(club)).toEqual(before);
    expect(await snapshot(other)).toEqual(beforeOther);
  });

  it('refuses a malformed list with 400 naming the field', async () => {
    const staffRole = await roleNamed('staff');
    const before = await snapshot(club);
    for (const bad of [undefined, 'all', ['not-a-uuid']]) {
      const res = await call({
        method: 'POST',
        url: `/api/role-permission/roles/${staffRole.id}/permissions`,
        token: adminToken,
        body: bad === undefined ? {} : { permission_ids: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toMatch(/^permission_ids/);
    }
    expect(await snapshot(club)).toEqual(before);
  });

  it('keeps the admin and member roles fixed (409): admins hold every permission, members none', async () => {
    const before = await snapshot(club);
    const adminRole = await roleNamed('admin');
    const memberRole = await roleNamed('member');
    const ids = (await get<Perm[]>('/api/role-permission/permissions')).map((p) => p.id);
    const a = await setPerms(adminRole.id, []);
    expect(a.statusCode).toBe(409);
    expect(a.json().error).toBe('Admins always hold every permission; the admin role cannot be changed.');
    const m = await setPerms(memberRole.id, ids);
    expect(m.statusCode).toBe(409);
    expect(m.json().error).toMatch(/Members only reach their own family/);
    expect(await snapshot(club)).toEqual(before);
  });
});

describe('adding and deleting permissions', () => {
  it('refuses to add a permission (400 naming the field): a permission a club named would open nothing', async () => {
    const before = await snapshot(club);
    const res = await addPerm({ name: uniq('view_reports_'), description: 'Open the reports' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'permission_list_fixed',
      details: [{ field: 'name', code: 'permission_list_fixed' }],
    });
    for (const body of [{ name: '   ' }, { description: 'no name' }]) {
      const blank = await addPerm(body);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details).toEqual([expect.objectContaining({ field: 'name', message: 'Permission name is required' })]);
    }
    expect(await snapshot(club)).toEqual(before);
    const list = await get<Perm[]>('/api/role-permission/permissions');
    expect(list.map((p) => p.name)).toEqual([...PERMISSIONS]);
  });

  it('deletes a permission the club added earlier, and takes it from the roles that held it', async () => {
    const created = await legacyPerm(uniq('front_desk_'));
    const staffRole = await roleNamed('staff');
    const ids = (await get<Perm[]>('/api/role-permission/permissions')).map((p) => p.id);
    expect((await setPerms(staffRole.id, ids)).statusCode).toBe(200);
    expect(await permsOf(staffRole.id)).toContain(created.name);

    const res = await call({ method: 'DELETE', url: `/api/role-permission/permissions/${created.id}`, token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Permission Deleted' });
    expect((await get<Perm[]>('/api/role-permission/permissions')).some((p) => p.id === created.id)).toBe(false);
    const held = await permsOf(staffRole.id);
    expect(held).not.toContain(created.name);
    expect(held).toEqual(expect.arrayContaining(STAFF_DEFAULT));
    expect(
      (await call({ method: 'DELETE', url: `/api/role-permission/permissions/${created.id}`, token: adminToken })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete one of the six built-in permissions (409): the staff pages depend on them', async () => {
    const before = await snapshot(club);
    const builtIn = (await get<Perm[]>('/api/role-permission/permissions')).find((p) => p.name === 'view_membership_invoices')!;
    const res = await call({ method: 'DELETE', url: `/api/role-permission/permissions/${builtIn.id}`, token: adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'This permission opens pages of Springboard and cannot be deleted. Untick it on a role instead.',
    );
    expect(await snapshot(club)).toEqual(before);
  });

  it("answers 404 for another club's permission, which stays", async () => {
    const theirs = await legacyPerm(uniq('theirs_'), other);
    const res = await call({ method: 'DELETE', url: `/api/role-permission/permissions/${theirs.id}`, token: adminToken });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Permission not found');
    const still = await withTenant(ctx.database.db, other.tenantId, (tx) =>
      tx.select().from(permissions).where(eq(permissions.id, theirs.id)),
    );
    expect(still).toHaveLength(1);
  });
});

describe('who may manage roles', () => {
  it('only admins: staff holding every permission and members get 403 on all six calls, and nothing changes', async () => {
    const staff = (await addStaff(ctx, club, { permissions: PERMISSIONS })).token;
    const member = (await addMember(ctx, club)).token;
    const staffRole = await roleNamed('staff');
    const custom = await legacyPerm(uniq('custom_'));
    const before = await snapshot(club);
    for (const token of [staff, member]) {
      const calls = [
        call({ url: '/api/role-permission/roles', token }),
        call({ url: '/api/role-permission/permissions', token }),
        call({ url: `/api/role-permission/roles/${staffRole.id}/permissions`, token }),
        addPerm({ name: uniq('sneaky_') }, token),
        setPerms(staffRole.id, [], token),
        call({ method: 'DELETE', url: `/api/role-permission/permissions/${custom.id}`, token }),
      ];
      expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect(await snapshot(club)).toEqual(before);
    const roleRows = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.select().from(roles).where(eq(roles.id, staffRole.id)),
    );
    expect(roleRows).toHaveLength(1);
  });
});
