// Journey: a registered parent adds a second child from Athletes (no fee), moves the child to
// another time slot on its edit page, changes their own password on Manage Profile (each of the
// three browser checks and a wrong current password first) and turns autopay on. The new password
// then signs them in. Then Athletes and Manage Profile on a 390 px phone, in Spanish.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { allowConsoleErrors, newPage, screenshot } from './support/browser.js';
import { baseUrl, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { apiLogin, field, registerFamilyViaApi, slotButton } from './fixtures/registration.js';

async function myMembership(email: string, password: string): Promise<{ settings: { autoPayment: boolean } }> {
  const token = await apiLogin(email, password);
  const res = await fetch(`${baseUrl()}/api/memberships/me`, {
    headers: { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { settings: { autoPayment: boolean } } }).data;
}

describe('a parent manages their athletes and their own account', () => {
  it('adds a second child, changes its slot, changes the password and turns autopay on', async () => {
    const family = await registerFamilyViaApi('parentathletes');
    const last = family.name.split(' ')[1]!;
    const page = await newPage();
    await login(page, family.email, 'family-pass-1');
    await page.waitForURL(`**/club/${DEMO_SLUG}/dashboard`);
    // The family's home links to its athletes (a tile of its home, under the sidebar's label).
    await page
      .getByRole('region', { name: 'Your account' })
      .getByRole('link', { name: /^Athletes/ })
      .click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/member/manage-athlete`);
    await page.getByRole('heading', { name: 'Athletes', level: 1 }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: `Mia ${last}` })
      .waitFor();

    // Add New Athlete: the registration's athlete part, no billing.
    await page.getByRole('button', { name: 'Add New Athlete' }).click();
    const form = page.getByRole('region', { name: 'Athlete registration' });
    await form.getByRole('button', { name: 'Register Athlete' }).click();
    await form.getByText('This field is required.').first().waitFor();
    await field(form, 'Legal first name').fill('Leo');
    await field(form, 'Legal last name').fill(last);
    await form.getByRole('radio', { name: 'Male', exact: true }).check();
    await field(form, 'Date of birth').fill('2014-09-21');
    await field(form, 'Date of birth').press('Tab');
    await form.getByRole('checkbox', { name: /^Teen Competitive/ }).check();
    await form.getByRole('button', { name: 'Register Athlete' }).click();
    await form.getByText('Choose a time slot for this program, or untick the program.').waitFor();
    await form.getByRole('button', { name: await slotButton('TEEN-THU-6PM', 'select', 'Leo') }).click();
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-desktop-1-add');
    await form.getByRole('button', { name: 'Register Athlete' }).click();
    await toast(page, 'Athlete registration completed successfully!');
    const leo = page.getByRole('row').filter({ hasText: `Leo ${last}` });
    await leo.getByText('Teen Competitive, Thursday 6:00 PM – 7:00 PM').waitFor();
    expect(await page.getByRole('region', { name: 'Athlete registration' }).count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-desktop-2-list');

    // Edit Leo: Thursday to Tuesday.
    await leo.getByRole('link', { name: `Edit Leo ${last}` }).click();
    await page.waitForURL(/\/club\/demo\/member\/athlete\/edit\//);
    await page.getByRole('button', { name: await slotButton('TEEN-THU-6PM', 'selected', 'Leo') }).waitFor();
    // Choosing the chosen slot again clears it; the program then needs a slot before saving.
    await page.getByRole('button', { name: await slotButton('TEEN-THU-6PM', 'selected', 'Leo') }).click();
    await page.getByRole('button', { name: 'Update Athlete' }).click();
    await page.getByText('Choose a time slot for this program, or untick the program.').waitFor();
    await page.getByRole('button', { name: await slotButton('TEEN-TUE-6PM', 'select', 'Leo') }).click();
    await page.getByRole('button', { name: 'Update Athlete' }).click();
    await toast(page, 'Athlete updated successfully!');
    await page.getByRole('region', { name: 'Attendance' }).getByText('Time slot Tuesday 6:00 PM – 7:00 PM').waitFor();
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-desktop-3-edit');
    await page.getByRole('link', { name: 'Back to athletes' }).click();
    await leo.getByText('Teen Competitive, Tuesday 6:00 PM – 7:00 PM').waitFor();

    // Manage Profile: the password's three checks, a wrong current password, then the change.
    await page.getByRole('navigation', { name: 'Member Dashboard' }).getByRole('link', { name: 'Manage Profile' }).click();
    await page.getByRole('heading', { name: 'Manage Profile', level: 1 }).waitFor();
    const credentials = page.getByRole('region', { name: 'Sign-in credentials' });
    const submit = credentials.getByRole('button', { name: 'Update Password' });
    await submit.click();
    await credentials.getByText('Please fill in all fields.').waitFor();
    await field(credentials, 'Current password').fill('family-pass-1');
    await field(credentials, 'New password').fill('new-pass-22');
    await field(credentials, 'Confirm new password').fill('new-pass-23');
    await submit.click();
    await credentials.getByText('New password and confirmation do not match.').waitFor();
    await field(credentials, 'New password').fill('short');
    await field(credentials, 'Confirm new password').fill('short');
    await submit.click();
    await credentials.getByText('Password must be at least 8 characters.').waitFor();
    allowConsoleErrors(page, /status of 400/);
    await field(credentials, 'Current password').fill('not-my-password');
    await field(credentials, 'New password').fill('new-pass-22');
    await field(credentials, 'Confirm new password').fill('new-pass-22');
    await submit.click();
    await credentials.getByText('Current password is incorrect.').waitFor();
    await field(credentials, 'Current password').fill('family-pass-1');
    await submit.click();
    await toast(page, 'Password updated successfully!');
    expect(await field(credentials, 'Current password').inputValue()).toBe('');

    // Manage Payments: autopay on.
    const payments = page.getByRole('region', { name: 'Manage Payments' });
    await payments.getByRole('switch', { name: /^Autopay/ }).click({ force: true });
    // Turning it on says what it authorises (which invoices, when, which card, how to stop) first.
    const confirm = page.getByRole('dialog', { name: 'Turn autopay on?' });
    await confirm.getByText('Visa ending in 4242').waitFor();
    await screenshot(page, 'parent-manages-athletes-desktop-autopay-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Turn autopay on' }).click();
    await toast(page, 'Autopay turned on');
    await payments.getByText('Autopay is on.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-desktop-4-profile');
    expect((await myMembership(family.email, 'new-pass-22')).settings.autoPayment).toBe(true);

    // The new password signs in; the old one no longer does.
    const again = await newPage();
    await login(again, family.email, 'new-pass-22');
    await again.waitForURL(`**/club/${DEMO_SLUG}/dashboard`);
    await expect(apiLogin(family.email, 'family-pass-1')).rejects.toThrow(/401/);
  });

  it('on a phone, in Spanish: the athletes as cards, the edit page and Manage Profile', async () => {
    const family = await registerFamilyViaApi('parentphone');
    const page = await newPage({ viewport: 'phone' });
    await login(page, family.email, 'family-pass-1');
    await gotoClub(page, '/member/manage-athlete');
    await page.getByRole('heading', { name: 'Athletes', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Atletas', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Añadir nuevo atleta' }).click();
    await page.getByRole('region', { name: 'Registro de atleta' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-phone-1-list-es');
    await page.getByRole('link', { name: /^Editar a Mia/ }).click();
    await page.getByRole('heading', { name: 'Editar atleta', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Actualizar atleta' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-phone-2-edit-es');
    await gotoClub(page, '/member/manage-profile');
    await page.getByRole('heading', { name: 'Mi perfil', level: 1 }).waitFor();
    await page.getByRole('switch', { name: /^Pago automático/ }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'parent-manages-athletes-phone-3-profile-es');
  });
});
