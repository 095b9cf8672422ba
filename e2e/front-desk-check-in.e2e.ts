// Journey: the front desk checks athletes in. A family's home shows a QR check-in code per athlete;
// a staff member at the door (a 1024 px tablet) scans it (the scanner types the code and Enter) and
// the athlete is present in today's class; on a 390 px phone they find another athlete by name and
// check her in with the keyboard alone. On the attendance sheet the athlete with an allergy shows a
// medical marker: staff without view_medical_info see only that something is on file; the admin
// opens it (a look the audit log records). English and Spanish, screenshots at 1280 and 390 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { addProgramViaApi, type Weekday } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi, uniqueEmail } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Door Tumbling ${RUN}`;
const SLOT = `DOOR-${RUN}`.toUpperCase();
const WEEK: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

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

type Family = { membershipId: string; email: string; athlete: string; athleteId: string; code: string };
let adminToken: string;
let staff: { email: string; password: string };
let nina: Family;
let theo: Family;

async function family(prefix: string, first: string): Promise<Family> {
  const f = await registerFamilyViaApi(prefix, first, SLOT);
  const token = await apiLogin(f.email, 'family-pass-1');
  const [c] = await call<{ athlete_id: string; first_name: string; last_name: string; code: string }[]>(
    'GET',
    `/memberships/${f.membershipId}/check-in-codes`,
    token,
  );
  return { membershipId: f.membershipId, email: f.email, athlete: `${c!.first_name} ${c!.last_name}`, athleteId: c!.athlete_id, code: c!.code };
}

async function inSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
  await page.reload();
}

