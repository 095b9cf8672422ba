// Journey: a club made with `npm run club -- create` is set up by its admin from the screens alone —
// a program with two slots, its pricing, the settings with a logo, a staff member whose role holds
// only Mark Attendance —; that staff member signs in and sees only that page; a family registers
// into the new program and pays the new fee; the admin finds the athlete by the global search and
// moves it to the other slot. Before the family comes, the admin writes the club's own website texts
// in English and Spanish, which the public site then shows (and nothing the club did not write). The
// setup checklist ticks each step as it is saved. Nothing is put in the database behind the screens'
// back: the club starts as the CLI leaves it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, gotoClub, login, toast, createClubWithCli } from './support/club.js';
import { png } from '../apps/server/test/png.js';
import { expectNothingInvented, expectSiteSays, INVENTED, openWebsiteScreen, saveWebsite, writeWebsite } from './support/website.js';
import { field, fillBilling, fillCard, fillStep1, slotButton, uniqueEmail } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const SLUG = `riverside-${RUN}`;
const CLUB = 'Riverside Tumbling';
const ADMIN = { email: uniqueEmail('riverside.owner'), password: 'owner-pass-123' };
const STAFF = { first: 'Sam', last: 'Spotter', email: uniqueEmail('riverside.coach'), password: 'coach-pass-123' };
const PROGRAM = 'Tumbling Tots';
const ATHLETE = { first: `Rory${RUN.slice(-4).replace(/\d/g, 'x')}`, last: 'Rivers' };

const WEBSITE = {
  headline: { en: 'Riverside Tumbling: first rolls by the river', es: 'Riverside Tumbling: primeras volteretas junto al río' },
  subtitle: { en: 'Small classes for ages 4 to 7.', es: 'Clases pequeñas de 4 a 7 años.' },
  testimonial: {
    quote: { en: 'She asks to go every day.', es: 'Pide ir todos los días.' },
    who: { en: 'Jo, father of Mia', es: 'Jo, padre de Mia' },
  },
};

type Slot = { id: string; slot_id: string; enrolled: number };
type Program = { key: string; label: string; slots: Slot[] };

const createClub = () => createClubWithCli({ slug: SLUG, name: CLUB, admin: ADMIN });

async function programs(): Promise<Program[]> {
  const res = await fetch(`${baseUrl()}/api/programs/programs-with-slots`, { headers: { 'x-tenant-id': SLUG } });
  return ((await res.json()) as { data: Program[] }).data;
}

async function openAdmin(page: Page, group: string, item: string, heading: string) {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  const link = sidebar.getByRole('link', { name: item });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: group }).click();
  await link.click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Home: the checklist has these steps ticked (and says how many of its six are done). */
async function ticked(page: Page, steps: string[]) {
  await page.getByRole('navigation', { name: 'Admin Dashboard' }).getByRole('link', { name: 'Home' }).click();
  const checklist = page.getByRole('region', { name: 'Get ready for your first registration' });
  await checklist.getByText(`${steps.length} of 6 steps done`).waitFor();
  for (const step of steps) await checklist.locator(`[data-testid="setup-${step}"][data-done="true"]`).waitFor();
}

async function fillSlot(page: Page, n: number, slot: { id: string; day: string; start: string; capacity: string }) {
  const card = page.getByRole('group', { name: new RegExp(`^Slot ${n}`) });
  await field(card, 'Slot ID').fill(slot.id);
  await card.locator('label').filter({ hasText: slot.day }).click();
  await field(card, 'Starts').fill(slot.start);
  await field(card, 'Capacity').fill(slot.capacity);
}

