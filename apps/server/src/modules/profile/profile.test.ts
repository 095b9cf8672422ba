import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeClub, makeUser, tokenFor, type ClubFixture } from '../../../test/factories.js';
import { addFamily, addStaff } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

describe('PUT /api/auth/me (the shared /profile page)', () => {
  it('renames the signed-in staff member, as GET /api/auth/me then shows', async () => {
    const token = (await addStaff(ctx, club)).token;
    const res = await call({ method: 'PUT', url: '/api/auth/me', token, body: { first_name: ' Jordan ', last_name: 'Coach' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    expect(res.json().data).toMatchObject({ first_name: 'Jordan', last_name: 'Coach', role: 'staff' });
    expect(res.json().data.password_hash).toBeUndefined();
    expect((await call({ url: '/api/auth/me', token })).json().data).toMatchObject({ first_name: 'Jordan', last_name: 'Coach' });
  });

  it("keeps a member's membership under the same name", async () => {
    const f = await addFamily(ctx, club);
    const res = await call({
      method: 'PUT',
      url: '/api/auth/me',
      token: f.token,
      body: { first_name: 'Robin', last_name: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call({ url: '/api/memberships/me', token: f.token })).json().data).toMatchObject({
      first_name: 'Robin',
      last_name: 'Renamed',
    });
  });

  it('refuses a blank name, naming the field, and keeps the old one', async () => {
    const token = await tokenFor(ctx.app, club, await makeUser(ctx.database.db, club, { role: 'admin' }));
    const res = await call({ method: 'PUT', url: '/api/auth/me', token, body: { first_name: 'Sam', last_name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'last_name', message: 'is required', code: 'required' }]);
    expect((await call({ url: '/api/auth/me', token })).json().data).toMatchObject({ first_name: 'Test', last_name: 'admin' });
    expect((await call({ method: 'PUT', url: '/api/auth/me', body: { first_name: 'A', last_name: 'B' } })).statusCode).toBe(401);
  });
});
