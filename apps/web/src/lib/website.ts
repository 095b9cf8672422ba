// The club's website texts as the public pages read them: the saved ones (GET /api/website), or,
// in a page opened with ?preview=draft, the Website screen's unsaved draft kept in this browser,
// following every change the admin makes in the other tab. `text()` gives a text in the reader's
// language (the other language where the club wrote only that).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { websiteOperations } from '@springboard/contract/operations/website';
import { pick, programText, websiteTexts, type LocalText, type WebsiteTexts } from '@springboard/contract/website';
import { useOperation } from './operations';
import { useTenant } from './tenant-context';

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_VALUE = 'draft';

const draftKey = (club: string) => `springboard:website-draft:${club}`;

/** Keeps the Website screen's unsaved texts for the preview (this browser only). */
export function storeDraft(club: string, texts: unknown): void {
  try {
    localStorage.setItem(draftKey(club), JSON.stringify(texts));
  } catch {
    // A full or disabled storage only means the preview shows the saved texts.
  }
}

/** The draft as the public pages would show it; null when there is none or it is not valid yet. */
export function readDraft(club: string): WebsiteTexts | null {
  const raw = rawDraft(club);
  return raw ? parseDraft(raw) : null;
}

/** Whether this page shows the admin's draft (?preview=draft). */
export function useIsPreview(): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).get(PREVIEW_PARAM) === PREVIEW_VALUE;
}

function rawDraft(club: string): string | null {
  try {
    return localStorage.getItem(draftKey(club));
  } catch {
    return null;
  }
}

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The draft, read again whenever the Website screen (another tab) changes it. */
function useDraft(club: string, enabled: boolean): WebsiteTexts | null {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => (enabled ? rawDraft(club) : null),
    () => null,
  );
  return useMemo(() => (raw ? parseDraft(raw) : null), [raw]);
}

function parseDraft(raw: string): WebsiteTexts | null {
  try {
    const parsed = websiteTexts.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type Website = {
  /** The texts; undefined while they load (or if they could not be read). */
  texts: WebsiteTexts | undefined;
  loading: boolean;
  /** Whether the page shows the unsaved draft. */
  preview: boolean;
  /** A text in the reader's language ('' when the club wrote none). */
  text: (t: LocalText | undefined) => string;
  /** A program's name or description in the reader's language. */
  programText: <T extends string | null>(english: T, spanish: string | null | undefined) => T | string;
};

export function useWebsite(): Website {
  const { club } = useTenant();
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const preview = useIsPreview();
  const saved = useOperation(websiteOperations.get, {});
  const draft = useDraft(club, preview);
  const text = useCallback((t: LocalText | undefined) => pick(t, lang), [lang]);
  const program = useCallback(
    <T extends string | null>(english: T, spanish: string | null | undefined) =>
      programText(english, spanish, lang) as T | string,
    [lang],
  );
  return {
    texts: (preview && draft) || saved.data,
    loading: saved.isLoading && !(preview && draft),
    preview: preview && !!draft,
    text,
    programText: program,
  };
}