describe('a club made with the CLI, set up by its admin', () => {
  it('gets a program, pricing, settings with a logo and a narrowed staff member; a family registers; the admin moves its athlete', async () => {
    const printed = await createClub();
    expect(printed).toMatch(/Club id: [0-9a-f-]{36}/);
    expect(await programs()).toEqual([]);

    // The admin's first sign-in.
    const page = await newPage();
    await login(page, ADMIN.email, ADMIN.password, SLUG);
    await page.waitForURL(`**/club/${SLUG}/admin/home`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    // A new club lands on its setup checklist, nothing ticked, and every admin screen says cards are
    // not charged until live keys are saved.
    const checklist = page.getByRole('region', { name: 'Get ready for your first registration' });
    await checklist.getByText('0 of 6 steps done').waitFor();
    await page.getByTestId('test-mode-banner').getByText('Test mode — cards are not charged.').waitFor();
    expect(await checklist.locator('li[data-done="true"]').count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'new-club-0-checklist');
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, ADMIN.email, ADMIN.password, SLUG);
    await phone.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await phone.reload();
    await phone.getByRole('region', { name: 'Prepárese para su primera inscripción' }).getByText('0 de 6 pasos hechos').waitFor();
    await phone.getByText('Modo de prueba: no se cobra ninguna tarjeta.').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'new-club-0-checklist-es-phone');
    await phone.close();

    // A program with two slots.
    await openAdmin(page, 'Programs', 'Create New Program', 'Create New Program');
    await field(page, 'Program name').fill(PROGRAM);
    await field(page, 'Description').fill('Rolls, cartwheels and balance for the youngest.');
    await field(page, 'Class duration (hours)').fill('1');
    await field(page, 'Min age').fill('4');
    await field(page, 'Max age').fill('7');
    await fillSlot(page, 1, { id: 'TT-MON-5PM', day: 'Monday', start: '17:00', capacity: '6' });
    await page.getByRole('button', { name: 'Add slot' }).click();
    await fillSlot(page, 2, { id: 'TT-WED-5PM', day: 'Wednesday', start: '17:00', capacity: '6' });
    await page.getByRole('button', { name: 'Create Program' }).click();
    await toast(page, 'Program and slots created successfully!');
    expect((await programs()).map((p) => [p.label, p.slots.map((s) => s.slot_id)])).toEqual([
      [PROGRAM, ['TT-MON-5PM', 'TT-WED-5PM']],
    ]);
    await screenshot(page, 'new-club-1-program');

    // Pricing: a $40.00 registration fee and a one-hour tier.
    await openAdmin(page, 'Programs', 'Program Pricing Settings', 'Program Pricing Settings');
    await field(page, 'Registration fee').fill('40');
    await field(page, 'Up to 1 hour a week').fill('18');
    await page.getByRole('button', { name: 'Save Pricing' }).click();
    await toast(page, 'Pricing config saved successfully!');
    // A program counts once its class has a price.
    await ticked(page, ['programs', 'pricing']);

    // Settings: the card fee and a logo of the club's own.
    await openAdmin(page, 'Settings', 'Manage Settings', 'Manage Settings');
    await field(page, 'Credit card fee').fill('3');
    await page.getByLabel(/^Primary colour/).fill('#1f6e4a');
    await field(page, 'Contact info').fill('12 River Road, Riverside\n541-555-0190\nhello@riverside.example');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated successfully').waitFor();
    await page
      .locator('section[aria-labelledby="settings-logo"] input[type="file"]')
      .setInputFiles({ name: 'riverside.png', mimeType: 'image/png', buffer: png(64, [20, 120, 60]) });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo uploaded successfully').waitFor();
    const logo = page.getByRole('img', { name: `Current logo of ${CLUB}` });
    const logoUrl = (await logo.getAttribute('src'))!;
    expect(logoUrl).toMatch(new RegExp(`^/api/clubs/${SLUG}/logo/[0-9a-f]{64}$`));
    const served = await fetch(`${baseUrl()}${logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    await screenshot(page, 'new-club-2-settings');
    await ticked(page, ['branding', 'contact', 'programs', 'pricing']);

    // A staff member, and the staff role narrowed to Mark Attendance.
    await openAdmin(page, 'Staff', 'Add New Staff', 'Add New Staff');
    await field(page, 'First name').fill(STAFF.first);
    await field(page, 'Last name').fill(STAFF.last);
    await field(page, 'E-mail').fill(STAFF.email);
    await field(page, 'Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await toast(page, 'Staff registered successfully');
    await openAdmin(page, 'Settings', 'Role Permission Management', 'Role Permission Management');
    const roleSelect = page.getByRole('combobox', { name: 'Role' });
    await roleSelect.selectOption((await roleSelect.locator('option', { hasText: /^Staff/ }).getAttribute('value'))!);
    await page.getByRole('heading', { name: 'Permissions of Staff' }).waitFor();
    for (const label of ['Add Member', 'Memberships', 'Member Invoices', 'Manage Athletes', 'Generate Invoice']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${label}`) }).uncheck();
    }
    expect(await page.getByRole('checkbox', { name: /^Mark Attendance/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await toast(page, 'Permissions updated successfully');

    // The staff member sees only their home and the pages of Mark Attendance (the sheet and the
    // front-desk check-in), and lands on the home.
    const staff = await newPage();
    await login(staff, STAFF.email, STAFF.password, SLUG);
    await staff.waitForURL(`**/club/${SLUG}/staff/home`);
    const staffSidebar = staff.getByRole('navigation', { name: 'Staff Dashboard' });
    await staffSidebar.getByRole('link', { name: 'Mark Attendance' }).waitFor();
    expect(await staffSidebar.getByRole('link').allTextContents()).toEqual(['Home', 'Mark Attendance', 'Check-in']);
    await gotoClub(staff, '/staff/view-memberships', SLUG);
    await staff.getByText('Your role does not include access to this page. A club admin can grant it.').waitFor();
    await checkA11y(staff);
    await screenshot(staff, 'new-club-3-staff-sidebar');

    // The club's own words on its website, in English and Spanish; before, nothing invented.
    const visitor = await newPage();
    await gotoClub(visitor, '', SLUG);
    await visitor.getByRole('heading', { name: CLUB, level: 1 }).waitFor();
    await expectNothingInvented(visitor);
    await openWebsiteScreen(page);
    await writeWebsite(page, WEBSITE);
    await saveWebsite(page);
    await screenshot(page, 'new-club-3-website-es');
    await visitor.reload();
    await expectSiteSays(visitor, WEBSITE, 'en');
    expect(await visitor.getByText(INVENTED).count()).toBe(0);
    await checkA11y(visitor);
    await screenshot(visitor, 'new-club-3-site-en');
    await expectSiteSays(visitor, WEBSITE, 'es');
    expect(await visitor.getByText(INVENTED).count()).toBe(0);
    await screenshot(visitor, 'new-club-3-site-es');

    // A family registers into the new program and pays the new fee.
    const parent = await newPage();
    await gotoClub(parent, '/register', SLUG);
    await parent.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
    const family = {
      first: 'Ana',
      last: ATHLETE.last,
      email: uniqueEmail('riverside.family'),
      password: 'family-pass-1',
      athletes: [
        { ...ATHLETE, gender: 'Female' as const, born: '2020-05-06', program: new RegExp(`^${PROGRAM}`), slot: 'TT-MON-5PM' },
      ],
    };
    await fillStep1(parent, family);
    await parent.getByRole('button', { name: 'Continue to Billing' }).click();
    await parent.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    // The new fee, with the 3 % card fee the admin set: $40.00 + $1.20.
    await parent.getByRole('region', { name: 'Payment summary' }).getByText('Card fee (3 %)').waitFor();
    await parent.getByRole('button', { name: 'Submit Registration · $41.20' }).waitFor();
    await fillBilling(parent, { startDate: '2031-02-01', referral: 'Friend Referral' });
    await fillCard(parent, '4242 4242 4242 4242');
    await parent.getByRole('button', { name: 'Submit Registration' }).click();
    await parent.waitForURL(new RegExp(`/club/${SLUG}/members-summary$`));
    await parent.getByText('Registration complete', { exact: true }).waitFor();
    expect((await programs())[0]!.slots.map((s) => [s.slot_id, s.enrolled])).toEqual([
      ['TT-MON-5PM', 1],
      ['TT-WED-5PM', 0],
    ]);

    // The admin finds the athlete by the global search and moves it to Wednesday.
    const box = page
      .getByRole('navigation', { name: 'Admin Dashboard' })
      .getByRole('combobox', { name: 'Search members, athletes, and staff' });
    await box.fill(ATHLETE.first.toLowerCase());
    await box.press('Enter');
    await page.getByRole('option', { name: `Athlete ${ATHLETE.first} ${ATHLETE.last}, family ${family.email}` }).click();
    await page.waitForURL(`**/club/${SLUG}/admin/athlete/edit/**`);
    await page.getByRole('heading', { name: 'Edit Athlete', level: 1 }).waitFor();
    await page.getByRole('button', { name: await slotButton('TT-MON-5PM', 'selected', ATHLETE.first, SLUG) }).waitFor();
    // An athlete may hold several classes of a program: moving is choosing Wednesday and letting Monday go.
    await page.getByRole('button', { name: await slotButton('TT-WED-5PM', 'select', ATHLETE.first, SLUG) }).click();
    await page.getByRole('button', { name: await slotButton('TT-MON-5PM', 'selected', ATHLETE.first, SLUG) }).click();
    await page.getByRole('button', { name: 'Update Athlete' }).click();
    await toast(page, 'Athlete updated successfully!');
    await page.getByRole('region', { name: 'Attendance' }).getByText('Time slot Wednesday 5:00 PM – 6:00 PM').waitFor();
    expect((await programs())[0]!.slots.map((s) => [s.slot_id, s.enrolled])).toEqual([
      ['TT-MON-5PM', 0],
      ['TT-WED-5PM', 1],
    ]);
    await checkA11y(page);
    await screenshot(page, 'new-club-4-athlete-moved');

    // Home: every step but card payments is ticked, from what the club saved; payments waits for the
    // club's Stripe keys (until then cards are not charged).
    await ticked(page, ['branding', 'contact', 'programs', 'pricing', 'registration']);
    await page.locator('[data-testid="setup-payments"][data-done="false"]').waitFor();
    await screenshot(page, 'new-club-5-checklist-later');

    // "Club website" opens the public site, not the admin home the landing sends an admin to.
    await page.getByRole('link', { name: 'Club website' }).last().click();
    await page.waitForURL(`**/club/${SLUG}?view=site`);
    await page.locator(`img[src="${logoUrl}"]`).first().waitFor();

    // The public site shows the club's own logo.
    await gotoClub(visitor, '', SLUG);
    await visitor.locator(`img[src="${logoUrl}"]`).first().waitFor();
  });
});
