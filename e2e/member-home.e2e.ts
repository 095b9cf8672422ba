// Journey: a parent signs in and lands on the family's home inside the member area (its sidebar, the
// same labels as the tiles); every tile opens a working page of the member area, never a "not
// available" notice; the public header's Dashboard leads back to the same home. Then on a phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { DEMO_SLUG, gotoClub, login } from './support/club.js';
import { registerFamilyViaApi } from './fixtures/registration.js';

/** Tile label → the page it opens, in the order of the member sidebar. */
const TILES: [string, string][] = [
  ['Invoices', 'member/view-invoice'],
  ['Billing History', 'member/view-payment'],
  ['Statement', 'member/statement'],
  ['Update Card', 'member/update-card'],
  ['Manage Profile', 'member/manage-profile'],
  ['Athletes', 'member/manage-athlete'],
  ['Waitlist', 'member/waitlist'],
  ['Classes & Make-ups', 'member/classes'],
  ['Policies', 'member/policies'],
  ['Progress', 'member/skills'],
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Member Dashboard' });
const tiles = (page: Page) => page.getByRole('region', { name: 'Your account' });

async function atHome(page: Page) {
  await page.waitForURL(`**/club/${DEMO_SLUG}/dashboard`);
  await page.getByRole('heading', { name: 'Welcome, Ana!', level: 1 }).waitFor();
  await page.getByText('Youth Gymnastics: Mon 4:00 PM – 5:00 PM').waitFor();
}

describe('a parent at home in the member area', () => {
  it('lands on member home in the member layout, and every tile opens a working page', async () => {
    const family = await registerFamilyViaApi('memberhome');
    const page = await newPage();
    await login(page, family.email, 'family-pass-1');
    await atHome(page);
    // One layout: the member sidebar beside the home, its Home the current page, no public footer.
    await sidebar(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Careers' }).count()).toBe(0);
    const tileLinks = tiles(page).getByRole('link');
    expect(await tileLinks.count()).toBe(TILES.length);
    await checkA11y(page);
    await screenshot(page, 'member-home-desktop-1-home');

    for (const [label, path] of TILES) {
      // The sidebar names the page exactly as the tile does.
      expect(await sidebar(page).getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(
        `/club/${DEMO_SLUG}/${path}`,
      );
      await tiles(page)
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await page.waitForURL(`**/club/${DEMO_SLUG}/${path}`);
      await page.getByRole('heading', { name: label, level: 1, exact: true }).waitFor();
      expect(await sidebar(page).getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByText('not available', { exact: false }).count()).toBe(0);
      await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
      await atHome(page);
    }

    // The public site's account menu leads back to the same home, in the member layout.
    await gotoClub(page, '/programs');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await atHome(page);
    await sidebar(page).waitFor();
  });

  it('on a phone: the home in the member layout, its sidebar in the drawer', async () => {
    const family = await registerFamilyViaApi('memberphone');
    const page = await newPage({ viewport: 'phone' });
    await login(page, family.email, 'family-pass-1');
    await atHome(page);
    await checkA11y(page);
    await screenshot(page, 'member-home-phone-1-home');
    await tiles(page)
      .getByRole('link', { name: /^Billing History/ })
      .click();
    await page.getByRole('heading', { name: 'Billing History', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
    await atHome(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar(page).getByRole('link', { name: 'Invoices', exact: true }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'member-home-phone-2-menu');
  });
});
