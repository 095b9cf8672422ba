// The family calendar: the member's feed address (GET, rotate) and the feed itself at its secret
// address (no sign-in: calendar apps cannot send one; an unknown or replaced token is 404).
import type { FastifyInstance } from 'fastify';
import { CALENDAR_MESSAGES } from '@springboard/contract/calendar';
import { calendarOperations } from '@springboard/contract/operations/calendar';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { clubOfSlug, familyCalendar, familyFeed, membershipOfToken, rotateFeed } from './calendar.service.js';

function familyOf(user: { membershipId: string | null; role: string }): string {
  if (!user.membershipId || (user.role !== 'member' && user.role !== 'user'))
    throw new AppError('NOT_FOUND', 'calendar_family_only');
  return user.membershipId;
}

export async function calendarRoutes(app: FastifyInstance) {
  const keys = { appSecret: app.config.appSecret, publicUrl: app.config.publicUrl };
  registerOperations(app, calendarOperations, {
    myFeed: {
      writes: true, // the family's feed address is made on its first read
      handle: async ({ run, tenant, user }) => {
        const membershipId = familyOf(user);
        return result(await run((tx) => familyFeed(tx, keys, tenant, membershipId)));
      },
    },
    rotate: {
      handle: async ({ run, tenant, user }) => {
        const membershipId = familyOf(user);
        return result(await run((tx) => rotateFeed(tx, keys, tenant, membershipId)), CALENDAR_MESSAGES.rotated);
      },
    },
    feed: {
      handle: async ({ params, reply }) => {
        const tenant = await app.tx.noClub((tx) => clubOfSlug(tx, params.slug.toLowerCase()));
        const token = params.token.replace(/\.ics$/, '');
        const text = tenant
          ? await app.tx.club(tenant.id)(async (tx) => {
              const membershipId = await membershipOfToken(tx, token);
              return membershipId ? familyCalendar(tx, tenant.id, membershipId) : null;
            })
          : null;
        if (text === null) throw new AppError('NOT_FOUND', 'calendar_feed_not_found');
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="family-calendar.ics"')
          .header('cache-control', 'private, max-age=900')
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer');
        return result(text);
      },
    },
  });
}
