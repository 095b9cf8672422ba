// Journey: a club made with `npm run club -- create` has a public site with nothing invented on it
// (its name, "Programs open soon", no testimonials, no banner, no footer pages); its admin writes a
// hero and a testimonial in English and Spanish in the Website screen, previews the draft, saves, and
// the public site shows them to an English and to a Spanish reader.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub, login, createClubWithCli } from './support/club.js';
import { uniqueEmail } from './fixtures/registration.js';
import { expectNothingInvented, expectSiteSays, INVENTED, openWebsiteScreen, saveWebsite, writeWebsite } from './support/website.js';

const RUN = Date.now().toString(36);
const SLUG = `lakeside-${RUN}`;
const CLUB = 'Lakeside Flyers';
const ADMIN = { email: uniqueEmail('lakeside.owner'), password: 'owner-pass-123' };

const HERO = { en: 'Lakeside Flyers: gymnastics by the lake', es: 'Lakeside Flyers: gimnasia junto al lago' };
const QUOTE = { en: 'Our son found his people here.', es: 'Nuestro hijo encontró aquí a los suyos.' };
const WHO = { en: 'Marta, mother of Leo', es: 'Marta, madre de Leo' };
const TEXTS = { headline: HERO, testimonial: { quote: QUOTE, who: WHO } };

const createClub = () => createClubWithCli({ slug: SLUG, name: CLUB, admin: ADMIN });

const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) });

describe("the club's website in its own words", () => {
  it('shows a new club nothing invented; the admin writes a hero and a testimonial in EN and ES; readers see them', async () => {
    await createClub();

    // A visitor on the brand-new club's site: its name, no programs yet, nothing the club did not write.
    const visitor = await newPage();
    await gotoClub(visitor, '', SLUG);
    await heading(visitor, CLUB, 1).waitFor();
    await heading(visitor, 'Programs open soon').waitFor();
    await expectNothingInvented(visitor);
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
    await openWebsiteScreen(admin);
    await writeWebsite(admin, TEXTS);
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

    await saveWebsite(admin);
    await admin.getByRole('radiogroup', { name: 'Language being edited' }).getByText('English').click();
    await screenshot(admin, 'club-website-4-admin-screen-en');

    // An English reader sees the club's words.
    const reader = await newPage();
    await gotoClub(reader, '', SLUG);
    await expectSiteSays(reader, TEXTS, 'en');
    await heading(reader, 'What Families Say').waitFor();
    await checkA11y(reader);
    await screenshot(reader, 'club-website-5-landing-en');

    // A Spanish reader sees the Spanish ones.
    await expectSiteSays(reader, TEXTS, 'es');
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
