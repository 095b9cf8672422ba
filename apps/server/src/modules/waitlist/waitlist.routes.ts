// The waitlist of full time slots: join, leave, the line (families see their own,
// staff every family's), staff reordering, and answering an offer signed in or with the e-mailed
// link's token. New offers are made by the waitlist-offers job (modules/jobs/waitlist-offers.ts).
import type { FastifyInstance } from 'fastify';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { WAITLIST_MESSAGES as M } from '@springboard/contract/waitlist';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { findAthlete } from '../enrollments/find-athlete.js';
import {
  acceptEntryOffer,
  acceptOfferByToken,
  declineEntryOffer,
  declineOfferByToken,
  joinWaitlist,
  leaveWaitlist,
  listEntries,
  moveEntry,
  viewOfferByToken,
} from './waitlist.service.js';

export async function waitlistRoutes(app: FastifyInstance) {
  registerOperations(app, waitlistOperations, {
    list: {
      handle: async ({ run, scope, query, list }) =>
        listResult(await run((tx) => listEntries(tx, scope, { slotId: query.slot_id, all: query.all }, list))),
    },
    join: {
      handle: async ({ run, tenant, scope, body }) => {
        const data = await run(async (tx) => {
          const a = await findAthlete(tx, body.athlete_id, scope);
          return joinWaitlist(tx, tenant.id, { id: a.id, membershipId: a.membershipId }, body.slot_id);
        });
        return result(data, M.joined);
      },
    },
    leave: {
      handle: async ({ run, scope, params }) => result(await run((tx) => leaveWaitlist(tx, params.id, scope)), M.left),
    },
    move: {
      handle: async ({ run, params, body }) => result(await run((tx) => moveEntry(tx, params.id, body.direction)), M.moved),
    },
    accept: {
      handle: async ({ run, tenant, scope, params }) =>
        result(await run((tx) => acceptEntryOffer(tx, tenant.id, params.id, scope)), M.accepted),
    },
    decline: {
      handle: async ({ run, scope, params }) => result(await run((tx) => declineEntryOffer(tx, params.id, scope)), M.declined),
    },
    viewOffer: {
      handle: async ({ run, body }) => result(await run((tx) => viewOfferByToken(tx, body.token))),
    },
    acceptOffer: {
      handle: async ({ run, tenant, body }) =>
        result(await run((tx) => acceptOfferByToken(tx, tenant.id, body.token)), M.accepted),
    },
    declineOffer: {
      handle: async ({ run, body }) => result(await run((tx) => declineOfferByToken(tx, body.token)), M.declined),
    },
  });
}
