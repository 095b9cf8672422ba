// The Website screen as an admin uses it, and what a club's public site must not show before the club
// wrote it. Shared by the journeys of a club writing its own site.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { toast } from './club.js';

/** The old sample copy: none of it may appear on a club that did not write it. */
export const INVENTED =
  /empowering athletes|Parent of|Season offer|first class is free|Youth Gymnastics|Smart Start|Development Training|Expert coaching|core values/i;

export type Words = { en: string; es: string };
export type WebsiteTexts = {
  headline: Words;
  subtitle?: Words;
  testimonial?: { quote: Words; who: Words };
};

/** A public page of a club that wrote nothing of its own: no sample copy, no testimonials, no "why us". */
export async function expectNothingInvented(page: Page): Promise<void> {
  expect(await page.getByText(INVENTED).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'What Families Say' }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'Why Choose Us' }).count()).toBe(0);
}

/** Opens Settings → Website from the admin sidebar. */
export async function openWebsiteScreen(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  const link = sidebar.getByRole('link', { name: 'Website' });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Settings' }).click();
  await link.click();
  await page.getByRole('heading', { name: 'Website', level: 1 }).waitFor();
}

/** Writes the texts in English, then in Spanish (the form is left on Spanish, unsaved). */
export async function writeWebsite(page: Page, texts: WebsiteTexts): Promise<void> {
  const languages = page.getByRole('radiogroup', { name: 'Language being edited' });
  if (texts.testimonial) await page.getByRole('button', { name: 'Add: Testimonial' }).click();
  for (const lang of ['en', 'es'] as const) {
    await languages.getByText(lang === 'en' ? 'English' : 'Español').click();
    await page.getByLabel('Headline').fill(texts.headline[lang]);
    if (texts.subtitle) await page.getByLabel('Subtitle').fill(texts.subtitle[lang]);
    if (texts.testimonial) {
      const testimonial = page.getByRole('group', { name: 'Testimonial 1' });
      await testimonial.getByLabel('Quote').fill(texts.testimonial.quote[lang]);
      await testimonial.getByLabel('Who said it').fill(texts.testimonial.who[lang]);
    }
  }
}

export async function saveWebsite(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save website' }).click();
  await toast(page, 'Website saved');
}

/** The public home page shows the texts in `lang` (the reader picks Spanish from the Language menu). */
export async function expectSiteSays(page: Page, texts: WebsiteTexts, lang: 'en' | 'es'): Promise<void> {
  if (lang === 'es') await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.getByRole('heading', { name: texts.headline[lang], level: 1 }).waitFor();
  if (texts.subtitle) await page.getByText(texts.subtitle[lang]).waitFor();
  if (texts.testimonial) {
    await page.getByText(texts.testimonial.quote[lang]).waitFor();
    await page.getByText(`— ${texts.testimonial.who[lang]}`).waitFor();
  }
}
