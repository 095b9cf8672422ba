// i18next set-up: English and Spanish, one JSON file per namespace under locales/<lang>/. English
// 'common' and 'layout' (the frame every page paints first) ship in the first bundle; every other
// file is its own chunk, fetched the first time a screen asks for its namespace: useTranslation
// suspends until it is there, and a language switch fetches the namespaces already in use first.
// The chosen language is kept in localStorage and on <html lang>. Keys are typed (i18next.d.ts).
import i18n, { type ResourceKey, type TFunction } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enLayout from '../locales/en/layout.json';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/** In the first bundle, so the first paint of an English reader waits for nothing. */
const BUNDLED = { en: { common: enCommon, layout: enLayout } };
const FIRST_PAINT_NAMESPACES = ['common', 'layout'];

/** Every other locale file, each loaded on demand (Vite makes one chunk per file). */
const lazyFiles = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
  '!../locales/en/layout.json',
]);

async function loadNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const load = lazyFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No locale file ${language}/${namespace}.json`);
  return (await load()).default;
}

const STORAGE_KEY = 'springboard:lang';

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'es') return stored;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function setupI18n() {
  const lng = initialLanguage();
  void i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      resources: BUNDLED,
      // The bundled files are a part of the resources: the backend fetches the rest.
      partialBundledLanguages: true,
      lng,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES.map((l) => l.code),
      defaultNS: 'common',
      // The server's refusals (errors.json, by catalogue code) are loaded at start too: any screen may show one.
      ns: [...FIRST_PAINT_NAMESPACES, 'errors'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    localStorage.setItem(STORAGE_KEY, lng);
  });
  return i18n;
}

/** A `t` for helpers that build a key from data at run time (a server message's key, a form error's
 *  key, a weekday from the API), or a stand-in `(key) => text` in a test. */
export type KeyedT = TFunction<any, any> | ((key: string, options?: Record<string, unknown>) => string);

/** Translates a key built at run time. The one place typed keys are set aside, on purpose: such a
 *  key cannot be known to the compiler, so lib/i18n.test.ts and the features' locale tests check
 *  that the keys these helpers can build exist in both languages. */
export function translateKey(t: KeyedT, key: string, options?: Record<string, unknown>): string {
  return (t as (key: string, options?: Record<string, unknown>) => string)(key, options);
}

/** A lazy page's import that also fetches the locale namespaces it reads, side by side rather than
 *  one after the other: `lazy(withNamespaces(() => import('./page'), 'registration'))`. */
export function withNamespaces<T>(load: () => Promise<T>, ...namespaces: string[]): () => Promise<T> {
  return async () => (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];
}
