// Journey: a family reads what its invoice is made of (its lines, tax included), pays it by card
// seeing the club's card fee before confirming; the admin refunds part of that payment; the family's
// statement shows the invoice, the payment and the refund with the balance after each. The club's
// settings are put back afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, demoSettings, gotoClub, login, saveDemoSettings, toast } from './support/club.js';
import { apiLogin, createDueInvoice, field, registerFamilyViaApi } from './fixtures/registration.js';

let restore: (() => Promise<void>) | null = null;
afterAll(async () => restore?.());

describe('an invoice that explains itself, a card fee shown first, a partial refund on the statement', () => {
  it('reads the lines, pays with the fee, gets $20.00 back, and sees it on the statement', async () => {
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    const before = await demoSettings(token);
    restore = () =>
      saveDemoSettings(token, {
        credit_card_fee: before.credit_card_fee,
        tax_enabled: before.tax_enabled,
        tax_rate: before.tax_rate,
        taxable_kinds: before.taxable_kinds,
      });
    // 3 % on card payments; 5 % tax on invoices staff write by hand.
    await saveDemoSettings(token, { credit_card_fee: 3, tax_enabled: true, tax_rate: 5, taxable_kinds: ['manual'] });
    const family = await registerFamilyViaApi('lines');
    const invoiceId = await createDueInvoice(token, family.membershipId, 100, 'Spring tuition');

    // The family's invoice: $100.00 of tuition and $5.00 of tax make $105.00.
    const parent = await newPage();
    await login(parent, family.email, 'family-pass-1');
    await gotoClub(parent, `/invoices/${invoiceId}`);
    const doc = parent.getByRole('main');
    await doc.getByText('Spring tuition').first().waitFor();
    await doc.getByText('Tax (5%)').waitFor();
    expect(await doc.innerText()).toMatch(/\$105\.00/);
    await checkA11y(parent);
    await screenshot(parent, 'invoice-lines-1-invoice');

    // Paying by card: the fee and the total before confirming. 3 % of $105.00 is $3.15.
    await gotoClub(parent, '/member/view-invoice');
    await parent
      .getByRole('button', { name: /^Pay \$105\.00 for Spring tuition/ })
      .first()
      .click();
    const summary = parent.getByTestId('pay-summary');
    await summary.waitFor();
    const said = await summary.innerText();
    expect(said).toContain('Card fee (3 %)');
    expect(said).toContain('$3.15');
    expect(said).toContain('$108.15');
    await screenshot(parent, 'invoice-lines-2-pay-with-fee');
    await parent.getByRole('dialog').getByRole('button', { name: 'Pay $108.15 with saved card' }).click();
    await expect.poll(() => parent.getByRole('button', { name: /^Pay \$105\.00 for Spring tuition/ }).count()).toBe(0);

    // The paid invoice now shows the card fee as its own line.
    await gotoClub(parent, `/invoices/${invoiceId}`);
    await parent.getByRole('main').getByText('Card fee (3%)').first().waitFor();

    // The admin gives $20.00 of it back.
    const desk = await newPage();
    await login(desk, admin.email, admin.password);
    await gotoClub(desk, `/admin/view-memberships?membership=${family.membershipId}`);
    // The payment's row (the invoice's row of the same amount has no Refund button).
    const row = desk
      .getByRole('row')
      .filter({ hasText: '$108.15' })
      .filter({ has: desk.getByRole('button', { name: 'Refund', exact: true }) })
      .first();
    await row.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = desk.getByRole('dialog');
    await field(dialog, 'Amount to refund').fill('20');
    await field(dialog, 'Reason').fill('Two classes cancelled');
    await checkA11y(desk);
    await screenshot(desk, 'invoice-lines-3-refund');
    await dialog.getByRole('button', { name: 'Refund $20.00' }).click();
    await toast(desk, 'Refunded $20.00');
    await desk.getByText('Refunded $20.00').first().waitFor();

    // The family's statement: the invoice, the payment and the refund, each with the balance after it.
    await gotoClub(parent, '/member/statement');
    const statement = parent.getByTestId('statement');
    await statement.getByText(/Refund on INV-\d{6}/).waitFor();
    const text = await statement.innerText();
    expect(text).toContain('$108.15');
    expect(text).toContain('$20.00');
    await checkA11y(parent);
    await screenshot(parent, 'invoice-lines-4-statement');

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, family.email, 'family-pass-1');
    await phone.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await gotoClub(phone, '/member/statement');
    await phone
      .getByTestId('statement')
      .getByText(/Reembolso/)
      .first()
      .waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'invoice-lines-5-statement-es-phone');
  });
});
