// One suite tries every declared operation as the wrong club, the wrong role, staff without the
// operation's permission, and a member naming another family's rows, so a new operation cannot
// forget any of these checks: they come from its declaration (platform/operations.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from '@springboard/contract/permissions';
import type { Access, Operation, PermissionRule } from '@springboard/contract/operation';
import { withTenant } from '../db/tenant-tx.js';
import {
  api,
  makeClub,
  makeStaffWith,
  makeUser,
  registeredFamily,
  tokenFor,
  type ClubFixture,
  type FamilyFixture,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;
let otherAdminToken: string;
let memberToken: string;
let familyA: FamilyFixture;
let familyB: FamilyFixture;
/** Another family's ids by entity, as a member of family A would try them. */
let ofB: Record<'membership' | 'athlete' | 'invoice' | 'payment' | 'customer', string>;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await makeClub(ctx.database.db);
  const other = await makeClub(ctx.database.db);
  otherAdminToken = await tokenFor(ctx.app, other, { id: other.admin.id, role: 'admin' });
  memberToken = await tokenFor(ctx.app, club, await makeUser(ctx.database.db, club, { role: 'member' }));
  familyA = await registeredFamily(ctx.app, club.slug);
  familyB = await registeredFamily(ctx.app, club.slug);
  const [row] = await withTenant(
    ctx.database.db,
    club.tenantId,
    async (tx) =>
      (
        await tx.execute<{ invoice: string; payment: string; customer: string }>(sql`
        select (select id from invoices where membership_id = m.id limit 1) as invoice,
               (select id from payments where membership_id = m.id limit 1) as payment,
               m.provider_customer_id as customer
        from memberships m where m.id = ${familyB.membershipId}`)
      ).rows,
  );
  if (!row?.invoice || !row.payment || !row.customer) throw new Error('family B lacks an invoice, a payment or a customer');
  ofB = {
    membership: familyB.membershipId,
    athlete: familyB.athleteId,
    invoice: row.invoice,
    payment: row.payment,
    customer: row.customer,
  };
});
afterAll(async () => ctx?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

type Declared = { method: string; url: string; op: Operation; access: Access; route: string };

function operations(kinds: Access['kind'][]): Declared[] {
  return ctx.app.routeRules
    .filter((r) => r.method !== 'HEAD' && r.operation && r.access && kinds.includes(r.access.kind))
    .map((r) => ({ method: r.method, url: r.url, op: r.operation!, access: r.access!, route: `${r.method} ${r.url}` }));
}

const fill = (url: string, id = SOME_ID) => url.replace(/:(\w+)/g, id);
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

async function walk(
  list: Declared[],
  call: (d: Declared) => Promise<{ statusCode: number }>,
  expected: number,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const d of list) {
    const res = await call(d);
    if (res.statusCode !== expected) wrong.push(`${d.route} → ${res.statusCode}`);
  }
  return wrong;
}

const asList = (rule: PermissionRule): readonly Permission[] => (typeof rule === 'string' ? [rule] : rule);

