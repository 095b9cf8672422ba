// Report calls: run a report, list the club's reports, read one with its rows.
import type { FastifyInstance } from 'fastify';
import { reportOperations } from '@springboard/contract/operations/reports';
import { REPORT_MESSAGES } from '@springboard/contract/reports';
import { registerOperations, result } from '../../platform/operations.js';
import { createReport, getReport, listReports } from './reports.service.js';

export async function reportsRoutes(app: FastifyInstance) {
  registerOperations(app, reportOperations, {
    create: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => createReport(tx, tenant.id, user.id, body)), REPORT_MESSAGES.created),
    },
    list: { handle: async ({ run, tenant }) => result(await run((tx) => listReports(tx, tenant.id))) },
    data: { handle: async ({ run, tenant, params }) => result(await run((tx) => getReport(tx, tenant.id, params.id))) },
  });
}
