// A date on screen in the reader's language ("Nov 30, 2026", "30 nov 2026"; lib/dates.ts).
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/dates';

export function DateText({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  return <>{formatDate(value, i18n.resolvedLanguage)}</>;
}
