// Journeys of a visitor on the club's public site: the one header (every entry of the former three
// bars once, a phone menu below 1024 px), the landing's headline and real program names, the
// footer's links, the club's pages on a desktop and a phone, signed out and signed in, the
// gymnastics landing with its rotating banner, reading the site in Spanish, and no layout shift
// while the club's settings arrive. Every text is the demo club's own (written in its Website
// screen, seeded with the demo): no page shows copy the club did not write.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

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

const HEADLINE = 'Sunrise Gymnastics: where Springfield learns to fly';

/** How many visible elements of the role carry exactly this name. */
async function countExact(scope: Locator, role: 'link' | 'button' | 'combobox', name: string) {
  const all = scope.getByRole(role, { name, exact: true });
  let n = 0;
  for (let i = 0; i < (await all.count()); i++) if (await all.nth(i).isVisible()) n++;
  return n;
}

/** Layout shifts of the page so far, as Core Web Vitals add them (input-driven ones excluded). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

// Every entry of the three old bars that stays in the header, by its role and name.
const HEADER_LINKS = ['Home', 'Programs', 'Contact', 'Sign In', 'Register'];
const HEADER_MENUS = ['Gymnastics Training', 'About'];
// The footer's links to the pages the demo club wrote (and the accessibility statement, the
// software's until a club writes its own), and those it has not written (no link).
const FOOTER_ONLY = ['FAQ', 'Training', 'Membership', 'Camps', 'Support', 'Accessibility'];
const NOT_WRITTEN = ['Feedback', 'Careers', 'Newsletter', 'Community', 'Blog'];
const GONE = ['Login', 'Logout', 'Join Now'];

describe('a visitor reads the club site', () => {
  afterAll(() => setLandingLayout('club'));

  it('on a desktop: one header with each entry once, the headline, the real program names and the footer', async () => {
    const page = await newPage();
    await watchLayoutShift(page);
    await gotoClub(page);
    await heading(page, HEADLINE, 1).waitFor();

    const header = page.getByRole('banner');
    for (const name of HEADER_LINKS) expect(await countExact(header, 'link', name), name).toBe(1);
    for (const name of HEADER_MENUS) expect(await countExact(header, 'button', name), name).toBe(1);
    expect(await header.getByRole('combobox', { name: 'Language' }).count()).toBe(1);
    expect(await countExact(header, 'link', 'Sunrise Gymnastics home')).toBe(1);
    for (const name of [...NOT_WRITTEN, 'Training', 'Membership', 'Camps', 'Support', ...GONE]) expect(await header.getByText(name, { exact: true }).count(), name).toBe(0);
    // One compact bar, not three stacked ones.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    expect(await header.getByText('S', { exact: true }).count()).toBe(0);

    // The programs under their real names, as everywhere else.
    for (const program of ['Youth Gymnastics', 'Teen Competitive', 'Adult Fitness']) await heading(page, program, 3).waitFor();
    expect(await page.getByText(/Youth Program|Teen Program|Adult Program/).count()).toBe(0);
    for (const text of ['Why Choose Us', 'Coaches who stay', 'Eight to a coach', 'A sprung floor and foam pit', 'What Families Say', 'Ready to Join Our Community?']) {
      await heading(page, text).waitFor();
    }
    await page.getByText('Maya was shy on her first day. Now she counts the days until Monday class.').waitFor();
    await page.getByText('— Priya, Maya’s mother').waitFor();
    expect(await page.getByText(/empowering athletes|Parent of a youth gymnast/).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    for (const name of [...FOOTER_ONLY, 'Privacy Policy', 'Terms of Service']) {
      expect(await countExact(footer, 'link', name), name).toBe(1);
    }
    for (const name of NOT_WRITTEN) expect(await countExact(footer, 'link', name), name).toBe(0);
    await footer.getByText('A family gymnastics club in Springfield, Oregon, for athletes from five years old to adults.').waitFor();
    expect(await footer.getByText(/Platform/).count()).toBe(0);
    expect(await footer.getByRole('heading', { name: 'Sunrise Gymnastics', exact: true }).count()).toBe(1);
    expect(await footer.getByText('Powered by Springboard').count()).toBe(1);
    expect(await footer.getByText(`© ${new Date().getFullYear()} Sunrise Gymnastics. All rights reserved.`).count()).toBe(1);
    expect(await footer.getByText('hello@sunrise-gymnastics.example').count()).toBe(1);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-1-landing');
  });

  it('on a desktop: the program cards, the header menus and the footer lead to the club pages', async () => {
    const page = await newPage();
    await gotoClub(page);
    await heading(page, HEADLINE, 1).waitFor();
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');

    // The youth card leads to the club's youth program: day, time and the class's length, no codes.
    await page.getByRole('link', { name: 'Learn more about Youth Gymnastics' }).click();
    await heading(page, 'Youth Gymnastics', 1).waitFor();
    const monday = page.getByRole('row', { name: /Monday/ });
    await monday.waitFor();
    expect(await monday.innerText()).toMatch(/4:00 PM – 5:00 PM\s+60 min\s+\d+ places? left/);
    expect(await page.getByText('YTH-MON-4PM').count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-2-program');

    const nav = header.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Programs' }).click();
    await heading(page, 'Programs', 1).waitFor();
    await page.getByText('Register before August 31 and use the code SPRING10 for 10% off the registration fee.').waitFor();
    expect(await page.getByText(/first class is free/).count()).toBe(0);
    for (const program of ['Youth Gymnastics', 'Teen Competitive', 'Adult Fitness']) await heading(page, program, 2).waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-3-programs');

    // The About menu holds the About page, Testimonials and the FAQ.
    await nav.getByRole('button', { name: 'About' }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).waitFor();
    await checkA11y(page);
    await page.getByRole('menuitem', { name: 'About us' }).click();
    await heading(page, 'About Sunrise Gymnastics', 1).waitFor();
    await heading(page, 'Our values').waitFor();
    await page.getByText(/founded in 2009 by two former gymnasts/).waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-4-about');

    await nav.getByRole('link', { name: 'Contact' }).click();
    await heading(page, 'Contact Us', 1).waitFor();

    // The Gymnastics Training menu lists the club's own programs.
    await nav.getByRole('button', { name: 'Gymnastics Training' }).click();
    for (const program of ['Youth Gymnastics', 'Adult Fitness']) await page.getByRole('menuitem', { name: program }).waitFor();
    await page.getByRole('menuitem', { name: 'Teen Competitive' }).click();
    await heading(page, 'Teen Competitive', 1).waitFor();

    // From the keyboard, the About menu leads to the FAQ.
    await nav.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await heading(page, 'Frequently asked questions', 1).waitFor();
    await page.getByRole('button', { name: 'What should my child wear?' }).click();
    await page.getByText(/A leotard, or shorts and a fitted T-shirt/).waitFor();
    await checkA11y(page);

    await nav.getByRole('button', { name: 'About' }).click();
    await page.getByRole('menuitem', { name: 'Testimonials' }).click();
    await heading(page, 'What Families Say').waitFor();
    expect(new URL(page.url()).hash).toBe('#testimonials');

    // The footer's links open their pages.
    for (const [name, title] of [
      ['Training', 'Gymnastics training'],
      ['Membership', 'Becoming a member'],
      ['Support', 'Help with your account'],
      ['Accessibility', 'Accessibility statement'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await heading(page, title, 1).waitFor();
    }
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy policy'],
      ['/terms', 'Terms of membership'],
      ['/terms-of-service', 'Terms of membership'],
      ['/camps', 'Summer camps'],
      // Pages the club has not written: said so, no invented text (the accessibility statement is
      // the software's own, above).
      ['/newsletter', 'This page is not available'],
      ['/careers', 'This page is not available'],
    ] as const) {
      await gotoClub(page, path);
      await heading(page, title, 1).waitFor();
    }

    await header.getByRole('link', { name: 'Sign In', exact: true }).click();
    await heading(page, 'Sign in to your account', 1).waitFor();
    await screenshot(page, 'public-site-desktop-5-login');
    await header.getByRole('link', { name: 'Register', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe(`/club/${DEMO_SLUG}/register`);
  });

  it('on a phone: the header folds into a menu that holds every entry once, with the call link', async () => {
    const page = await newPage({ viewport: 'phone' });
    await watchLayoutShift(page);
    await gotoClub(page);
    await heading(page, HEADLINE, 1).waitFor();
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    for (const name of HEADER_LINKS) expect(await countExact(header, 'link', name), name).toBe(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await checkA11y(page);
    await screenshot(page, 'public-site-phone-1-landing');

    const open = page.getByRole('button', { name: 'Open menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Sunrise Gymnastics' });
    await menu.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Home', 'Programs', 'Youth Gymnastics', 'Teen Competitive', 'Adult Fitness', 'About us', 'Testimonials', 'FAQ', 'Contact', 'Sign In', 'Register']) {
      expect(await countExact(menu, 'link', name), name).toBe(1);
    }
    for (const name of HEADER_MENUS) expect(await menu.getByText(name, { exact: true }).count(), name).toBe(1);
    expect(await menu.getByRole('combobox', { name: 'Language' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Call the club at (541) 555-0142' }).getAttribute('href')).toBe('tel:5415550142');
    for (const name of [...NOT_WRITTEN, 'Training', 'Membership', 'Camps', 'Support', ...GONE]) expect(await menu.getByText(name, { exact: true }).count(), name).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'public-site-phone-2-menu');

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    await open.click();
    await menu.getByRole('link', { name: 'Teen Competitive' }).click();
    await heading(page, 'Teen Competitive', 1).waitFor();
    await menu.waitFor({ state: 'detached' });
    await checkA11y(page);
    await screenshot(page, 'public-site-phone-3-program');

    for (const [path, title] of [
      ['/programs', 'Programs'],
      ['/about', 'About Sunrise Gymnastics'],
      ['/login', 'Sign in to your account'],
    ] as const) {
      await gotoClub(page, path);
      await heading(page, title, 1).waitFor();
      await checkA11y(page);
      await screenshot(page, `public-site-phone-4${path.replace('/', '-')}`);
    }
    const footer = page.getByRole('contentinfo');
    for (const name of FOOTER_ONLY) expect(await countExact(footer, 'link', name), name).toBe(1);
  });

  it('signed in as a member: the account menu in place of Sign In and Register, on a desktop and a phone', async () => {
    const family = await registerFamilyViaApi('publichead');
    const page = await newPage();
    await login(page, family.email, 'family-pass-1');
    await gotoClub(page);
    await heading(page, HEADLINE, 1).waitFor();
    const header = page.getByRole('banner');
    for (const name of ['Sign In', 'Register']) expect(await countExact(header, 'link', name), name).toBe(0);
    await header.getByRole('button', { name: 'My Account' }).click();
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe(`/club/${DEMO_SLUG}/dashboard`);
    expect(await page.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(`/club/${DEMO_SLUG}/profile`);
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-6-account-menu');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/login`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, family.email, 'family-pass-1');
    await gotoClub(phone, '/programs');
    await heading(phone, 'Programs', 1).waitFor();
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog');
    await menu.waitFor(); // the drawer's code loads on the first press
    for (const name of ['Dashboard', 'Profile']) expect(await countExact(menu, 'link', name), name).toBe(1);
    for (const name of ['Sign In', 'Register']) expect(await countExact(menu, 'link', name), name).toBe(0);
    await checkA11y(phone);
    await screenshot(phone, 'public-site-phone-5-account-menu');
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await phone.waitForURL(`**/club/${DEMO_SLUG}/login`);
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
    await heading(page, HEADLINE, 1).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/club/${DEMO_SLUG}`);
  });

  it('in Spanish (usted), chosen once in the header and kept on the next visit', async () => {
    const page = await newPage();
    await gotoClub(page);
    await heading(page, HEADLINE, 1).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await heading(page, 'Sunrise Gymnastics: donde Springfield aprende a volar', 1).waitFor();
    // The demo's programs have Spanish names, shown to Spanish readers.
    await heading(page, 'Gimnasia infantil', 3).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('link', { name: 'Inscríbase' }).first().waitFor();
    await page.getByRole('link', { name: 'Ver programas' }).click();
    await heading(page, 'Programas', 1).waitFor();
    await page.getByText('Inscríbase antes del 31 de agosto y use el código SPRING10: 10 % de descuento en la cuota de inscripción.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-7-spanish');

    await page.reload();
    await heading(page, 'Programas', 1).waitFor();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await heading(page, 'Programs', 1).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it("in the gymnastics reading: a banner rotating the club's headline and its news, and cards to the training, membership and camps pages it wrote", async () => {
    await setLandingLayout('gymnastics');
    const page = await newPage();
    // The page's clock is ours: the slideshow's 5 s are run, not waited for. It flows as usual while
    // the page loads, and stops once the first slide is up.
    await page.clock.install();
    await gotoClub(page);
    await heading(page, HEADLINE, 2).waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    expect(await page.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(`/club/${DEMO_SLUG}/register`);
    for (const card of ['Gymnastics training', 'Becoming a member', 'Summer camps']) await heading(page, card, 3).waitFor();

    // Autoplay moves to the second slide after 5 s (not before); the pause button stops it there. The
    // slide shown is the one not made inert (the others stay in the page, out of reach). Its first
    // 5 s began while the page loaded, so it starts again from a known moment: paused, back to the
    // first slide, played.
    const shown = async () => {
      const slide = page.locator('[aria-roledescription="slide"]:not([inert])');
      return `${await slide.getAttribute('aria-label')}: ${await slide.getByRole('heading', { level: 2 }).textContent()}`;
    };
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.getByLabel('Show slide 1').click();
    await page.clock.runFor(1_500);
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(0, 0);
    expect(await shown()).toBe(`1 of 2: ${HEADLINE}`);
    await page.clock.runFor(4_500);
    expect(await shown()).toBe(`1 of 2: ${HEADLINE}`);
    await page.clock.runFor(2_000);
    expect(await shown()).toBe('2 of 2: Fall term starts September 8');
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.getByRole('button', { name: 'Play the slideshow' }).waitFor();
    await page.clock.runFor(12_000);
    expect(await shown()).toBe('2 of 2: Fall term starts September 8');
    await page.clock.resume();
    await checkA11y(page);
    await screenshot(page, 'public-site-desktop-8-gymnastics');

    await page.getByRole('link', { name: /Summer camps/ }).click();
    await heading(page, 'Summer camps', 1).waitFor();

    const phone = await newPage({ viewport: 'phone' });
    await gotoClub(phone);
    await heading(phone, HEADLINE, 2).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'public-site-phone-6-gymnastics');
  });
});
