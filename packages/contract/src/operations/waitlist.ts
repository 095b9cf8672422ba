// The waitlist of full time slots. Families join and leave for their own athletes
// and answer offers (signed in, or with the e-mailed link's token); staff holding
// manage_athletes_page and admins see every family's entries and reorder them.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { joinWaitlistBody, listWaitlistQuery, moveEntryBody, offerTokenBody, offerView, waitlistEntry, waitlistList } from '../waitlist.js';

const tags = ['waitlist'];
const page = 'manage_athletes_page' as const;
const idParams = z.object({ id: z.string().uuid() });

export const waitlistOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/waitlist',
    access: access.family(page),
    query: listWaitlistQuery,
    list: waitlistList,
    response: z.array(waitlistEntry),
    description:
      "Waitlist entries in line order per slot: a member's own family's, every family's for staff and admins. all=true adds entries no longer waiting.",
    tags,
  }),
  join: defineOperation({
    method: 'POST',
    path: '/api/waitlist',
    access: access.family(page, { entity: 'athlete', in: 'body', key: 'athlete_id' }),
    body: joinWaitlistBody,
    response: waitlistEntry,
    status: 201,
    description:
      'Puts the athlete last on the waitlist of a full slot. 409 when the slot has places, or the athlete is enrolled or already waiting.',
    tags,
  }),
  leave: defineOperation({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    access: access.family(page),
    params: idParams,
    response: waitlistEntry,
    description: 'Takes the entry off the waitlist (its open offer, if any, is withdrawn and goes to the next family).',
    tags,
  }),
  move: defineOperation({
    method: 'POST',
    path: '/api/waitlist/:id/move',
    access: access.staff(page),
    params: idParams,
    body: moveEntryBody,
    response: z.array(waitlistEntry),
    description: "Moves a waiting entry one place up or down in its slot's line; answers the slot's line.",
    tags,
  }),
  accept: defineOperation({
    method: 'POST',
    path: '/api/waitlist/:id/accept',
    access: access.family(page),
    params: idParams,
    response: waitlistEntry,
    description:
      "Accepts the entry's open offer and enrols the athlete (slot locked, capacity checked). 409 when expired or already answered.",
    tags,
  }),
  decline: defineOperation({
    method: 'POST',
    path: '/api/waitlist/:id/decline',
    access: access.family(page),
    params: idParams,
    response: waitlistEntry,
    description: "Declines the entry's open offer; the schedule offers the place to the next family.",
    tags,
  }),
  viewOffer: defineOperation({
    method: 'POST',
    path: '/api/waitlist/offer',
    access: access.visitor,
    body: offerTokenBody,
    response: offerView,
    description: "What the e-mailed link's token offers (the token travels in the body, never in a URL the server logs).",
    tags,
  }),
  acceptOffer: defineOperation({
    method: 'POST',
    path: '/api/waitlist/offer/accept',
    access: access.visitor,
    body: offerTokenBody,
    response: offerView,
    description: "Accepts the offer of the e-mailed link's token (single use) and enrols the athlete.",
    tags,
  }),
  declineOffer: defineOperation({
    method: 'POST',
    path: '/api/waitlist/offer/decline',
    access: access.visitor,
    body: offerTokenBody,
    response: offerView,
    description: "Declines the offer of the e-mailed link's token.",
    tags,
  }),
};
