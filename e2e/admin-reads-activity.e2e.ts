// The admin refunds part of a family's cash payment from the family's page, then opens Activity:
// the refund is the newest line, with who, how much and why, its before and after open on a click;
// the "What" filter keeps it, "Download CSV" saves it. In English and Spanish, at 1280 and 390 px,
// axe clean.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

const REASON = 'Two classes cancelled by the club';

/** The rows of the list shown (a table on a desktop, cards on a phone). */
const shownText = (page: Page) => page.locator('main').innerText();

describe('admin reads the activity', () => {
  it('refunds a payment, finds it in Activity, filters it and downloads it', async () => {
    const family = await registerFamilyViaApi('activity');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    const invoiceId = await createDueInvoice(token, family.membershipId, 60, 'Spring session');
    await apiCall('POST', '/payments', token, { membershipId: family.membershipId, invoiceId, amount: 60, paymentMethod: 'cash' });

    const page = await newPage({ viewport: 'desktop' });
    await login(page, admin.email, admin.password);
    await gotoClub(page, `/admin/view-memberships?membership=${family.membershipId}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).locator('visible=true').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount to refund').fill('25');
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Refund $25.00' }).click();
    await page.getByText('Refunded $25.00').first().waitFor();

    // Activity, from the sidebar's Reporting group.
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    const link = sidebar.getByRole('link', { name: 'Activity', exact: true });
    if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Reporting' }).click();
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const line = `refunded $25.00 of payment`;
    const row = page.getByRole('row').filter({ hasText: line }).first();
    await row.waitFor();
    await expect.poll(async () => row.innerText()).toContain(REASON);
    expect(await row.innerText()).toMatch(/\S+ \S+ refunded \$25\.00 of payment #[0-9a-f]{8}/);
    await row.getByText('Before and after').click();
    await row.getByRole('cell', { name: 'refunded', exact: true }).waitFor();
    expect(await row.innerText()).toContain('$25.00');
    await screenshot(page, 'activity-desktop-en');
    await checkA11y(page);

    // What: payments and refunds only; then the download holds the refund.
    await page.getByLabel('What').selectOption('payment');
    await expect.poll(() => shownText(page)).not.toContain('created invoice');
    expect(await shownText(page)).toContain(line);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('activity.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('action');
    expect(lines.some((l) => l.includes('payment_refunded') && l.includes(REASON))).toBe(true);
    expect(lines.every((l) => !l.includes('invoice_created'))).toBe(true);

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Actividad' }).waitFor();
    await page.getByText('reembolsó 25,00 US$ del pago').or(page.getByText('reembolsó $25.00 del pago')).first().waitFor();
    await screenshot(page, 'activity-desktop-es');
    await checkA11y(page);
    await page.close();

    // A phone: the filters stack, each row is a card.
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, admin.email, admin.password);
    await gotoClub(phone, '/admin/activity');
    await phone.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await phone.getByText(REASON).locator('visible=true').first().waitFor();
    await screenshot(phone, 'activity-phone-en');
    await checkA11y(phone);
    await phone.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await phone.getByRole('heading', { level: 1, name: 'Actividad' }).waitFor();
    await screenshot(phone, 'activity-phone-es');
    await checkA11y(phone);
    await phone.close();
  });
});
