// Every refusal carries its catalogue code (and params) next to the English sentence, whatever
// raised it: a contract schema, a service's fieldError, a missing row, a conflict, Fastify itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/factories.js';
import { addClub, type TestClub } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
});
afterAll(async () => ctx?.close());

describe('error codes', () => {
  it('gives a schema refusal its code: a missing field is required, a long one too_long with its maximum', async () => {
    const missing = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      slug: club.slug,
      body: { email: 'ana@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      error: 'password is required',
      code: 'required',
      details: [{ field: 'password', message: 'password is required', code: 'required' }],
    });
    const long = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      slug: club.slug,
      body: { email: 'ana@example.com', password: 'x'.repeat(201) },
    });
    expect(long.json().details).toEqual([expect.objectContaining({ field: 'password', code: 'too_long', params: { max: 200 } })]);
  });

  it("gives a service's field refusal, a missing row and a conflict their codes", async () => {
    const admin = club.admin.token;
    const future = await api(ctx.app, {
      method: 'POST',
      url: '/api/athletes',
      slug: club.slug,
      token: admin,
      body: { first_name: 'Ana', last_name: 'Ruiz', gender: 'Female', date_of_birth: '2999-01-01' },
    });
    expect(future.json().details).toEqual([{ field: 'date_of_birth', message: 'cannot be in the future', code: 'in_future' }]);

    const gone = await api(ctx.app, {
      url: '/api/memberships/00000000-0000-4000-8000-000000000000',
      slug: club.slug,
      token: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, error: 'Membership not found', code: 'membership_not_found' });

    const taken = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      slug: club.slug,
      token: admin,
      body: { email: club.admin.email, password: 'a long password', firstName: 'Ana', lastName: 'Ruiz' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'A user with this email already exists', code: 'user_email_taken' });
  });

  it("gives Fastify's own refusals codes: malformed JSON, an unknown route", async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': club.slug, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, error: 'Malformed JSON body', code: 'malformed_json' });

    const unknown = await api(ctx.app, { url: '/api/no-such-thing?x=1', slug: club.slug });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      error: 'Route GET /api/no-such-thing not found',
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/no-such-thing' },
    });
  });
});
