// Front-desk check-in: staff with mark_attendance_page (and admins) at the door; each family's codes.
import type { FastifyInstance } from 'fastify';
import { CHECK_IN_MESSAGES } from '@springboard/contract/check-in';
import { checkInOperations } from '@springboard/contract/operations/check-in';
import { registerOperations, result } from '../../platform/operations.js';
import { checkIn, familyCodes, searchAthletes, todaysClasses } from './check-in.service.js';

export async function checkInRoutes(app: FastifyInstance) {
  registerOperations(app, checkInOperations, {
    checkIn: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => checkIn(tx, tenant.id, body, user.id)), CHECK_IN_MESSAGES.checkedIn),
    },
    today: { handle: async ({ run, tenant }) => result(await run((tx) => todaysClasses(tx, tenant.id))) },
    search: { handle: async ({ run, tenant, query }) => result(await run((tx) => searchAthletes(tx, tenant.id, query.q))) },
    codes: { handle: async ({ run, params }) => result(await run((tx) => familyCodes(tx, params.id))) },
  });
}
