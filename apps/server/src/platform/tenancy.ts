// Resolves the club of every /api call from `x-tenant-id` (its slug): 400 when missing, 404 when
// unknown. Then checks the bearer token against the route's access rule.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENANT_HEADER } from '@springboard/contract/api';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema.js';
import { withoutTenant, withTenant } from '../db/tenant-tx.js';
import type { Db } from '../db/client.js';
import { allows, type Access, type Principal } from './access.js';
import { AppError } from './app-error.js';
import { loadPrincipal } from './principal.js';
import { SLIDING_REFRESH_SECONDS } from './tokens.js';

export type Tenant = { id: string; slug: string; name: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    tenant: Tenant;
    user: Principal | null;
    /** One transaction as the RLS-bound role with this request's club set. */
    tenantTx: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
    /** The caller's access token is close to expiry: the response carries a fresh one. */
    slideToken: boolean;
  }
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const CACHE_MS = 30_000;

async function tenancy(app: FastifyInstance) {
  // Slug lookups are cached briefly per process; a miss is never cached, so a new club works at once.
  const cache = new Map<string, { tenant: Tenant; until: number }>();

  async function findTenant(slug: string): Promise<Tenant | null> {
    const hit = cache.get(slug);
    if (hit && hit.until > Date.now()) return hit.tenant;
    const rows = await withoutTenant(app.db, (tx) =>
      tx.select({ id: tenants.id, slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.slug, slug)).limit(1),
    );
    const tenant = rows[0] ?? null;
    if (tenant) cache.set(slug, { tenant, until: Date.now() + CACHE_MS });
    return tenant;
  }

  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('user', null);
  app.decorateRequest('slideToken', false);

  // The documents' sliding refresh: a success envelope gains `token`, which the web client stores.
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const user = req.user;
    if (!req.slideToken || !user || !isSuccessEnvelope(payload) || 'token' in payload) return payload;
    const { token } = await app.tokens.signAccess({ userId: user.id, tenantId: user.tenantId, sessionId: user.sessionId, role: user.role });
    return { ...payload, token };
  });
  app.decorateRequest('tenantTx', function <T>(this: FastifyRequest, fn: (tx: Db) => Promise<T>) {
    if (!this.tenant) throw new AppError('BAD_REQUEST', 'Tenant context required');
    return withTenant(this.server.db, this.tenant.id, fn);
  });

  app.addHook('onRequest', async (req) => {
    const rule = req.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return;
    const raw = req.headers[TENANT_HEADER];
    const slug = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
    if (!slug) throw new AppError('BAD_REQUEST', 'Tenant context required');
    const tenant = SLUG.test(slug) ? await findTenant(slug) : null;
    if (!tenant) throw new AppError('NOT_FOUND', 'Club not found');
    req.tenant = tenant;
  });

  app.addHook('preValidation', async (req) => {
    const rule = req.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return;
    const bearer = bearerToken(req);
    if (bearer) {
      const claims = await app.tokens.verifyAccess(bearer);
      if (claims && claims.tenantId !== req.tenant.id) {
        throw new AppError('FORBIDDEN', 'This token belongs to another club');
      }
      if (claims) {
        req.user = await withTenant(app.db, req.tenant.id, (tx) => loadPrincipal(tx, claims.sessionId, claims.userId));
        if (req.user && claims.expiresAt - Date.now() / 1000 < SLIDING_REFRESH_SECONDS) req.slideToken = true;
      }
      if (!req.user && rule.kind !== 'visitor') throw new AppError('UNAUTHORIZED', 'Authentication required');
    }
    if (rule.kind === 'visitor') return;
    if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (!allows(rule, req.user)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  });
}

function isSuccessEnvelope(p: unknown): p is { success: true } {
  return typeof p === 'object' && p !== null && (p as { success?: unknown }).success === true;
}

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

export const tenancyPlugin = fp(tenancy, { name: 'tenancy' });
