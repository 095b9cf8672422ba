// How a report's filters read in a line ("From Jan 1, 2025 to Mar 31, 2025 · Tumbling"), for the
// report's heading and the list of previous reports. Pure: tested without a browser.
import type { ReportSummary } from '@springboard/contract/reports';
import { formatDate } from '../../lib/dates';
import { translateKey, type KeyedT } from '../../lib/i18n';

type Filters = {
  start_date?: unknown;
  end_date?: unknown;
  program_id?: unknown;
  source?: unknown;
  columns?: unknown;
  filters?: unknown;
};
type Filter = { column: string; op: string; value: string };

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** `programName` finds a program's label by id (the report keeps the id only). */
export function filtersText(
  report: Pick<ReportSummary, 'type' | 'filters'>,
  t: KeyedT,
  lang: string,
  programName: (id: string) => string | undefined = () => undefined,
): string {
  const f = report.filters as Filters;
  const parts: string[] = [];
  const from = str(f.start_date);
  const to = str(f.end_date);
  if (from && to) parts.push(translateKey(t, 'reports:result.range', { from: formatDate(from, lang), to: formatDate(to, lang) }));
  if (report.type === 'attendance' || report.type === 'program' || report.type === 'skills') {
    const id = str(f.program_id);
    parts.push(
      id ? (programName(id) ?? translateKey(t, 'reports:history.oneProgram')) : translateKey(t, 'reports:history.allPrograms'),
    );
  }
  const source = str(f.source);
  if (source) {
    parts.push(translateKey(t, `reports:sources.${source}`));
    const filters = Array.isArray(f.filters) ? (f.filters as Filter[]) : [];
    for (const x of filters) {
      parts.push(`${translateKey(t, `reports:columns.${x.column}`)} ${translateKey(t, `reports:ops.${x.op}`)} ${x.value}`);
    }
  }
  return parts.join(' · ');
}
