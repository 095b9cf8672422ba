// Journey: a parent forgets the password, asks for a link, follows the e-mail the club sends, chooses
// a new password and signs in with it; the used link no longer works.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';
import { registerFamilyViaApi } from './fixtures/registration.js';

const NEW_PASSWORD = 'new-family-pass-2';

describe('a parent resets a forgotten password', () => {
  it('asks for a link, follows the e-mail, sets a new password and signs in with it', async () => {
    const family = await registerFamilyViaApi('reset');
    const page = await newPage({ allowConsoleErrors: [/status of 400/] });
    await gotoClub(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();

    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel(/^Email address/).fill('not-an-address');
    await send.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await checkA11y(page);

    await page.getByLabel(/^Email address/).fill(family.email);
    await send.click();
    await page.getByText("If an account exists for that address, we've sent a reset link.", { exact: false }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'password-reset-desktop-1-sent');

    const mail = await waitForEmail(family.email, (m) => m.subject === 'Reset your Sunrise Gymnastics password');
    const link = linksIn(mail).find((l) => l.includes(`/club/${DEMO_SLUG}/reset-password?token=`));
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill('something-else-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await checkA11y(page);

    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password updated! Redirecting...').waitFor();
    await screenshot(page, 'password-reset-desktop-2-updated');
    await page.waitForURL(`**/club/${DEMO_SLUG}/login`, { timeout: 5_000 });

    await login(page, family.email, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).toBe(`/club/${DEMO_SLUG}/dashboard`);

    // The old password is gone and the link was single-use.
    const old = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG },
      body: JSON.stringify({ email: family.email, password: 'family-pass-1' }),
    });
    expect(old.status).toBe(401);
    const again = await newPage({ allowConsoleErrors: [/status of 400/] });
    await again.goto(link!);
    await again.getByLabel(/^New password/).fill('another-pass-3');
    await again.getByLabel(/^Confirm new password/).fill('another-pass-3');
    await again.getByRole('button', { name: 'Reset Password' }).click();
    await again.getByRole('alert').filter({ hasText: 'Invalid or expired link' }).waitFor();
    await again.getByRole('link', { name: 'Request a new reset link' }).waitFor();
  });

  it('says the link is invalid when it carries no token, on a phone too', async () => {
    const page = await newPage({ viewport: 'phone' });
    await gotoClub(page, '/reset-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired link' }).waitFor();
    await checkA11y(page);
    await gotoClub(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'password-reset-phone-1-forgot');
  });
});
