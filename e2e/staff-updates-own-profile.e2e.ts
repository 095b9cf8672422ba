// Journey: a staff member opens /profile, corrects their name and changes their own password; the
// new password signs them in. The page at 390 px too.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, field, uniqueEmail } from './fixtures/registration.js';

async function newStaff(): Promise<{ email: string; password: string }> {
  const admin = demoAdmin();
  const token = await apiLogin(admin.email, admin.password);
  const staff = { email: uniqueEmail('coach'), password: 'coach-pass-1' };
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'staff', email: staff.email, password: staff.password, firstName: 'Jo', lastName: 'Coachh' }),
  });
  expect(res.status).toBe(201);
  return staff;
}

describe('a staff member updates their own profile', () => {
  it('corrects the name and changes the password on /profile', async () => {
    const staff = await newStaff();
    const page = await newPage();
    await login(page, staff.email, staff.password);
    await gotoClub(page, '/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    expect(await field(page, 'E-mail').inputValue()).toBe(staff.email);
    await field(page, 'Last name').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('This field is required.').waitFor();
    await field(page, 'Last name').fill('Coach');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByRole('alert').filter({ hasText: 'Profile updated successfully!' }).first().waitFor();

    const credentials = page.getByRole('region', { name: 'Sign-in credentials' });
    await field(credentials, 'Current password').fill(staff.password);
    await field(credentials, 'New password').fill('coach-pass-2');
    await field(credentials, 'Confirm new password').fill('coach-pass-2');
    await credentials.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password updated successfully!' }).first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'staff-updates-own-profile-desktop');

    const token = await apiLogin(staff.email, 'coach-pass-2');
    const me = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { data: { first_name: string; last_name: string } }).data).toMatchObject({
      first_name: 'Jo',
      last_name: 'Coach',
    });

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, staff.email, 'coach-pass-2');
    await gotoClub(phone, '/profile');
    await expect.poll(() => field(phone, 'Last name').inputValue()).toBe('Coach');
    await checkA11y(phone);
    await screenshot(phone, 'staff-updates-own-profile-phone');
  });
});
