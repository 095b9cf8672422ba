// English / Spanish: switches every screen at once; i18n.ts keeps the choice for the next visit.
// A native <select> drawn like Mantine's NativeSelect, without Mantine's Input family: it is in the
// header of every public page, and the landing's first load stays under 150 kB gz of JS (bench/web.ts).
import { rem } from '@mantine/core';
import { IconLanguage, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import classes from './language-select.module.css';

/** `compact` drops the icon, for narrow bars; `size` as Mantine's inputs (xs 30 px, sm 36 px tall). */
export function LanguageSelect({ compact = false, size = 'xs', w }: { compact?: boolean; size?: 'xs' | 'sm'; w?: number }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.some((l) => l.code === i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={classes.root} data-size={size} style={w === undefined ? undefined : { width: rem(w) }}>
      {!compact && <IconLanguage size={14} aria-hidden className={classes.icon} />}
      <select
        aria-label={t('language')}
        className={classes.select}
        data-with-icon={!compact || undefined}
        value={current}
        onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
      <IconSelector size={14} aria-hidden className={classes.chevron} />
    </div>
  );
}
