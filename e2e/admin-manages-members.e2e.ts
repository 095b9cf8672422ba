// Journey: the demo admin finds a freshly registered family in View Memberships by its e-mail (and
// under Show Negative Balance once it owes), opens its split view, edits its phone, e-mails it,
// invoices it, opens its athlete and moves it to another time slot; the family then sees its new
// phone and class. Then the same screens on a 390 px phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { apiLogin, createDueInvoice, field, registerFamilyViaApi, slotButton } from './fixtures/registration.js';

async function openMemberships(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  await sidebar.getByRole('button', { name: 'Membership' }).click();
  await sidebar.getByRole('link', { name: 'Memberships' }).click();
  await page.waitForURL(`**/club/${DEMO_SLUG}/admin/view-memberships`);
  await page.getByRole('heading', { name: 'Memberships', level: 1 }).waitFor();
}

describe('the admin manages a member family', () => {
  it('finds the family by e-mail, edits it, e-mails and invoices it, and moves its athlete to another slot', async () => {
    const family = await registerFamilyViaApi('adminmanages');
    const admin = demoAdmin();
    await createDueInvoice(await apiLogin(admin.email, admin.password), family.membershipId, 40, 'March classes');

    const page = await newPage();
    await login(page, admin.email, admin.password);
    await openMemberships(page);
    expect(await page.getByText('This screen is not available in this version of Springboard.').count()).toBe(0);

    // Search by e-mail: one row, with the balance the unpaid invoice makes.
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.email);
    const row = page.getByRole('row').filter({ hasText: family.email });
    // The header row and the family's: the search has been answered.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.waitFor();
    expect(await row.getByRole('cell', { name: family.name, exact: true }).count()).toBe(1);
    expect(await row.getByText('Owes $40.00').count()).toBe(1);
    await checkA11y(page);
    await screenshot(page, 'admin-manages-members-desktop-1-list');

    // Show Negative Balance keeps the family (it owes); a family with nothing due is not listed.
    await page.getByRole('switch', { name: 'Show Negative Balance' }).check();
    await row.waitFor();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('');
    const balances = await page.getByRole('row').filter({ hasText: '$' }).allInnerTexts();
    expect(balances.length).toBeGreaterThan(0);
    expect(balances.every((r) => r.includes('Owes $'))).toBe(true);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.email);
    await row.getByRole('button', { name: `Open ${family.name}` }).click();

    // The split view: profile and Send Email on the left, balance, athletes, invoices, invoice form on the right.
    await page.getByRole('heading', { name: family.name, level: 2 }).waitFor();
    // The search typed just before the click reaches the address without closing the family again.
    await page.waitForURL(
      (u) => u.searchParams.get('q') === family.email && u.searchParams.get('membership') === family.membershipId,
    );
    await page.getByRole('heading', { name: family.name, level: 2 }).waitFor();
    expect(page.url()).toContain(`membership=${family.membershipId}`);
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Owes $40.00');
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe(family.email);
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).isDisabled()).toBe(true);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await invoices.getByText('March classes').first().waitFor();

    await field(page, 'Phone').fill('541-555-0199');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page, 'Profile updated successfully!');

    const email = page.getByRole('region', { name: 'Send Email' });
    await email.getByRole('button', { name: 'Send Email' }).click();
    await email.getByText('Please fill out both subject and message.').waitFor();
    await field(email, 'Subject').fill('Saturday practice moves');
    await field(email, 'Message').fill('Practice starts at 10 this Saturday.');
    await email.getByRole('button', { name: 'Send Email' }).click();
    await toast(page, 'Email sent successfully!');
    const sent = await waitForEmail(family.email, (m) => m.subject === 'Saturday practice moves');
    expect(sent.text).toContain('Practice starts at 10 this Saturday.');

    const invoice = page.getByRole('region', { name: 'Manual invoice' });
    await field(invoice, 'Description').fill('Competition entry');
    await field(invoice, 'Amount (USD)').fill('15');
    await invoice.getByRole('button', { name: 'Generate Invoice' }).click();
    await toast(page, 'Invoice generated successfully!');
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Owes $55.00');
    await invoices.getByText('Competition entry').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-members-desktop-2-split-view');

    // The family's athlete, moved from Monday to Wednesday.
    await page
      .getByRole('region', { name: 'Athletes' })
      .getByRole('link', { name: /^Edit Mia/ })
      .click();
    await page.waitForURL(/\/club\/demo\/admin\/athlete\/edit\//);
    await page.getByRole('heading', { name: 'Edit Athlete', level: 1 }).waitFor();
    const monday = page.getByRole('button', { name: await slotButton('YTH-MON-4PM', 'selected', 'Mia') });
    await monday.waitFor();
    await page.getByRole('button', { name: await slotButton('YTH-WED-4PM', 'select', 'Mia') }).click();
    // Several classes of a program may be held: moving is letting Monday go as well.
    await monday.click();
    expect(await page.getByRole('button', { name: await slotButton('YTH-WED-4PM', 'selected', 'Mia') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: await slotButton('YTH-MON-4PM', 'select', 'Mia') }).count()).toBe(1);
    await page.getByRole('button', { name: 'Update Athlete' }).click();
    await toast(page, 'Athlete updated successfully!');
    const attendance = page.getByRole('region', { name: 'Attendance' });
    // Day and time, never the club's slot codes.
    await attendance.getByText('Time slot Wednesday 4:00 PM – 5:00 PM').waitFor();
    expect(await attendance.getByText('Time slot Monday 4:00 PM – 5:00 PM').count()).toBe(0);
    expect(await attendance.getByText(/YTH-/).count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'admin-manages-members-desktop-3-edit-athlete');

    // The family sees its new phone and its athlete's new class.
    const parent = await newPage();
    await login(parent, family.email, 'family-pass-1');
    await gotoClub(parent, '/member/manage-athlete');
    await parent.getByRole('heading', { name: 'Athletes', level: 1 }).waitFor();
    await parent.getByText('Youth Gymnastics, Wednesday 4:00 PM – 5:00 PM').first().waitFor();
    await gotoClub(parent, '/member/manage-profile');
    await expect.poll(() => field(parent, 'Phone').inputValue()).toBe('541-555-0199');
  });

  it('on a phone: the list as cards and the split view in one column', async () => {
    const family = await registerFamilyViaApi('adminphone');
    const admin = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, admin.email, admin.password);
    await gotoClub(page, '/admin/view-memberships');
    await page.getByRole('heading', { name: 'Memberships', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(family.email);
    await page.getByRole('button', { name: `Open ${family.name}` }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-members-phone-1-list');
    await page.getByRole('button', { name: `Open ${family.name}` }).click();
    await page.getByRole('heading', { name: family.name, level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('membership-balance').innerText()).toBe('Nothing owed');
    await checkA11y(page);
    await screenshot(page, 'admin-manages-members-phone-2-split-view');
    // The browser's back button returns to the list.
    await page.goBack();
    await page.getByRole('textbox', { name: 'Search', exact: true }).waitFor();
  });
});
