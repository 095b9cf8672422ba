// Absences, make-up tokens and make-ups: a family's own (the access rule finds the family of a
// named athlete or membership; a token or make-up is checked against the caller's scope), staff
// with manage_makeups for every family.
import type { FastifyInstance } from 'fastify';
import { makeupOperations } from '@springboard/contract/operations/makeups';
import { registerOperations, result } from '../../platform/operations.js';
import { comingClasses, reportAbsence } from './absences.service.js';
import { availability, bookMakeup, cancelMakeup } from './booking.service.js';
import { grantToken, listTokens, voidToken } from './tokens.service.js';

export async function makeupsRoutes(app: FastifyInstance) {
  registerOperations(app, makeupOperations, {
    reportAbsence: {
      handle: async ({ run, tenant, user, body }) => result(await run((tx) => reportAbsence(tx, tenant.id, body, user.id))),
    },
    coming: {
      handle: async ({ run, tenant, query }) => result(await run((tx) => comingClasses(tx, tenant.id, query.membership_id))),
    },
    tokens: {
      handle: async ({ run, tenant, query }) => result(await run((tx) => listTokens(tx, tenant.id, query.membership_id))),
    },
    grantToken: {
      handle: async ({ run, tenant, user, body }) => result(await run((tx) => grantToken(tx, tenant.id, body, user.id))),
    },
    voidToken: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(await run((tx) => voidToken(tx, tenant.id, params.id, body.reason, user.id))),
    },
    availability: { handle: async ({ run, tenant, query }) => result(await run((tx) => availability(tx, tenant.id, query))) },
    book: {
      handle: async ({ run, tenant, user, scope, body }) => {
        const booked = await run((tx) => bookMakeup(tx, tenant.id, scope, body, user.id, app.config.publicUrl));
        app.outbox.kick();
        return result(booked);
      },
    },
    cancel: {
      handle: async ({ run, tenant, scope, params }) => result(await run((tx) => cancelMakeup(tx, tenant.id, scope, params.id))),
    },
  });
}
