// Journey: a club of 108 families (made with `npm run club -- create`, its families added through the
// API as Add Member adds them). Its admin pages through Memberships, sorts it by name, searches a
// surname fragment and an accented surname typed without its accent, opens page 3 and reloads the
// browser onto the same page, and downloads the CSV of every family, not the 5 shown. The same list
// on a 390 px phone, then the club's paged list screens at 1280 and 390 px in English and Spanish.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub, login } from './support/club.js';
import { uniqueEmail } from './fixtures/registration.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SLUG = `paging-${Date.now().toString(36)}`;
const ADMIN = { email: uniqueEmail('paging.owner'), password: 'owner-pass-123' };
const LIST = `/admin/view-memberships`;

/** 104 families Row001…Row104, three whose surname holds "benn", and one accented surname. */
const FIRST = ['Ana', 'Luis', 'Marta', 'Pablo'];
const ROWS = Array.from({ length: 104 }, (_, i) => ({
  first: FIRST[i % FIRST.length]!,
  last: `Row${String(i + 1).padStart(3, '0')}`,
  email: uniqueEmail(`row${i + 1}`),
}));
const BENNS = [
  { first: 'Laura', last: 'Bennett', email: uniqueEmail('laura.b') },
  { first: 'Omar', last: 'Bennington', email: uniqueEmail('omar.b') },
  { first: 'Iris', last: 'Benn', email: uniqueEmail('iris.b') },
];
// Its e-mail does not spell the surname: only the accent-free name can find it.
const ACCENTED = { first: 'Sofía', last: 'Benítez', email: uniqueEmail('sofia.sb') };
const FAMILIES = [...ROWS, ...BENNS, ACCENTED];
const TOTAL = FAMILIES.length;
const PAGES = Math.ceil(TOTAL / 5);

function createClub(): Promise<string> {
  const args = ['run', 'club', '--', 'create', '--slug', SLUG, '--name', 'Paging Gymnastics'];
  args.push('--admin-email', ADMIN.email);
  return new Promise((done, fail) => {
    execFile(
      'npm',
      args,
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: inject('databaseUrl'), CLUB_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' },
        timeout: 90_000,
      },
      (err, stdout, stderr) => (err ? fail(new Error(`npm run club failed: ${stderr || err.message}`)) : done(stdout)),
    );
  });
}

async function addFamilies(token: string): Promise<string[]> {
  const add = (f: (typeof FAMILIES)[number], i: number) =>
    apiCall<{ id: string }>(
      'POST',
      '/memberships',
      token,
      {
        first_name: f.first,
        last_name: f.last,
        email: f.email,
        password: 'family-pass-1',
        phone: `541-555-${String(1000 + i)}`,
        address: '12 Cartwheel Lane',
        city: 'Springfield',
        state: 'OR',
        zip: '97477',
        start_date: '2025-09-01',
      },
      SLUG,
    );
  // A few at a time: each makes an account (a password hash), the server's slowest step.
  const ids: string[] = [];
  for (let i = 0; i < FAMILIES.length; i += 6) {
    const made = await Promise.all(FAMILIES.slice(i, i + 6).map((f, j) => add(f, i + j)));
    ids.push(...made.map((m) => m.id));
  }
  return ids;
}

/** Enough of the other lists for their screenshots to show pages: athletes, invoices (due today,
 *  four paid in cash), vouchers and reports. */
async function addListsToShow(token: string, families: string[]) {
  const today = new Date().toISOString().slice(0, 10);
  const some = families.slice(0, 12);
  const post = <T>(path: string, body: unknown) => apiCall<T>('POST', path, token, body, SLUG);
  await Promise.all(
    some.map((membership_id, i) =>
      post('/athletes', {
        membership_id,
        first_name: FIRST[(i + 1) % FIRST.length],
        last_name: FAMILIES[i]!.last,
        gender: i % 2 ? 'Male' : 'Female',
        date_of_birth: `201${i % 8}-0${(i % 9) + 1}-15`,
      }),
    ),
  );
  const amount = (i: number) => 40 + 5 * i;
  const invoices = await Promise.all(
    some.map((membershipId, i) =>
      post<{ id: string }>('/invoices', {
        membershipId,
        amount: amount(i),
        description: `Monthly classes ${i + 1}`,
        dueDate: today,
      }),
    ),
  );
  for (const [i, invoice] of invoices.slice(0, 4).entries()) {
    await post('/payments', { membershipId: some[i], invoiceId: invoice.id, amount: amount(i), paymentMethod: 'cash' });
  }
  for (const [i, code] of ['SPRING10', 'SIBLING', 'FALL25', 'WELCOME', 'TEAM5', 'SUMMER'].entries()) {
    await post('/vouchers', { code, kind: i % 2 ? 'fixed' : 'percent', value: 5 + i * 5 });
  }
  for (const type of ['membership', 'financial'] as const)
    await post('/reports', { type, start_date: '2025-01-01', end_date: today });
}

const search = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** The names in the list's rows, top to bottom (the wide table). */
const names = (page: Page) => page.getByRole('table').locator('tbody tr td:nth-child(2)').allInnerTexts();
const namesOf = (rows: { first: string; last: string }[]) => rows.map((f) => `${f.first} ${f.last}`);
/** Row104 … down: the list by name, descending, from the `from`-th family. */
const rowsDown = (from: number, count = 5) =>
  namesOf(
    ROWS.slice()
      .reverse()
      .slice(from, from + count),
  );

