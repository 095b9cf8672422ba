// Membership calls of documents 01 §7 and 02 §7 under /api. Members reach their own family only.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autopayBody,
  checkEmailBody,
  createMembershipBody,
  EMAIL_TAKEN_MESSAGE,
  expiryStatus,
  membership,
  updateMembershipBody,
  updateMembershipPaymentBody,
} from '@springboard/contract/memberships';
import { athlete } from '@springboard/contract/athletes';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { hashPassword } from '../../platform/passwords.js';
import { listFamilyAthletes } from '../athletes/athletes.service.js';
import { assertFamily } from './family-scope.js';
import {
  checkExpiry,
  createMembershipWithAccount,
  getMembership,
  isEmailTaken,
  listMemberships,
  setAutopay,
  setRegistrationFeePaid,
  updateMembership,
} from './memberships.service.js';

const tags = ['memberships'];
const idParams = z.object({ id: z.string().uuid() });
const withAthletes = membership.extend({ athletes: z.array(athlete) });

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/memberships',
    {
      config: { access: access.staff('add_membership_page') },
      schema: { tags, body: createMembershipBody, response: { 201: envelope(membership), ...errorResponses } },
    },
    async (req, reply) => {
      const { password, tenant_id: _ignored, ...fields } = req.body;
      const passwordHash = await hashPassword(password);
      const data = await req.tenantTx(async (tx) => {
        const { membershipId } = await createMembershipWithAccount(tx, req.tenant.id, { ...fields, passwordHash });
        return getMembership(tx, membershipId);
      });
      return reply.code(201).send(ok(data, 'Membership created'));
    },
  );

  app.get(
    '/api/memberships',
    {
      config: { access: access.staff('show_memberships_page') },
      schema: { tags, response: { 200: envelope(z.array(membership)), ...errorResponses } },
    },
    async (req) => ok(await req.tenantTx((tx) => listMemberships(tx, null))),
  );

  app.get(
    '/api/memberships/all/members',
    {
      config: { access: access.staff('show_memberships_page') },
      schema: { tags, response: { 200: envelope(z.array(withAthletes)), ...errorResponses } },
    },
    async (req) =>
      ok(
        await req.tenantTx(async (tx) => {
          const all = await listMemberships(tx, null);
          return Promise.all(all.map(async (m) => ({ ...m, athletes: await listFamilyAthletes(tx, m.id) })));
        }),
      ),
  );

  app.get(
    '/api/memberships/me',
    { config: { access: access.member }, schema: { tags, response: { 200: envelope(membership), ...errorResponses } } },
    async (req) => {
      const id = req.user?.membershipId;
      if (!id) throw new AppError('NOT_FOUND', 'Membership not found');
      return ok(await req.tenantTx((tx) => getMembership(tx, id)));
    },
  );

  app.get(
    '/api/memberships/check/expiry',
    { config: { access: access.member }, schema: { tags, response: { 200: envelope(expiryStatus), ...errorResponses } } },
    async (req) => ok(await req.tenantTx((tx) => checkExpiry(tx, req.user?.membershipId ?? null))),
  );

  app.post(
    '/api/memberships/check-email',
    {
      config: { access: access.visitor },
      schema: {
        tags,
        description: `200 when the address is free; 226 with "${EMAIL_TAKEN_MESSAGE}" when an account already uses it.`,
        body: checkEmailBody,
        response: { 200: envelope(z.object({ available: z.boolean() })), 226: envelope(z.object({ available: z.boolean() })), ...errorResponses },
      },
    },
    async (req, reply) => {
      const taken = await req.tenantTx((tx) => isEmailTaken(tx, req.body.email));
      if (taken) return reply.code(226).send(ok({ available: false }, EMAIL_TAKEN_MESSAGE));
      return ok({ available: true });
    },
  );

  app.patch(
    '/api/memberships/update-membership-payment',
    {
      config: { access: access.staff('show_memberships_page') },
      schema: { tags, body: updateMembershipPaymentBody, response: { 200: envelope(membership), ...errorResponses } },
    },
    async (req) =>
      ok(
        await req.tenantTx(async (tx) => {
          await setRegistrationFeePaid(tx, req.body.membership_id, req.body.registration_fee_paid);
          return getMembership(tx, req.body.membership_id);
        }),
      ),
  );

  app.patch(
    '/api/memberships/autopay/:membershipId',
    {
      config: { access: access.member },
      schema: {
        tags,
        params: z.object({ membershipId: z.string().uuid() }),
        body: autopayBody,
        response: { 200: envelope(z.object({ autoPayment: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => {
      assertFamily(req.user, req.params.membershipId);
      const on = await req.tenantTx((tx) => setAutopay(tx, req.params.membershipId, req.body.autoPayment));
      return ok({ autoPayment: on }, on ? 'Autopay turned on' : 'Autopay turned off');
    },
  );

  app.get(
    '/api/memberships/:id',
    { config: { access: access.member }, schema: { tags, params: idParams, response: { 200: envelope(membership), ...errorResponses } } },
    async (req) => {
      assertFamily(req.user, req.params.id);
      return ok(await req.tenantTx((tx) => getMembership(tx, req.params.id)));
    },
  );

  app.put(
    '/api/memberships/:id',
    {
      config: { access: access.member },
      schema: { tags, params: idParams, body: updateMembershipBody, response: { 200: envelope(membership), ...errorResponses } },
    },
    async (req) => {
      assertFamily(req.user, req.params.id);
      const data = await req.tenantTx(async (tx) => {
        await updateMembership(tx, req.params.id, req.body);
        return getMembership(tx, req.params.id);
      });
      return ok(data, 'Profile updated successfully!');
    },
  );
};
