// GET /api/settings (anyone on the club's site), POST /api/settings (admin), the club logo (upload,
// remove, and its public address), the hero image (upload, remove) and the payment provider and its
// keys (admin).
import type { FastifyInstance } from 'fastify';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { findTenantBySlug } from '../../platform/tenancy.js';
import { readLogo, removeLogo, storeLogo } from '../pictures/logo.service.js';
import { preparePicture, removePicture, storePicture } from '../pictures/pictures.service.js';
import { getPaymentProvider, updatePaymentProvider } from './payment-provider.service.js';
import { auditPicture, getSettings, lockHero, updateSettings } from './settings.service.js';

const SAVED = 'Settings updated successfully';
/** The logo's address names its content (a hash): browsers and proxies keep it for a year. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

export async function settingsRoutes(app: FastifyInstance) {
  const keys = { appSecret: app.config.appSecret, publicUrl: app.config.publicUrl };

  registerOperations(app, settingsOperations, {
    get: { handle: async ({ run, tenant }) => result(await run((tx) => getSettings(tx, tenant))) },
    update: {
      handle: async ({ run, tenant, user, body }) => {
        const data = await run(async (tx) => {
          await updateSettings(tx, tenant, body, user.id);
          return getSettings(tx, tenant);
        });
        return result(data, SAVED);
      },
    },
    uploadLogo: {
      handle: async ({ run, tenant, user, body }) => {
        const data = await run(async (tx) => {
          await storeLogo(tx, tenant, body);
          await auditPicture(tx, tenant.id, user.id, 'logo_changed');
          return getSettings(tx, tenant);
        });
        return result(data, 'Logo uploaded successfully');
      },
    },
    removeLogo: {
      handle: async ({ run, tenant, user }) => {
        const data = await run(async (tx) => {
          await removeLogo(tx, tenant.id);
          await auditPicture(tx, tenant.id, user.id, 'logo_removed');
          return getSettings(tx, tenant);
        });
        return result(data, 'Logo removed');
      },
    },
    logo: {
      handle: async ({ params, reply }) => {
        const tenant = await app.tx.noClub((tx) => findTenantBySlug(tx, params.slug.toLowerCase()));
        const logo = tenant ? await app.tx.club(tenant.id)((tx) => readLogo(tx, params.hash)) : null;
        if (!logo) throw new AppError('NOT_FOUND', 'logo_not_found');
        reply
          .header('content-type', logo.contentType)
          .header('cache-control', LOGO_CACHE)
          .header('x-content-type-options', 'nosniff');
        return result(logo.bytes);
      },
    },
    paymentProvider: { handle: async ({ run, tenant }) => result(await run((tx) => getPaymentProvider(tx, tenant, keys))) },
    updatePaymentProvider: {
      handle: async ({ run, tenant, user, body }) => {
        const data = await run(async (tx) => {
          await updatePaymentProvider(tx, tenant.id, keys.appSecret, body, user.id);
          return getPaymentProvider(tx, tenant, keys);
        });
        return result(data, SAVED);
      },
    },
    uploadHeroImage: {
      handle: async ({ run, tenant, user, body }) => {
        // The access check's transaction ends before the picture is worked on (no connection held meanwhile).
        await run(async () => undefined);
        const picture = await preparePicture(body, 'hero');
        const data = await run(async (tx) => {
          await lockHero(tx, tenant.id);
          await storePicture(tx, tenant.id, { kind: 'hero' }, picture);
          await auditPicture(tx, tenant.id, user.id, 'hero_image_changed');
          return getSettings(tx, tenant);
        });
        return result(data, 'Hero image uploaded successfully');
      },
    },
    removeHeroImage: {
      handle: async ({ run, tenant, user }) => {
        const data = await run(async (tx) => {
          await lockHero(tx, tenant.id);
          await removePicture(tx, { kind: 'hero' });
          await auditPicture(tx, tenant.id, user.id, 'hero_image_removed');
          return getSettings(tx, tenant);
        });
        return result(data, 'Hero image removed');
      },
    },
  });
}
