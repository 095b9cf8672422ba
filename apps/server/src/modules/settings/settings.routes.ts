// GET /api/settings (anyone on the club's site) and POST /api/settings (admin).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettings, updateSettingsBody } from '@springboard/contract/settings';
import { access } from '../../platform/access.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/app-error.js';
import { findTenantByDomain, getSettings, updateSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { config: { access: access.visitor }, schema: { tags: ['settings'], response: { 200: envelope(publicSettings), ...errorResponses } } },
    async (req) => ok(await req.tenantTx((tx) => getSettings(tx, req.tenant))),
  );

  app.post(
    '/api/settings',
    {
      config: { access: access.admin },
      schema: { tags: ['settings'], body: updateSettingsBody, response: { 200: envelope(publicSettings), ...errorResponses } },
    },
    async (req) => {
      const data = await req.tenantTx(async (tx) => {
        await updateSettings(tx, req.tenant.id, req.body);
        return getSettings(tx, req.tenant);
      });
      return ok(data, 'Settings updated successfully');
    },
  );

  // Clubs on their own host name: the web app asks which club a domain belongs to (no tenant header).
  app.get(
    '/api/tenant-lookup',
    {
      config: { access: access.public },
      schema: {
        tags: ['settings'],
        querystring: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
        response: { 200: envelope(z.object({ id: z.string(), slug: z.string(), name: z.string() })), ...errorResponses },
      },
    },
    async (req) => {
      const tenant = await findTenantByDomain(app.db, req.query.domain);
      if (!tenant) throw new AppError('NOT_FOUND', 'Club not found');
      return ok(tenant);
    },
  );

  app.get(
    '/api/auth/current-tenant',
    {
      config: { access: access.visitor },
      schema: { tags: ['settings'], response: { 200: envelope(z.object({ id: z.string(), slug: z.string(), name: z.string() })) } },
    },
    async (req) => ok(req.tenant),
  );
};
