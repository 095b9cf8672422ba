// The Reporting screen's form, apart from how it looks: its values, the POST /api/reports body built
// from them, and its checks (the contract's schema, the one the server runs, its words translated
// through the table below). Pure: tested without a browser.
import {
  CUSTOM_COLUMNS,
  createReportBody,
  OPS_OF_KIND,
  REPORT_MESSAGES,
  type ColumnKind,
  type CreateReportInput,
  type CustomSource,
  type FilterOp,
  type ReportType,
} from '@springboard/contract/reports';
import { translateKey, type KeyedT } from '../../lib/i18n';

export type FilterValues = { column: string; op: FilterOp; value: string };

export type ReportValues = {
  type: ReportType;
  start_date: string;
  end_date: string;
  /** '' for every program. */
  program_id: string;
  source: CustomSource;
  columns: string[];
  filters: FilterValues[];
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** This year so far: from January 1 to today. */
export function defaultValues(today = new Date()): ReportValues {
  return {
    type: 'financial',
    start_date: `${today.getUTCFullYear()}-01-01`,
    end_date: isoDay(today),
    program_id: '',
    source: 'members',
    columns: Object.keys(CUSTOM_COLUMNS.members).slice(0, 4),
    filters: [],
  };
}

export const columnsOf = (source: CustomSource): string[] => Object.keys(CUSTOM_COLUMNS[source]);
export const kindOf = (source: CustomSource, column: string): ColumnKind =>
  (CUSTOM_COLUMNS[source] as Record<string, ColumnKind>)[column] ?? 'text';
export const opsOf = (source: CustomSource, column: string): readonly FilterOp[] => OPS_OF_KIND[kindOf(source, column)];

/** A new filter row: the source's first column with its first condition. */
export function newFilter(source: CustomSource): FilterValues {
  const column = columnsOf(source)[0]!;
  return { column, op: opsOf(source, column)[0]!, value: '' };
}

/** Changing the source keeps the columns and filters that still exist in it. */
export function withSource(v: ReportValues, source: CustomSource): ReportValues {
  const known = new Set(columnsOf(source));
  const columns = v.columns.filter((c) => known.has(c));
  return {
    ...v,
    source,
    columns: columns.length ? columns : columnsOf(source).slice(0, 4),
    filters: v.filters.filter((f) => known.has(f.column) && opsOf(source, f.column).includes(f.op)),
  };
}

export function reportBody(v: ReportValues): CreateReportInput {
  const range = { start_date: v.start_date, end_date: v.end_date };
  const program = v.program_id ? { program_id: v.program_id } : {};
  switch (v.type) {
    case 'membership':
    case 'financial':
      return { type: v.type, ...range };
    case 'attendance':
      return { type: 'attendance', ...range, ...program };
    case 'program':
      return { type: 'program', ...program };
    case 'custom':
      return {
        type: 'custom',
        source: v.source,
        columns: v.columns,
        filters: v.filters.map((f) => ({ ...f, value: f.value.trim() })),
      };
  }
}

export type FormErrors = Record<string, string>;

const MESSAGE_KEYS = new Map<string, string>([
  [REPORT_MESSAGES.rangeOrder, 'messages.rangeOrder'],
  [REPORT_MESSAGES.tooEarly, 'messages.tooEarly'],
  [REPORT_MESSAGES.tooLong, 'messages.tooLong'],
  ['is required', 'messages.required'],
  ['must be a date like 2025-09-01', 'messages.date'],
  ['must be a real date', 'messages.realDate'],
  ['must name at least one column', 'messages.columns'],
  ['must be an amount like 25.00', 'messages.amount'],
  ['must be a whole number', 'messages.whole'],
  ['must be true or false', 'messages.boolean'],
]);

/** A message of the contract (or the server's details) in the reader's language. */
export function localMessage(message: string, t: KeyedT): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? translateKey(t, `reports:${key}`) : message;
}

/** The contract's check of the body: one message per field ('end_date', 'filters.0.value'). */
export function checkReport(v: ReportValues, t: KeyedT): FormErrors {
  const parsed = createReportBody.safeParse(reportBody(v));
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'type';
    errors[field] ??= localMessage(issue.message, t);
  }
  return errors;
}
