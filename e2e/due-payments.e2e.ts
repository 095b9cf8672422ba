// Journey: the club's admin finds a family's due invoice in Due payments and charges the card the
// family saved at registration, once.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

describe('the admin charges a due payment', () => {
  it('lists it with its amount in dollars and charges the saved card once', async () => {
    const family = await registerFamilyViaApi('duepay');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    await createDueInvoice(token, family.membershipId, 41.5, 'October tuition');
    await createDueInvoice(token, family.membershipId, 12, 'Leotard');

    const page = await newPage();
    await login(page, admin.email, admin.password);
    await gotoClub(page, '/due-payments');
    await page.getByRole('heading', { name: 'Due payments' }).waitFor();
    await page.getByLabel('Search').fill(family.name);
    const charge = page.getByRole('button', { name: `Charge $41.50 to ${family.name}` });
    await charge.waitFor();
    await checkA11y(page);
    await screenshot(page, 'due-payments-desktop-1-list');

    await charge.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('October tuition', { exact: false }).waitFor();
    await screenshot(page, 'due-payments-desktop-2-confirm');
    await dialog.getByRole('button', { name: 'Charge $41.50' }).click();
    await page.getByText(`Payment done successfully (${family.name}).`).waitFor();
    // Refetched: the paid invoice has left the list, the other one is still due.
    await expect.poll(() => charge.count()).toBe(0);
    expect(await page.getByRole('button', { name: `Charge $12.00 to ${family.name}` }).count()).toBe(1);
    await screenshot(page, 'due-payments-desktop-3-charged');
    await page.getByLabel('Search').fill('no family is called this');
    await page.getByText('No due payments match your search.').waitFor();

    // On a phone the same rows are cards, with a sort menu instead of column headers.
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, admin.email, admin.password);
    await gotoClub(phone, '/due-payments');
    await phone.getByLabel('Search').fill(family.name);
    await phone.getByRole('button', { name: `Charge $12.00 to ${family.name}` }).waitFor();
    await phone.getByLabel('Sort by').selectOption({ label: 'Amount (descending)' });
    await checkA11y(phone);
    await screenshot(phone, 'due-payments-phone-1-list');
  });
});
