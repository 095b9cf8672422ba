// Builders for test data with sensible defaults and unique names, so test files run in parallel.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createClub } from '../src/modules/clubs/clubs.service.js';
import type { Db } from '../src/db/client.js';

export function uniq(prefix = 'x'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${uniq(prefix)}@example.test`;
}

export type ClubFixture = {
  tenantId: string;
  slug: string;
  name: string;
  admin: { id: string; email: string; password: string };
};

export async function makeClub(db: Db, overrides: { slug?: string; name?: string; domain?: string } = {}): Promise<ClubFixture> {
  const slug = overrides.slug ?? uniq('club-');
  const name = overrides.name ?? `Club ${slug}`;
  const admin = { email: uniqueEmail('admin'), password: 'correct horse battery' };
  const { tenantId, adminUserId } = await createClub(db, {
    slug,
    name,
    adminEmail: admin.email,
    adminPassword: admin.password,
    ...(overrides.domain ? { domain: overrides.domain } : {}),
  });
  return { tenantId, slug, name, admin: { ...admin, id: adminUserId } };
}

export type ApiCall = {
  method?: InjectOptions['method'];
  url: string;
  slug?: string | null;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A call as the web app makes it: x-tenant-id from the club, bearer token when signed in. */
export async function api(app: FastifyInstance, call: ApiCall): Promise<LightMyRequestResponse & { body: string; json: () => any }> {
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  if (call.slug) headers['x-tenant-id'] = call.slug;
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const res = await app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers,
    ...(call.body !== undefined ? { payload: call.body as InjectOptions['payload'] } : {}),
  });
  return res;
}
