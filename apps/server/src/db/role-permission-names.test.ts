// A role keeps the sorted names of its permissions beside it (roles.permission_names), which every
// signed-in request reads: the trigger on role_permissions keeps them right through a grant, a
// withdrawal, a rename, and the role's or the club's deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { connect, type Database } from './client.js';
import { withTenant } from './tenant-tx.js';
import { createTestDatabase } from '../../test/test-app.js';
import { makeClub, makeStaffWith } from '../../test/factories.js';
import { permissions, rolePermissions, roles, tenants, users } from './schema.js';

let test: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  database = connect(test.url, 2);
});

afterAll(async () => {
  await database?.close();
  await test?.drop();
});

describe('roles.permission_names', () => {
  it("follow the role's permissions, sorted, in the transaction that changes them", async () => {
    const club = await makeClub(database.db);
    const staff = await makeStaffWith(database.db, club, ['show_memberships_page', 'manage_athletes_page', 'all_classes']);
    const names = () =>
      withTenant(database.db, club.tenantId, async (tx) => {
        const [row] = await tx
          .select({ names: roles.permissionNames })
          .from(roles)
          .innerJoin(users, eq(users.roleId, roles.id))
          .where(eq(users.id, staff.id));
        return row?.names;
      });
    expect(await names()).toEqual(['all_classes', 'manage_athletes_page', 'show_memberships_page']);

    const roleId = (
      await withTenant(database.db, club.tenantId, (tx) =>
        tx.select({ id: users.roleId }).from(users).where(eq(users.id, staff.id)),
      )
    )[0]!.id!;
    const permissionId = (name: string) =>
      withTenant(
        database.db,
        club.tenantId,
        async (tx) => (await tx.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name)))[0]!.id,
      );
    const classes = await permissionId('all_classes');
    await withTenant(database.db, club.tenantId, (tx) =>
      tx.delete(rolePermissions).where(eq(rolePermissions.permissionId, classes)),
    );
    expect(await names()).toEqual(['manage_athletes_page', 'show_memberships_page']);

    const credits = await permissionId('manage_credits');
    await withTenant(database.db, club.tenantId, (tx) =>
      tx.insert(rolePermissions).values({ tenantId: club.tenantId, roleId, permissionId: credits }),
    );
    expect(await names()).toEqual(['manage_athletes_page', 'manage_credits', 'show_memberships_page']);

    // A rename (none today; the catalogue is fixed) reaches every role holding it.
    await withTenant(database.db, club.tenantId, (tx) =>
      tx.update(permissions).set({ name: 'a_renamed_one' }).where(eq(permissions.id, credits)),
    );
    expect(await names()).toEqual(['a_renamed_one', 'manage_athletes_page', 'show_memberships_page']);

    // Deleting the role (its grants go with it) and then the club leaves nothing behind and fails nothing.
    await withTenant(database.db, club.tenantId, async (tx) => {
      await tx.update(users).set({ roleId: null }).where(eq(users.id, staff.id));
      await tx.delete(roles).where(eq(roles.id, roleId));
    });
    await database.db.delete(tenants).where(eq(tenants.id, club.tenantId));
    expect(await database.db.select().from(roles).where(eq(roles.tenantId, club.tenantId))).toEqual([]);
  });

  it("are the admin role's whole catalogue for a new club", async () => {
    const club = await makeClub(database.db);
    const [admin] = await withTenant(database.db, club.tenantId, (tx) =>
      tx.select({ names: roles.permissionNames }).from(roles).where(eq(roles.name, 'admin')),
    );
    const all = await withTenant(database.db, club.tenantId, (tx) => tx.select({ name: permissions.name }).from(permissions));
    expect(admin?.names).toEqual(all.map((p) => p.name).sort());
  });
});
