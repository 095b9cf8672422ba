// Journey: a club made with `npm run club -- create` has a public site with nothing invented on it
// (its name, "Programs open soon", no testimonials, no banner, no footer pages); its admin writes a
// hero and a testimonial in English and Spanish in the Website screen, previews the draft, saves, and
// the public site shows them to an English and to a Spanish reader.
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub, login, toast } from './support/club.js';
import { uniqueEmail } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const SLUG = `lakeside-${RUN}`;
const CLUB = 'Lakeside Flyers';
const ADMIN = { email: uniqueEmail('lakeside.owner'), password: 'owner-pass-123' };
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HERO = { en: 'Lakeside Flyers: gymnastics by the lake', es: 'Lakeside Flyers: gimnasia junto al lago' };
const QUOTE = { en: 'Our son found his people here.', es: 'Nuestro hijo encontró aquí a los suyos.' };
const WHO = { en: 'Marta, mother of Leo', es: 'Marta, madre de Leo' };

function createClub(): Promise<string> {
  const args = ['run', 'club', '--', 'create', '--slug', SLUG, '--name', CLUB, '--admin-email', ADMIN.email];
  return new Promise((done, fail) => {
    execFile(
      'npm',
      args,
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: inject('databaseUrl'), CLUB_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' },
        timeout: 90_000,
      },
      (err, stdout, stderr) => (err ? fail(new Error(`npm run club failed: ${stderr || err.message}`)) : done(stdout)),
    );
  });
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) });

/** Nothing of the old sample copy, on any page of a club that wrote nothing. */
const INVENTED = /empowering athletes|Parent of|Season offer|first class is free|Youth Gymnastics|Smart Start|Development Training|Expert coaching|core values/i;

describe("the club's website in its own words", () => {
  it('shows a new club nothing invented; the admin writes a hero and a testimonial in EN and ES; readers see them', async () => {
    await createClub();

    // A visitor on the brand-new club's site: its name, no programs yet, nothing the club did not write.
    const visitor = await newPage();
    await gotoClub(visitor, '', SLUG);
    await heading(visitor, CLUB, 1).waitFor();
    await heading(visitor, 'Programs open soon').waitFor();
    expect(await visitor.getByText(INVENTED).count()).toBe(0);
    expect(await heading(visitor, 'What Families Say').count()).toBe(0);
    expect(await heading(visitor, 'Why Choose Us').count()).toBe(0);
    const footer = visitor.getByRole('contentinfo');
    for (const name of ['Blog', 'Careers', 'Privacy Policy', 'FAQ']) {
      expect(await footer.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }
    await checkA11y(visitor);
    await screenshot(visitor, 'club-website-1-new-club-landing');
    await gotoClub(visitor, '/programs', SLUG);
    await heading(visitor, 'Programs', 1).waitFor();
    await heading(visitor, 'Programs open soon').waitFor();
    expect(await visitor.getByRole('alert').count()).toBe(0);
    await visitor.getByRole('link', { name: 'Contact the club' }).waitFor();
    expect(await visitor.getByText(INVENTED).count()).toBe(0);
    await screenshot(visitor, 'club-website-2-new-club-programs');
    await gotoClub(visitor, '/programs/youth', SLUG);
    await heading(visitor, 'Program not found', 1).waitFor();
    await gotoClub(visitor, '/careers', SLUG);
    await heading(visitor, 'This page is not available', 1).waitFor();
    await gotoClub(visitor, '/about', SLUG);
    await heading(visitor, `About ${CLUB}`, 1).waitFor();
    expect(await visitor.getByText(INVENTED).count()).toBe(0);

    // The admin writes the hero and a testimonial, in English then in Spanish.
    const admin = await newPage();
    await login(admin, ADMIN.email, ADMIN.password, SLUG);
    await admin.waitForURL(`**/club/${SLUG}/admin/home`);
    const sidebar = admin.getByRole('navigation', { name: 'Admin Dashboard' });
    const link = sidebar.getByRole('link', { name: 'Website' });
    if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Settings' }).click();
    await link.click();
    await heading(admin, 'Website', 1).waitFor();
    await admin.getByLabel('Headline').fill(HERO.en);
    await admin.getByRole('button', { name: 'Add: Testimonial' }).click();
    const testimonial = admin.getByRole('group', { name: 'Testimonial 1' });
    await testimonial.getByLabel('Quote').fill(QUOTE.en);
    await testimonial.getByLabel('Who said it').fill(WHO.en);
    await admin.getByRole('radiogroup', { name: 'Language being edited' }).getByText('Español').click();
    await admin.getByLabel('Headline').fill(HERO.es);
    await testimonial.getByLabel('Quote').fill(QUOTE.es);
    await testimonial.getByLabel('Who said it').fill(WHO.es);
    await checkA11y(admin);
    await screenshot(admin, 'club-website-3-admin-screen-es');

    // The preview shows the unsaved draft on the public page.
    const [preview] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('link', { name: 'Home page' }).click(),
    ]);
    await heading(preview, HERO.en, 1).waitFor();
    await preview.getByText(QUOTE.en).waitFor();
    await preview.close();

    await admin.getByRole('button', { name: 'Save website' }).click();
    await toast(admin, 'Website saved');
    await admin.getByRole('radiogroup', { name: 'Language being edited' }).getByText('English').click();
    await screenshot(admin, 'club-website-4-admin-screen-en');

    // An English reader sees the club's words.
    const reader = await newPage();
    await gotoClub(reader, '', SLUG);
    await heading(reader, HERO.en, 1).waitFor();
    await heading(reader, 'What Families Say').waitFor();
    await reader.getByText(QUOTE.en).waitFor();
    await reader.getByText(`— ${WHO.en}`).waitFor();
    await checkA11y(reader);
    await screenshot(reader, 'club-website-5-landing-en');

    // A Spanish reader sees the Spanish ones.
    await reader.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await heading(reader, HERO.es, 1).waitFor();
    await reader.getByText(QUOTE.es).waitFor();
    await reader.getByText(`— ${WHO.es}`).waitFor();
    await screenshot(reader, 'club-website-6-landing-es');

    // On a phone, in both languages: the landing and the Website screen.
    const phone = await newPage({ viewport: 'phone' });
    await gotoClub(phone, '', SLUG);
    await heading(phone, HERO.en, 1).waitFor();
    await screenshot(phone, 'club-website-7-phone-landing-en');
    await gotoClub(phone, '/programs', SLUG);
    await heading(phone, 'Programs open soon').waitFor();
    await screenshot(phone, 'club-website-8-phone-programs-en');
    await login(phone, ADMIN.email, ADMIN.password, SLUG);
    await phone.waitForURL(`**/club/${SLUG}/admin/home`);
    await gotoClub(phone, '/admin/website', SLUG);
    await heading(phone, 'Website', 1).waitFor();
    await phone.getByLabel('Headline').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'club-website-9-phone-admin-en');
  });
});
