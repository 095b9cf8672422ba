// Reports: five types computed by the server from the club's rows
// and kept, so a report reads the same later. Amounts in dollars. A custom report picks columns and
// simple filters from a fixed list per source: the client never sends SQL, only these names.
import { say } from './messages.js';
import { z } from 'zod';
import { defineList, listQuery } from './lists.js';
import { isoDate } from './memberships.js';

export const REPORT_TYPES = ['membership', 'financial', 'attendance', 'program', 'custom', 'skills'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Ranges start on or after this day and span at most this many years (a typo like 20250 is refused). */
export const REPORT_EARLIEST_DATE = '2000-01-01';
export const REPORT_MAX_YEARS = 5;
/** Rows kept in one report; a custom report past it says it was cut. */
export const REPORT_MAX_ROWS = 5000;

export const REPORT_MESSAGES = {
  created: 'Report generated',
  notFound: say('report_not_found'),
  rangeOrder: say('report_range_order'),
  tooEarly: say('report_too_early', { date: REPORT_EARLIEST_DATE }),
  tooLong: say('report_too_long', { years: REPORT_MAX_YEARS }),
  unknownType: say('one_of', { options: REPORT_TYPES.join(', ') }),
} as const;

/** How a column's values read: the web formats money and dates, the CSV writes them plain. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'boolean';

/** The custom report's sources and, per source, the columns it may show and filter on. */
export const CUSTOM_COLUMNS = {
  members: {
    first_name: 'text',
    last_name: 'text',
    email: 'text',
    phone: 'text',
    city: 'text',
    state: 'text',
    zip: 'text',
    start_date: 'date',
    expires_on: 'date',
    auto_payment: 'boolean',
    athletes: 'number',
  },
  athletes: {
    first_name: 'text',
    last_name: 'text',
    gender: 'text',
    date_of_birth: 'date',
    family: 'text',
    family_email: 'text',
    enrollments: 'number',
  },
  invoices: {
    family: 'text',
    athlete: 'text',
    description: 'text',
    amount: 'money',
    status: 'text',
    category: 'text',
    due_date: 'date',
    paid_at: 'date',
  },
  payments: {
    family: 'text',
    invoice: 'text',
    amount: 'money',
    payment_method: 'text',
    status: 'text',
    payment_date: 'date',
  },
} as const satisfies Record<string, Record<string, ColumnKind>>;
export type CustomSource = keyof typeof CUSTOM_COLUMNS;
export const CUSTOM_SOURCES = Object.keys(CUSTOM_COLUMNS) as CustomSource[];

/** Filter operators: equals and contains for text, from/to (inclusive) for dates, amounts and counts. */
export const FILTER_OPS = ['equals', 'contains', 'from', 'to'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export const OPS_OF_KIND: Record<ColumnKind, readonly FilterOp[]> = {
  text: ['equals', 'contains'],
  boolean: ['equals'],
  date: ['equals', 'from', 'to'],
  money: ['equals', 'from', 'to'],
  number: ['equals', 'from', 'to'],
};

const ALWAYS = { when: () => true };

function yearsLater(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

type Range = { start_date?: unknown; end_date?: unknown };
const isDay = (v: unknown): v is string => typeof v === 'string' && isoDate.safeParse(v).success;

/** Reversed, too early or too long ranges, each named by its field. */
function checkRange(r: Range, ctx: z.RefinementCtx) {
  if (isDay(r.start_date) && r.start_date < REPORT_EARLIEST_DATE) {
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: REPORT_MESSAGES.tooEarly });
  }
  if (!isDay(r.start_date) || !isDay(r.end_date)) return;
  if (r.end_date < r.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: REPORT_MESSAGES.rangeOrder });
  else if (r.end_date > yearsLater(r.start_date, REPORT_MAX_YEARS)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: REPORT_MESSAGES.tooLong });
  }
}

const range = { start_date: isoDate, end_date: isoDate };
const programFilter = { program_id: z.string().uuid(say('program_id')).optional() };

export const membershipReportBody = z.object({ type: z.literal('membership'), ...range }).superRefine(checkRange, ALWAYS);
export const financialReportBody = z.object({ type: z.literal('financial'), ...range }).superRefine(checkRange, ALWAYS);
export const attendanceReportBody = z
  .object({ type: z.literal('attendance'), ...range, ...programFilter })
  .superRefine(checkRange, ALWAYS);
export const programReportBody = z.object({ type: z.literal('program'), ...programFilter });
/** Skills by program and its level: athletes, the share of the level's skills mastered, ready to move up. */
export const skillsReportBody = z.object({ type: z.literal('skills'), ...programFilter });

