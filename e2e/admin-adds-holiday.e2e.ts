// Journey: an admin adds a holiday on Closed dates, and the family's calendar feed (fetched at its
// address as a calendar app does) no longer has a class that day, the family's Classes & Make-ups and
// a program's public page list it. Also the Terms and Closed dates screens in English and Spanish, at
// 1280 and 390 px.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, gotoClub, login } from './support/club.js';
import { registerFamilyViaApi } from './fixtures/registration.js';

const PASSWORD = 'family-pass-1';
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

async function feedText(url: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${new URL(url).pathname}`);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/\r\n[ \t]/g, '');
}

/** The first class date of the feed's weekly rule at least two days from now (YYYY-MM-DD). */
function nextClassDate(ics: string): string {
  const days = /RRULE:FREQ=WEEKLY;BYDAY=([A-Z,]+)/.exec(ics)![1]!.split(',');
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  while (!days.includes(BYDAY[(d.getUTCDay() + 6) % 7]!)) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('admin adds a holiday', () => {
  it("the family's calendar feed loses that date", async () => {
    const family = await registerFamilyViaApi('holiday', 'Ines');
    const member = await newPage();
    await login(member, family.email, PASSWORD);
    await gotoClub(member, '/member/manage-profile');
    const url = await member
      .getByRole('region', { name: 'Family calendar' })
      .getByLabel('Your private calendar link')
      .inputValue();
    const before = await feedText(url);
    const date = nextClassDate(before);
    expect(before).not.toContain(`EXDATE`);

    const admin = await newPage();
    const a = demoAdmin();
    await login(admin, a.email, a.password);
    await gotoClub(admin, '/admin/closed-dates');
    await admin.getByRole('heading', { name: 'Closed dates', level: 1 }).waitFor();
    const form = admin.getByRole('region', { name: 'Add a holiday' });
    await form.getByLabel('Name').fill('Founders Day');
    await form.getByLabel('From').fill(date);
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await admin.getByRole('region', { name: 'Coming closed dates' }).getByText('Founders Day').waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'admin-adds-holiday-closed-dates-desktop');

    const after = await feedText(url);
    expect(after).toMatch(new RegExp(`EXDATE;TZID=[A-Za-z_/]+:[0-9T,]*${date.replaceAll('-', '')}T`));

    // The family's Classes & Make-ups lists the coming closed date under its classes.
    await gotoClub(member, '/member/classes');
    await member
      .getByRole('region', { name: 'No class on these coming dates' })
      .getByText(/Founders Day/)
      .waitFor();
    await checkA11y(member);
    await screenshot(member, 'admin-adds-holiday-member-classes-desktop');

    await gotoClub(admin, '/admin/terms');
    await admin.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'admin-adds-holiday-terms-desktop');
  });

  it('the Terms and Closed dates screens on a 390 px phone in Spanish', async () => {
    const phone = await newPage({ viewport: 'phone' });
    const a = demoAdmin();
    await login(phone, a.email, a.password);
    await phone.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await gotoClub(phone, '/admin/closed-dates');
    await phone.getByRole('heading', { name: 'Días cerrados', level: 1 }).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'admin-adds-holiday-closed-dates-phone-es');
    await gotoClub(phone, '/admin/terms');
    await phone.getByRole('heading', { name: 'Temporadas', level: 1 }).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'admin-adds-holiday-terms-phone-es');
    // A program is put in a term from its form: the term list opened on a phone.
    await gotoClub(phone, '/admin/create-programs');
    // The program's own (a club with terms shows one per class too, further down).
    const term = phone.getByRole('combobox', { name: 'Temporada' }).first();
    await term.scrollIntoViewIfNeeded();
    await term.focus();
    await phone.keyboard.press('ArrowDown');
    await phone.getByRole('option', { name: 'Todo el año' }).waitFor();
    await screenshot(phone, 'admin-adds-holiday-program-term-open-phone-es', { fullPage: false });
    await phone.keyboard.press('Escape');
    // A program's public page lists the coming holiday under its weekly schedule.
    await gotoClub(phone, '/programs');
    await phone.locator('a[href*="/programs/"]').first().click();
    await phone
      .getByRole('region', { name: 'Sin clase en estas próximas fechas' })
      .getByText(/Founders Day/)
      .waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'admin-adds-holiday-program-phone-es');
  });
});
