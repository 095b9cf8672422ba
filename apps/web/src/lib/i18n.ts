// i18next set-up: English and Spanish, one JSON file per namespace under locales/<lang>/.
// The chosen language is kept in localStorage and on <html lang>.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, mod] of Object.entries(files)) {
    const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = mod.default;
  }
  return resources;
}

const STORAGE_KEY = 'springboard:lang';

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'es') return stored;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function setupI18n() {
  const resources = localeResources();
  void i18n.use(initReactI18next).init({
    resources,
    lng: initialLanguage(),
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    localStorage.setItem(STORAGE_KEY, lng);
  });
  return i18n;
}
