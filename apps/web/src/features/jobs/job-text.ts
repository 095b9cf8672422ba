// How a run's result reads: its counts as short phrases ("2 charged, 1 declined"), in the reader's
// language, and times as date and time.
import {
  COUNT_KEYS,
  PREVIEW_SKIP_REASONS,
  type ChargePreviewedResult,
  type JobCounts,
} from '@springboard/contract/operations/jobs';
import { translateKey, type KeyedT } from '../../lib/i18n';

export function countsText(t: KeyedT, counts: JobCounts): string {
  const parts = COUNT_KEYS.filter((k) => (counts[k] ?? 0) > 0).map((k) => translateKey(t, `counts.${k}`, { count: counts[k] }));
  return parts.length ? parts.join(', ') : translateKey(t, 'nothingToDo');
}

/** What a charge of a billing preview did: its counts, then the previewed invoices it left alone and
 *  why ("2 charged. 1 skipped: 1 paid or cancelled since the preview"). */
export function previewResultText(t: KeyedT, r: Pick<ChargePreviewedResult, 'counts' | 'skipped'>): string {
  const reasons = PREVIEW_SKIP_REASONS.filter((k) => (r.skipped[k] ?? 0) > 0);
  const skipped = reasons.reduce((n, k) => n + (r.skipped[k] ?? 0), 0);
  const counts = countsText(t, r.counts);
  if (skipped === 0) return counts;
  const why = reasons.map((k) => translateKey(t, `preview.skippedBecause.${k}`, { count: r.skipped[k] })).join(', ');
  return `${counts}${counts.endsWith('.') ? '' : '.'} ${translateKey(t, 'preview.skipped', { count: skipped, reasons: why })}`;
}

export { formatDateTime } from '../../lib/dates';