describe('the admin pages through a club of more than 100 families', () => {
  beforeAll(async () => {
    await createClub();
    const signedIn = await apiCall<{ access_token: string }>('POST', '/auth/login', undefined, ADMIN, SLUG);
    const families = await addFamilies(signedIn.access_token);
    await addListsToShow(signedIn.access_token, families);
  });

  it('pages, sorts, searches (accents ignored), keeps page 3 across a reload and downloads every matching family', async () => {
    const page = await newPage();
    await login(page, ADMIN.email, ADMIN.password, SLUG);
    await gotoClub(page, LIST, SLUG);
    await page.getByRole('heading', { name: 'Memberships', level: 1 }).waitFor();

    // The server's total, and 5 a page.
    await shown(page, `1-5 of ${TOTAL}`);
    await shown(page, `Page 1 of ${PAGES}`);
    expect(await names(page)).toHaveLength(5);
    await checkA11y(page);
    await screenshot(page, 'paging-memberships-desktop-en-1-first-page');

    // Forward one page: the next five, and the page in the address.
    const first = await names(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, `6-10 of ${TOTAL}`);
    await shown(page, `Page 2 of ${PAGES}`);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect((await names(page)).some((n) => first.includes(n))).toBe(false);

    // Sorted by name, descending: Row104 first, and back to page 1.
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => names(page)).toEqual(rowsDown(0));
    await shown(page, `1-5 of ${TOTAL}`);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('-last_name');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    // A surname fragment: the three families whose surname holds it, whatever the order.
    const historyBefore = await page.evaluate(() => history.length);
    await search(page).fill('benn');
    await shown(page, '1-3 of 3');
    expect((await names(page)).sort()).toEqual(namesOf(BENNS).sort());
    expect(new URL(page.url()).searchParams.get('q')).toBe('benn');
    // Typing replaced the address instead of adding to the history.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // The accented surname, typed without its accent.
    await search(page).fill('benitez');
    await shown(page, '1-1 of 1');
    expect(await names(page)).toEqual(namesOf([ACCENTED]));
    await search(page).fill('');
    await shown(page, `1-5 of ${TOTAL}`);

    // Page 3, then a reload: the same page, the same order, the same rows.
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, `6-10 of ${TOTAL}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, `11-15 of ${TOTAL}`);
    await expect.poll(() => names(page)).toEqual(rowsDown(10));
    const page3 = await names(page);
    await page.reload();
    await shown(page, `Page 3 of ${PAGES}`);
    await shown(page, `11-15 of ${TOTAL}`);
    expect(await names(page)).toEqual(page3);
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');

    // Back returns to page 2.
    await page.goBack();
    await shown(page, `6-10 of ${TOTAL}`);
    await expect.poll(() => names(page)).toEqual(rowsDown(5));

    // The CSV holds every family of the club, in the list's order, not the 5 on screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('memberships.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(TOTAL + 1);
    const lastNameAt = lines[0]!.split(',').indexOf('last_name');
    expect(lastNameAt).toBeGreaterThanOrEqual(0);
    expect(lines.slice(1, 4).map((l) => l.split(',')[lastNameAt])).toEqual(['Row104', 'Row103', 'Row102']);
    expect(lines.some((l) => l.includes('Benítez'))).toBe(true);

    // The download follows the search: only the matching families.
    await search(page).fill('benn');
    await shown(page, '1-3 of 3');
    const [searched] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect((await readFile((await searched.path())!, 'utf8')).trim().split(/\r?\n/)).toHaveLength(BENNS.length + 1);
  });

  it('pages and sorts the same list on a 390 px phone, as cards', async () => {
    const page = await newPage({ viewport: 'phone' });
    await login(page, ADMIN.email, ADMIN.password, SLUG);
    await gotoClub(page, `${LIST}?page=2`, SLUG);
    await shown(page, `6-10 of ${TOTAL}`);
    expect(await page.getByRole('table').isVisible()).toBe(false);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (descending)' });
    await shown(page, `1-5 of ${TOTAL}`);
    const card = (name: string) => page.getByRole('paragraph').getByText(name, { exact: true });
    await card(rowsDown(0)[0]!).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, `6-10 of ${TOTAL}`);
    await card(rowsDown(5)[0]!).waitFor();
    // No wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page);
    await screenshot(page, 'paging-memberships-phone-en-page-2');
  });

  it('shows the paged lists at 1280 and 390 px, in English and Spanish', async () => {
    const screens = [
      ['memberships', '/admin/view-memberships'],
      ['athletes', '/admin/manage-athletes'],
      ['staff', '/admin/manage-staff'],
      ['invoices', '/invoices'],
      ['unpaid-invoices', '/admin/unpaid-invoices'],
      ['due-payments', '/due-payments'],
      ['vouchers', '/admin/vouchers'],
      ['reports', '/reports'],
      ['data-requests', '/admin/data-requests'],
    ] as const;
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await newPage({ viewport });
      await login(page, ADMIN.email, ADMIN.password, SLUG);
      for (const lang of ['en', 'es'] as const) {
        if (lang === 'es') {
          await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
          // Kept for the next pages once the page speaks it.
          await page.getByRole('combobox', { name: 'Idioma' }).waitFor();
        }
        for (const [name, path] of screens) {
          await gotoClub(page, path, SLUG);
          // The list once its first page is in (its search box, then no request left).
          await page.getByRole('textbox', { name: lang === 'en' ? 'Search' : 'Buscar', exact: true }).waitFor();
          await page.waitForLoadState('networkidle');
          await screenshot(page, `paging-${name}-${viewport === 'desktop' ? '1280' : '390'}-${lang}`);
        }
      }
    }
  });
});
