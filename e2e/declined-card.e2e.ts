// Journey: a parent's card is declined; everything typed stays, the provider's reason is shown, and
// the same registration goes through with another card (no half-created family blocks the e-mail).
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { allowConsoleErrors, newPage, screenshot } from './support/browser.js';
import { gotoClub } from './support/club.js';
import { field, familyOf, fillBilling, fillCard, fillStep1 } from './fixtures/registration.js';

describe('a declined card, then a good one', () => {
  it('keeps the form after a decline and registers with the next card', async () => {
    const family = familyOf('declined', [
      { first: 'Noa', last: 'Vega', gender: 'Other', born: '2014-01-20', program: /^Youth Gymnastics/, slot: 'YTH-WED-4PM' },
    ]);
    const page = await newPage({ viewport: 'phone' });
    await gotoClub(page, '/register');
    await page.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();

    // Step 1 names what is missing before anything is sent.
    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await page.getByText('Please fix these fields').waitFor();
    await page.getByText('Athlete 1: Legal first name: This field is required').waitFor();
    await screenshot(page, 'declined-card-0-missing-fields');

    await fillStep1(page, family);
    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await fillBilling(page, { startDate: '2031-03-01', referral: 'Social Media' });

    // A voucher the club does not have: the server's reason under the field (its 400 is expected).
    allowConsoleErrors(page, /status of 400/);
    await field(page, 'Voucher code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This voucher code is not valid').waitFor();
    await field(page, 'Voucher code').fill('SPRING10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Voucher applied successfully! New total: $22.50').waitFor();
    // The itemised summary and the button follow the voucher: 25.00 less 10 %.
    const summary = page.getByRole('region', { name: 'Payment summary' });
    await summary.getByText('Voucher SPRING10').waitFor();
    await summary.getByText('−$2.50').waitFor();
    await page.getByRole('button', { name: 'Submit Registration · $22.50' }).waitFor();

    // A number with a typo is caught in the browser (Luhn), before any payment attempt.
    await fillCard(page, '4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.getByText('This card number is not valid').first().waitFor();

    await field(page, 'Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.getByText('The payment did not go through').waitFor();
    await page.getByText('Payment failed: Your card was declined.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'declined-card-1-declined');
    expect(await field(page, 'Name on card').inputValue()).toBe('Ana Card');
    await page.getByRole('button', { name: 'Submit Registration · $22.50' }).waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    expect(await field(page, 'E-mail').inputValue()).toBe(family.email);
    // The finished athlete is folded to one line; Edit shows what was typed.
    await page.getByRole('button', { name: 'Edit athlete 1, Noa Vega' }).click();
    expect(await field(page, 'Legal first name').inputValue()).toBe('Noa');
    await page.getByRole('button', { name: 'Continue to Billing' }).click();

    await field(page, 'Card number').fill('4000 0000 0000 9995');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.getByText('Payment failed: Your card has insufficient funds.').waitFor();

    await field(page, 'Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.waitForURL(/\/members-summary$/);
    await page.getByRole('heading', { name: 'Registration summary' }).waitFor();
    await page.getByText('$22.50', { exact: true }).waitFor();
    await screenshot(page, 'declined-card-2-summary');
  });
});
