// The club's own pictures (issue 11): the admin uploads and removes the hero image (Manage Settings)
// and a program's picture (the program forms); anyone's browser fetches them from the public address
// /api/clubs/{slug}/pictures/{hash}/{width} (no tenant header, as an <img> cannot send one).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { pictureOperations } from '@springboard/contract/operations/club';
import { PROGRAM_MESSAGES } from '@springboard/contract/programs';
import { clubSettings, programs } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { getProgramWithSlots } from '../programs/programs.service.js';
import { findTenantBySlug, getSettings } from '../settings/settings.service.js';
import { preparePicture, readPictureFile, removePicture, storePicture } from './pictures.service.js';

/** The address names the content (a hash): browsers and proxies keep it for a year. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/** Two saves of the same picture at once wait for each other: the club's settings row is the lock. */
async function lockHero(tx: Tx, tenantId: string): Promise<void> {
  await tx.select({ id: clubSettings.tenantId }).from(clubSettings).where(eq(clubSettings.tenantId, tenantId)).for('update');
}

/** The program row, locked; 404 when the club has no such program. */
async function lockProgram(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', PROGRAM_MESSAGES.programNotFound);
}

export async function picturesRoutes(app: FastifyInstance) {
  registerOperations(app, pictureOperations, {
    uploadHeroImage: {
      handle: async ({ run, tenant, body }) => {
        // The access check's transaction ends before the picture is worked on (no connection held meanwhile).
        await run(async () => undefined);
        const picture = await preparePicture(body, 'hero');
        const data = await run(async (tx) => {
          await lockHero(tx, tenant.id);
          await storePicture(tx, tenant.id, { kind: 'hero' }, picture);
          return getSettings(tx, tenant);
        });
        return result(data, 'Hero image uploaded successfully');
      },
    },
    removeHeroImage: {
      handle: async ({ run, tenant }) => {
        const data = await run(async (tx) => {
          await lockHero(tx, tenant.id);
          await removePicture(tx, { kind: 'hero' });
          return getSettings(tx, tenant);
        });
        return result(data, 'Hero image removed');
      },
    },
    uploadProgramImage: {
      handle: async ({ run, tenant, params, body }) => {
        // A program of another club is 404 before the file is even looked at.
        await run((tx) => lockProgram(tx, params.id));
        const picture = await preparePicture(body, 'program');
        const data = await run(async (tx) => {
          await lockProgram(tx, params.id);
          await storePicture(tx, tenant.id, { kind: 'program', programId: params.id }, picture);
          return getProgramWithSlots(tx, params.id);
        });
        return result(data, 'Program picture uploaded successfully');
      },
    },
    removeProgramImage: {
      handle: async ({ run, params }) => {
        const data = await run(async (tx) => {
          await lockProgram(tx, params.id);
          await removePicture(tx, { kind: 'program', programId: params.id });
          return getProgramWithSlots(tx, params.id);
        });
        return result(data, 'Program picture removed');
      },
    },
    picture: {
      handle: async ({ params, reply }) => {
        const tenant = await app.tx.noClub((tx) => findTenantBySlug(tx, params.slug.toLowerCase()));
        const file = tenant ? await app.tx.club(tenant.id)((tx) => readPictureFile(tx, params.hash, params.width)) : null;
        if (!file) throw new AppError('NOT_FOUND', 'Picture not found');
        reply
          .header('content-type', file.contentType)
          .header('cache-control', PICTURE_CACHE)
          .header('x-content-type-options', 'nosniff');
        return result(file.bytes);
      },
    },
  });
}