describe('every operation', () => {
  it('is declared: every /api route but the API reference comes from a declaration', () => {
    const undeclared = ctx.app.routeRules.filter(
      (r) => !r.operation && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json',
    );
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(operations(['public', 'visitor', 'signedIn', 'family', 'staff', 'admin']).length).toBeGreaterThan(50);
  });

  it("refuses another club's token with 403, before reading anything", async () => {
    const all = operations(['visitor', 'signedIn', 'family', 'staff', 'admin']);
    expect(all.length).toBeGreaterThan(40);
    const wrong = await walk(
      all,
      (d) =>
        api(ctx.app, {
          method: d.method as 'GET',
          url: fill(d.url),
          slug: club.slug,
          token: otherAdminToken,
          body: bodyFor(d.method),
        }),
      403,
    );
    expect(wrong).toEqual([]);
  });

  it('refuses a member on staff and admin operations with 403', async () => {
    const managed = operations(['staff', 'admin']);
    expect(managed.length).toBeGreaterThan(10);
    const wrong = await walk(
      managed,
      (d) =>
        api(ctx.app, {
          method: d.method as 'GET',
          url: fill(d.url),
          slug: club.slug,
          token: memberToken,
          body: bodyFor(d.method),
        }),
      403,
    );
    expect(wrong).toEqual([]);
  });

  it('refuses a visitor on signed-in operations with 401', async () => {
    const signedIn = operations(['signedIn', 'family', 'staff', 'admin']);
    const wrong = await walk(
      signedIn,
      (d) => api(ctx.app, { method: d.method as 'GET', url: fill(d.url), slug: club.slug, body: bodyFor(d.method) }),
      401,
    );
    expect(wrong).toEqual([]);
  });

  it('refuses staff without the operation’s permission with 403 (they hold every other one)', async () => {
    const guarded = operations(['staff', 'family', 'admin']);
    expect(guarded.length).toBeGreaterThan(30);
    const tokens = new Map<string, string>();
    const wrong: string[] = [];
    for (const d of guarded) {
      const needed =
        d.access.kind === 'staff' ? asList(d.access.permission) : d.access.kind === 'family' ? asList(d.access.staff) : [];
      const held = PERMISSIONS.filter((p) => !needed.includes(p));
      const key = held.join(',');
      if (!tokens.has(key)) tokens.set(key, await tokenFor(ctx.app, club, await makeStaffWith(ctx.database.db, club, held)));
      const res = await api(ctx.app, {
        method: d.method as 'GET',
        url: fill(d.url),
        slug: club.slug,
        token: tokens.get(key)!,
        body: bodyFor(d.method),
      });
      if (res.statusCode !== 403)
        wrong.push(`${d.route} (without ${needed.join(' / ') || 'the admin role'}) → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets staff holding only the operation’s permission past the access check', async () => {
    const guarded = operations(['staff', 'family']);
    const wrong: string[] = [];
    for (const d of guarded) {
      const needed =
        d.access.kind === 'staff' ? asList(d.access.permission) : d.access.kind === 'family' ? asList(d.access.staff) : [];
      const token = await tokenFor(ctx.app, club, await makeStaffWith(ctx.database.db, club, [needed[0]!]));
      const res = await api(ctx.app, {
        method: d.method as 'GET',
        url: fill(d.url),
        slug: club.slug,
        token,
        body: bodyFor(d.method),
      });
      if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${d.route} (with ${needed[0]}) → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to a member naming another family's row, whatever else the request holds", async () => {
    const owned = operations(['family']).filter((d) => d.access.kind === 'family' && d.access.owner);
    expect(owned.length).toBeGreaterThan(12);
    const wrong: string[] = [];
    for (const d of owned) {
      const owner = (d.access as Extract<Access, { kind: 'family' }>).owner!;
      const id = ofB[owner.entity];
      let url = owner.in === 'params' ? d.url.replace(`:${owner.key}`, encodeURIComponent(id)) : d.url;
      url = fill(url);
      if (owner.in === 'query') url += `?${owner.key}=${encodeURIComponent(id)}&slotId=${SOME_ID}`;
      const body = owner.in === 'body' ? { [owner.key]: id } : bodyFor(d.method);
      const res = await api(ctx.app, { method: d.method as 'GET', url, slug: club.slug, token: familyA.token, body });
      if (res.statusCode !== 404) wrong.push(`${d.route} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('shows a member no row of another family in any family list', async () => {
    const lists = operations(['family']).filter((d) => d.method === 'GET' && d.access.kind === 'family' && !d.access.owner);
    expect(lists.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const d of lists) {
      const res = await api(ctx.app, { method: 'GET', url: d.url, slug: club.slug, token: familyA.token });
      expect(res.statusCode, d.route).toBe(200);
      for (const id of Object.values(ofB)) if (res.body.includes(id)) leaks.push(`${d.route} shows ${id}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('a staff user whose role lost every permission', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(ctx.app, club, await makeStaffWith(ctx.database.db, club, []));
  });

  it('cannot read or change a membership profile', async () => {
    const url = `/api/memberships/${familyB.membershipId}`;
    expect((await api(ctx.app, { url, slug: club.slug, token })).statusCode).toBe(403);
    const put = await api(ctx.app, {
      method: 'PUT',
      url,
      slug: club.slug,
      token,
      body: {
        first_name: 'Changed',
        last_name: 'By Staff',
        phone: '555-0100',
        address: '1 Road',
        city: 'Town',
        state: 'OR',
        zip: '97477',
      },
    });
    expect(put.statusCode).toBe(403);
    const after = await api(ctx.app, { url, slug: club.slug, token: familyB.token });
    expect(after.json().data.first_name).not.toBe('Changed');
  });

  it('cannot list every athlete or add one to any family', async () => {
    expect((await api(ctx.app, { url: '/api/athletes', slug: club.slug, token })).statusCode).toBe(403);
    const post = await api(ctx.app, {
      method: 'POST',
      url: '/api/athletes',
      slug: club.slug,
      token,
      body: {
        membership_id: familyB.membershipId,
        first_name: 'Sneaky',
        last_name: 'Kid',
        gender: 'female',
        date_of_birth: '2015-01-01',
      },
    });
    expect(post.statusCode).toBe(403);
  });

  it("cannot read a family's invoices, payments or the unpaid list", async () => {
    for (const url of [
      `/api/invoices/member/${familyB.membershipId}`,
      `/api/payments/member/${familyB.membershipId}`,
      '/api/invoices/pending/invoices',
    ]) {
      expect((await api(ctx.app, { url, slug: club.slug, token })).statusCode, url).toBe(403);
    }
  });

  it('cannot record a cash payment or see saved cards', async () => {
    const cash = await api(ctx.app, {
      method: 'POST',
      url: '/api/payments',
      slug: club.slug,
      token,
      body: { membershipId: familyB.membershipId, amount: 10, paymentMethod: 'cash' },
    });
    expect(cash.statusCode).toBe(403);
    expect(
      (await api(ctx.app, { url: `/api/payments/stripe/payment-methods/${ofB.customer}`, slug: club.slug, token })).statusCode,
    ).toBe(403);
  });
});
