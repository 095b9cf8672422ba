// Journey: on a phone, a parent says their child will not attend next Monday's class (a make-up token
// comes with it) and books a make-up in the Tuesday class of the same program with it; the coach of
// both classes opens each coming date's sheet and sees the reported absence and the make-up expected.
// The family's page is looked at in English and Spanish, on a phone and at 1280 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { apiCall } from './support/api.js';
import { demoAdmin, gotoClub, login, toast } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Make-up Flips ${RUN}`;
const MON = `MU-MON-${RUN.toUpperCase()}`;
const TUE = `MU-TUE-${RUN.toUpperCase()}`;

type Token = { id: string; status: string; makeup: { date: string } | null };

/** The club's day (America/New_York, the demo club's zone) plus `days`. */
function clubDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** The Monday of next week or the one after: at least a week ahead, so every cut-off is far. */
function nextMonday(): string {
  for (let d = 7; ; d++) if (new Date(`${clubDay(d)}T00:00:00Z`).getUTCDay() === 1) return clubDay(d);
}

async function shoot(page: Page, name: string) {
  await checkA11y(page);
  await screenshot(page, name);
}

describe('a parent reports an absence and books a make-up on a phone', () => {
  it('reports, books, and the coach sees both on the sheets of those dates', async () => {
    const admin = await apiLogin(demoAdmin().email, demoAdmin().password);
    const program = await addProgramViaApi(admin, {
      label: LABEL,
      key: `makeups-${RUN}`,
      capacity: 2,
      slots: [
        { code: MON, day: 'MON', time: '5:00 PM - 6:00 PM' },
        { code: TUE, day: 'TUE', time: '5:00 PM - 6:00 PM' },
      ],
    });
    const monSlot = program.slots.find((s) => s.slot_id === MON)!.id;
    const tueSlot = program.slots.find((s) => s.slot_id === TUE)!.id;
    const family = await registerFamilyViaApi('makeup', 'Mia', MON);
    const monday = nextMonday();

    // The parent, on a phone: Classes & Make-ups, "Will not attend" on next Monday, confirmed.
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, family.email, 'family-pass-1');
    await gotoClub(phone, '/member/classes');
    await phone.getByRole('heading', { name: 'Classes & Make-ups', level: 1 }).waitFor();
    await phone.getByText('No make-up tokens yet', { exact: false }).waitFor();
    // The card of that Monday, as the page writes a class date ("Mon, Dec 7").
    const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${monday}T00:00:00Z`),
    );
    const mondayCard = phone.locator('.mantine-Card-root').filter({ hasText: LABEL }).filter({ hasText: shown }).first();
    await mondayCard.getByRole('button', { name: 'Will not attend' }).waitFor();
    await shoot(phone, 'parent-books-makeup-phone-en-1-classes');
    await mondayCard.getByRole('button', { name: 'Will not attend' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Will not attend?' });
    await dialog.getByText(/The place goes to another athlete/).waitFor();
    await dialog.getByRole('button', { name: 'Yes, will not attend' }).click();
    await toast(phone, 'Absence reported: you have a new make-up token.');
    await phone.getByText('Reported absent').first().waitFor();

    // The token, with its expiry date: Book a make-up, pick the first open Tuesday, confirm.
    await phone
      .getByText(/^Use by /)
      .first()
      .waitFor();
    await phone.getByRole('button', { name: 'Book a make-up' }).click();
    const book = phone.getByRole('dialog', { name: /^Book a make-up for Mia/ });
    await book.getByRole('radio').first().waitFor();
    await shoot(phone, 'parent-books-makeup-phone-en-2-pick');
    await book.getByRole('radio').first().click();
    await book.getByRole('button', { name: new RegExp(`^Book ${LABEL} on `) }).click();
    await toast(phone, 'Make-up booked. We sent you a confirmation e-mail.');
    await phone.getByText('Make-up', { exact: true }).first().waitFor();
    await shoot(phone, 'parent-books-makeup-phone-en-3-booked');
    const mail = await waitForEmail(family.email, (m) => /make-up class booked/.test(m.subject));
    expect(mail.text).toContain(LABEL);

    const tokens = await apiCall<Token[]>('GET', `/makeup-tokens?membership_id=${family.membershipId}`, admin);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ status: 'used' });
    const tuesday = tokens[0]!.makeup!.date;

    // The same page in Spanish, on the phone and at 1280 px.
    await phone.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await phone.reload();
    await phone.getByRole('heading', { name: 'Clases y recuperaciones', level: 1 }).waitFor();
    await phone.getByText('Ausencia avisada').first().waitFor();
    await shoot(phone, 'parent-books-makeup-phone-es');
    const desk = await newPage();
    await login(desk, family.email, 'family-pass-1');
    await gotoClub(desk, '/member/classes');
    await desk.getByRole('heading', { name: 'Classes & Make-ups', level: 1 }).waitFor();
    await desk.getByText('Reported absent').first().waitFor();
    await shoot(desk, 'parent-books-makeup-desktop-en');
    await desk.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await desk.reload();
    await desk.getByRole('heading', { name: 'Clases y recuperaciones', level: 1 }).waitFor();
    await shoot(desk, 'parent-books-makeup-desktop-es');

    // The coach of both classes opens each coming date: Mia reported absent on Monday, expected on Tuesday.
    const email = `makeup.coach.${RUN}@example.test`;
    const coach = await apiCall<{ id: string }>('POST', '/auth/register', admin, {
      firstName: 'Cora',
      lastName: 'Coach',
      email,
      password: 'staff-pass-1',
      role: 'staff',
    });
    for (const slot of [monSlot, tueSlot])
      await apiCall('PUT', `/programs-slot/${slot}/coaches`, admin, { staff_ids: [coach.id] });
    for (const [viewport, size] of [
      ['phone', '390'],
      ['desktop', '1280'],
    ] as const) {
      const page = await newPage(viewport === 'phone' ? { viewport: 'phone' } : {});
      await login(page, email, 'staff-pass-1');
      await gotoClub(page, `/staff/mark-attendance?program=${program.id}&slot=${monSlot}&date=${monday}`);
      const sheet = page.getByRole('region', { name: 'Attendance' });
      await sheet.getByRole('row').filter({ hasText: 'Mia' }).getByText('Reported absent').waitFor();
      await page.getByText('A coming class: here is who is expected.', { exact: false }).waitFor();
      await shoot(page, `parent-books-makeup-coach-${size}-1-monday`);
      await gotoClub(page, `/staff/mark-attendance?program=${program.id}&slot=${tueSlot}&date=${tuesday}`);
      const row = page.getByRole('region', { name: 'Attendance' }).getByRole('row').filter({ hasText: 'Mia' });
      await row.getByText('Make-up booked').waitFor();
      await row.getByText('Makeup', { exact: true }).waitFor();
      await shoot(page, `parent-books-makeup-coach-${size}-2-tuesday`);
    }
  });
});
