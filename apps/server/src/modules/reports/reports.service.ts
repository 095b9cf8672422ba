// Reports: computed from the club's rows in the request's transaction and kept in `reports`
// (data = { filters, result }), so a report reads later exactly as it was made.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { CreateReportBody, Report, ReportResult, ReportSummary, ReportType } from '@springboard/contract/reports';
import { reportList } from '@springboard/contract/reports';
import type { Tx } from '../../db/tenant-tx.js';
import { reports, users } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchPeople, matchText, PEOPLE } from '../../platform/people-search.js';
import { attendanceReport, financialReport, membershipReport, programReport } from './standard-reports.js';
import { customReport } from './custom-report.js';
import { skillsReport } from '../skills/skills-report.js';

/** At most this many reports in the list, newest first. */
const LIST_LIMIT = 100;

function compute(tx: Tx, tenantId: string, body: CreateReportBody): Promise<ReportResult> {
  switch (body.type) {
    case 'membership':
      return membershipReport(tx, tenantId, body);
    case 'financial':
      return financialReport(tx, tenantId, body);
    case 'attendance':
      return attendanceReport(tx, tenantId, body);
    case 'program':
      return programReport(tx, tenantId, body);
    case 'custom':
      return customReport(tx, tenantId, body);
    case 'skills':
      return skillsReport(tx, tenantId, body);
  }
}

type StoredData = { filters: Record<string, unknown>; result: ReportResult };

const columns = {
  id: reports.id,
  type: reports.type,
  data: reports.data,
  createdAt: reports.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Row = { id: string; type: string; data: unknown; createdAt: Date; firstName: string | null; lastName: string | null };

function toReport(r: Row): Report {
  const data = r.data as StoredData;
  const createdBy = r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim();
  return {
    id: r.id,
    type: r.type as ReportType,
    filters: data.filters,
    created_at: r.createdAt.toISOString(),
    created_by: createdBy,
    row_count: data.result.rows.length,
    result: data.result,
  };
}

function selectReports(tx: Tx) {
  return tx
    .select(columns)
    .from(reports)
    .leftJoin(users, and(eq(users.tenantId, reports.tenantId), eq(users.id, reports.createdBy)));
}

export async function createReport(tx: Tx, tenantId: string, userId: string, body: CreateReportBody): Promise<Report> {
  const { type, ...filters } = body;
  const result = await compute(tx, tenantId, body);
  const data: StoredData = { filters, result };
  const [row] = await tx.insert(reports).values({ tenantId, type, createdBy: userId, data }).returning({ id: reports.id });
  return getReport(tx, tenantId, row!.id);
}

const createdBy = sql<string | null>`nullif(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`;
const rowCount = sql<number>`coalesce(jsonb_array_length(${reports.data} -> 'result' -> 'rows'), 0)::int`;
const reportOrder = listOrder(
  reportList,
  {
    created_at: [reports.createdAt],
    type: [reports.type, { asIs: desc(reports.createdAt) }],
    created_by: [createdBy, { asIs: desc(reports.createdAt) }],
    row_count: [rowCount],
  },
  reports.id,
);

/** The club's reports, newest first, as the request asks (a page, sorted, searched by type or by
 *  who ran it, or CSV). Without a page, the newest LIST_LIMIT. */
export async function reportsPage(tx: Tx, tenantId: string, list: ListRequest): Promise<Listed<ReportSummary>> {
  // The rows stay in the database: the list reads the filters and the row count only.
  const search = list.q
    ? or(matchText(list.q, reports.type), matchPeople(list.q, PEOPLE.users))
    : undefined;
  const base = tx
    .select({
      id: reports.id,
      type: reports.type,
      filters: sql<Record<string, unknown>>`${reports.data} -> 'filters'`,
      rowCount,
      createdAt: reports.createdAt,
      createdBy,
    })
    .from(reports)
    .leftJoin(users, and(eq(users.tenantId, reports.tenantId), eq(users.id, reports.createdBy)))
    .where(and(eq(reports.tenantId, tenantId), search))
    .$dynamic();
  const whole = !list.page && !list.csv;
  return listRows(tx, list, whole ? base.limit(LIST_LIMIT) : base, reportOrder, (rows) =>
    rows.map((r) => ({
      id: r.id,
      type: r.type as ReportType,
      filters: r.filters ?? {},
      created_at: r.createdAt.toISOString(),
      created_by: r.createdBy,
      row_count: Number(r.rowCount),
    })),
  );
}

export async function getReport(tx: Tx, tenantId: string, id: string): Promise<Report> {
  const [row] = await selectReports(tx).where(and(eq(reports.tenantId, tenantId), eq(reports.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'report_not_found');
  return toReport(row);
}
