// Journey: a family that registered in Spanish reads the club in Spanish: the welcome e-mail, its home
// (dates day first, classes on the 24-hour clock), and, after the club bills it, the home's "Pagar el
// saldo" leads to its invoices, where it pays with the saved card and gets its receipt in Spanish. The
// same home in English for comparison, on a desktop and on a 390 px phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, gotoClub, login, toast } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { apiLogin, createDueInvoice, uniqueEmail } from './fixtures/registration.js';

type Slot = { id: string; slot_id: string; capacity: number; enrolled: number };

/** A family registered (and paid by card) from the Spanish site: its language is Spanish. */
async function registerInSpanish(): Promise<{ membershipId: string; email: string }> {
  const email = uniqueEmail('espanol');
  const programs = await apiCall<{ slots: Slot[] }[]>('GET', '/programs/programs-with-slots');
  const slot = programs.flatMap((p) => p.slots).find((s) => s.slot_id === 'YTH-MON-4PM' && s.enrolled < s.capacity);
  if (!slot) throw new Error('no room in the Monday youth class');
  const quote = await apiCall<{ client_secret: string; payment_intent_id: string }>(
    'POST',
    '/registrations/quote',
    undefined,
    {},
  );
  await apiCall('POST', '/payments/sandbox/confirm', undefined, {
    client_secret: quote.client_secret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    name: 'Lucía Ortega',
  });
  const result = await apiCall<{ membership_id: string }>('POST', '/registrations', undefined, {
    membership: {
      first_name: 'Lucía',
      last_name: 'Ortega',
      email,
      phone: '541-555-0100',
      address: '12 Cartwheel Lane',
      city: 'Springfield',
      state: 'OR',
      zip: '97477',
      password: 'family-pass-1',
    },
    language: 'es',
    start_date: new Date().toISOString().slice(0, 10),
    referral: 'Advertisement',
    payment_intent_id: quote.payment_intent_id,
    athletes: [{ first_name: 'Sofía', last_name: 'Ortega', gender: 'Female', date_of_birth: '2016-03-04', slot_ids: [slot.id] }],
  });
  return { membershipId: result.membership_id, email };
}

async function inLanguage(page: Page, language: 'en' | 'es') {
  await page.evaluate((lng) => localStorage.setItem('springboard:lang', lng), language);
  await gotoClub(page, '/dashboard');
}

describe('a Spanish family', () => {
  it('reads its e-mails and its home in Spanish and pays the balance from the home', async () => {
    const family = await registerInSpanish();
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
