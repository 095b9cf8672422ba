// How a run's result reads: its counts as short phrases ("2 charged, 1 declined"), in the reader's
// language, and times as date and time.
import { COUNT_KEYS, type JobCounts } from '@springboard/contract/operations/jobs';
import { translateKey, type KeyedT } from '../../lib/i18n';

export function countsText(t: KeyedT, counts: JobCounts): string {
  const parts = COUNT_KEYS.filter((k) => (counts[k] ?? 0) > 0).map((k) => translateKey(t, `counts.${k}`, { count: counts[k] }));
  return parts.length ? parts.join(', ') : translateKey(t, 'nothingToDo');
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
