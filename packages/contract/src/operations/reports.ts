// Report calls: POST /api/reports {type, …filters}, GET /api/reports, GET /api/reports/{id}/data.
// Staff holding view_membership_invoices, and admins (docs/permissions.md).
import { z } from 'zod';
import { say } from '../messages.js';
import { access, defineOperation } from '../operation.js';
import { createReportBody, report, reportList, reportListQuery, reportSummary } from '../reports.js';

const tags = ['reports'];
const REPORTS_PERMISSION = 'view_membership_invoices';

export const reportOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/api/reports',
    access: access.staff(REPORTS_PERMISSION),
    body: createReportBody,
    response: report,
    status: 201,
    description:
      "Computes a report from the club's rows in one transaction and keeps it: membership (active and new per month of start_date..end_date), financial (succeeded payments and refunds by payment day, unpaid invoices by due date; dollars), attendance (present, absent and makeup per program and slot), program (enrollments against capacity per slot) or custom (the chosen columns of members, athletes, invoices or payments, with simple filters). Ranges are inclusive days from 2000-01-01, at most 5 years long.",
    tags,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/reports',
    access: access.staff(REPORTS_PERMISSION),
    query: reportListQuery,
    list: reportList,
    response: z.array(reportSummary),
    description: "The club's reports, newest first, without their rows (at most 100 unless a page is asked for).",
    tags,
  }),
  data: defineOperation({
    method: 'GET',
    path: '/api/reports/:id/data',
    access: access.staff(REPORTS_PERMISSION),
    params: z.object({ id: z.string().uuid() }),
    query: z.object({
      format: z
        .enum(['json', 'csv'], { error: say('json_or_csv') })
        .optional()
        .describe('csv: the report\'s table as a CSV file (as does `Accept: text/csv`).'),
    }),
    response: report,
    description:
      "A report with its figures and rows as computed when it was made; another club's report answers 404. As CSV: its table, one column per report column.",
    tags,
  }),
};
