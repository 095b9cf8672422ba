// Form inputs that several forms share with the same settings: an amount in dollars ("$", two
// decimals, never negative) and a day (YYYY-MM-DD, in the reader's language, its calendar above
// dialogs). Any prop given overrides the default.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export function DollarInput(props: NumberInputProps) {
  return (
    <NumberInput min={0} allowNegative={false} decimalScale={2} fixedDecimalScale prefix="$" thousandSeparator="," {...props} />
  );
}

export function DayInput(props: DateInputProps) {
  const { i18n } = useTranslation();
  return <DateInput valueFormat="YYYY-MM-DD" locale={i18n.language} popoverProps={{ withinPortal: true }} {...props} />;
}
