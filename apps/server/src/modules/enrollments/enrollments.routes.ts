// POST /programs-enrollment and DELETE /programs-enrollment?userId&slotId: from Edit Athlete and from
// Mark Attendance's Enroll dialog.
import type { FastifyInstance } from 'fastify';
import { enrollmentOperations } from '@springboard/contract/operations/enrollments';
import { fieldError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { findAthlete } from './find-athlete.js';
import { enrollInSlots, enrollmentsOf, removeEnrollment } from './enrollments.service.js';

export async function enrollmentsRoutes(app: FastifyInstance) {
  registerOperations(app, enrollmentOperations, {
    create: {
      handle: async ({ run, tenant, scope, body }) => {
        const data = await run(async (tx) => {
          const a = await findAthlete(tx, body.userId, scope);
          if (body.dependentId && body.dependentId !== a.membershipId) throw fieldError('dependentId', 'not_athletes_membership');
          const [id] = await enrollInSlots(tx, tenant.id, [
            { athleteId: a.id, slotId: body.slotId, membershipId: a.membershipId },
          ]);
          const list = await enrollmentsOf(tx, [a.id]);
          return list.find((e) => e.id === id)!;
        });
        return result(data, 'Enrolled successfully');
      },
    },
    remove: {
      handle: async ({ run, scope, query }) => {
        await run(async (tx) => {
          await findAthlete(tx, query.userId, scope);
          await removeEnrollment(tx, query.userId, query.slotId);
        });
        return result({ removed: true as const }, 'Enrollment removed');
      },
    },
  });
}
