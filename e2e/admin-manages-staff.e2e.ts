// Journey: the demo admin adds a staff member from Add New Staff (where an admin lands), corrects the
// person's name and sets their password in Manage Staff, narrows the staff role in Role Permission
// Management (adding and deleting a permission of the club's own on the way), and finds the person
// in Manage User Roles, where the admin's own row is hidden. The new staff member signs in and the
// sidebar shows only the pages the role still holds. Then the same screens on a 390 px phone.
//
// The journeys share one server, and the demo club's `staff` role is shared too: it is put back to
// all six permissions after this file, whatever happened in it.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, field, uniqueEmail } from './fixtures/registration.js';

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

type Perm = { id: string; name: string };
type Role = { id: string; name: string };

async function asAdmin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { email, password } = demoAdmin();
  const token = await apiLogin(email, password);
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-tenant-id': DEMO_SLUG,
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const staffRole = async () => (await asAdmin<Role[]>('/role-permission/roles')).find((r) => r.name === 'staff')!;
const staffRoleHolds = async () =>
  (await asAdmin<Perm[]>(`/role-permission/roles/${(await staffRole()).id}/permissions`)).map((p) => p.name);

afterAll(async () => {
  // Other journeys may sign staff in: the shared staff role gets every page back.
  const all = await asAdmin<Perm[]>('/role-permission/permissions');
  const ids = all.filter((p) => ALL_SIX.includes(p.name)).map((p) => p.id);
  await asAdmin(`/role-permission/roles/${(await staffRole()).id}/permissions`, {
    method: 'POST',
    body: { permission_ids: ids },
  });
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const search = (page: Page) => page.getByRole('main').getByLabel('Search');

async function openAdminPage(page: Page, group: string, link: string, url: string, heading: string) {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  const item = sidebar.getByRole('link', { name: link });
  if (!(await item.isVisible())) await sidebar.getByRole('button', { name: group }).click();
  await item.click();
  await page.waitForURL(`**/club/${DEMO_SLUG}/${url}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('the admin manages staff, roles and permissions', () => {
  const person = {
    first: 'Cora',
    last: 'Coachh',
    email: uniqueEmail('cora.staff'),
    password: 'first-pass-1',
    newPassword: 'coach-pass-2',
  };

  it('adds a staff member, edits them, narrows the staff role, and the new staff member sees only those pages', async () => {
    const admin = demoAdmin();
    // The taken address below is the server's 409, which the browser logs.
    const page = await newPage({ allowConsoleErrors: [/status of 409 \(Conflict\)/] });
    await login(page, admin.email, admin.password);
    // The admin lands on the home; Add New Staff is the first page of the sidebar.
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await gotoClub(page, '/admin/add-staff');
    await page.getByRole('heading', { name: 'Add New Staff', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Your team', level: 2 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Staff' }).isChecked()).toBe(true);

    // Nothing filled: one sentence for the form, and each empty field marked.
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill out all required fields.' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-1-required');

    await field(page, 'First name').fill(person.first);
    await field(page, 'Last name').fill(person.last);
    await field(page, 'E-mail').fill(person.email);
    await field(page, 'Password').fill(person.password);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await toast(page, 'Staff registered successfully').waitFor();
    // The form is cleared for the next person, and the team panel has the new one.
    expect(await field(page, 'E-mail').inputValue()).toBe('');
    expect(await field(page, 'First name').inputValue()).toBe('');
    await page.getByRole('region', { name: 'Your team' }).getByText(person.email).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-2-added');

    // The same address again: refused under the e-mail field.
    await field(page, 'First name').fill('Copy');
    await field(page, 'Last name').fill('Cat');
    await field(page, 'E-mail').fill(person.email.toUpperCase());
    await field(page, 'Password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await page.getByText('A user with this email already exists').waitFor();

    // Manage Staff: the person is listed; the edit dialog fixes the name and sets a new password.
    await openAdminPage(page, 'Staff', 'Manage Staff', 'admin/manage-staff', 'Manage Staff');
    // Paged 5 at a time with Prev, "Page N of M" and Next.
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await page.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    await search(page).fill(person.email);
    await page.getByText('Page 1 of 1', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // A click anywhere on the person's row opens the edit dialog (the Edit button does too).
    await page.getByRole('cell', { name: person.email }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit staff member' });
    await dialog.waitFor();
    expect(await field(dialog, 'E-mail').inputValue()).toBe(person.email);
    expect(await field(dialog, 'E-mail').getAttribute('readonly')).not.toBeNull();
    await field(dialog, 'Last name').fill('Coach');
    await field(dialog, 'New password').fill(person.newPassword);
    await field(dialog, 'Confirm new password').fill('something-else');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Failed to update staff details').waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'New password and confirmation do not match.' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-3-edit-dialog');
    await field(dialog, 'Confirm new password').fill(person.newPassword);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Staff details updated for Cora Coach.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Coach', exact: true }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-4-manage-staff');

    // Role Permission Management: admin pre-selected and fixed; the staff role narrowed to two pages.
    await openAdminPage(page, 'Settings', 'Role Permission Management', 'manage-roles', 'Role Permission Management');
    await page.getByRole('heading', { name: 'Permissions of Admin' }).waitFor();
    await page.getByText('Admins always hold every permission; the admin role cannot be changed.').waitFor();
    expect(await page.getByRole('checkbox', { name: /^Mark Attendance/ }).isDisabled()).toBe(true);
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-5-admin-role');

    // Every permission by its name and description, never its code; none can be added (the list is fixed).
    await page.getByText('Register a family at the desk and take the fee in cash.').waitFor();
    expect(await page.getByText('add_membership_page').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add permission' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete permission/ }).count()).toBe(0);

    const roleSelect = page.getByRole('combobox', { name: 'Role' });
    await roleSelect.selectOption((await roleSelect.locator('option', { hasText: /^Staff/ }).getAttribute('value'))!);
    await page.getByRole('heading', { name: 'Permissions of Staff' }).waitFor();
    for (const label of ['Memberships', 'Member Invoices', 'Manage Athletes', 'Generate Invoice']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${label}`) }).uncheck();
    }
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await toast(page, 'Permissions updated successfully').waitFor();
    expect((await staffRoleHolds()).sort()).toEqual(['add_membership_page', 'evaluate_skills', 'mark_attendance_page']);
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-6-staff-role');

    // Manage User Roles: the new person is there with the Staff role; the admin's own row is not.
    await openAdminPage(page, 'Settings', 'Manage User Roles', 'admin/manage-users', 'Manage User Roles');
    await search(page).fill(person.email);
    expect(await page.getByRole('combobox', { name: 'Role of Cora Coach' }).inputValue()).toBe('staff');
    await search(page).fill(admin.email);
    await page.getByText('No users match your search.').waitFor();
    await search(page).fill('');
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-desktop-7-user-roles');

    // The new staff member signs in with the password the admin set, and sees only their two pages.
    const staffPage = await newPage();
    await login(staffPage, person.email, person.newPassword);
    await staffPage.waitForURL(`**/club/${DEMO_SLUG}/staff/home`);
    const staffSidebar = staffPage.getByRole('navigation', { name: 'Staff Dashboard' });
    await staffSidebar.getByRole('link', { name: 'Mark Attendance' }).waitFor();
    expect(await staffSidebar.getByRole('link').allTextContents()).toEqual(['Home', 'Add Member', 'Mark Attendance', 'Check-in']);
    await staffSidebar.getByRole('link', { name: 'Add Member' }).click();
    await staffPage.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
    // A page the role no longer holds says so, however it is reached.
    await gotoClub(staffPage, '/staff/view-memberships');
    await staffPage.getByText('Your role does not include access to this page. A club admin can grant it.').waitFor();
    await checkA11y(staffPage);
    await screenshot(staffPage, 'admin-manages-staff-desktop-8-staff-sidebar');
  });

  it('on a phone: the four screens read well at 390 px, and Add New Staff in Spanish', async () => {
    const admin = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, admin.email, admin.password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await gotoClub(page, '/admin/add-staff');
    await page.getByRole('heading', { name: 'Add New Staff', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Your team' }).getByText(person.email).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-phone-1-add-staff');

    await gotoClub(page, '/admin/manage-staff');
    await page.getByRole('heading', { name: 'Manage Staff', level: 1 }).waitFor();
    await search(page).fill(person.email);
    // The search answered: only this person (other journeys' staff may share the name).
    await page.getByText('1-1 of 1').waitFor();
    await page.getByRole('button', { name: 'Edit Cora Coach' }).locator('visible=true').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-phone-2-manage-staff');
    // The Edit button (the keyboard's way) opens the same dialog.
    await page.getByRole('button', { name: 'Edit Cora Coach' }).locator('visible=true').click();
    await page.getByRole('dialog', { name: 'Edit staff member' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit staff member' }).waitFor({ state: 'detached' });

    await gotoClub(page, '/admin/manage-users');
    await page.getByRole('heading', { name: 'Manage User Roles', level: 1 }).waitFor();
    await search(page).fill('cora.staff');
    await page.getByRole('combobox', { name: 'Role of Cora Coach' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-phone-3-user-roles');

    await gotoClub(page, '/manage-roles');
    await page.getByRole('heading', { name: 'Permissions of Admin' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-phone-4-manage-roles');

    await gotoClub(page, '/admin/add-staff');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Añadir personal', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Añadir miembro del personal' }).click();
    await page.getByRole('alert').filter({ hasText: 'Complete todos los campos obligatorios.' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-manages-staff-phone-5-add-staff-es');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  });
});
