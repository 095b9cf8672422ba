// Journey: a member finds the family calendar link on Manage Profile, the feed at it is
// an iCalendar with the athlete's class; the member downloads the family's data and asks for it to
// be deleted; the admin confirms it on Data Requests; the member can no longer sign in. Also the
// club's time zone in Manage Settings, the cards in Spanish on a phone, and the accessibility statement.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const PASSWORD = 'family-pass-1';

describe('family calendar and data rights', () => {
  it('a member subscribes to the feed, downloads the data and is forgotten once the admin confirms', async () => {
    const family = await registerFamilyViaApi('calfam', 'Nora');
    const page = await newPage();
    await login(page, family.email, PASSWORD);
    await gotoClub(page, '/member/manage-profile');
    const calendar = page.getByRole('region', { name: 'Family calendar' });
    const url = await calendar.getByLabel('Your private calendar link').inputValue();
    expect(url).toMatch(new RegExp(`/api/clubs/${DEMO_SLUG}/calendar/`));
    const add = calendar.getByRole('link', { name: 'Add to calendar' });
    expect(await add.getAttribute('href')).toBe(url.replace(/^https?:\/\//, 'webcal://'));

    // The feed as a calendar app reads it.
    const feed = await fetch(`${baseUrl()}${new URL(url).pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toMatch(/DTSTART;TZID=[A-Za-z_/]+:\d{8}T\d{6}/);
    expect(ics).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=/);
    expect(ics).toContain('Nora');

    await checkA11y(page);
    await screenshot(page, 'family-calendar-and-data-profile-desktop');

    // Download the family's data.
    const data = page.getByRole('region', { name: "Your family's data" });
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Download our data (JSON)' }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      membership: { id: string; email: string };
      athletes: { first_name: string }[];
      invoices: unknown[];
      payments: unknown[];
    };
    expect(exported.membership.id).toBe(family.membershipId);
    expect(exported.membership.email).toBe(family.email);
    expect(exported.athletes.map((a) => a.first_name)).toEqual(['Nora']);
    expect(exported.payments.length).toBeGreaterThan(0);

    // Ask for deletion.
    await data.getByRole('button', { name: 'Ask to delete our data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, ask to delete' }).click();
    await data.getByRole('status').filter({ hasText: 'Deletion requested on' }).waitFor();
    await checkA11y(page);

    // The admin confirms it.
    const admin = await newPage();
    const a = demoAdmin();
    await login(admin, a.email, a.password);
    await gotoClub(admin, '/admin/data-requests');
    await admin.getByRole('heading', { name: 'Data Requests', level: 1 }).waitFor();
    const confirm = admin.getByRole('button', { name: `Delete data: ${family.name} (${family.email})` });
    await confirm.waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'family-calendar-and-data-admin-desktop');
    await confirm.click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete the data' }).click();
    await admin.getByText("The family's personal data was deleted").first().waitFor();
    await expect.poll(() => confirm.count()).toBe(0);

    // Sign-in no longer works; the feed is gone.
    await expect(apiLogin(family.email, PASSWORD)).rejects.toThrow();
    expect((await fetch(`${baseUrl()}${new URL(url).pathname}`)).status).toBe(404);
  });

  it('on a 390 px phone in Spanish: the cards, the time zone setting and the accessibility statement', async () => {
    const family = await registerFamilyViaApi('calfames', 'Lía');
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, family.email, PASSWORD);
    await phone.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await gotoClub(phone, '/member/manage-profile');
    await phone.getByRole('region', { name: 'Calendario familiar' }).getByRole('link', { name: 'Añadir al calendario' }).waitFor();
    await phone.getByRole('region', { name: 'Los datos de su familia' }).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'family-calendar-and-data-profile-phone-es');

    const admin = await newPage({ viewport: 'phone' });
    const a = demoAdmin();
    await login(admin, a.email, a.password);
    await admin.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await gotoClub(admin, '/admin/manage-settings');
    await admin.getByLabel('Zona horaria').first().waitFor();
    await checkA11y(admin);
    await gotoClub(admin, '/admin/data-requests');
    await admin.getByRole('heading', { name: 'Solicitudes de datos', level: 1 }).waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'family-calendar-and-data-admin-phone-es');

    await gotoClub(phone, '/accessibility-policy');
    await phone.getByRole('heading', { name: 'Declaración de accesibilidad', level: 1 }).waitFor();
    await phone.getByRole('heading', { name: 'Carencias conocidas' }).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'accessibility-statement-phone-es');

    const desktop = await newPage();
    await gotoClub(desktop, '/accessibility-policy');
    await desktop.getByRole('heading', { name: 'Accessibility statement', level: 1 }).waitFor();
    await desktop.getByText(/1280 pixels and a phone width of 390 pixels/).waitFor();
    await checkA11y(desktop);
    await screenshot(desktop, 'accessibility-statement-desktop');
  });
});
