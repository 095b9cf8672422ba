// Journey: a family paid an invoice by card at the provider, but the club never heard of it (the
// browser closed before it reported the payment). The demo admin opens Reconciliation (Reporting
// group), presses Check now and finds the charge under "Charges not recorded" with its family and
// invoice; on a 390 px phone, in Spanish, the same findings read as cards, and Record it pays the
// invoice: the screen then says everything matches. Both widths in English and Spanish are checked
// with axe and screenshotted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

let token: string;
let family: { membershipId: string; name: string };
let invoiceId: string;

beforeAll(async () => {
  const { email, password } = demoAdmin();
  token = await apiLogin(email, password);
  family = await registerFamilyViaApi('reconcile');
  invoiceId = await createDueInvoice(token, family.membershipId, 37, 'Floor, this month');
  // Paid at the provider only: the intent is confirmed, the payment never reported to the club.
  const intent = await apiCall<{ clientSecret: string }>('POST', '/payments/create-payment-intent', token, { invoiceId });
  const confirmed = await apiCall<{ status: string }>('POST', '/payments/sandbox/confirm', undefined, {
    client_secret: intent.clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    name: family.name,
  });
  expect(confirmed.status).toBe('succeeded');
});

const charges = (page: Page, name: string) => page.getByRole('region', { name });

describe('the admin reconciles card payments with the provider', () => {
  it('checks now and finds a charge the club never recorded (1280 px, English and Spanish)', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/**`);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    const link = sidebar.getByRole('link', { name: 'Reconciliation' });
    if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Reporting' }).click();
    await link.click();
    await page.getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByText(/^Check finished: \d+ to look at/).waitFor();
    const found = charges(page, 'Charges not recorded (1)');
    await found.getByText(family.name).first().waitFor();
    await found.getByText('$37.00').first().waitFor();
    await found.getByRole('button', { name: `Record it: $37.00, ${family.name}` }).waitFor();
    await page.getByText('by an admin').waitFor();
    await checkA11y(page);
    await screenshot(page, 'reconciliation-1280-en');

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await page.getByRole('heading', { name: 'Conciliación', level: 1 }).waitFor();
    await charges(page, 'Cobros sin registrar (1)').waitFor();
    await checkA11y(page);
    await screenshot(page, 'reconciliation-1280-es');
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
  });

  it('on a 390 px phone, records the charge: the invoice is paid and everything matches', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/**`);
    await gotoClub(page, '/admin/reconciliation');
    await page.getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();
    await charges(page, 'Charges not recorded (1)').getByText(family.name).locator('visible=true').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'reconciliation-390-en');

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    const cobros = charges(page, 'Cobros sin registrar (1)');
    await cobros.getByText(family.name).locator('visible=true').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'reconciliation-390-es');

    await cobros
      .getByRole('button', { name: /^Registrar: / })
      .locator('visible=true')
      .first()
      .click();
    await page.getByText('Registrado.').first().waitFor();
    await page.getByText(/^Todo coincide/).waitFor();
    await checkA11y(page);
    await screenshot(page, 'reconciliation-390-es-recorded');

    const invoices = await apiCall<{ id: string; status: string }[]>('GET', `/invoices/member/${family.membershipId}`, token);
    expect(invoices.find((i) => i.id === invoiceId)?.status).toBe('paid');
  });
});
