// The public address of the club's own pictures: anyone's browser fetches them from
// /api/clubs/{slug}/pictures/{hash}/{width} (no tenant header, as an <img> cannot send one). The
// uploads are the settings' (hero image) and the programs' (a program's picture) calls.
import type { FastifyInstance } from 'fastify';
import { pictureOperations } from '@springboard/contract/operations/pictures';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { findTenantBySlug } from '../../platform/tenancy.js';
import { readPictureFile } from './pictures.service.js';

/** The address names the content (a hash): browsers and proxies keep it for a year. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

export async function picturesRoutes(app: FastifyInstance) {
  registerOperations(app, pictureOperations, {
    picture: {
      handle: async ({ params, reply }) => {
        const tenant = await app.tx.noClub((tx) => findTenantBySlug(tx, params.slug.toLowerCase()));
        const file = tenant ? await app.tx.club(tenant.id)((tx) => readPictureFile(tx, params.hash, params.width)) : null;
        if (!file) throw new AppError('NOT_FOUND', 'picture_not_found');
        reply
          .header('content-type', file.contentType)
          .header('cache-control', PICTURE_CACHE)
          .header('x-content-type-options', 'nosniff');
        return result(file.bytes);
      },
    },
  });
}
