// Journeys through the sign-in screen: the demo admin mistypes the password, then signs in and lands
// on the admin area; a parent signs in on a phone without "Remember me"; the screen in Spanish.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, DEMO_SLUG, gotoClub } from './support/club.js';
import { registerFamilyViaApi } from './fixtures/registration.js';

const UNAUTHORIZED = /status of 401/;

describe('signing in', () => {
  it('shows the server error for a wrong password, then lands the admin on the home', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ allowConsoleErrors: [UNAUTHORIZED] });
    await gotoClub(page, '/login');
    await page.getByRole('heading', { name: 'Sign in to your account', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Email address/).getAttribute('type')).toBe('email');
    // Google and Facebook are decorative: present, and disabled.
    expect(await page.getByRole('button', { name: 'Google' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Facebook' }).isDisabled()).toBe(true);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid login credentials' });
    await banner.waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await checkA11y(page);
    await screenshot(page, 'sign-in-desktop-1-wrong-password');

    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    await sidebar.getByRole('link', { name: 'Home' }).waitFor();
    for (const group of ['Staff', 'Membership', 'Athlete', 'Programs', 'Settings', 'Reporting']) {
      await sidebar.getByRole('button', { name: group }).waitFor();
    }
    await page.getByRole('heading', { name: "Today's classes", level: 2 }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'sign-in-desktop-2-admin-area');

    // A collapsed group opens to its pages; the club's home sends an admin back to the admin area.
    await sidebar.getByRole('button', { name: 'Programs' }).click();
    await sidebar.getByRole('link', { name: 'Programs Management' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/manage-programs`);
    await page.getByRole('heading', { name: 'Programs Management', level: 1 }).waitFor();
    await gotoClub(page);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/login`);
    await gotoClub(page, '/admin/add-staff');
    await page.waitForURL(`**/club/${DEMO_SLUG}/login`);
  });

  it('on a phone, a parent without "Remember me" keeps the session only for this browser session', async () => {
    const family = await registerFamilyViaApi('signin');
    const page = await newPage({ viewport: 'phone' });
    await gotoClub(page, '/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'sign-in-phone-1-form');
    await page.getByLabel(/^Email address/).fill(family.email);
    await page.getByLabel(/^Password/).fill('family-pass-1');
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/dashboard`);
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('authToken'),
      session: sessionStorage.getItem('authToken'),
    }));
    expect(stored.local).toBeNull();
    expect(stored.session).toMatch(/\S{20,}/);

    // Signed in, the public header's phone menu offers the member's Dashboard and Sign Out.
    await gotoClub(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(`/club/${DEMO_SLUG}/dashboard`);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/login`);
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
  });

  it('reads in Spanish, the server error included', async () => {
    const { email } = demoAdmin();
    const page = await newPage({ allowConsoleErrors: [UNAUTHORIZED] });
    await gotoClub(page, '/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Inicie sesión en su cuenta' }).waitFor();
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Contraseña/).fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').filter({ hasText: 'Credenciales de inicio de sesión no válidas' }).waitFor();
    await checkA11y(page);
  });
});
