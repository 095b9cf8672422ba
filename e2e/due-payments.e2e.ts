// Journey: the club's admin opens Due Payments from the admin menu (inside the admin layout, not the
// public site), tells apart two families of the same name by their e-mail, and charges the card one
// of them saved at registration, once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin Dashboard' });
/** The list's own search (the sidebar has the club-wide one). */
const search = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });

describe('the admin charges a due payment', () => {
  it('opens Due Payments from the menu, lists it with its amount and e-mail, and charges the saved card once', async () => {
    // Two families with the same name: only their e-mail tells them apart.
    const family = await registerFamilyViaApi('duepay');
    const twin = await registerFamilyViaApi('duepay');
    expect(twin.name).toBe(family.name);
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    await createDueInvoice(token, family.membershipId, 41.5, 'October tuition');
    await createDueInvoice(token, family.membershipId, 12, 'Leotard');
    await createDueInvoice(token, twin.membershipId, 41.5, 'October tuition');

    const page = await newPage();
    await login(page, admin.email, admin.password);
    await adminMenu(page).getByRole('button', { name: 'Reporting' }).click();
    await adminMenu(page).getByRole('link', { name: 'Due Payments' }).click();
    await page.waitForURL('**/club/demo/due-payments');
    await page.getByRole('heading', { name: 'Due Payments', level: 1 }).waitFor();
    expect(await adminMenu(page).getByRole('link', { name: 'Due Payments' }).getAttribute('aria-current')).toBe('page');
    // The admin layout, not the public site's footer.
    expect(await page.getByRole('link', { name: 'Careers' }).count()).toBe(0);

    await search(page).fill(family.name);
    const ours = page.getByRole('row').filter({ hasText: family.email });
    const theirs = page.getByRole('row').filter({ hasText: twin.email });
    // The server searches once typing pauses: wait for its page (the three invoices of the two
    // families), not for rows the unsearched list may show too.
    await page.getByText('1-3 of 3', { exact: true }).waitFor();
    expect(await ours.count()).toBe(2);
    expect(await theirs.count()).toBe(1);
    await page.getByRole('columnheader', { name: /E-mail/ }).waitFor();
    const charge = page.getByRole('button', { name: `Charge $41.50 to ${family.name} (${family.email})` });
    await charge.waitFor();
    await checkA11y(page);
    await screenshot(page, 'due-payments-desktop-1-list');

    await charge.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('October tuition', { exact: false }).waitFor();
    await screenshot(page, 'due-payments-desktop-2-confirm');
    await dialog.getByRole('button', { name: 'Charge $41.50' }).click();
    await page.getByText(`Payment done successfully (${family.name}).`).waitFor();
    // Refetched: the paid invoice has left the list, the other one is still due, the twin's untouched.
    await page.getByText('1-2 of 2', { exact: true }).waitFor();
    expect(await charge.count()).toBe(0);
    expect(await page.getByRole('button', { name: `Charge $12.00 to ${family.name} (${family.email})` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Charge $41.50 to ${twin.name} (${twin.email})` }).count()).toBe(1);
    await screenshot(page, 'due-payments-desktop-3-charged');
    await search(page).fill(twin.email);
    // The list filters as the admin types: wait for it rather than count at once.
    await expect.poll(() => page.getByRole('button', { name: /^Charge / }).count()).toBe(1);
    await search(page).fill('no family is called this');
    await page.getByText('No due payments match your search.').waitFor();

    // On a phone the same rows are cards, with the e-mail under the name and a sort menu instead of column headers.
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, admin.email, admin.password);
    await gotoClub(phone, '/due-payments');
    await phone.getByRole('heading', { name: 'Due Payments', level: 1 }).waitFor();
    await search(phone).fill(family.name);
    await phone.getByRole('button', { name: `Charge $12.00 to ${family.name} (${family.email})` }).waitFor();
    await phone.getByText(twin.email).filter({ visible: true }).waitFor();
    await phone.getByLabel('Sort by').selectOption({ label: 'Amount due (descending)' });
    await checkA11y(phone);
    await screenshot(phone, 'due-payments-phone-1-list');
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    await adminMenu(phone).getByRole('link', { name: 'Due Payments' }).waitFor();
  });
});
