// The Reporting screen's form, apart from how it looks: its values, the POST /api/reports body built
// from them, and its checks (the contract's schema, the one the server runs, its words translated
// through the table below). Pure: tested without a browser.
import {
  CUSTOM_COLUMNS,
  createReportBody,
  OPS_OF_KIND,
  type ColumnKind,
  type CreateReportInput,
  type CustomSource,
  type FilterOp,
  type ReportType,
} from '@springboard/contract/reports';
import { type KeyedT } from '../../lib/i18n';
import { fieldErrors, schemaDetails, type FormErrors } from '../../lib/server-messages';

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
    case 'skills':
      return { type: 'skills', ...program };
    case 'custom':
      return {
        type: 'custom',
        source: v.source,
        columns: v.columns,
        filters: v.filters.map((f) => ({ ...f, value: f.value.trim() })),
      };
  }
}

/** The contract's check of the body: one message per field ('end_date', 'filters.0.value'). */
export function checkReport(v: ReportValues, t: KeyedT): FormErrors {
  return fieldErrors(schemaDetails(createReportBody, reportBody(v)), t, (field) => (field === 'body' ? 'type' : field));
}
