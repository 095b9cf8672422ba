// Journey: the demo admin takes attendance of today's class of a fresh program: everyone starts
// absent, ticks one athlete present, tries select-all (on, then off: the athlete ticked before stays
// present), ticks an athlete of another class as makeup and submits; then enrols that makeup athlete
// from the Enroll dialog, which invoices the family the program's one-hour price for the classes left
// this month. The records show
// in the athlete's attendance details. Then the same screen on a 390 px phone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Attendance Tumbling ${RUN}`;
const SLOT = `ATT-${RUN}`.toUpperCase();
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: string };
  if (!res.ok || !json.success) throw new Error(`${method} ${path} answered ${res.status}: ${json.error ?? ''}`);
  return json.data;
}

type Family = { membershipId: string; email: string; name: string; athlete: string; athleteId: string };
let token: string;
let programId: string;
let slotId: string;
let lena: Family;
let omar: Family;
let zoe: Family;
/** The club's today (its time zone's date, which the sheet's dates and marking follow). */
let today: string;

async function family(prefix: string, first: string, slotCode?: string): Promise<Family> {
  const f = await registerFamilyViaApi(prefix, first, slotCode);
  const [a] = await call<{ id: string; first_name: string; last_name: string }[]>(
    'GET',
    `/athletes/member/${f.membershipId}`,
    token,
  );
  return { ...f, athlete: `${a!.first_name} ${a!.last_name}`, athleteId: a!.id };
}

beforeAll(async () => {
  const admin = demoAdmin();
  token = await apiLogin(admin.email, admin.password);
  // A class that meets the club's today, so the page offers today's date.
  const zone = (await call<{ time_zone: string }>('GET', '/settings', token)).time_zone;
  today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = DAYS[new Date(`${today}T12:00:00Z`).getUTCDay()]!;
  const program = await addProgramViaApi(token, {
    label: LABEL,
    key: `attendance-${RUN}`,
    capacity: 10,
    slots: [{ code: SLOT, day, time: '5:00 PM - 6:00 PM' }],
  });
  programId = program.id;
  slotId = program.slots[0]!.id;
  await call('POST', '/programs/program-pricing-config', token, {
    program_id: programId,
    hourly_tiers: { halfHour: 20, oneHour: 35, twoHour: 60, threeHour: 80, fourHour: 100, perWeek: 0 },
    registration_fee: 25,
    referral_credit: 0,
    late_fee_type: 'fixed',
    late_fee_value: 0,
    late_fee_days_before: 0,
  });
  lena = await family('attlena', 'Lena', SLOT);
  omar = await family('attomar', 'Omar', SLOT);
  // Zoe is in another class, of the demo club.
  zoe = await family('attzoe', 'Zoe', 'YTH-MON-4PM');
});

const sheet = (page: Page) => page.getByRole('region', { name: 'Attendance' });
const rowOf = (page: Page, name: string) => sheet(page).getByRole('row').filter({ hasText: name });

async function openClass(page: Page, area: 'admin' | 'staff' = 'admin') {
  await gotoClub(page, `/${area}/mark-attendance`);
  await page.getByRole('heading', { name: 'Mark Attendance', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: LABEL }).click();
  // One slot: it is chosen, on its latest class day (today).
  // Named by its day and hours as a coach reads them, not by the slot code.
  const weekday = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  expect(await page.getByRole('combobox', { name: 'Time slot' }).inputValue()).toBe(`${weekday} 5:00 PM – 6:00 PM`);
  // The date follows once the class's meeting dates have come.
  await expect.poll(() => page.getByRole('textbox', { name: 'Date' }).inputValue()).toBe(today);
  await rowOf(page, lena.athlete).waitFor();
}

