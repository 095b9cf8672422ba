// Resolves the club of every /api call from `x-tenant-id` (its slug): 400 when missing, 404 when
// unknown. The caller and the route's access rule are judged by platform/operations.ts.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TENANT_HEADER } from '@springboard/contract/api';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema.js';
import type { Access, Principal } from './access.js';
import { AppError } from './app-error.js';
import type { Tx } from '../db/tenant-tx.js';

export type Tenant = { id: string; slug: string; name: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    tenant: Tenant;
    user: Principal | null;
    /** The caller's access token is close to expiry: the response carries a fresh one. */
    slideToken: boolean;
  }
}

/** A club by its slug, for the few public addresses that name the club in the path rather than the header. */
export async function findTenantBySlug(tx: Tx, slug: string): Promise<{ id: string; slug: string } | null> {
  const rows = await tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0] ?? null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const CACHE_MS = 30_000;

async function tenancy(app: FastifyInstance) {
  // Slug lookups are cached briefly per process; a miss is never cached, so a new club works at once.
  const cache = new Map<string, { tenant: Tenant; until: number }>();

  function cachedTenant(slug: string): Tenant | undefined {
    const hit = cache.get(slug);
    return hit && hit.until > Date.now() ? hit.tenant : undefined;
  }

  async function findTenant(slug: string): Promise<Tenant | null> {
    const rows = await app.tx.noClub((tx) =>
      tx.select({ id: tenants.id, slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.slug, slug)).limit(1),
    );
    const tenant = rows[0] ?? null;
    if (tenant) cache.set(slug, { tenant, until: Date.now() + CACHE_MS });
    return tenant;
  }

  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('user', null);
  app.decorateRequest('slideToken', false);

  // Sliding refresh: a success envelope gains `token`, which the web client stores.
  // Callback hooks, answered at once on the common path (no token to slide, the club known): no
  // promise per request.
  app.addHook('preSerialization', (req, _reply, payload, done) => {
    const user = req.user;
    if (!req.slideToken || !user || !isSuccessEnvelope(payload) || 'token' in payload) return done(null, payload);
    app.tokens.signAccess({ userId: user.id, tenantId: user.tenantId, sessionId: user.sessionId, role: user.role }).then(
      ({ token }) => done(null, { ...payload, token }),
      (err: Error) => done(err),
    );
  });

  app.addHook('onRequest', (req, _reply, done) => {
    const rule = req.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return done();
    const raw = req.headers[TENANT_HEADER];
    const slug = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
    if (!slug) return done(new AppError('BAD_REQUEST', 'tenant_required'));
    const found = (tenant: Tenant | null) => {
      if (!tenant) return done(new AppError('NOT_FOUND', 'club_not_found'));
      req.tenant = tenant;
      done();
    };
    if (!SLUG.test(slug)) return found(null);
    const known = cachedTenant(slug);
    if (known) return found(known);
    findTenant(slug).then(found, (err: Error) => done(err));
  });
}

function isSuccessEnvelope(p: unknown): p is { success: true } {
  return typeof p === 'object' && p !== null && (p as { success?: unknown }).success === true;
}

export const tenancyPlugin = fp(tenancy, { name: 'tenancy' });
