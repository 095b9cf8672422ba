// English / Spanish: switches every screen at once; i18n.ts keeps the choice for the next visit.
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';

/** `compact` drops the icon, for narrow bars. */
export function LanguageSelect({
  compact = false,
  ...props
}: Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> & { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.some((l) => l.code === i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <NativeSelect
      size="xs"
      aria-label={t('language')}
      leftSection={compact ? undefined : <IconLanguage size={14} aria-hidden />}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      value={current}
      onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
      {...props}
    />
  );
}
