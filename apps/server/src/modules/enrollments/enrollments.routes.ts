// POST /programs-enrollment and DELETE /programs-enrollment?userId&slotId (documents 01 §7, 02 §7).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEnrollmentBody, deleteEnrollmentQuery, enrollment } from '@springboard/contract/enrollments';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { findAthlete } from '../athletes/athletes.service.js';
import { familyScope } from '../memberships/family-scope.js';
import { enrollInSlots, enrollmentsOf, removeEnrollment } from './enrollments.service.js';

const tags = ['enrollments'];

export const enrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/programs-enrollment',
    {
      config: { access: access.member },
      schema: {
        tags,
        description: 'userId is the athlete, dependentId its membership. 409 "This time slot is full" when no place is left.',
        body: createEnrollmentBody,
        response: { 201: envelope(enrollment), ...errorResponses },
      },
    },
    async (req, reply) => {
      const data = await req.tenantTx(async (tx) => {
        const a = await findAthlete(tx, req.body.userId, familyScope(req.user));
        if (req.body.dependentId && req.body.dependentId !== a.membershipId) {
          throw new AppError('VALIDATION', 'dependentId: is not this athlete\'s membership', [
            { field: 'dependentId', message: "is not this athlete's membership" },
          ]);
        }
        const [id] = await enrollInSlots(tx, req.tenant.id, [{ athleteId: a.id, slotId: req.body.slotId, membershipId: a.membershipId }]);
        const list = await enrollmentsOf(tx, [a.id]);
        return list.find((e) => e.id === id)!;
      });
      return reply.code(201).send(ok(data, 'Enrolled successfully'));
    },
  );

  app.delete(
    '/api/programs-enrollment',
    {
      config: { access: access.member },
      schema: { tags, querystring: deleteEnrollmentQuery, response: { 200: envelope(z.object({ removed: z.literal(true) })), ...errorResponses } },
    },
    async (req) => {
      await req.tenantTx(async (tx) => {
        await findAthlete(tx, req.query.userId, familyScope(req.user));
        await removeEnrollment(tx, req.query.userId, req.query.slotId);
      });
      return ok({ removed: true as const }, 'Enrollment removed');
    },
  );
};
