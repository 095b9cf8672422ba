// Journey: a parent registers a family with two children, pays the fee by card, reads the summary
// (opened at its top, signed in already), gets the confirmation e-mail, then goes on to the family's
// home without signing in. Once on a desktop and once on a 390 px phone. Parents read slots by day
// and time, never by the club's slot codes, with the program's real length and ages.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { familyOf, fillBilling, fillCard, fillStep1 } from './fixtures/registration.js';

const NO_SLOT_CODES = /YTH-|TEEN-|ADLT-|ADL-/;

const SUCCESS = 'Membership and athlete registration completed successfully!';

describe('a family registers two children and pays by card', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`registers, pays and sees the family at home (${viewport})`, async () => {
      const family = familyOf(`family${viewport}`, [
        { first: 'Lia', last: 'Reyes', gender: 'Female', born: '2017-05-02', program: /^Youth Gymnastics/, slot: 'YTH-MON-4PM' },
        { first: 'Leo', last: 'Reyes', gender: 'Male', born: '2011-09-30', program: /^Teen Competitive/, slot: 'TEEN-TUE-6PM' },
      ]);
      const page = await newPage({ viewport });
      await gotoClub(page, '/register');
      await page.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
      await fillStep1(page, family);
      // Each finished athlete folds to one line (name, program, day and time) with Edit.
      const first = page.getByRole('group', { name: 'Athlete 1' });
      await first.getByText('Lia Reyes').waitFor();
      await first.getByText('Youth Gymnastics · Monday 4:00 PM – 5:00 PM').waitFor();
      await page.getByRole('group', { name: 'Athlete 2' }).getByText('Teen Competitive · Tuesday 6:00 PM – 7:00 PM').waitFor();
      expect(await page.getByText(NO_SLOT_CODES).count()).toBe(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // About 4,000 px on a phone before athlete blocks folded; now about half.
      expect(height).toBeLessThan(viewport === 'phone' ? 2600 : 1800);
      // Edit opens the block again: the chosen slot is pressed, shown by its day and hours and the
      // program's real length and ages (not the old fixed "60 min" and "12yr - 50yr").
      await first.getByRole('button', { name: 'Edit athlete 1, Lia Reyes' }).click();
      const chosen = first.getByRole('button', { name: /^Youth Gymnastics, Monday 4:00 PM – 5:00 PM, selected for Athlete 1/ });
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      await first.getByText('Ages 5–12').first().waitFor();
      expect(await page.getByText('12yr - 50yr').count()).toBe(0);
      expect(await page.getByText(NO_SLOT_CODES).count()).toBe(0);
      await checkA11y(page);
      await first.getByRole('button', { name: /^Done with athlete 1/ }).click();
      await first.getByRole('button', { name: 'Edit athlete 1, Lia Reyes' }).waitFor();
      await screenshot(page, `family-registration-${viewport}-1-details`);

      await page.getByRole('button', { name: 'Continue to Billing' }).click();
      await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
      // Billing opens at the top of the page, like a new page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // What is charged, as text: the demo club's 25.00 with no voucher, and the button says it.
      const summary = page.getByRole('region', { name: 'Payment summary' });
      await summary.getByText('Registration fee').waitFor();
      await summary.getByText('Total due today').waitFor();
      expect(await summary.getByRole('textbox').count()).toBe(0);
      await page.getByRole('button', { name: 'Submit Registration · $25.00' }).waitFor();
      await fillBilling(page, { startDate: '2031-02-01', referral: 'Friend Referral' });
      await fillCard(page, '4242 4242 4242 4242');
      await checkA11y(page);
      await screenshot(page, `family-registration-${viewport}-2-billing`);

      await page.getByRole('button', { name: 'Submit Registration · $25.00' }).click();
      await page.waitForURL(/\/club\/demo\/members-summary$/);
      await page.getByText(SUCCESS).waitFor();
      await page.getByRole('heading', { name: 'Registration summary' }).waitFor();
      const banner = page.getByText('Registration complete', { exact: true });
      await banner.waitFor();
      // The summary opens at its top, the banner and the way on inside the first screen (no toast over it).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const home = page.getByRole('link', { name: 'Go to your family’s home' });
      for (const el of [banner, home]) {
        const box = (await el.boundingBox())!;
        expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
      }
      expect(await page.getByText(NO_SLOT_CODES).count()).toBe(0);
      await page.getByRole('cell', { name: /Monday 4:00 PM – 5:00 PM/ }).waitFor();
      await page.getByText('60 min · Ages 13–17').waitFor();
      expect(await page.getByText(family.email).count()).toBe(1);
      expect(await page.getByRole('cell', { name: 'Lia Reyes' }).count()).toBe(1);
      expect(await page.getByRole('cell', { name: 'Teen Competitive' }).count()).toBe(1);
      await page.getByRole('button', { name: /Leo Reyes/ }).click();
      await page.getByText('Sep 30, 2011').waitFor();
      await checkA11y(page);
      await screenshot(page, `family-registration-${viewport}-3-summary`);
      expect(await home.getAttribute('href')).toBe('/club/demo/dashboard');
      expect(await page.getByRole('link', { name: 'Back to sign in' }).count()).toBe(0);

      const mail = await waitForEmail(family.email, (m) => m.subject.includes('registration confirmed'));
      expect(mail.text).toContain('Lia');

      // Signed in by the registration itself: the family's home opens without the sign-in screen.
      await home.click();
      await page.waitForURL(/\/club\/demo\/dashboard$/);
      await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
      await page.getByText('Youth Gymnastics: Mon 4:00 PM – 5:00 PM').waitFor();
      await page.getByText('Teen Competitive: Tue 6:00 PM – 7:00 PM').waitFor();
      expect(await page.getByRole('link', { name: /Invoices/ }).first().getAttribute('href')).toBe('/club/demo/member/view-invoice');
      await checkA11y(page);
      await screenshot(page, `family-registration-${viewport}-4-member-home`);

      // Due payments is a staff page: a parent who opens it lands back on the family's home.
      await gotoClub(page, '/due-payments');
      await page.waitForURL(/\/club\/demo\/dashboard$/);
      await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
    });
  }

  it('says so on a summary page opened without a registration', async () => {
    const page = await newPage();
    await gotoClub(page, '/members-summary');
    await page.getByText('This summary is only shown right after a registration.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/club/demo/login');
    await checkA11y(page);
    await screenshot(page, 'family-registration-summary-without-state');
  });
});
