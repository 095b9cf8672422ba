// Athlete calls: members manage their own family's athletes, staff with the
// permission every family's. Access and the family check are declared with the operations.
import type { FastifyInstance } from 'fastify';
import { ATHLETE_MESSAGES } from '@springboard/contract/athletes';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { fieldError } from '../../platform/app-error.js';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { enrollmentsWithAttendance } from '../enrollments/enrollments.service.js';
import { findAthlete } from '../enrollments/find-athlete.js';
import { athletesPage, createAthlete, deleteAthlete, getAthlete, listFamilyAthletes, updateAthlete } from './athletes.service.js';

export async function athletesRoutes(app: FastifyInstance) {
  registerOperations(app, athleteOperations, {
    create: {
      handle: async ({ run, tenant, user, body }) => {
        const membershipId = body.membership_id ?? user.membershipId;
        if (!membershipId) throw fieldError('membership_id', 'required');
        const {
          membership_id: _m,
          tenant_id: _t,
          slot_ids: slotIds,
          waitlist_slot_ids: waitlistSlotIds,
          confirm_age: confirmAge,
          ...fields
        } = body;
        return result(
          await run((tx) =>
            createAthlete(
              tx,
              tenant.id,
              membershipId,
              fields,
              slotIds,
              waitlistSlotIds,
              user.role === 'member' || user.role === 'user',
              confirmAge,
            ),
          ),
          ATHLETE_MESSAGES.created,
        );
      },
    },
    list: { handle: async ({ run, scope, list }) => listResult(await run((tx) => athletesPage(tx, scope, list))) },
    listOfMembership: {
      readsWithLookup: true,
      handle: async ({ run, params }) => result(await run((tx) => listFamilyAthletes(tx, params.id))),
    },
    get: { handle: async ({ run, params, scope }) => result(await run((tx) => getAthlete(tx, params.id, scope))) },
    enrollments: {
      handle: async ({ run, params, scope }) =>
        result(
          await run(async (tx) => {
            await findAthlete(tx, params.id, scope);
            return enrollmentsWithAttendance(tx, params.id);
          }),
        ),
    },
    update: {
      handle: async ({ run, tenant, params, scope, body }) =>
        result(await run((tx) => updateAthlete(tx, tenant.id, params.id, scope, body)), ATHLETE_MESSAGES.updated),
    },
    remove: {
      handle: async ({ run, params, scope }) => {
        await run((tx) => deleteAthlete(tx, params.id, scope));
        return result({ id: params.id }, ATHLETE_MESSAGES.deleted);
      },
    },
  });
}
