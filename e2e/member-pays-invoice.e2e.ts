// Journey: a parent opens Invoices, pays one invoice with the card saved at registration and
// another with a new card (after a declined one), sees both in Billing History, replaces the saved
// card, and flips autopay on Manage Profile; a family with no card on file is asked for one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, DEMO_SLUG, demoAdmin, gotoClub, login } from './support/club.js';
import {
  apiLogin,
  createDueInvoice,
  fillCard,
  journeySlot,
  parentDetails,
  registerFamilyViaApi,
  uniqueEmail,
} from './fixtures/registration.js';

const balance = (page: Page) => page.getByTestId('balance').innerText();
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** A family the admin registered at the desk, paid in cash: no card on file. */
async function registerCashFamily(token: string, prefix: string): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(prefix);
  const last = `${prefix[0]!.toUpperCase()}${prefix.slice(1)}`;
  const headers = { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` };
  const slot = await journeySlot(undefined, token);
  const res = await fetch(`${baseUrl()}/api/registrations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      membership: parentDetails('Ana', last, email),
      start_date: new Date().toISOString().slice(0, 10),
      referral: 'Friend Referral',
      payment_method: 'cash',
      athletes: [{ first_name: 'Lia', last_name: last, gender: 'Female', date_of_birth: '2015-05-06', slot_ids: [slot.id] }],
    }),
  });
  if (!res.ok) throw new Error(`cash registration answered ${res.status}: ${await res.text()}`);
  return { email, name: `Ana ${last}` };
}

describe('a member pays invoices', () => {
  it('with the saved card, with a new card after a decline, and flips autopay', async () => {
    const family = await registerFamilyViaApi('payer');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    await createDueInvoice(token, family.membershipId, 41.5, 'Spring tuition');
    await createDueInvoice(token, family.membershipId, 12, 'Leotard');
    await createDueInvoice(token, family.membershipId, 20, 'Competition fee');

    // The declined card answers 402, which the browser logs.
    const page = await newPage({ allowConsoleErrors: [/status of 402/] });
    await login(page, family.email, 'family-pass-1');
    await gotoClub(page, '/member/view-invoice');
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await expect.poll(() => balance(page)).toBe('You owe $73.50');
    // The registration fee was paid at sign-up: it reads Already Paid, with no Pay button.
    await page.getByText('Already Paid').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'member-invoices-desktop-1-list');

    // Saved card: one call, "Payment done successfully".
    await page.getByRole('button', { name: 'Pay $41.50 for Spring tuition' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Saved card: Visa ending in 4242/).waitFor();
    await checkA11y(page);
    await screenshot(page, 'member-invoices-desktop-2-pay-saved');
    await dialog.getByRole('button', { name: 'Pay $41.50 with saved card' }).click();
    await toast(page, 'Payment done successfully').waitFor();
    await expect.poll(() => balance(page)).toBe('You owe $32.00');
    expect(await page.getByRole('button', { name: 'Pay $41.50 for Spring tuition' }).count()).toBe(0);

    // A new card: the declined test card leaves the invoice unpaid and says why; the good one pays.
    await page.getByRole('button', { name: 'Pay $12.00 for Leotard' }).click();
    await dialog.getByRole('button', { name: 'Use a new card' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Pay $12.00' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'member-invoices-desktop-3-declined');
    expect(await balance(page)).toBe('You owe $32.00');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay $12.00' }).click();
    await toast(page, 'Card Payment accepted successfully!').waitFor();
    await expect.poll(() => balance(page)).toBe('You owe $20.00');

    // Billing History: both payments, plus the registration fee.
    await gotoClub(page, '/member/view-payment');
    await page.getByRole('heading', { name: 'Billing History' }).waitFor();
    await page.getByRole('cell', { name: '$41.50' }).waitFor();
    await page.getByRole('cell', { name: '$12.00' }).first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'billing-history-desktop');

    // Update Card: the saved card is listed; a declined card is refused, the good one replaces it.
    await gotoClub(page, '/member/update-card');
    await page.getByText('Visa ending in 4242').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'update-card-desktop-1');
    await fillCard(page, '4000 0000 0000 0002', 'Ana Newcard');
    await page.getByRole('button', { name: 'Update Card' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error updating card: Your card was declined.' }).waitFor();
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Update Card' }).click();
    await toast(page, 'Card updated successfully!').waitFor();
    await screenshot(page, 'update-card-desktop-2-updated');

    // Autopay on Manage Profile: on, then off again, as the server saved it.
    await gotoClub(page, '/member/manage-profile');
    const autopay = page.getByRole('switch', { name: /^Autopay/ });
    await autopay.waitFor();
    const before = await autopay.isChecked();
    // Turning it on first says what it authorises and waits for the confirmation.
    const flip = async (on: boolean) => {
      await page.getByRole('switch', { name: /^Autopay/ }).click({ force: true });
      if (!on) return;
      const dialog = page.getByRole('dialog', { name: 'Turn autopay on?' });
      await dialog.getByText(/ending in 4242/).waitFor();
      await dialog.getByRole('button', { name: 'Turn autopay on' }).click();
    };
    await flip(!before);
    await toast(page, before ? 'Autopay turned off' : 'Autopay turned on').waitFor();
    await expect.poll(() => autopay.isChecked()).toBe(!before);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: /^Autopay/ }).isChecked()).toBe(!before);
    await flip(before);
    await expect.poll(() => page.getByRole('switch', { name: /^Autopay/ }).isChecked()).toBe(before);

    // On a phone: the last invoice paid with the saved card, from a card list.
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, family.email, 'family-pass-1');
    await gotoClub(phone, '/member/view-invoice');
    await expect.poll(() => balance(phone)).toBe('You owe $20.00');
    await checkA11y(phone);
    await screenshot(phone, 'member-invoices-phone-1-list');
    await phone.getByRole('button', { name: 'Pay $20.00 for Competition fee' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Pay $20.00 with saved card' }).click();
    await toast(phone, 'Payment done successfully').waitFor();
    await expect.poll(() => balance(phone)).toBe('Nothing owed');
    await screenshot(phone, 'member-invoices-phone-2-paid');
    for (const [path, name, shows] of [
      ['/member/view-payment', 'billing-history-phone', '$41.50'],
      ['/member/update-card', 'update-card-phone', 'Visa ending in 4242'],
    ] as const) {
      await gotoClub(phone, path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.getByText(shows).last().waitFor();
      await checkA11y(phone);
      await screenshot(phone, name);
    }
  });

  it('asks a family with no card on file for one, and pays with it', async () => {
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    const family = await registerCashFamily(token, 'nocard');
    const users = (await (
      await fetch(`${baseUrl()}/api/memberships`, { headers: { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: string; email: string }[] };
    const membershipId = users.data.find((m) => m.email === family.email)!.id;
    await createDueInvoice(token, membershipId, 30, 'Summer camp');

    const page = await newPage();
    await login(page, family.email, 'family-pass-1');
    await gotoClub(page, '/member/update-card');
    await page.getByText('No saved cards found.').waitFor();
    await gotoClub(page, '/member/view-invoice');
    await page.getByRole('button', { name: 'Pay $30.00 for Summer camp' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No card on file. Please enter a payment method.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'member-invoices-desktop-4-no-card');
    await fillCard(page, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay $30.00' }).click();
    await toast(page, 'Card Payment accepted successfully!').waitFor();
    await expect.poll(() => balance(page)).toBe('Nothing owed');

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, family.email, 'family-pass-1');
    await gotoClub(phone, '/member/update-card');
    await phone.getByText('No saved cards found.').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'update-card-phone-empty');
  });
});
