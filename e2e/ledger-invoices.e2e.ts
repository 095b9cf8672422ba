// Journey: the ledger on screen. An invoice partly paid at the desk shows its number, its lines,
// what was paid and what is left; the admin opens the Accept Payment and Void dialogs from it; the
// invoice and the payment's receipt print on their own. Each screen in English and Spanish, at
// 1280 and 390 px. The family reads its own invoice and receipt too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const WORDS = {
  en: { accept: 'Accept Payment', void: 'Void', print: 'Print', cancel: 'Cancel', receipt: 'Receipt', left: 'Left to pay' },
  es: { accept: 'Aceptar pago', void: 'Anular', print: 'Imprimir', cancel: 'Cancelar', receipt: 'Recibo', left: 'Pendiente' },
} as const;

async function speak(page: Page, lang: 'en' | 'es') {
  if (lang === 'en') return;
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
  await page.getByRole('combobox', { name: 'Idioma' }).first().waitFor();
}

describe('the ledger on screen', () => {
  const admin = demoAdmin();
  let family: { membershipId: string; email: string };
  let invoiceId: string;
  let payment: { id: string };
  let label: string;

  beforeAll(async () => {
    family = await registerFamilyViaApi('ledger');
    const token = await apiLogin(admin.email, admin.password);
    invoiceId = await createDueInvoice(token, family.membershipId, 60, 'Spring tuition');
    payment = await call<{ id: string }>('POST', '/payments', token, {
      membershipId: family.membershipId,
      invoiceId,
      amount: 20,
      paymentMethod: 'check',
      note: 'Check 2210',
    });
    const invoice = await call<{ number: number; amount_due: number }>('GET', `/invoices/${invoiceId}`, token);
    expect(invoice.amount_due).toBe(40);
    label = `INV-${String(invoice.number).padStart(6, '0')}`;
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the invoice with its lines, the accept and void dialogs, the printable invoice and receipt (${viewport})`, async () => {
      const size = viewport === 'desktop' ? '1280' : '390';
      const page = await newPage({ viewport });
      await login(page, admin.email, admin.password);
      for (const lang of ['en', 'es'] as const) {
        const w = WORDS[lang];
        await gotoClub(page, `/invoices/${invoiceId}`);
        await speak(page, lang);
        await page.getByTestId('invoice-lines').getByText('Spring tuition').waitFor();
        await page.getByRole('heading', { name: new RegExp(label) }).first().waitFor();
        await page.getByText('Check 2210').waitFor();
        await page.waitForLoadState('networkidle');
        await checkA11y(page);
        await screenshot(page, `ledger-invoice-${size}-${lang}`);

        await page.getByRole('button', { name: new RegExp(`^${w.accept === 'Accept Payment' ? 'Accept a payment' : 'Aceptar un pago'}`) }).click();
        const accept = page.getByRole('dialog');
        await accept.getByRole('radio').first().waitFor();
        await checkA11y(page);
        await screenshot(page, `ledger-accept-dialog-${size}-${lang}`);
        await accept.getByRole('button', { name: w.cancel }).click();
        await accept.waitFor({ state: 'detached' });

        await page.getByRole('button', { name: new RegExp(`${label}$`) }).filter({ hasText: w.void }).click();
        const voiding = page.getByRole('dialog');
        await voiding.getByTestId('void-money-stays').waitFor();
        await checkA11y(page);
        await screenshot(page, `ledger-void-dialog-${size}-${lang}`);
        await voiding.getByRole('button', { name: w.cancel }).click();
        await voiding.waitFor({ state: 'detached' });

        await page.emulateMedia({ media: 'print' });
        await screenshot(page, `ledger-invoice-print-${size}-${lang}`);
        await page.emulateMedia({ media: 'screen' });

        await gotoClub(page, `/invoices/${invoiceId}/receipts/${payment.id}`);
        await page.getByText(w.left, { exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await checkA11y(page);
        await screenshot(page, `ledger-receipt-${size}-${lang}`);
        await page.emulateMedia({ media: 'print' });
        await screenshot(page, `ledger-receipt-print-${size}-${lang}`);
        await page.emulateMedia({ media: 'screen' });
      }
    });
  }

  it('shows the family its own invoice and receipt, without staff actions', async () => {
    const parent = await newPage({ viewport: 'phone' });
    await login(parent, family.email, 'family-pass-1');
    await gotoClub(parent, `/invoices/${invoiceId}`);
    await parent.getByTestId('invoice-lines').getByText('Spring tuition').waitFor();
    expect(await parent.getByRole('button', { name: /^Void/ }).count()).toBe(0);
    await parent.getByRole('link', { name: 'Receipt' }).first().click();
    await parent.getByText('Left to pay').first().waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'ledger-receipt-family-390-en');
  });
});