export const customFilter = z.object({
  column: z.string().min(1, say('required')).max(40),
  op: z.enum(FILTER_OPS, { error: say('one_of', { options: FILTER_OPS.join(', ') }) }),
  value: z
    .string()
    .trim()
    .min(1, say('required'))
    .max(200, say('too_long', { max: 200 })),
});
export type CustomFilter = z.infer<typeof customFilter>;

function checkFilterValue(kind: ColumnKind, value: string): string | null {
  if (kind === 'date') return isoDate.safeParse(value).success ? null : say('date_format');
  if (kind === 'money') return /^\d{1,7}(\.\d{1,2})?$/.test(value) ? null : say('amount_format');
  if (kind === 'number') return /^\d{1,6}$/.test(value) ? null : say('must_be_whole');
  if (kind === 'boolean') return value === 'true' || value === 'false' ? null : say('must_be_true_or_false');
  return null;
}

export const customReportBody = z
  .object({
    type: z.literal('custom'),
    source: z.enum(CUSTOM_SOURCES as [CustomSource, ...CustomSource[]], {
      error: say('one_of', { options: CUSTOM_SOURCES.join(', ') }),
    }),
    columns: z
      .array(z.string().max(40))
      .min(1, say('name_a_column'))
      .max(20, say('too_many_columns', { max: 20 })),
    filters: z
      .array(customFilter)
      .max(10, say('too_many_filters', { max: 10 }))
      .default([]),
  })
  .superRefine((b, ctx) => {
    const allowed: Record<string, ColumnKind> | undefined = CUSTOM_COLUMNS[b.source];
    if (!allowed) return;
    const names = Object.keys(allowed).join(', ');
    b.columns.forEach((c, i) => {
      if (!(c in allowed))
        ctx.addIssue({ code: 'custom', path: ['columns', i], message: say('unknown_column', { column: c, options: names }) });
    });
    if (new Set(b.columns).size !== b.columns.length)
      ctx.addIssue({ code: 'custom', path: ['columns'], message: say('repeated_column') });
    b.filters.forEach((f, i) => {
      const kind = allowed[f.column];
      if (!kind)
        return ctx.addIssue({
          code: 'custom',
          path: ['filters', i, 'column'],
          message: say('unknown_column', { column: f.column, options: names }),
        });
      if (!OPS_OF_KIND[kind].includes(f.op)) {
        ctx.addIssue({
          code: 'custom',
          path: ['filters', i, 'op'],
          message: say('op_not_for_column', { options: OPS_OF_KIND[kind].join(', '), column: f.column }),
        });
      }
      const bad = checkFilterValue(kind, f.value);
      if (bad) ctx.addIssue({ code: 'custom', path: ['filters', i, 'value'], message: bad });
    });
  });

/** POST /api/reports: the type and that type's filters. */
export const createReportBody = z.discriminatedUnion(
  'type',
  [membershipReportBody, financialReportBody, attendanceReportBody, programReportBody, customReportBody, skillsReportBody],
  { error: (iss) => (iss.code === 'invalid_union' ? REPORT_MESSAGES.unknownType : undefined) },
);
export type CreateReportBody = z.output<typeof createReportBody>;
export type CreateReportInput = z.input<typeof createReportBody>;

export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;
export const reportColumn = z.object({ key: z.string(), kind: z.enum(['text', 'number', 'money', 'date', 'boolean']) });
export type ReportColumn = z.infer<typeof reportColumn>;
export const reportFigure = z.object({ key: z.string(), kind: z.enum(['number', 'money']), value: z.number() });
export type ReportFigure = z.infer<typeof reportFigure>;

/** A report's figures: headline totals, the table (rows keyed by column) and which columns to chart. */
export const reportResult = z.object({
  summary: z.array(reportFigure),
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), reportCell)),
  /** The chart: one bar group per row, labelled by `x`, one bar per `series` column. */
  chart: z.object({ x: z.string(), series: z.array(z.string()) }).nullable(),
  /** True when a custom report had more than REPORT_MAX_ROWS rows and only the first were kept. */
  truncated: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResult>;

export const reportSummary = z.object({
  id: z.string().uuid(),
  type: z.enum(REPORT_TYPES),
  filters: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  created_by: z.string().nullable(),
  row_count: z.number().int().min(0),
});
export type ReportSummary = z.infer<typeof reportSummary>;

export const report = reportSummary.extend({ result: reportResult });
export type Report = z.infer<typeof report>;

/** GET /reports: newest first by default; `q` matches the type or the name of who ran it. */
export const reportList = defineList({
  sort: ['created_at', 'type', 'created_by', 'row_count'],
  defaultSort: '-created_at',
  search: true,
  csv: 'reports',
});
export const reportListQuery = listQuery(reportList);