beforeAll(async () => {
  const admin = demoAdmin();
  adminToken = await apiLogin(admin.email, admin.password);
  // A class meeting on the club's today, all day long, so "now" is in it whatever the hour.
  const { date } = await call<{ date: string }>('GET', '/check-in/today', adminToken);
  const day = WEEK[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  await addProgramViaApi(adminToken, { label: LABEL, key: `door-${RUN}`, capacity: 10, slots: [{ code: SLOT, day, time: '12:00 AM - 11:59 PM' }] });
  nina = await family('doornina', 'Nina');
  theo = await family('doortheo', 'Theodora');
  const ninaToken = await apiLogin(nina.email, 'family-pass-1');
  await call('PUT', `/athletes/${nina.athleteId}/medical`, ninaToken, {
    allergies: 'Peanuts',
    medical_notes: null,
    medications: null,
    photo_consent: true,
    emergency_contacts: [{ name: 'Rosa Doornina', relationship: 'Aunt', phone: '541-555-0142' }],
  });
  staff = { email: uniqueEmail('door'), password: 'desk-pass-1' };
  const made = await call<{ id: string }>('POST', '/auth/register', adminToken, {
    role: 'staff',
    email: staff.email,
    password: staff.password,
    firstName: 'Dana',
    lastName: 'Door',
  });
  // Dana coaches the class: staff without "every class" see the sheets of the classes they coach.
  const programs = await call<{ slots: { id: string; slot_id: string }[] }[]>('GET', '/programs/programs-with-slots', adminToken);
  const slot = programs.flatMap((p) => p.slots).find((s) => s.slot_id === SLOT)!;
  await call('PUT', `/programs-slot/${slot.id}/coaches`, adminToken, { staff_ids: [made.id] });
});

describe('front-desk check-in', () => {
  it("shows each athlete's check-in code as a QR code on the family's home", async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await newPage({ viewport });
      await login(page, nina.email, 'family-pass-1');
      await page.getByRole('heading', { name: 'Check-in codes' }).waitFor();
      await page.getByRole('img', { name: `Check-in code of ${nina.athlete}` }).waitFor();
      expect(await page.getByText(nina.code).count()).toBe(1);
      await checkA11y(page);
      await screenshot(page, `front-desk-check-in-family-code-${viewport}-en`);
      await inSpanish(page);
      await page.getByRole('img', { name: `Código de entrada de ${nina.athlete}` }).waitFor();
      await checkA11y(page);
      await screenshot(page, `front-desk-check-in-family-code-${viewport}-es`);
      await page.close();
    }
  });

  it('checks an athlete in by scanning the code at a 1024 px tablet', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    await login(page, staff.email, staff.password);
    await gotoClub(page, '/staff/check-in');
    const box = page.getByRole('textbox', { name: 'Athlete name or check-in code' });
    await box.waitFor();
    await page.getByRole('heading', { name: "Today's classes" }).waitFor();
    // The box has the focus: the scanner types the code and Enter.
    await page.keyboard.type(nina.code);
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').getByText(nina.athlete);
    await done.waitFor();
    await page.getByRole('status').filter({ hasText: LABEL }).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(await box.getAttribute('id'));
    await page.getByText('1 of 2 in').waitFor();
    await checkA11y(page);
    await screenshot(page, 'front-desk-check-in-scan-1024-en');
    // The same code again: already in, nothing counted twice.
    await page.keyboard.type(nina.code);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Already checked in:').waitFor();
    await page.getByText('1 of 2 in').waitFor();
    await page.close();
  });

  it('finds an athlete by name and checks her in with the keyboard on a 390 px phone', async () => {
    // The unknown code below is answered 404, which the browser logs.
    const page = await newPage({ viewport: 'phone', allowConsoleErrors: [/status of 404/] });
    await login(page, staff.email, staff.password);
    await gotoClub(page, '/staff/check-in');
    await page.getByRole('textbox', { name: 'Athlete name or check-in code' }).waitFor();
    await page.keyboard.type(theo.athlete);
    const result = page.getByRole('region', { name: 'Athletes found' });
    await result.getByText(theo.athlete).waitFor();
    await result.getByText(LABEL, { exact: false }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'front-desk-check-in-search-390-en');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: LABEL }).getByText(theo.athlete).waitFor();
    await screenshot(page, 'front-desk-check-in-done-390-en');
    // A code of no athlete of the club: refused with the reason.
    await page.keyboard.type('0123456789ABCDEF0123456789ABCDEF');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('No athlete of this club has this check-in code').waitFor();
    await inSpanish(page);
    await page.getByRole('textbox', { name: 'Nombre del atleta o código de entrada' }).waitFor();
    await page.keyboard.type('Theodora');
    await page.getByRole('region', { name: 'Atletas encontrados' }).getByText(theo.athlete).waitFor();
    await checkA11y(page);
    await screenshot(page, 'front-desk-check-in-search-390-es');
    await page.close();

    const desk = await newPage();
    await login(desk, staff.email, staff.password);
    await gotoClub(desk, '/staff/check-in');
    await inSpanish(desk);
    await desk.getByRole('heading', { name: 'Clases de hoy' }).waitFor();
    await screenshot(desk, 'front-desk-check-in-1280-es');
    await desk.close();
  });

  it('marks the athlete with an allergy on the attendance sheet; only the admin opens it', async () => {
    const openClass = async (page: Page, area: 'admin' | 'staff') => {
      await gotoClub(page, `/${area}/mark-attendance`);
      await page.getByRole('combobox', { name: 'Program' }).click();
      await page.getByRole('option', { name: LABEL }).click();
      await page.getByRole('region', { name: 'Attendance' }).getByText(nina.athlete).waitFor();
    };
    const page = await newPage();
    await login(page, staff.email, staff.password);
    await openClass(page, 'staff');
    const row = page.getByRole('region', { name: 'Attendance' }).getByRole('row').filter({ hasText: nina.athlete });
    await row.getByText('Medical').waitFor();
    expect(await row.getByRole('button', { name: `Medical details of ${nina.athlete}` }).count()).toBe(0);
    expect(await page.getByText('Peanuts').count()).toBe(0);
    const theoRow = page.getByRole('region', { name: 'Attendance' }).getByRole('row').filter({ hasText: theo.athlete });
    expect(await theoRow.getByText('Medical').count()).toBe(0);
    await screenshot(page, 'front-desk-check-in-sheet-staff-1280-en');
    await page.close();

    const admin = await newPage({ viewport: 'phone' });
    const a = demoAdmin();
    await login(admin, a.email, a.password);
    await openClass(admin, 'admin');
    await admin.getByRole('button', { name: `Medical details of ${nina.athlete}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Peanuts').waitFor();
    await dialog.getByText('Rosa Doornina').waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'front-desk-check-in-sheet-admin-390-en');
    await admin.keyboard.press('Escape');
    await admin.close();
  });

  it('lets the family fill in medical details on the athlete page, and the admin choose what registration requires', async () => {
    // The contact without a phone below is refused by the server (400), which the browser logs.
    const page = await newPage({ viewport: 'phone', allowConsoleErrors: [/status of 400/] });
    await login(page, theo.email, 'family-pass-1');
    await gotoClub(page, `/member/athlete/edit/${theo.athleteId}`);
    const section = page.getByRole('region', { name: 'Medical and emergency details' });
    await section.getByLabel('Allergies').fill('Bee stings');
    await section.getByRole('radio', { name: 'No' }).check();
    await section.getByLabel('Name').fill('Omar Doortheo');
    await section.getByLabel('Relationship').fill('Uncle');
    // No phone: refused, naming the field.
    await section.getByRole('button', { name: 'Save medical details' }).click();
    await section.getByText('is required').waitFor();
    await section.getByLabel('Number to call').fill('541-555-0177');
    await section.getByRole('button', { name: 'Save medical details' }).click();
    await page.getByText('Medical details saved').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'front-desk-check-in-athlete-medical-390-en');
    await inSpanish(page);
    await page.getByRole('region', { name: 'Datos médicos y de emergencia' }).waitFor();
    await screenshot(page, 'front-desk-check-in-athlete-medical-390-es');
    await page.close();

    const admin = await newPage();
    const a = demoAdmin();
    await login(admin, a.email, a.password);
    await gotoClub(admin, '/admin/manage-settings');
    const card = admin.getByRole('region', { name: 'Medical details at registration' });
    await card.getByRole('checkbox', { name: 'An emergency contact' }).waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'front-desk-check-in-settings-1280-en');
    await admin.close();
  });
});
