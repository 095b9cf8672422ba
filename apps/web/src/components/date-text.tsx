// Dates on screen: the API's 'YYYY-MM-DD' strings (DATE columns) or ISO timestamps, printed in the
// reader's language without shifting a calendar date across time zones.
import { useTranslation } from 'react-i18next';

export function formatDate(value: string | null | undefined, language = 'en'): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(d);
}

export function DateText({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  return <>{formatDate(value, i18n.resolvedLanguage)}</>;
}
