// Journey: the demo admin opens Reports (Reporting group), runs the financial report of this year so
// far, reads its figures (each compared with sums of the club's own payment and invoice lists over
// the same days), sees the chart and the month rows, and downloads the report's CSV (its content
// read from the downloaded file). The report is listed under Previous reports and opens again as it
// was. A list's CSV defuses a formula cell. Then the same on a 390 px phone. Axe and screenshots at
// both widths.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, field, registerFamilyViaApi } from './fixtures/registration.js';

let token: string;
const now = new Date();
const today = now.toISOString().slice(0, 10);
const from = `${now.getUTCFullYear()}-01-01`;
const FORMULA = `=HYPERLINK("http://evil.test","Fee ${Date.now().toString(36)}")`;

async function call<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { success: boolean; data: T; error?: string };
  if (!res.ok || !json.success) throw new Error(`GET ${path} answered ${res.status}: ${json.error ?? ''}`);
  return json.data;
}

type Money = { amount: number; amount_due?: number; post_status?: string | null; due_date?: string; payment_date?: string };
const cents = (rows: Money[]) => rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
const usd = (c: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);

/** The year's figures as the club's own lists give them (Invoice & Payment Management's calls). */
async function expectedFigures() {
  const range = `startDate=${from}&endDate=${today}`;
  const succeeded = await call<Money[]>(`/payments/filtered/payments?status=succeeded&${range}`);
  const refunded = await call<Money[]>(`/payments/filtered/payments?status=refunded&${range}`);
  const unpaid = [
    ...(await call<Money[]>(`/invoices/filtered/invoices?status=pending&${range}`)),
    ...(await call<Money[]>(`/invoices/filtered/invoices?status=overdue&${range}`)),
  ].filter((i) => i.post_status !== 'paid');
  // What is left to pay on each (a refunded part of a paid invoice is due again).
  const due = unpaid.map((i) => ({ amount: i.amount_due ?? i.amount }));
  return {
    payments: cents(succeeded),
    paymentsCount: succeeded.length,
    refunds: cents(refunded),
    unpaid: cents(due),
    unpaidCount: unpaid.length,
    thisMonth: cents(succeeded.filter((p) => p.payment_date!.slice(0, 7) === today.slice(0, 7))),
  };
}

beforeAll(async () => {
  const admin = demoAdmin();
  token = await apiLogin(admin.email, admin.password);
  // A family paying its registration today, and an unpaid invoice due today whose description a
  // spreadsheet would run as a formula.
  const family = await registerFamilyViaApi('reports');
  await createDueInvoice(token, family.membershipId, 37.25, FORMULA);
});

const figure = (scope: Locator, key: string) => scope.getByTestId(`figure-${key}`).locator('dd');

async function runFinancial(page: Page): Promise<Locator> {
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  const form = page.getByRole('region', { name: 'New report' });
  await form.getByLabel('Report type').selectOption('financial');
  await field(form, 'From').fill(from);
  await field(form, 'To').fill(today);
  await form.getByRole('heading', { name: 'New report' }).click(); // leave the date field
  await form.getByRole('button', { name: 'Run report' }).click();
  await page.getByText('Report generated').first().waitFor();
  const report = page.getByRole('region', { name: 'Financial report' });
  await report.waitFor();
  return report;
}

async function checkFigures(report: Locator) {
  const want = await expectedFigures();
  expect(want.payments).toBeGreaterThan(0);
  expect(await figure(report, 'payments_total').textContent()).toBe(usd(want.payments));
  expect(await figure(report, 'payments_count').textContent()).toBe(String(want.paymentsCount));
  expect(await figure(report, 'refunds_total').textContent()).toBe(usd(want.refunds));
  expect(await figure(report, 'unpaid_total').textContent()).toBe(usd(want.unpaid));
  expect(await figure(report, 'unpaid_count').textContent()).toBe(String(want.unpaidCount));
  return want;
}

async function downloadCsv(page: Page, scope: Locator): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Download CSV' }).first().click(),
  ]);
  return readFile((await download.path())!, 'utf8');
}

describe('the admin reads the financial report', () => {
  it('runs it, reads its figures, downloads its CSV and opens it again from the list', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/**`);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    const link = sidebar.getByRole('link', { name: 'Reports' });
    if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Reporting' }).click();
    await link.click();

    const report = await runFinancial(page);
    const want = await checkFigures(report);
    await report.getByText('Chart: Payments, Refunds, Unpaid by Month').waitFor();
    expect(await report.locator('.recharts-surface').count()).toBeGreaterThan(0);
    await checkA11y(page);
    await screenshot(page, 'admin-reports-1280');

    const csv = await downloadCsv(page, report);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Month,Payments,Payments (count),Refunds,Refunds (count),Unpaid,Unpaid (count)');
    const months = lines.slice(1).map((l) => l.split(','));
    expect(months.map((m) => m[0])).toContain(today.slice(0, 7));
    // The CSV's payments add up to the figure, to the cent, and this month's row is this month's sum.
    expect(months.reduce((sum, m) => sum + Math.round(Number(m[1]) * 100), 0)).toBe(want.payments);
    expect(Math.round(Number(months.find((m) => m[0] === today.slice(0, 7))![1]) * 100)).toBe(want.thisMonth);

    // The report is listed and opens again as it was made.
    const history = page.getByRole('region', { name: 'Previous reports' });
    await history
      .getByRole('button', { name: /^Open the Financial report made/ })
      .first()
      .waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'Previous reports' })
      .getByRole('button', { name: /^Open the Financial report made/ })
      .first()
      .click();
    await checkFigures(page.getByRole('region', { name: 'Financial report' }));

    // A list's CSV (Unpaid Invoices) writes the formula-like description defused.
    await gotoClub(page, '/admin/unpaid-invoices');
    await page.getByRole('heading', { name: 'Unpaid Invoices', level: 1 }).waitFor();
    await page.getByLabel('Search').first().fill(FORMULA.slice(-10, -2));
    const listCsv = await downloadCsv(page, page.locator('main'));
    expect(listCsv).toContain(`"'=HYPERLINK(""http://evil.test""`);
    expect(listCsv).not.toMatch(/(^|[,\n])"?=HYPERLINK/);
  });

  it('works on a 390 px phone', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/**`);
    await gotoClub(page, '/reports');
    const report = await runFinancial(page);
    await checkFigures(report);
    await checkA11y(page);
    await screenshot(page, 'admin-reports-390');
    const csv = await downloadCsv(page, report);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Month,Payments,Payments (count),Refunds,Refunds (count),Unpaid,Unpaid (count)',
    );

    // In Spanish (usted), the same report reads in Spanish and stays accessible.
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor();
    const es = page.getByRole('region', { name: 'Informe: Financiero' });
    await es.getByText('Pagos cobrados').waitFor();
    await page.getByRole('button', { name: 'Generar informe' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-reports-es-390');
  });
});
