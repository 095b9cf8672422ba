// Journey: the demo admin opens Scheduled Jobs (Settings group), sees every job of the club with its
// last run and next run (the server ran them on its own when it started), and presses Run now on
// Automatic charging: it opens the confirmation of the billing preview shown above (the charge takes
// exactly the previewed invoices); a family with autopay on and an invoice due today is charged, the
// toast and the card say what was done, and the invoice is paid; a family without autopay is left
// alone. Then the same screen on a 390 px phone. Both widths are checked with axe and screenshotted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

let token: string;
let autopayInvoice: string;
let manualInvoice: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-tenant-id': DEMO_SLUG,
      authorization: `Bearer ${token}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

type Invoice = { id: string; status: string; post_status: string | null };

async function invoice(membershipId: string, id: string): Promise<Invoice> {
  const list = (await api<Invoice[]>('GET', `/invoices/member/${membershipId}`)).data;
  return list.find((i) => i.id === id)!;
}

let withAutopay: { membershipId: string };
let withoutAutopay: { membershipId: string };

beforeAll(async () => {
  const { email, password } = demoAdmin();
  token = await apiLogin(email, password);
  withAutopay = await registerFamilyViaApi('autopay');
  withoutAutopay = await registerFamilyViaApi('nopay');
  expect((await api('PATCH', `/memberships/autopay/${withAutopay.membershipId}`, { autoPayment: true })).status).toBe(200);
  autopayInvoice = await createDueInvoice(token, withAutopay.membershipId, 42, 'Tumbling, this month');
  manualInvoice = await createDueInvoice(token, withoutAutopay.membershipId, 42, 'Tumbling, this month');
});

const card = (page: Page, name: string) => page.getByRole('region', { name });

async function openScheduledJobs(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  const link = sidebar.getByRole('link', { name: 'Scheduled Jobs' });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Settings' }).click();
  await link.click();
  await page.getByRole('heading', { name: 'Scheduled Jobs', level: 1 }).waitFor();
}

describe('the admin runs a scheduled job now', () => {
  it('sees each job with its last and next run, runs automatic charging and sees what it did', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/**`);
    await openScheduledJobs(page);

    for (const name of [
      'Automatic charging',
      'Annual fee',
      'Automatic invoicing',
      'Overdue invoices',
      'Late fees',
      'Payment reminders',
      'Membership expiry',
      'Abandoned registration payments',
    ]) {
      await card(page, name).waitFor();
    }
    const autopay = card(page, 'Automatic charging');
    await expect(autopay.getByText('Every 24 hours').count()).resolves.toBe(1);
    await expect(autopay.getByText('Next run').count()).resolves.toBe(1);
    // The demo club turns automatic invoicing off: the card says so.
    await expect(card(page, 'Automatic invoicing').getByText('Off in settings', { exact: true }).count()).resolves.toBe(1);
    await checkA11y(page);
    await screenshot(page, 'admin-scheduled-jobs-1280');

    // Run now charges the billing preview: its confirmation opens, naming what will be charged.
    await page.getByRole('region', { name: 'Billing preview' }).getByTestId('billing-preview-summary').waitFor();
    await autopay.getByRole('button', { name: 'Run Automatic charging now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Charge the previewed invoices?' });
    await dialog.getByRole('button', { name: /^Charge \d+ invoices?$/ }).click();
    const toast = page.getByText(/^Previewed invoices charged: \d+ charged/);
    await toast.waitFor();
    await autopay.getByText('by an admin').waitFor();
    expect(await autopay.getByTestId('job-result').textContent()).toMatch(/\d+ charged/);

    expect(await invoice(withAutopay.membershipId, autopayInvoice)).toMatchObject({ status: 'paid', post_status: 'paid' });
    expect(await invoice(withoutAutopay.membershipId, manualInvoice)).toMatchObject({ status: 'pending', post_status: null });

    // Run again: nothing more is charged.
    const again = await api<{ counts: Record<string, number> }>('POST', '/payments/charge-automatic');
    expect(again.status).toBe(200);
    expect(await invoice(withAutopay.membershipId, autopayInvoice)).toMatchObject({ status: 'paid' });
    expect(await invoice(withoutAutopay.membershipId, manualInvoice)).toMatchObject({ status: 'pending' });
    await screenshot(page, 'admin-scheduled-jobs-after-run-1280');
  });

  it('works on a 390 px phone', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/**`);
    await gotoClub(page, '/admin/scheduled-jobs');
    await page.getByRole('heading', { name: 'Scheduled Jobs', level: 1 }).waitFor();
    await card(page, 'Automatic charging').getByText('by an admin').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-scheduled-jobs-390');

    await card(page, 'Late fees').getByRole('button', { name: 'Run Late fees now' }).click();
    await page.getByText(/^Late fees finished: /).waitFor();
    await checkA11y(page);
  });
});