describe('the admin marks attendance', () => {
  it('marks present, absent and a makeup, then enrols the makeup athlete with an invoice', async () => {
    const page = await newPage();
    const admin = demoAdmin();
    await login(page, admin.email, admin.password);
    await openClass(page);

    // 'ID copied!': the athlete's id goes to the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: `Copy the ID of ${lena.athlete}` }).click();
    await toast(page, 'ID copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lena.athleteId);

    // Everyone starts absent.
    for (const f of [lena, omar]) expect(await rowOf(page, f.athlete).getByText('Absent').count()).toBe(1);
    await page.getByRole('checkbox', { name: `Mark ${lena.athlete} present` }).check();
    expect(await rowOf(page, lena.athlete).getByText('Present').count()).toBe(1);

    // Select-all marks the page present; turning it off leaves present who was present before.
    const all = page.getByRole('checkbox', { name: 'Select all on this page' });
    await all.check();
    expect(await page.getByRole('checkbox', { name: `Mark ${omar.athlete} present` }).isChecked()).toBe(true);
    await all.uncheck();
    expect(await page.getByRole('checkbox', { name: `Mark ${omar.athlete} present` }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: `Mark ${lena.athlete} present` }).isChecked()).toBe(true);

    // Zoe, of another class, comes as a makeup.
    const unenrolled = page.getByRole('region', { name: 'Unenrolled athletes' });
    await unenrolled.getByRole('textbox', { name: 'Search', exact: true }).fill(zoe.athlete);
    await unenrolled.getByRole('checkbox', { name: `Makeup: ${zoe.athlete}` }).check();
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await toast(page, 'Attendance successfully submitted!');
    await rowOf(page, zoe.athlete).getByText('Makeup').waitFor();
    expect(await rowOf(page, zoe.athlete).getByText('Not enrolled in this time slot').count()).toBe(1);

    const saved = await call<{ athleteId: string; status: string; enrolled: boolean }[]>(
      'GET',
      `/attendance/${programId}/${today}/${slotId}`,
      token,
    );
    const status = (id: string) => saved.find((r) => r.athleteId === id)?.status;
    expect([status(lena.athleteId), status(omar.athleteId), status(zoe.athleteId)]).toEqual(['present', 'absent', 'makeup']);
    await checkA11y(page);
    await screenshot(page, 'admin-marks-attendance-desktop-1-submitted');

    // The Enroll dialog: Zoe joins the slot (the one-hour price a month) and her family is invoiced
    // what is left of this month.
    await unenrolled.getByRole('button', { name: `Enroll ${zoe.athlete}` }).click();
    const dialog = page.getByRole('dialog', { name: `Enroll ${zoe.athlete}` });
    await dialog.getByText('$35.00').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-marks-attendance-desktop-2-enroll-dialog');
    await dialog.getByRole('button', { name: 'Enroll and invoice' }).click();
    await toast(page, 'Enrolled & Invoice generated successfully!');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, zoe.athlete).getByText('Not enrolled in this time slot').count()).toBe(0);
    await expect.poll(() => unenrolled.getByRole('checkbox', { name: `Makeup: ${zoe.athlete}` }).count()).toBe(0);
    const invoices = await call<{ description: string; amount: number; athlete_id: string | null }[]>(
      'GET',
      `/invoices/member/${zoe.membershipId}`,
      token,
    );
    // The class meets today's weekday: invoiced $35.00 × the meetings left this month over the month's.
    const now = new Date(`${today}T12:00:00Z`);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    const meetings = Array.from({ length: last }, (_, i) => i + 1).filter(
      (d) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), d)).getUTCDay() === now.getUTCDay(),
    );
    const left = meetings.filter((d) => d >= now.getUTCDate()).length;
    const classDay = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    expect(invoices.filter((i) => i.description === `Enrollment: ${LABEL} (${classDay} 5:00 PM - 6:00 PM)`)).toEqual([
      expect.objectContaining({ amount: Math.round((3500 * left) / meetings.length) / 100, athlete_id: zoe.athleteId }),
    ]);

    // Lena's attendance details show today's class.
    await gotoClub(page, `/admin/athlete/edit/${lena.athleteId}`);
    const details = page.getByRole('region', { name: 'Attendance' });
    // Day and time as a parent reads them, not the slot code.
    const weekday = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    await details.getByText(`Time slot ${weekday} 5:00 PM – 6:00 PM`).waitFor();
    await details.getByText('Present').waitFor();
    await screenshot(page, 'admin-marks-attendance-desktop-3-athlete-details');
  });

  it('on a phone: the pickers stacked, the class and the unenrolled list as cards', async () => {
    const page = await newPage({ viewport: 'phone' });
    const admin = demoAdmin();
    await login(page, admin.email, admin.password);
    await openClass(page);
    expect(await page.getByRole('checkbox', { name: `Mark ${lena.athlete} present` }).isChecked()).toBe(true);
    await checkA11y(page);
    await screenshot(page, 'admin-marks-attendance-phone-1-class');
  });

  it('staff with the Mark Attendance page take the same class in the staff area', async () => {
    const email = `att.staff.${RUN}@example.test`;
    const coach = await call<{ id: string }>('POST', '/auth/register', token, {
      firstName: 'Sam',
      lastName: 'Coach',
      email,
      password: 'staff-pass-1',
      role: 'staff',
    });
    // A coach sees the classes they coach: the admin assigns Sam to this one.
    await call('PUT', `/programs-slot/${slotId}/coaches`, token, { staff_ids: [coach.id] });
    const page = await newPage();
    await login(page, email, 'staff-pass-1');
    await openClass(page, 'staff');
    expect(await page.getByRole('checkbox', { name: `Mark ${lena.athlete} present` }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: `Mark ${omar.athlete} present` }).check();
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await toast(page, 'Attendance successfully submitted!');
    const saved = await call<{ athleteId: string; status: string }[]>(
      'GET',
      `/attendance/${programId}/${today}/${slotId}`,
      token,
    );
    expect(saved.find((r) => r.athleteId === omar.athleteId)?.status).toBe('present');
    await checkA11y(page);
    await screenshot(page, 'admin-marks-attendance-staff-desktop');
  });
});
