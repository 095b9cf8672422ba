// Money on screen: the API speaks dollars in invoices and payments and cents in due payments and
// payment intents; both print as "$25.00" in the reader's language.
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';

export function Money({ dollars, cents }: { dollars?: number; cents?: number }) {
  const { i18n } = useTranslation();
  const value = cents ?? toCents(dollars ?? 0);
  return <>{formatMoney(value, i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US')}</>;
}
