// Report calls: run a report, list the club's reports, read one with its rows.
import type { FastifyInstance } from 'fastify';
import { reportOperations } from '@springboard/contract/operations/reports';
import { REPORT_MESSAGES } from '@springboard/contract/reports';
import { sendCsvFile, wantsCsv } from '../../platform/csv-reply.js';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { createReport, getReport, reportsPage } from './reports.service.js';

export async function reportsRoutes(app: FastifyInstance) {
  registerOperations(app, reportOperations, {
    create: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => createReport(tx, tenant.id, user.id, body)), REPORT_MESSAGES.created),
    },
    list: { handle: async ({ run, tenant, list }) => listResult(await run((tx) => reportsPage(tx, tenant.id, list))) },
    data: {
      handle: async ({ run, tenant, params, req, reply }) => {
        const report = await run((tx) => getReport(tx, tenant.id, params.id));
        if (wantsCsv(req)) {
          const { columns, rows } = report.result;
          const keys = columns.map((c) => c.key);
          sendCsvFile(reply, `report-${report.type}-${report.created_at.slice(0, 10)}`, keys, rows.map((r) => keys.map((k) => r[k] ?? null)));
        }
        return result(report);
      },
    },
  });
}
