// One suite tries every registered route as the wrong club and as the wrong role, so a new route
// cannot forget either check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeClub, makeUser, tokenFor, type ClubFixture } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;
let otherAdminToken: string;
let memberToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await makeClub(ctx.database.db);
  const other = await makeClub(ctx.database.db);
  otherAdminToken = await tokenFor(ctx.app, other, { id: other.admin.id, role: 'admin' });
  memberToken = await tokenFor(ctx.app, club, await makeUser(ctx.database.db, club, { role: 'member' }));
});
afterAll(async () => ctx?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function routes(kinds: string[]) {
  return ctx.app.routeRules
    .filter((r) => r.method !== 'HEAD' && r.access && kinds.includes(r.access.kind))
    .map((r) => ({ method: r.method, url: r.url.replace(/:(\w+)/g, SOME_ID), route: `${r.method} ${r.url}` }));
}

describe('every route', () => {
  it("refuses another club's token with 403, before reading anything", async () => {
    const all = routes(['visitor', 'member', 'staff', 'admin']);
    expect(all.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const r of all) {
      const res = await api(ctx.app, {
        method: r.method as 'GET',
        url: r.url,
        slug: club.slug,
        token: otherAdminToken,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 403) wrong.push(`${r.route} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a member on staff and admin routes with 403', async () => {
    const managed = routes(['staff', 'admin']);
    expect(managed.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of managed) {
      const res = await api(ctx.app, {
        method: r.method as 'GET',
        url: r.url,
        slug: club.slug,
        token: memberToken,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 403) wrong.push(`${r.route} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a visitor on signed-in routes with 401', async () => {
    const signedIn = routes(['member', 'staff', 'admin']);
    const wrong: string[] = [];
    for (const r of signedIn) {
      const res = await api(ctx.app, {
        method: r.method as 'GET',
        url: r.url,
        slug: club.slug,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) wrong.push(`${r.route} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
