// Journey: a family that registered in Spanish reads the club in Spanish: the welcome e-mail, its home
// (dates day first, classes on the 24-hour clock), and, after the club bills it, the home's "Pagar el
// saldo" leads to its invoices, where it pays with the saved card and gets its receipt in Spanish. The
// same home in English for comparison, on a desktop and on a 390 px phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, gotoClub, login, toast } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

async function inLanguage(page: Page, language: 'en' | 'es') {
  await page.evaluate((lng) => localStorage.setItem('springboard:lang', lng), language);
  await gotoClub(page, '/dashboard');
}

describe('a Spanish family', () => {
  it('reads its e-mails and its home in Spanish and pays the balance from the home', async () => {
    // Registered (and paid by card) from the Spanish site: its language is Spanish.
    const family = await registerFamilyViaApi('espanol', 'Sofía', undefined, { first: 'Lucía', last: 'Ortega', language: 'es' });
    const welcome = await waitForEmail(family.email, (m) => m.subject.includes('inscripción confirmada'));
    expect(welcome.text).toContain('Cuota de inscripción pagada');
    expect(welcome.text).toContain('lunes 16:00 – 17:00');
    expect(welcome.text).not.toMatch(/Registration fee|Monday|PM/);

    const admin = demoAdmin();
    await createDueInvoice(await apiLogin(admin.email, admin.password), family.membershipId, 30, 'Maillot');

    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await newPage({ viewport });
      await login(page, family.email, 'family-pass-1');
      for (const language of ['en', 'es'] as const) {
        await inLanguage(page, language);
        const pay = page.getByRole('link', { name: language === 'es' ? 'Pagar el saldo' : 'Pay the balance' });
        await pay.waitFor();
        await page
          .getByText(language === 'es' ? /Youth Gymnastics: \S+ 16:00 – 17:00/ : 'Youth Gymnastics: Mon 4:00 PM – 5:00 PM')
          .first()
          .waitFor();
        await checkA11y(page);
        await screenshot(page, `spanish-family-${viewport}-home-${language}`);
      }
    }

    const page = await newPage();
    await login(page, family.email, 'family-pass-1');
    await inLanguage(page, 'es');
    await page.getByRole('link', { name: 'Pagar el saldo' }).click();
    await page.waitForURL(/\/member\/view-invoice$/);
    // The registration invoice the system wrote reads in Spanish; the one staff wrote as written.
    await page.getByText('Cuota de inscripción').first().waitFor();
    expect(await page.getByText('Registration fee').count()).toBe(0);
    await page.getByRole('button', { name: /^Pagar \$30\.00 por Maillot$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Pagar \$30\.00 con la tarjeta guardada$/ }).click();
    await toast(page, 'Pago realizado correctamente');
    await screenshot(page, 'spanish-family-desktop-invoices-es');

    const receipt = await waitForEmail(family.email, (m) => m.subject.includes('recibo'));
    expect(receipt.text).toContain('Recibimos su pago de $30.00');
    expect(receipt.text).toMatch(/Pagado con tarjeta el \d{1,2} de [a-z]+ de \d{4}\./);

    // Paid: the home no longer offers to pay.
    await gotoClub(page, '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Pagar el saldo' }).count()).toBe(0);
  });
});
