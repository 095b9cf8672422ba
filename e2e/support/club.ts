// Navigation inside the club's web app as a person would do it.
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO_SLUG = 'demo';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The demo admin whose credentials the server printed on its first start. */
export function demoAdmin(): { email: string; password: string } {
  return { email: inject('adminEmail'), password: inject('adminPassword') };
}

/** Opens `/club/<slug><path>` (path '' or starting with '/'). */
export async function gotoClub(page: Page, path = '', slug = DEMO_SLUG) {
  return page.goto(`${baseUrl()}/club/${slug}${path}`);
}

/** Signs in through the club's sign-in screen and waits until the app has left it. */
export async function login(page: Page, email: string, password: string, slug = DEMO_SLUG) {
  await gotoClub(page, '/login', slug);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}

/** Waits for the toast that says `text` (the first, if an earlier one says it too). */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

export type ClubSettings = Record<string, unknown>;
const adminHeaders = (token: string) => ({
  'content-type': 'application/json',
  'x-tenant-id': DEMO_SLUG,
  authorization: `Bearer ${token}`,
});

/** The demo club's settings as its admin reads them (GET /api/settings). */
export async function demoSettings(token: string): Promise<ClubSettings> {
  return ((await (await fetch(`${baseUrl()}/api/settings`, { headers: adminHeaders(token) })).json()) as { data: ClubSettings })
    .data;
}

/** Saves the fields given of the demo club's settings (POST /api/settings; credit_card_fee is required). */
export async function saveDemoSettings(token: string, body: ClubSettings): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/settings`, {
    method: 'POST',
    headers: adminHeaders(token),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`settings answered ${res.status}: ${await res.text()}`);
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run club -- create …` against the e2e server's database, as an operator would type it (the
 *  admin's password from CLUB_ADMIN_PASSWORD, never on the command line). Resolves with its output. */
export function createClubWithCli(club: {
  slug: string;
  name: string;
  admin: { email: string; password: string };
}): Promise<string> {
  const args = ['run', 'club', '--', 'create', '--slug', club.slug, '--name', club.name, '--admin-email', club.admin.email];
  return new Promise((done, fail) => {
    execFile(
      'npm',
      args,
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: inject('databaseUrl'),
          CLUB_ADMIN_PASSWORD: club.admin.password,
          LOG_LEVEL: 'silent',
        },
        timeout: 90_000,
      },
      (err, stdout, stderr) => (err ? fail(new Error(`npm run club failed: ${stderr || err.message}`)) : done(stdout)),
    );
  });
}
