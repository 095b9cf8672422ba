// Athlete calls (documents 01 §7, 02 §7): members manage their own family's athletes, staff all.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { athlete, createAthleteBody, updateAthleteBody } from '@springboard/contract/athletes';
import { enrollmentWithAttendance } from '@springboard/contract/enrollments';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { enrollmentsWithAttendance } from '../enrollments/enrollments.service.js';
import { assertFamily, familyScope } from '../memberships/family-scope.js';
import { createAthlete, deleteAthlete, findAthlete, getAthlete, listAthletes, listFamilyAthletes, updateAthlete } from './athletes.service.js';

const tags = ['athletes'];
const idParams = z.object({ id: z.string().uuid() });

export const athletesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/athletes',
    { config: { access: access.member }, schema: { tags, body: createAthleteBody, response: { 201: envelope(athlete), ...errorResponses } } },
    async (req, reply) => {
      const membershipId = req.body.membership_id ?? req.user?.membershipId;
      if (!membershipId) throw new AppError('VALIDATION', 'membership_id: is required', [{ field: 'membership_id', message: 'is required' }]);
      assertFamily(req.user, membershipId);
      const { membership_id: _m, tenant_id: _t, ...fields } = req.body;
      const data = await req.tenantTx((tx) => createAthlete(tx, req.tenant.id, membershipId, fields));
      return reply.code(201).send(ok(data, 'Athlete registration completed successfully!'));
    },
  );

  app.get(
    '/api/athletes',
    {
      config: { access: access.member },
      schema: { tags, description: 'Staff: every athlete of the club. Members: their own family.', response: { 200: envelope(z.array(athlete)), ...errorResponses } },
    },
    async (req) => ok(await req.tenantTx((tx) => listAthletes(tx, familyScope(req.user)))),
  );

  app.get(
    '/api/athletes/member/:id',
    { config: { access: access.member }, schema: { tags, params: idParams, response: { 200: envelope(z.array(athlete)), ...errorResponses } } },
    async (req) => {
      assertFamily(req.user, req.params.id);
      return ok(await req.tenantTx((tx) => listFamilyAthletes(tx, req.params.id)));
    },
  );

  app.get(
    '/api/athletes/:id',
    { config: { access: access.member }, schema: { tags, params: idParams, response: { 200: envelope(athlete), ...errorResponses } } },
    async (req) => ok(await req.tenantTx((tx) => getAthlete(tx, req.params.id, familyScope(req.user)))),
  );

  app.get(
    '/api/athletes/:id/enrollment',
    {
      config: { access: access.member },
      schema: { tags, params: idParams, response: { 200: envelope(z.array(enrollmentWithAttendance)), ...errorResponses } },
    },
    async (req) =>
      ok(
        await req.tenantTx(async (tx) => {
          await findAthlete(tx, req.params.id, familyScope(req.user));
          return enrollmentsWithAttendance(tx, req.params.id);
        }),
      ),
  );

  app.put(
    '/api/athletes/:id',
    {
      config: { access: access.member },
      schema: { tags, params: idParams, body: updateAthleteBody, response: { 200: envelope(athlete), ...errorResponses } },
    },
    async (req) => ok(await req.tenantTx((tx) => updateAthlete(tx, req.params.id, familyScope(req.user), req.body)), 'Athlete updated successfully!'),
  );

  app.delete(
    '/api/athletes/:id',
    {
      config: { access: access.member },
      schema: { tags, params: idParams, response: { 200: envelope(z.object({ id: z.string().uuid() })), ...errorResponses } },
    },
    async (req) => {
      await req.tenantTx((tx) => deleteAthlete(tx, req.params.id, familyScope(req.user)));
      return ok({ id: req.params.id }, 'Athlete deleted');
    },
  );
};
