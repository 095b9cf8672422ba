// Journey: a tour of screens an admin, a coach at the door or a parent uses on a phone, each looked at
// at 1280 and 390 px in English and Spanish, with axe on each: Manage Settings, Role Permission
// Management, the group e-mail's check-before-sending dialog and its history, the attendance sheet
// (one tap marks an athlete present on a phone; the make-up athlete and the absent ones are told
// apart), the attendance date picker (only the dates the class meets), the per-slot term select of
// the program form, the front-desk check-in's success, the invitation's choose-a-password page and the
// registration form's policies to sign (in a club of its own, so no other journey meets a required
// policy). PNGs go to e2e/.artifacts/screens-tour-*.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { newPage, screenshot } from './support/browser.js';
import { createClubWithCli, demoAdmin, gotoClub, login } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';
import { addProgramViaApi, type Weekday } from './fixtures/programs.js';
import { apiLogin, field, fillBilling, fillStep1, registerFamilyViaApi, uniqueEmail } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Tour Tumbling ${RUN}`;
const SLOT = `TOUR-${RUN}`.toUpperCase();
const WEEK: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const VIEWPORTS = [
  ['desktop', '1280'],
  ['phone', '390'],
] as const;
type Viewport = (typeof VIEWPORTS)[number][0];

const POLICY_CLUB = { slug: `tour-${RUN}`, name: 'Tour Tumblers', admin: { email: uniqueEmail('tour.owner'), password: 'owner-pass-123' } };
const WAIVER = 'Liability waiver';

type Athlete = { name: string; id: string; code: string };
let token: string;
let today: string;
let programId: string;
let slotId: string;
/** In the class: Lena left absent, Omar present; Zoe of another class came as a make-up. */
let lena: Athlete;
let omar: Athlete;
let zoe: Athlete;
/** Checked in at the front desk, one per viewport. */
const arriving: Record<Viewport, Athlete[]> = { desktop: [], phone: [] };

async function athlete(prefix: string, first: string, slotCode: string): Promise<Athlete> {
  const f = await registerFamilyViaApi(prefix, first, slotCode);
  const family = await apiLogin(f.email, 'family-pass-1');
  const [c] = await apiCall<{ athlete_id: string; first_name: string; last_name: string; code: string }[]>(
    'GET',
    `/memberships/${f.membershipId}/check-in-codes`,
    family,
  );
  return { name: `${c!.first_name} ${c!.last_name}`, id: c!.athlete_id, code: c!.code };
}

beforeAll(async () => {
  const admin = demoAdmin();
  token = await apiLogin(admin.email, admin.password);
  // A class meeting on the club's today, all day long, so the sheet and the front desk find it now.
  today = (await apiCall<{ date: string }>('GET', '/check-in/today', token)).date;
  const day = WEEK[(new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const program = await addProgramViaApi(token, {
    label: LABEL,
    key: `tour-${RUN}`,
    capacity: 12,
    slots: [{ code: SLOT, day, time: '12:00 AM - 11:59 PM' }],
  });
  programId = program.id;
  slotId = program.slots[0]!.id;
  lena = await athlete('tourlena', 'Lena', SLOT);
  omar = await athlete('touromar', 'Omar', SLOT);
  zoe = await athlete('tourzoe', 'Zoe', 'YTH-MON-4PM');
  arriving.desktop.push(await athlete('tourdesk', 'Dora', SLOT));
  arriving.phone.push(await athlete('tourphone', 'Pia', SLOT));
  await apiCall('POST', '/attendance/mark', token, {
    programId,
    timeSlotId: slotId,
    attendanceDate: today,
    attendance: [
      { athleteId: lena.id, status: 'absent' },
      { athleteId: omar.id, status: 'present' },
      { athleteId: zoe.id, status: 'makeup' },
    ],
  });
  // A term, for the program form's per-slot term select.
  await apiCall('POST', '/terms', token, { name: `Spring ${RUN}`, starts_on: '2031-01-06', ends_on: '2031-05-30' });
});

/**
 * Switches the page's language as its Language menu does (on a phone the public header keeps that
 * menu in its drawer, and an open dialog covers the area's): the screen stays where it is.
 */
async function language(page: Page, lang: 'en' | 'es') {
  await page.evaluate((l) => {
    const select = document.querySelector<HTMLSelectElement>('select[aria-label="Language"], select[aria-label="Idioma"]')!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, l);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Axe and a screenshot in English, then the same screen in Spanish (`es` on it), then back. */
async function look(page: Page, name: string, vp: Viewport, es: string | RegExp, opts: { exclude?: string[] } = {}) {
  const width = VIEWPORTS.find(([v]) => v === vp)![1];
  await checkA11y(page, opts);
  await screenshot(page, `screens-tour-${name}-${width}-en`);
  await language(page, 'es');
  await page.getByText(es).first().waitFor();
  await checkA11y(page, opts);
  await screenshot(page, `screens-tour-${name}-${width}-es`);
  await language(page, 'en');
}

async function adminPage(vp: Viewport): Promise<Page> {
  const page = await newPage({ viewport: vp });
  const admin = demoAdmin();
  await login(page, admin.email, admin.password);
  return page;
}

const sheet = (page: Page) => page.getByRole('region', { name: 'Attendance' });
const rowOf = (page: Page, name: string) => sheet(page).getByRole('row').filter({ hasText: name });

describe('a tour of screens, looked at', () => {
  for (const [vp] of VIEWPORTS) {
    it(`Manage Settings, Role Permission Management and the program form's term select at ${vp}`, async () => {
      const page = await adminPage(vp);
      await gotoClub(page, '/admin/manage-settings');
      await page.getByRole('heading', { name: 'Manage Settings', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Save Settings' }).waitFor();
      await look(page, 'settings', vp, 'Configuración del club');

      await gotoClub(page, '/manage-roles');
      await page.getByRole('heading', { name: 'Role Permission Management', level: 1 }).waitFor();
      const role = page.getByRole('combobox', { name: 'Role' });
      await role.selectOption((await role.locator('option', { hasText: /^Staff/ }).getAttribute('value'))!);
      await page.getByRole('heading', { name: 'Permissions of Staff' }).waitFor();
      await look(page, 'roles', vp, 'Permisos por función');

      await gotoClub(page, '/admin/create-programs');
      const slot = page.getByRole('group', { name: /^Slot 1/ });
      const term = slot.getByRole('combobox', { name: 'Term' });
      // At 1280 px its list is opened and shot; at 390 px the select itself (its list did not open
      // under the headless browser's touch emulation).
      if (vp === 'desktop') {
        await term.click();
        await page.getByRole('option', { name: `Spring ${RUN}` }).waitFor();
      } else await term.scrollIntoViewIfNeeded();
      await look(page, 'program-slot-term', vp, 'Temporada');
    });

    it(`the group e-mail's preview and history at ${vp}`, async () => {
      const page = await adminPage(vp);
      await gotoClub(page, '/admin/group-email');
      await page.getByRole('heading', { name: 'Send Group Email', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Program' }).click();
      await page.getByRole('option', { name: LABEL }).click();
      await page.getByRole('checkbox', { name: 'Select All Slots' }).check();
      const subject = `Bring water on ${today} (${vp} ${RUN})`;
      await field(page, 'Subject').fill(subject);
      await field(page, 'Message').fill('It will be hot in the gym this week.\nBring a bottle of water.');
      await page.getByRole('button', { name: 'Send Email' }).click();
      const check = page.getByRole('dialog', { name: 'Check before sending' });
      await check.getByText('This e-mail goes to 4 families.').waitFor();
      await look(page, 'group-email-preview', vp, 'Revise antes de enviar');
      await check.getByRole('button', { name: 'Send to 4 families' }).click();
      await page.getByText('Sent to 4 families.').waitFor();
      await page.getByRole('region', { name: 'Sent group e-mails' }).getByText(subject).locator('visible=true').waitFor();
      await look(page, 'group-email-history', vp, 'Correos grupales enviados');
    });

    it(`the attendance sheet and its date picker at ${vp}`, async () => {
      const page = await adminPage(vp);
      await gotoClub(page, '/admin/mark-attendance');
      await page.getByRole('heading', { name: 'Mark Attendance', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Program' }).click();
      await page.getByRole('option', { name: LABEL }).click();
      await expect.poll(() => page.getByRole('textbox', { name: 'Date' }).inputValue()).toBe(today);
      await rowOf(page, zoe.name).getByText('Makeup').waitFor();
      await rowOf(page, zoe.name).getByText('Not enrolled in this time slot').waitFor();
      expect(await rowOf(page, lena.name).getByText('Absent').count()).toBe(1);
      expect(await rowOf(page, omar.name).getByText('Present').count()).toBe(1);
      // One tap marks Lena present (a phone is touched, not clicked).
      const lenaBox = page.getByRole('checkbox', { name: `Mark ${lena.name} present` });
      if (vp === 'phone') await lenaBox.tap();
      else await lenaBox.click();
      expect(await lenaBox.isChecked()).toBe(true);
      expect(await rowOf(page, lena.name).getByText('Present').count()).toBe(1);
      await look(page, 'attendance-sheet', vp, 'Pasar lista');

      // The date picker offers the dates the class meets: today's weekday, not the day after.
      await page.getByRole('textbox', { name: 'Date' }).click();
      const open = page.locator('.mantine-DateInput-day:not([disabled]):not([data-outside])');
      await open.first().waitFor();
      const weekdays = await open.evaluateAll((days) => days.map((d) => d.closest('td')?.cellIndex));
      expect(new Set(weekdays).size).toBe(1);
      await look(page, 'attendance-date-picker', vp, 'Pasar lista');
    });

    it(`the front desk's check-in success at ${vp}`, async () => {
      const page = await adminPage(vp);
      const [who] = arriving[vp];
      await gotoClub(page, '/admin/check-in');
      await page.getByRole('textbox', { name: 'Athlete name or check-in code' }).waitFor();
      await page.getByRole('heading', { name: "Today's classes" }).waitFor();
      await page.keyboard.type(who!.code);
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: LABEL }).getByText(who!.name).waitFor();
      await look(page, 'check-in-success', vp, 'Entrada registrada:');
    });

    it(`the invitation's choose-a-password page at ${vp}`, async () => {
      const email = uniqueEmail(`tour.invited.${vp}`);
      await apiCall('POST', '/auth/register', token, { role: 'staff', email, firstName: 'Inés', lastName: 'Invitada', language: 'en' });
      const mail = await waitForEmail(email);
      const link = linksIn(mail).find((l) => l.includes('/reset-password?token='))!;
      const page = await newPage({ viewport: vp });
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
      await field(page, 'New password').fill('chosen-by-ines');
      await look(page, 'invitation-password', vp, 'Elija su contraseña');
    });
  }

  it("the registration form's policies to sign, at 1280 and 390 px", async () => {
    await createClubWithCli(POLICY_CLUB);
    const { access_token: admin } = await apiCall<{ access_token: string }>('POST', '/auth/login', undefined, POLICY_CLUB.admin, POLICY_CLUB.slug);
    await apiCall('POST', '/policies', admin, { title: WAIVER, text: 'I accept the risks of gymnastics.\n\nI have read the club rules.', required_at_registration: true }, POLICY_CLUB.slug);
    await apiCall(
      'POST',
      '/programs/add-with-slots',
      admin,
      {
        label: 'Tour Tots',
        key: 'tour-tots',
        description: null,
        duration_hours: 1,
        min_age: 3,
        max_age: 18,
        capacity: 10,
        slots: [{ slot_id: 'TT-MON', days: ['MON'], times: WEEK.map((d) => (d === 'MON' ? '5:00 PM - 6:00 PM' : 'x')), capacity: 10 }],
      },
      POLICY_CLUB.slug,
    );
    for (const [vp] of VIEWPORTS) {
      const page = await newPage({ viewport: vp });
      await gotoClub(page, '/register', POLICY_CLUB.slug);
      await page.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
      await fillStep1(page, {
        first: 'Ana',
        last: 'Tour',
        email: uniqueEmail(`tour.family.${vp}`),
        password: 'family-pass-1',
        athletes: [{ first: 'Mia', last: 'Tour', gender: 'Female', born: '2018-05-06', program: /^Tour Tots/, slot: 'TT-MON' }],
      });
      await page.getByRole('button', { name: 'Continue to Billing' }).click();
      await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
      await fillBilling(page, { startDate: '2031-02-03', referral: 'Advertisement' });
      await page.getByRole('heading', { name: 'Club policies' }).waitFor();
      await page.getByRole('checkbox', { name: `I have read and accept “${WAIVER}”` }).check();
      await page.getByLabel(/^Type your full name to sign/).fill('Ana Tour');
      await page.getByRole('heading', { name: 'Club policies' }).scrollIntoViewIfNeeded();
      await look(page, 'registration-policies', vp, 'Políticas del club');
      await page.close();
    }
  });
});
