// Membership calls. Members reach their own family only.
import { z } from 'zod';
import { athlete } from '../athletes.js';
import {
  autopayBody,
  checkEmailBody,
  createMembershipBody,
  EMAIL_TAKEN_MESSAGE,
  expiryStatus,
  membership,
  membershipList,
  membershipListQuery,
  membershipOption,
  updateMembershipBody,
  updateMembershipPaymentBody,
} from '../memberships.js';
import { access, defineOperation } from '../operation.js';
import { guardian, inviteGuardianBody } from '../guardians.js';

const tags = ['memberships'];
const idParams = z.object({ id: z.string().uuid() });
export const membershipWithAthletes = membership.extend({ athletes: z.array(athlete) });
const emailAvailability = z.object({ available: z.boolean() });

export const membershipOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/api/memberships',
    access: access.staff('add_membership_page'),
    body: createMembershipBody,
    response: membership,
    status: 201,
    tags,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/memberships',
    access: access.staff('show_memberships_page'),
    query: membershipListQuery,
    list: membershipList,
    response: z.array(membership),
    description: 'Every family with its balance (minus the unpaid invoices, or 0); `negative_balance=true` keeps those that owe.',
    tags,
  }),
  options: defineOperation({
    method: 'GET',
    path: '/api/memberships/options',
    access: access.staff(['show_memberships_page', 'manage_athletes_page', 'generate_invoice_page']),
    response: z.array(membershipOption),
    description: 'Every family by name and e-mail, to choose the family of a new athlete or of a new invoice (Generate Invoice).',
    tags,
  }),
  listWithAthletes: defineOperation({
    method: 'GET',
    path: '/api/memberships/all/members',
    access: access.staff('show_memberships_page'),
    response: z.array(membershipWithAthletes),
    tags,
  }),
  mine: defineOperation({
    method: 'GET',
    path: '/api/memberships/me',
    access: access.signedIn,
    response: membership,
    description: "The signed-in member's own membership (404 for an account without one).",
    tags,
  }),
  checkExpiry: defineOperation({
    method: 'GET',
    path: '/api/memberships/check/expiry',
    access: access.signedIn,
    response: expiryStatus,
    tags,
  }),
  checkEmail: defineOperation({
    method: 'POST',
    path: '/api/memberships/check-email',
    access: access.visitor,
    body: checkEmailBody,
    response: emailAvailability,
    alsoOk: [226],
    description: `200 when the address is free; 226 with "${EMAIL_TAKEN_MESSAGE}" when an account already uses it.`,
    tags,
  }),
  setRegistrationFeePaid: defineOperation({
    method: 'PATCH',
    path: '/api/memberships/update-membership-payment',
    access: access.staff('show_memberships_page'),
    body: updateMembershipPaymentBody,
    response: membership,
    tags,
  }),
  setAutopay: defineOperation({
    method: 'PATCH',
    path: '/api/memberships/autopay/:membershipId',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'membershipId' }),
    params: z.object({ membershipId: z.string().uuid() }),
    body: autopayBody,
    response: z.object({ autoPayment: z.boolean() }),
    tags,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/memberships/:id',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    response: membership,
    tags,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/memberships/:id',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    body: updateMembershipBody,
    response: membership,
    tags,
  }),
  guardians: defineOperation({
    method: 'GET',
    path: '/api/memberships/:id/guardians',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    response: z.array(guardian),
    description: "The family's guardians, the first one first: each signs in on their own to the same family.",
    tags,
  }),
  inviteGuardian: defineOperation({
    method: 'POST',
    path: '/api/memberships/:id/guardians',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    body: inviteGuardianBody,
    response: guardian,
    status: 201,
    description:
      "Adds a guardian to the family and e-mails them, in the family's language, a link to choose their password (it lasts as a staff invitation does). They then reach the same athletes, invoices and payments under their own name and receive the family's e-mails. The family's first guardian or staff invite (another guardian: 403 `first_guardian_only`); an e-mail that already has an account in this club is 409 naming `email` (the same e-mail in another club is another account).",
    tags,
  }),
  removeGuardian: defineOperation({
    method: 'DELETE',
    path: '/api/memberships/:id/guardians/:userId',
    access: access.family('show_memberships_page', { entity: 'membership', in: 'params', key: 'id' }),
    params: z.object({ id: z.string().uuid(), userId: z.string().uuid() }),
    response: z.null(),
    description:
      "Removes an invited guardian: their account is deleted and their sessions end at once (what they signed and paid stays, under their name). The family's first guardian or staff remove any invited guardian, an invited guardian only themselves; the first guardian cannot be removed (409).",
    tags,
  }),
};
