// One way to write a family's balance on every screen: "You owe $170.00" to the family, "Owes
// $170.00" to staff, "Credit $20.00" to both; zero is neither ("Nothing owed"). A balance below zero
// is owed (the API's sign); the amount is always shown without its sign.
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import type { KeyedT } from '../lib/i18n';
import { translateKey } from '../lib/i18n';

/** Who reads the balance: the family itself, or the club's staff looking at a family. */
export type BalanceReader = 'family' | 'staff';

export function balanceWords(t: KeyedT, dollars: number, locale: string, reader: BalanceReader): string {
  const cents = toCents(dollars);
  const amount = formatMoney(Math.abs(cents), locale);
  if (cents < 0) return translateKey(t, reader === 'family' ? 'balance.youOwe' : 'balance.owes', { amount });
  if (cents > 0) return translateKey(t, 'balance.credit', { amount });
  return translateKey(t, 'balance.settled');
}

export function BalanceText({ dollars, reader }: { dollars: number; reader: BalanceReader }) {
  const { t, i18n } = useTranslation('common');
  return <>{balanceWords(t, dollars, i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US', reader)}</>;
}
