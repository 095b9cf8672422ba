// Journey: the demo admin finds a family through the sidebar's global search, registering nothing
// new: the family comes from the registration fixture. A part of its e-mail finds the member (after
// the 2 second pause, the address shortened past 20 characters) and opens it in Memberships; the
// athlete's first name, typed in lower case, finds the athlete and opens its edit page. Then the same
// on a 390 px phone, through the drawer. A staff member whose role holds only Mark Attendance sees
// only its pages (the sheet and the front-desk check-in) and has no search (the server refuses them too); with no page at all, a clear note.
//
// The journeys share one server, and the demo club's `staff` role is shared too: it is put back to
// all six permissions after this file, whatever happened in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, registerFamilyViaApi, uniqueEmail } from './fixtures/registration.js';

const ALL_SIX = [
  'add_membership_page',
  'show_memberships_page',
  'view_membership_invoices',
  'mark_attendance_page',
  'manage_athletes_page',
  'generate_invoice_page',
  // Not a page, but a new club's staff role starts with it: coaches evaluate skills from the sheet.
  'evaluate_skills',
];

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; data: T }> {
  const token = init.token ?? (await apiLogin(demoAdmin().email, demoAdmin().password));
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-tenant-id': DEMO_SLUG,
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

async function setStaffRole(permissionNames: string[]) {
  const roles = (await api<{ id: string; name: string }[]>('/role-permission/roles')).data;
  const staff = roles.find((r) => r.name === 'staff')!;
  const all = (await api<{ id: string; name: string }[]>('/role-permission/permissions')).data;
  const ids = all.filter((p) => permissionNames.includes(p.name)).map((p) => p.id);
  const res = await api(`/role-permission/roles/${staff.id}/permissions`, { method: 'POST', body: { permission_ids: ids } });
  expect(res.status).toBeLessThan(300);
}

afterAll(async () => {
  // Other journeys may sign staff in: the shared staff role gets every page back.
  await setStaffRole(ALL_SIX);
});

/** A first name no other journey gives an athlete, so the search lists it among the first ten. */
const athleteFirst = `Odalys${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
let family: { membershipId: string; email: string; name: string };

beforeAll(async () => {
  family = await registerFamilyViaApi('finder', athleteFirst);
});

/** The part of the address before its random tail: "finder.<time>". */
const emailPart = () => family.email.split('.').slice(0, 2).join('.');
const shortened = (email: string) => (email.length > 20 ? `${email.slice(0, 20)}…` : email);
const searchBox = (page: Page, area = 'Admin Dashboard') =>
  page.getByRole('navigation', { name: area }).getByRole('combobox', { name: 'Search members, athletes, and staff' });
const option = (page: Page, name: string | RegExp) => page.getByRole('option', { name });
/** The drawer has finished sliding (for a screenshot of what a person sees). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('the admin searches the club', () => {
  it('finds the family by a part of its e-mail and the athlete by first name, and opens each', async () => {
    const admin = demoAdmin();
    const page = await newPage();
    await login(page, admin.email, admin.password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });

    // The search waits for a 2 second pause in typing, and says so meanwhile.
    const box = searchBox(page);
    const typedAt = Date.now();
    const asked = page.waitForRequest((r) => r.url().includes('/api/search?'));
    await box.fill(emailPart());
    await page.getByText('Searching when you stop typing…').waitFor();
    await asked;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1900);

    // The member, with the address shortened past 20 characters (the full one in its title).
    const member = option(page, `Member ${family.name}, ${family.email}`);
    await member.waitFor();
    expect(family.email.length).toBeGreaterThan(20);
    await member.getByText(shortened(family.email), { exact: true }).waitFor();
    expect(await member.getByText(shortened(family.email)).getAttribute('title')).toBe(family.email);
    await page.getByRole('group', { name: 'Members' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-desktop-1-member-results');

    // With the keyboard: down to the member, Enter opens it in Memberships.
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await member.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/view-memberships?membership=${family.membershipId}`);
    await page.getByRole('heading', { name: 'Memberships', level: 1 }).waitFor();
    await page.getByRole('heading', { name: family.name }).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await sidebar.getByRole('link', { name: 'Memberships' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'admin-searches-club-desktop-2-member-opened');

    // The athlete by first name in lower case; Enter searches at once instead of waiting.
    await box.fill(athleteFirst.toLowerCase());
    await box.press('Enter');
    const athlete = option(page, `Athlete ${athleteFirst} Finder, family ${family.email}`);
    await athlete.waitFor({ timeout: 1500 });
    await page.getByRole('group', { name: 'Athletes' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-desktop-3-athlete-results');
    // A full-page screenshot resizes the page for a moment; on a loaded machine the box can lose the
    // focus meanwhile, which closes the list as a blur should. Back in the box, the list is there again.
    await box.focus();
    await athlete.click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/athlete/edit/**`);
    await page.getByRole('heading', { name: 'Edit Athlete', level: 1 }).waitFor();
    // The edit page sits under Manage Athletes: its group opens and the item marks the place.
    const manageAthletes = sidebar.getByRole('link', { name: 'Manage Athletes' });
    await manageAthletes.waitFor();
    expect(await manageAthletes.getAttribute('aria-current')).toBe('location');
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-desktop-4-athlete-opened');

    // Nothing found, in words.
    await box.fill('zz-nobody-here');
    await box.press('Enter');
    const nothing = 'No members, athletes, or staff match “zz-nobody-here”.';
    // Shown under the box, and said by screen readers through the status region.
    await page.locator('p', { hasText: nothing }).waitFor();
    await page.getByRole('status').filter({ hasText: nothing }).waitFor();
    await screenshot(page, 'admin-searches-club-desktop-5-nothing-found');
    await box.press('Escape');

    // In Spanish too.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    const caja = page
      .getByRole('navigation', { name: 'Panel de administración' })
      .getByRole('combobox', { name: 'Buscar miembros, atletas y personal' });
    await caja.fill('zz-nadie');
    await caja.press('Enter');
    await page.locator('p', { hasText: 'Ningún resultado entre miembros, atletas o personal para «zz-nadie».' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-desktop-6-nothing-found-es');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  });

  it('on a 390 px phone: the drawer opens on its title, searches, and closes on the page it opened', async () => {
    const admin = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, admin.email, admin.password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    // Closed, the drawer is out of reach of the keyboard and of screen readers.
    expect(await sidebar.evaluate((el) => (el as HTMLElement).inert)).toBe(true);

    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Admin Dashboard');
    expect(await page.getByRole('main').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open navigation');
    await burger.click();

    await searchBox(page).fill(emailPart());
    const member = option(page, `Member ${family.name}, ${family.email}`);
    await member.waitFor();
    await checkA11y(page);
    await settled(page);
    await screenshot(page, 'admin-searches-club-phone-1-drawer-search');
    await member.click();
    await page.waitForURL(`**/admin/view-memberships?membership=${family.membershipId}`);
    await page.getByRole('heading', { name: family.name }).waitFor();
    // The drawer closed; the keyboard starts at the page.
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    expect(await sidebar.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-phone-2-member-opened');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await searchBox(page).fill(athleteFirst);
    await option(page, new RegExp(`^Athlete ${athleteFirst} Finder`)).click();
    await page.waitForURL(`**/admin/athlete/edit/**`);
    await page.getByRole('heading', { name: 'Edit Athlete', level: 1 }).waitFor();
    await screenshot(page, 'admin-searches-club-phone-3-athlete-opened');
  });
});

describe('staff see what their role allows', () => {
  const person = { first: 'Tove', last: 'Timekeeper', email: uniqueEmail('tove.attendance'), password: 'attend-pass-1' };

  it('with only Mark Attendance: its pages, no search, and the server refuses a search', async () => {
    const created = await api('/auth/register', {
      method: 'POST',
      body: { firstName: person.first, lastName: person.last, email: person.email, password: person.password, role: 'staff' },
    });
    expect(created.status).toBe(201);
    await setStaffRole(['mark_attendance_page']);

    const page = await newPage();
    await login(page, person.email, person.password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/staff/home`);
    const sidebar = page.getByRole('navigation', { name: 'Staff Dashboard' });
    await sidebar.getByRole('link', { name: 'Mark Attendance' }).waitFor();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Home', 'Mark Attendance', 'Check-in']);
    expect(await sidebar.getByRole('combobox').count()).toBe(0);
    // No member results however they are asked for.
    const token = await apiLogin(person.email, person.password);
    const refused = await api<unknown>(`/search?q=${encodeURIComponent(emailPart())}`, { token });
    expect(refused.status).toBe(403);
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-desktop-7-attendance-only-staff');
  });

  it('with no page at all: a clear note and the way to their profile', async () => {
    await setStaffRole([]);
    const page = await newPage({ viewport: 'phone' });
    await login(page, person.email, person.password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/staff/home`);
    await page.getByText('No staff pages yet').waitFor();
    await page.getByRole('link', { name: 'Open my profile' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-searches-club-phone-4-staff-without-pages');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Staff Dashboard' });
    await sidebar.getByText('Your role does not include any staff pages yet.', { exact: false }).waitFor();
    expect(await sidebar.getByRole('link').count()).toBe(0);
    await sidebar.getByRole('button', { name: 'Logout' }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-searches-club-phone-5-staff-drawer-without-pages');
    await gotoClub(page, '/staff/view-memberships');
    await page.getByText('No staff pages yet').waitFor();
  });
});
