// Journeys of a visitor on the club's public site: the club landing and its pages on a desktop and
// a phone, the gymnastics landing with its rotating banner, and reading the site in Spanish.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub } from './support/club.js';
import { apiLogin } from './fixtures/registration.js';

async function setLandingLayout(layout: 'club' | 'gymnastics') {
  const { email, password } = demoAdmin();
  const token = await apiLogin(email, password);
  const headers = { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG };
  const current = (await (await fetch(`${baseUrl()}/api/settings`, { headers })).json()) as { data: { credit_card_fee: number } };
  const res = await fetch(`${baseUrl()}/api/settings`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ landing_layout: layout, credit_card_fee: current.data.credit_card_fee }),
  });
  expect(res.status).toBe(200);
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) });

describe('a visitor reads the club site', () => {
  afterAll(() => setLandingLayout('club'));

  it('on a desktop: landing, programs, a program with its times, about, contact and FAQ', async () => {
    const page = await newPage();
    await gotoClub(page);
    await heading(page, 'Sunrise Gymnastics Empowering Athletes', 1).waitFor();
    for (const text of [
      'Why Choose Us',
      'Expert coaching',
      'Supportive community',
      'Modern facilities',
      'What Families Say',
      'Ready to Join Our Community?',
    ]) {
      await heading(page, text).waitFor();
    }
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText('Sunrise Gymnastics Platform').count()).toBe(1);
    expect(await footer.getByText(`© ${new Date().getFullYear()} Sunrise Gymnastics. All rights reserved.`).count()).toBe(1);
    expect(await footer.getByText('hello@sunrise-gymnastics.example').count()).toBe(1);
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-1-landing');

    // The landing's youth card leads to the club's youth program and its weekly times.
    await page.getByRole('link', { name: 'Learn more about Youth Program' }).click();
    await heading(page, 'Youth Gymnastics', 1).waitFor();
    const monday = page.getByRole('row', { name: /Monday/ });
    await monday.waitFor();
    expect(await monday.innerText()).toMatch(/4:00 PM - 5:00 PM\s+60 min/);
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-2-program');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' }).click();
    await heading(page, 'Programs', 1).waitFor();
    await page.getByText('Get 10% off your first month, and your first class is free.').waitFor();
    for (const program of ['Youth Gymnastics', 'Teen Competitive', 'Adult Fitness']) await heading(page, program, 2).waitFor();
    await checkA11y(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await heading(page, 'About Sunrise Gymnastics', 1).waitFor();
    await heading(page, 'Our core values').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await heading(page, 'Contact Us', 1).waitFor();
    expect(await page.getByRole('link', { name: 'hello@sunrise-gymnastics.example' }).getAttribute('href')).toBe(
      'mailto:hello@sunrise-gymnastics.example',
    );
    expect(await page.getByRole('link', { name: '(541) 555-0142' }).getAttribute('href')).toBe('tel:5415550142');
    // The form says honestly that it only opens the visitor's e-mail app, and checks its fields first.
    await page.getByText(/does not send anything by itself/).waitFor();
    await page.getByRole('button', { name: 'Open in my e-mail app' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please write a message').waitFor();
    await checkA11y(page);

    // The marketing bar's About menu opens from the keyboard and leads to the FAQ.
    const explore = page.getByRole('navigation', { name: 'Explore' });
    await explore.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await heading(page, 'Frequently Asked Questions', 1).waitFor();
    await page.getByRole('button', { name: 'What does registration cost?' }).click();
    await page.getByText(/A one-time registration fee is charged by card/).waitFor();
    await checkA11y(page);

    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/accessibility-policy', 'Accessibility'],
      ['/careers', 'Careers'],
      ['/training', 'Youth Gymnastics Training'],
    ] as const) {
      await gotoClub(page, path);
      await heading(page, title, 1).waitFor();
    }
  });

  it('on a phone: the call link, the folded marketing menu and readable pages', async () => {
    const page = await newPage({ viewport: 'phone' });
    await gotoClub(page);
    await heading(page, 'Sunrise Gymnastics Empowering Athletes', 1).waitFor();
    expect(await page.getByRole('link', { name: 'Call the club at (541) 555-0142' }).getAttribute('href')).toBe('tel:5415550142');
    await checkA11y(page);
    await screenshot(page, 'public-site-phone-1-landing');

    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await screenshot(page, 'public-site-phone-2-menu');
    await page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Development Training' }).click();
    await heading(page, 'Teen Competitive', 1).waitFor();
    await checkA11y(page);

    await gotoClub(page, '/programs');
    await heading(page, 'Programs', 1).waitFor();
    await heading(page, 'Adult Fitness', 2).waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-phone-3-programs');
  });

  it('finds the club from the site root, and says so when a club address matches no club', async () => {
    const page = await newPage({ allowConsoleErrors: [/status of 404/] });
    await page.goto(`${baseUrl()}/club/no-such-club`);
    await heading(page, 'Club not found', 1).waitFor();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Springboard home page' }).click();
    await heading(page, 'Springboard', 1).waitFor();
    await page.getByText(/Each club lives at its own address/).waitFor();
    await checkA11y(page);
    await page.getByLabel(/^Your club/).fill(DEMO_SLUG);
    await page.getByRole('button', { name: 'Go to your club' }).click();
    await heading(page, 'Sunrise Gymnastics Empowering Athletes', 1).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/club/${DEMO_SLUG}`);
  });

  it('in Spanish, chosen once in the top bar and kept on the next visit', async () => {
    const page = await newPage();
    await gotoClub(page);
    await heading(page, 'Sunrise Gymnastics Empowering Athletes', 1).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await heading(page, 'Sunrise Gymnastics Impulsando a los atletas', 1).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('link', { name: 'Ver programas' }).click();
    await heading(page, 'Programas', 1).waitFor();
    await page.getByText('10% de descuento en tu primer mes, y tu primera clase es gratis.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-3-spanish');

    await page.reload();
    await heading(page, 'Programas', 1).waitFor();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await heading(page, 'Programs', 1).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('in the gymnastics reading: a rotating banner inviting to enroll, and cards to training, membership and camps', async () => {
    await setLandingLayout('gymnastics');
    const page = await newPage();
    await gotoClub(page);
    await heading(page, 'Enroll with Sunrise Gymnastics').waitFor();
    expect(await page.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(`/club/${DEMO_SLUG}/register`);
    for (const card of ['Youth gymnastics training', 'Become a member', 'Summer camps']) await heading(page, card, 3).waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-4-gymnastics');

    // Autoplay moves to the second slide after 5 s; the pause button stops it there.
    await heading(page, 'A new season is starting').waitFor({ timeout: 9_000 });
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.getByRole('button', { name: 'Play the slideshow' }).waitFor();
    await page.waitForTimeout(6_000);
    expect(await heading(page, 'A new season is starting').count()).toBe(1);

    await page.getByRole('link', { name: /Summer camps/ }).click();
    await heading(page, 'Summer Camps', 1).waitFor();

    const phone = await newPage({ viewport: 'phone' });
    await gotoClub(phone);
    await heading(phone, 'Enroll with Sunrise Gymnastics').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'public-site-phone-4-gymnastics');
  });
});
