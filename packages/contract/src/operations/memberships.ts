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
};
