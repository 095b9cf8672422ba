// Journey: a parent registers a family with two children, pays the fee by card, reads the summary,
// gets the confirmation e-mail, then signs in and finds the family on the member home. Once on a
// desktop and once on a 390 px phone.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub, login } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { familyOf, fillBilling, fillCard, fillStep1 } from './fixtures/registration.js';

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
      const chosen = page.getByRole('button', { name: /^Slot YTH-MON-4PM selected for Athlete 1/ });
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      await checkA11y(page);
      await screenshot(page, `family-registration-${viewport}-1-details`);

      await page.getByRole('button', { name: 'Continue to Billing' }).click();
      await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
      // The fee due today is the server's quote: the demo club's 25.00 with no voucher.
      await expect.poll(() => page.getByLabel('Fee due today').inputValue()).toBe('$25.00');
      await fillBilling(page, { startDate: '2031-02-01', referral: 'Friend Referral' });
      await fillCard(page, '4242 4242 4242 4242');
      await checkA11y(page);
      await screenshot(page, `family-registration-${viewport}-2-billing`);

      await page.getByRole('button', { name: 'Submit Registration' }).click();
      await page.waitForURL(/\/club\/demo\/members-summary$/);
      await page.getByText(SUCCESS).waitFor();
      await page.getByRole('heading', { name: 'Registration summary' }).waitFor();
      await page.getByText('Registration complete', { exact: true }).waitFor();
      expect(await page.getByText(family.email).count()).toBe(1);
      expect(await page.getByRole('cell', { name: 'Lia Reyes' }).count()).toBe(1);
      expect(await page.getByRole('cell', { name: 'Teen Competitive' }).count()).toBe(1);
      await page.getByRole('button', { name: /Leo Reyes/ }).click();
      await page.getByText('Sep 30, 2011').waitFor();
      await checkA11y(page);
      await screenshot(page, `family-registration-${viewport}-3-summary`);
      expect(await page.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/club/demo/login');

      const mail = await waitForEmail(family.email, (m) => m.subject.includes('registration confirmed'));
      expect(mail.text).toContain('Lia');

      await login(page, family.email, family.password);
      await page.waitForURL(/\/club\/demo\/dashboard$/);
      await page.getByRole('heading', { name: 'Welcome, Ana!' }).waitFor();
      await page.getByText('Youth Gymnastics: Mon 4:00 PM - 5:00 PM').waitFor();
      await page.getByText('Teen Competitive: Tue 6:00 PM - 7:00 PM').waitFor();
      expect(await page.getByRole('link', { name: /Invoices/ }).getAttribute('href')).toBe('/club/demo/member/view-invoice');
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
