// Journey: the admin sets a 3 % card fee, 7.5 % tax on tuition and the first month charged at
// registration (Manage Settings); a parent then sees the fee before paying an invoice by card, and a
// new family sees the first month's tuition, tax and card fee on the registration billing step. In
// English and Spanish, on a desktop and a phone. The club's settings are put back afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, demoSettings, gotoClub, login, saveDemoSettings } from './support/club.js';
import { apiLogin, createDueInvoice, familyOf, fillStep1, registerFamilyViaApi } from './fixtures/registration.js';

/** Switches the page to Spanish as the header's language select does, without reloading the form. */
async function toSpanish(page: Page) {
  await page.evaluate(() => {
    const select = document.querySelector('select option[value="es"]')?.parentElement as HTMLSelectElement;
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

let restore: (() => Promise<void>) | null = null;
afterAll(async () => restore?.());

describe('card fee, tax and the first month at registration', () => {
  it('shows the settings, the fee before paying and the registration billing step', async () => {
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    // A family registered before the change, with an invoice to pay.
    const family = await registerFamilyViaApi('feepayer');
    await createDueInvoice(token, family.membershipId, 100, 'Spring tuition');
    const before = await demoSettings(token);
    restore = () =>
      saveDemoSettings(token, {
        credit_card_fee: before.credit_card_fee,
        tax_enabled: before.tax_enabled,
        tax_rate: before.tax_rate,
        taxable_kinds: before.taxable_kinds,
        charge_first_month_at_registration: before.charge_first_month_at_registration,
      });
    await saveDemoSettings(token, {
      credit_card_fee: 3,
      tax_enabled: true,
      tax_rate: 7.5,
      taxable_kinds: ['tuition'],
      charge_first_month_at_registration: true,
    });

    for (const lang of ['en', 'es'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        // Manage Settings: the billing section with the rate, the taxed kinds and the first month.
        const adminPage = await newPage({ viewport });
        await login(adminPage, admin.email, admin.password);
        if (lang === 'es') await adminPage.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
        await gotoClub(adminPage, '/admin/manage-settings');
        const rate = adminPage.getByLabel(lang === 'en' ? /^Tax rate/ : /^Tasa de impuesto/);
        await rate.waitFor();
        expect(await rate.inputValue()).toMatch(/^7[.,]5%$/);
        await rate.scrollIntoViewIfNeeded();
        await screenshot(adminPage, `fees-settings-${viewport}-${lang}`);
        await adminPage.context().close();

        // The pay screen: what is due, the card fee and the total, before the family confirms.
        const parent = await newPage({ viewport });
        await login(parent, family.email, 'family-pass-1');
        if (lang === 'es') await parent.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
        await gotoClub(parent, '/member/view-invoice');
        await parent
          .getByRole('button', { name: lang === 'en' ? /^Pay \$100\.00 for Spring tuition/ : /Spring tuition/ })
          .first()
          .click();
        const summary = parent.getByTestId('pay-summary');
        await summary.waitFor();
        const text = await summary.innerText();
        expect(text).toContain(lang === 'en' ? 'Card fee (3 %)' : 'Recargo por tarjeta (3 %)');
        expect(text).toMatch(/\$3[.,]00/);
        expect(text).toMatch(/\$103[.,]00/);
        await screenshot(parent, `fees-pay-${viewport}-${lang}`);
        await parent.context().close();

        // Registration: the billing step lists the first month's prorated tuition, tax and card fee.
        const visitor = await newPage({ viewport });
        await gotoClub(visitor, '/register');
        await visitor.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
        await fillStep1(
          visitor,
          familyOf(`fees${viewport}${lang}`, [
            {
              first: 'Lia',
              last: 'Reyes',
              gender: 'Female',
              born: '2017-05-02',
              program: /^Youth Gymnastics/,
              slot: 'YTH-MON-4PM',
            },
          ]),
        );
        await visitor.getByRole('button', { name: 'Continue to Billing' }).click();
        await visitor.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
        await visitor.getByLabel(/^Start date/).fill('2031-02-17');
        await visitor.getByLabel(/^Start date/).press('Tab');
        const payment = visitor.getByRole('region', { name: 'Payment summary' });
        await payment.getByText(/Card fee \(3 %\)/).waitFor();
        await payment.getByText(/Tuition for February 2031: Lia Reyes/).waitFor();
        if (lang === 'es') {
          await toSpanish(visitor);
          await visitor
            .getByRole('region', { name: 'Resumen del pago' })
            .getByText(/Recargo por tarjeta/)
            .waitFor();
        }
        await visitor
          .getByRole('region', { name: lang === 'en' ? 'Payment summary' : 'Resumen del pago' })
          .scrollIntoViewIfNeeded();
        await screenshot(visitor, `fees-registration-billing-${viewport}-${lang}`);
        await visitor.context().close();
      }
    }
  });
});
