// The Website screen's form values and what is sent: the texts as the contract shapes them, every
// page present in the form (a page left empty is not sent, so it stays unwritten).
import { WEBSITE_PAGES, type LocalText, type WebsitePageKey, type WebsiteTexts } from '@springboard/contract/website';

export type PageValues = { title: LocalText; body: LocalText };
export type WebsiteValues = Omit<WebsiteTexts, 'pages'> & { pages: Record<WebsitePageKey, PageValues> };

export const emptyText = (): LocalText => ({ en: '', es: '' });
const blank = (t: LocalText) => !t.en.trim() && !t.es.trim();

export function toValues(texts: WebsiteTexts): WebsiteValues {
  const pages = Object.fromEntries(
    WEBSITE_PAGES.map((k) => [k, texts.pages[k] ?? { title: emptyText(), body: emptyText() }]),
  ) as Record<WebsitePageKey, PageValues>;
  return { ...texts, pages };
}

export function toBody(v: WebsiteValues): WebsiteTexts {
  const pages: WebsiteTexts['pages'] = {};
  for (const k of WEBSITE_PAGES) {
    const p = v.pages[k];
    if (!blank(p.title) || !blank(p.body)) pages[k] = p;
  }
  return { ...v, pages };
}

/** Moves item `from` of a list to `to`, returning a new list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
