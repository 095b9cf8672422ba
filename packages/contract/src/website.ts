// The club's public website in its own words: hero, "Why choose us", testimonials, About, FAQ, the
// programs page's banner, the footer's blurb and the pages behind the footer's links. Every text is
// written in English and, if the club wishes, Spanish; a reader of the other language sees the one
// the club wrote. Nothing here has a default: a text the club has not written is not shown.
import { z } from 'zod';
import { say } from './messages.js';

export const WEBSITE_LANGUAGES = ['en', 'es'] as const;
export type WebsiteLanguage = (typeof WEBSITE_LANGUAGES)[number];

/** The pages a footer or menu link opens; a page the club has not written has no link. */
export const WEBSITE_PAGES = [
  'support',
  'blog',
  'newsletter',
  'community',
  'feedback',
  'careers',
  'privacy',
  'terms',
  'accessibility',
  'training',
  'membership',
  'camps',
] as const;
export type WebsitePageKey = (typeof WEBSITE_PAGES)[number];

/** The most items of each list, and the longest text of each kind (characters). */
export const WEBSITE_LIMITS = {
  why: 6,
  testimonials: 12,
  faq: 40,
  short: 120,
  line: 300,
  text: 1500,
  page: 20000,
} as const;

export const WEBSITE_MESSAGES = { required: say('website_text_required') } as const;

/** One text in both languages; '' where the club wrote none. */
const text = (max: number) =>
  z.strictObject({
    en: z.string().trim().max(max).default(''),
    es: z.string().trim().max(max).default(''),
  });
export type LocalText = { en: string; es: string };

/** A text that must be written in at least one language (the items of lists, a page's title and body). */
const required = (max: number) => text(max).refine((t) => t.en !== '' || t.es !== '', { message: WEBSITE_MESSAGES.required });

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);

export const websiteItem = z.strictObject({ title: required(WEBSITE_LIMITS.short), text: text(WEBSITE_LIMITS.line) });
export const testimonial = z.strictObject({ quote: required(WEBSITE_LIMITS.line * 2), who: text(WEBSITE_LIMITS.short) });
export const faqEntry = z.strictObject({ question: required(WEBSITE_LIMITS.line), answer: required(WEBSITE_LIMITS.text) });
export const websitePage = z.strictObject({ title: required(WEBSITE_LIMITS.short), body: required(WEBSITE_LIMITS.page) });

const empty = () => ({ en: '', es: '' });

/** The whole of the club's texts, as stored, read and written (PUT replaces all of it). */
export const websiteTexts = z.strictObject({
  hero: z.strictObject({ title: text(WEBSITE_LIMITS.short), subtitle: text(WEBSITE_LIMITS.line) }).default({
    title: empty(),
    subtitle: empty(),
  }),
  why: list(websiteItem, WEBSITE_LIMITS.why),
  testimonials: list(testimonial, WEBSITE_LIMITS.testimonials),
  about: z.strictObject({ mission: text(WEBSITE_LIMITS.text), values: text(WEBSITE_LIMITS.text) }).default({
    mission: empty(),
    values: empty(),
  }),
  faq: list(faqEntry, WEBSITE_LIMITS.faq),
  /** The programs page's banner: off while both are empty. */
  banner: z.strictObject({ title: text(WEBSITE_LIMITS.short), text: text(WEBSITE_LIMITS.line) }).default({
    title: empty(),
    text: empty(),
  }),
  footer: z.strictObject({ blurb: text(WEBSITE_LIMITS.line) }).default({ blurb: empty() }),
  /** The pages the club wrote; a key left out is a page it has not. */
  pages: z.partialRecord(z.enum(WEBSITE_PAGES), websitePage).default({}),
});
export type WebsiteTexts = z.output<typeof websiteTexts>;
export type WebsiteTextsInput = z.input<typeof websiteTexts>;

/** What a club that has written nothing has. */
export const EMPTY_WEBSITE: WebsiteTexts = websiteTexts.parse({});

/** The text in the reader's language, or in the other one when the club wrote only that ('' if neither). */
export function pick(t: LocalText | undefined, lang: string): string {
  if (!t) return '';
  const first = lang.startsWith('es') ? t.es : t.en;
  return first || (lang.startsWith('es') ? t.en : t.es);
}

/** A program's name or description in the reader's language: the Spanish one when there is one. */
export function programText(english: string, spanish: string | null | undefined, lang: string): string;
export function programText(english: string | null, spanish: string | null | undefined, lang: string): string | null;
export function programText(english: string | null, spanish: string | null | undefined, lang: string): string | null {
  return lang.startsWith('es') && spanish ? spanish : english;
}

type Named = { label: string; label_es: string | null; description: string | null; description_es: string | null };

/** Programs with their name and description in the reader's language (the Spanish ones where written). */
export function localizePrograms<P extends Named>(programs: P[], lang: string): P[] {
  return programs.map((p) => ({
    ...p,
    label: programText(p.label, p.label_es, lang),
    description: programText(p.description, p.description_es, lang),
  }));
}
