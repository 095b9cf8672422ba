// Journey: a staff member opens a family in Memberships and accepts its invoice in cash through the
// Accept Payment dialog, confirming twice: exactly one call, one payment, and no second invoice. Then
// the admin's invoice screens: View Invoice, Unpaid Invoices (a partial payment by check), Invoice &
// Payment Management (the payments green under Show Payments), Generate Invoice, and Edit, Delete and
// Void in the family's view.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, field, registerFamilyViaApi, uniqueEmail } from './fixtures/registration.js';

/** The label of the family's Chalk bag invoice (INV-000123). */
const invoicesOf = (all: { description: string; number: number }[]) =>
  `INV-${String(all.find((i) => i.description === 'Chalk bag')!.number).padStart(6, '0')}`;

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function get<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

async function newStaff(token: string): Promise<{ email: string; password: string }> {
  const staff = { email: uniqueEmail('desk'), password: 'desk-pass-1' };
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'staff', email: staff.email, password: staff.password, firstName: 'Dee', lastName: 'Desk' }),
  });
  expect(res.status).toBe(201);
  return staff;
}

describe('staff accept cash', () => {
  it('records one payment however often Accept Payment is clicked', async () => {
    const family = await registerFamilyViaApi('cashpay');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    const invoiceId = await createDueInvoice(token, family.membershipId, 25, 'Uniform');
    const staff = await newStaff(token);

    const page = await newPage();
    await login(page, staff.email, staff.password);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payments') posts.push(r.url());
    });
    await gotoClub(page, `/staff/view-memberships?membership=${family.membershipId}`);
    await page.getByRole('heading', { name: family.name }).waitFor();
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Owes $25.00');
    const accept = page.getByRole('button', { name: 'Accept a payment of up to $25.00 for Uniform' });
    await accept.waitFor();
    // Staff accept cash but do not edit or delete invoices (admins do).
    expect(await page.getByRole('button', { name: 'Edit invoice Uniform' }).count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'staff-accepts-cash-desktop-1-family');

    await accept.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Uniform: $25.00, $25.00 left to pay.').waitFor();
    expect(await field(dialog, 'Amount received').inputValue()).toBe('$25.00');
    await checkA11y(page);
    await screenshot(page, 'staff-accepts-cash-desktop-2-dialog');
    await dialog.getByRole('button', { name: 'Confirm payment' }).dblclick();
    await toast(page, 'Cash Payment accepted successfully!').first().waitFor();
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Nothing owed');
    await expect.poll(() => accept.count()).toBe(0);
    expect(posts).toHaveLength(1);
    expect(await toast(page, 'Cash Payment accepted successfully!').count()).toBe(1);
    expect(await toast(page, 'Failed to accept payment!').count()).toBe(0);
    await screenshot(page, 'staff-accepts-cash-desktop-3-accepted');

    const payments = await get<{ invoice_id: string | null; payment_method: string; status: string; amount: number }[]>(
      `/payments/member/${family.membershipId}`,
      token,
    );
    const forInvoice = payments.filter((p) => p.invoice_id === invoiceId);
    expect(forInvoice).toEqual([expect.objectContaining({ payment_method: 'cash', status: 'succeeded', amount: 25 })]);
    // The payment settled its invoice: no second, "charged" invoice of the same amount.
    const invoices = await get<{ id: string; description: string; status: string }[]>(
      `/invoices/member/${family.membershipId}`,
      token,
    );
    expect(invoices.filter((i) => i.description.startsWith('Charged Payment'))).toEqual([]);
    expect(invoices.find((i) => i.id === invoiceId)).toMatchObject({ status: 'paid' });

    // The staff's View Invoice: every family's invoices, the paid one green and "Already Paid".
    await gotoClub(page, '/staff/view-invoice');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.name);
    await page.locator('tr[data-tone="good"]').filter({ hasText: 'Uniform' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'view-invoice-desktop');

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, staff.email, staff.password);
    await gotoClub(phone, `/staff/view-memberships?membership=${family.membershipId}`);
    await expect.poll(() => phone.getByTestId('membership-balance').innerText()).toBe('Nothing owed');
    await checkA11y(phone);
    await screenshot(phone, 'staff-accepts-cash-phone-family');
    await gotoClub(phone, '/staff/view-invoice');
    await phone.getByRole('textbox', { name: 'Search', exact: true }).fill(family.name);
    await phone.getByText('Uniform', { exact: true }).last().waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'view-invoice-phone');
  });

  it('gives the admin the invoice screens: generate, unpaid, management, edit and delete', async () => {
    const family = await registerFamilyViaApi('ledger');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    await createDueInvoice(token, family.membershipId, 18, 'Chalk bag');
    // The refused delete of a paid invoice answers 409, which the browser logs.
    const page = await newPage({ allowConsoleErrors: [/status of 409/] });
    await login(page, admin.email, admin.password);

    // Generate Invoice: the fields are required, then the invoice is made.
    await gotoClub(page, '/admin/generate-invoice');
    await page.getByRole('heading', { name: 'Generate Invoice' }).waitFor();
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    expect(await page.getByText('This field is required').count()).toBe(3);
    await field(page, 'Member').first().fill(family.name);
    // By e-mail: another journey (ledger-invoices) registers an "Ana Ledger" too.
    await page.getByRole('option', { name: `${family.name} (${family.email})` }).click();
    await field(page, 'Description').fill('Competition entry');
    await field(page, 'Amount').fill('32.75');
    await checkA11y(page);
    await screenshot(page, 'generate-invoice-desktop');
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    await toast(page, 'Invoice generated successfully!').first().waitFor();

    // Unpaid Invoices: both open invoices of the family, red (found by its e-mail: other "Ana …"
    // families of earlier journeys match its first name too).
    await gotoClub(page, '/admin/unpaid-invoices');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.email);
    await page.locator('tr[data-tone="bad"]').filter({ hasText: 'Competition entry' }).waitFor();
    await page.locator('tr[data-tone="bad"]').filter({ hasText: 'Chalk bag' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'unpaid-invoices-desktop');
    // Part of it by check, the rest in cash: the row shows what is left, then leaves the list.
    const acceptChalk = page.getByRole('button', { name: /^Accept a payment of up to \$\d+\.00 for Chalk bag$/ });
    await acceptChalk.click();
    let dialog = page.getByRole('dialog');
    await field(dialog, 'Amount received').fill('20');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await dialog.getByText('The amount cannot be more than what is due ($18.00)').waitFor();
    await field(dialog, 'Amount received').fill('10');
    await dialog.getByRole('radio', { name: 'Check' }).check();
    await field(dialog, 'Note').fill('Check 1042');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await toast(page, 'Payment of $10.00 recorded.').first().waitFor();
    await page.locator('tr').filter({ hasText: 'Chalk bag' }).filter({ hasText: '$8.00 due' }).waitFor();
    await acceptChalk.click();
    dialog = page.getByRole('dialog');
    expect(await field(dialog, 'Amount received').inputValue()).toBe('$8.00');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await toast(page, 'Cash Payment accepted successfully!').first().waitFor();
    await expect.poll(() => page.locator('tr').filter({ hasText: 'Chalk bag' }).count()).toBe(0);

    // Invoice & Payment Management: pending invoices due this month, then this month's payments.
    await gotoClub(page, '/admin/invoices');
    await page.getByRole('heading', { name: 'Invoice & Payment Management' }).waitFor();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.email);
    await page.locator('tr[data-tone="bad"]').filter({ hasText: 'Competition entry' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'invoice-management-desktop-1-invoices');
    await page.getByRole('button', { name: 'Show Payments' }).click();
    await page.getByRole('button', { name: 'Last 30 Days' }).click();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.email);
    await page.locator('tr[data-tone="good"]').filter({ hasText: '$8.00' }).waitFor();
    await page.locator('tr[data-tone="good"]').filter({ hasText: 'Check 1042' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'invoice-management-desktop-2-payments');

    // Edit and Delete in the family's view (admins).
    await gotoClub(page, `/admin/view-memberships?membership=${family.membershipId}`);
    await page.getByRole('button', { name: 'Edit invoice Competition entry' }).click();
    const edit = page.getByRole('dialog');
    await field(edit, 'Amount').fill('');
    await edit.getByRole('button', { name: 'Save invoice' }).click();
    await edit.getByText('A numeric amount is required').waitFor();
    await checkA11y(page);
    await screenshot(page, 'edit-invoice-desktop');
    await field(edit, 'Amount').fill('30');
    await edit.getByRole('button', { name: 'Save invoice' }).click();
    await toast(page, 'Invoice updated successfully!').first().waitFor();
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Owes $30.00');
    await page.getByRole('button', { name: 'Delete invoice Competition entry' }).click();
    await page.getByRole('dialog').getByText('Delete this invoice?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete invoice' }).click();
    await toast(page, 'Invoice Deleted').first().waitFor();
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Nothing owed');
    // A paid invoice keeps its payments: it has no Delete, it is voided with a reason instead.
    expect(await page.getByRole('button', { name: 'Delete invoice Chalk bag' }).count()).toBe(0);
    const chalk = invoicesOf(
      await get<{ id: string; description: string; number: number }[]>(`/invoices/member/${family.membershipId}`, token),
    );
    await page.getByRole('button', { name: `Void invoice ${chalk}` }).click();
    const voiding = page.getByRole('dialog');
    await voiding.getByTestId('void-money-stays').waitFor();
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await voiding.getByText('Say why the invoice is voided').waitFor();
    await field(voiding, 'Reason').fill('Returned the chalk bag');
    await checkA11y(page);
    await screenshot(page, 'void-invoice-desktop');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await toast(page, `Invoice ${chalk} voided`).first().waitFor();
    await page.locator('tr').filter({ hasText: 'Chalk bag' }).filter({ hasText: 'Void' }).waitFor();

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, admin.email, admin.password);
    for (const [path, name] of [
      ['/admin/generate-invoice', 'generate-invoice-phone'],
      ['/admin/unpaid-invoices', 'unpaid-invoices-phone'],
      ['/admin/invoices', 'invoice-management-phone'],
      ['/admin/view-invoice', 'view-invoice-admin-phone'],
    ] as const) {
      await gotoClub(phone, path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.waitForLoadState('networkidle');
      await checkA11y(phone);
      await screenshot(phone, name);
    }
  });
});
