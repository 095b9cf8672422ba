// Form inputs that several forms share with the same settings: an amount in dollars ("$", two
// decimals, never negative) and a day (shown as the reader's language writes a date — "November 30,
// 2026", "30 de noviembre de 2026" —, typed as YYYY-MM-DD, its calendar above dialogs). Any prop given
// overrides the default.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../lib/dates';

export function DollarInput(props: NumberInputProps) {
  return (
    <NumberInput min={0} allowNegative={false} decimalScale={2} fixedDecimalScale prefix="$" thousandSeparator="," {...props} />
  );
}

export function DayInput(props: DateInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <DateInput
      valueFormat={(day) => formatLongDate(day, language)}
      locale={i18n.language}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** The same day input for a form that holds a day as a string, '' when none (what
 *  `form.getInputProps` passes in and takes back). */
export function DayField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange'> & { value?: string | null; onChange?: (day: string) => void }) {
  return <DayInput {...props} value={value || null} onChange={(day) => onChange?.(day ?? '')} />;
}
