// Smoke journey proving the harness: a developer opens the API reference and the health check in a
// browser on the freshly started server, and the demo club's admin can sign in through the API.
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, login } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';

describe('a developer looks at the running server', () => {
  it('reads the health check and the API reference in the browser', async () => {
    const page = await newPage();
    const health = await page.goto(`${baseUrl()}/api/health`);
    expect(health?.status()).toBe(200);
    expect(JSON.parse(await page.locator('body').innerText())).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });

    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByRole('heading', { name: /Springboard API/ }).first().waitFor();
    await page.getByText('/api/programs', { exact: true }).first().waitFor();
    await screenshot(page, 'api-docs');
  });

  it('serves the built web app for any client-side route, and JSON 404s under /api', async () => {
    const page = await newPage({ viewport: 'phone' });
    const res = await page.goto(`${baseUrl()}/club/demo/programs`);
    expect(res?.status()).toBe(200);
    // The app rendered: a heading inside its root (a locator wait, with the page's own timeout; a
    // string predicate would be evaluated in the page, which its CSP forbids).
    await page.locator('#root').getByRole('heading').first().waitFor();

    const missing = await fetch(`${baseUrl()}/api/no-such-route`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it('printed demo admin credentials that sign in', async () => {
    const { email, password } = demoAdmin();
    expect(email).toMatch(/@/);
    const res = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
  });

  it('lets the printed demo admin sign in through the web app', async () => {
    const page = await newPage();
    const { email, password } = demoAdmin();
    await login(page, email, password);
    expect(new URL(page.url()).pathname).toMatch(/^\/club\/demo\//);
  });

  it('delivers the password-reset e-mail over SMTP with a link to the club', async () => {
    const { email } = demoAdmin();
    const res = await fetch(`${baseUrl()}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const mail = await waitForEmail(email, (m) => linksIn(m).some((l) => l.includes('/reset-password?token=')));
    expect(linksIn(mail).find((l) => l.includes('reset-password'))).toMatch(
      new RegExp(`^${baseUrl()}/club/demo/reset-password\\?token=`),
    );
  });
});
