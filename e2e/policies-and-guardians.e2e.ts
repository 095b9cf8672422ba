// Journey: a club's waiver from its writing to the front desk, and a family's second guardian. In a
// club of its own (made with `npm run club -- create`, so the demo club's other journeys never meet
// a required policy): the admin writes a required waiver; a family registers, fills in the
// athlete's medical details and signs the waiver; the admin changes the waiver (version 2); the
// front desk cannot check the athlete in until the family accepts it, which the parent must do at
// the next sign-in (a dialog showing what changed); then check-in works. The parent invites a
// second guardian, who chooses a password from the e-mail's link, pays an invoice under their own
// name and finds every page of the member area working (what only the first guardian may change
// says so). English and Spanish, 1280 and 390 px, axe on every screen.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { allowConsoleErrors, newPage, screenshot } from './support/browser.js';
import { gotoClub, login, toast, createClubWithCli } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';
import { field, fillBilling, fillCard, fillStep1, uniqueEmail, type FamilyInput } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const SLUG = `maple-${RUN}`;
const CLUB = 'Maple Leaf Gymnastics';
const ADMIN = { email: uniqueEmail('maple.owner'), password: 'owner-pass-123' };
const PROGRAM = 'Maple Tumbling';
const SLOT = `MAPLE-${RUN}`.toUpperCase();
const WAIVER = 'Liability waiver';
const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const TEXT_1 = [
  'Gymnastics carries a risk of injury, which I accept for my child.',
  'The coaches may give first aid and call the emergency contact.',
  'I collect my child at the end of each class.',
].join('\n');
const TEXT_2 = [
  'Gymnastics carries a risk of injury, which I accept for my child.',
  'The coaches may give first aid and call the emergency contact.',
  'I collect my child within ten minutes of the end of each class.',
  'Athletes wear no jewellery on the floor.',
].join('\n');

const FAMILY: FamilyInput = {
  first: 'Ana',
  last: 'Maple',
  email: uniqueEmail('maple.family'),
  password: 'family-pass-1',
  athletes: [
    { first: 'Ivy', last: 'Maple', gender: 'Female', born: '2016-04-12', program: new RegExp(`^${PROGRAM}`), slot: SLOT },
  ],
};
const ATHLETE = 'Ivy Maple';
const GUARDIAN = { first: 'Luis', last: 'Ortega', email: uniqueEmail('maple.guardian'), password: 'luis-chose-this' };

let adminToken: string;
let policyId: string;

const createClub = () => createClubWithCli({ slug: SLUG, name: CLUB, admin: ADMIN });

const api = <T>(method: string, path: string, token?: string, body?: unknown) => apiCall<T>(method, path, token, body, SLUG);

async function signIn(email: string, password: string): Promise<string> {
  return (await api<{ access_token: string }>('POST', '/auth/login', undefined, { email, password })).access_token;
}

async function inSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
  await page.reload();
}

async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'en'));
  await page.reload();
}

/** The front desk types the athlete's name and presses Enter (the first athlete found is checked in). */
async function checkInByName(page: Page, name: string) {
  await gotoClub(page, '/admin/check-in', SLUG);
  const box = page.getByRole('textbox', { name: 'Athlete name or check-in code' });
  await box.waitFor();
  await box.fill(name);
  await page.getByRole('region', { name: 'Athletes found' }).getByText(name).waitFor();
  await box.press('Enter');
}

beforeAll(async () => {
  await createClub();
  adminToken = await signIn(ADMIN.email, ADMIN.password);
  // Registration asks for an allergy answer and an emergency contact.
  await api('PUT', '/settings/medical', adminToken, { required_fields: ['allergies', 'emergency_contact'] });
  // A class that meets on the club's today, all day long, so check-in finds it whatever the hour.
  const { date } = await api<{ date: string }>('GET', '/check-in/today', adminToken);
  const day = WEEK[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  await api('POST', '/programs/add-with-slots', adminToken, {
    label: PROGRAM,
    key: `maple-${RUN}`,
    description: null,
    duration_hours: 1,
    min_age: 3,
    max_age: 18,
    capacity: 10,
    slots: [{ slot_id: SLOT, days: [day], times: WEEK.map((d) => (d === day ? '12:00 AM - 11:59 PM' : 'x')), capacity: 10 }],
  });
});

describe('a versioned waiver, front-desk check-in and a second guardian', () => {
  it('lets the admin write a required waiver on the Policies screen', async () => {
    // The empty form below is refused by the server (400), which the browser logs.
    const page = await newPage({ allowConsoleErrors: [/status of 400/] });
    await login(page, ADMIN.email, ADMIN.password, SLUG);
    await gotoClub(page, '/admin/policies', SLUG);
    await page.getByRole('heading', { name: 'Policies', level: 1 }).waitFor();
    await page.getByText('No policies yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add policy' });
    // No title and no text: refused, naming the fields.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('is required', { exact: false }).first().waitFor();
    await field(dialog, 'Title').fill(WAIVER);
    await field(dialog, 'Text').fill(TEXT_1);
    await dialog.getByRole('switch', { name: 'Required at registration' }).check();
    await checkA11y(page);
    await screenshot(page, 'policies-admin-new-1280-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Policy saved');
    await page.getByRole('heading', { name: WAIVER, level: 2 }).waitFor();
    await page.getByText('Version 1', { exact: true }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'policies-admin-list-1280-en');
    policyId = (await api<{ id: string; title: string }[]>('GET', '/policies')).find((p) => p.title === WAIVER)!.id;
    await page.close();

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, ADMIN.email, ADMIN.password, SLUG);
    await gotoClub(phone, '/admin/policies', SLUG);
    await inSpanish(phone);
    await phone.getByRole('heading', { name: 'Políticas', level: 1 }).waitFor();
    await phone.getByRole('heading', { name: WAIVER, level: 2 }).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'policies-admin-list-390-es');
    await phone.getByRole('button', { name: 'Editar' }).click();
    await phone.getByRole('dialog').getByRole('switch').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'policies-admin-edit-390-es');
    await phone.close();
  }, 240_000);

  it('has a family register, filling in the medical details and signing the waiver', async () => {
    // The unsigned and the wrongly signed tries below are refused in the page, before any request.
    const page = await newPage({ viewport: 'phone' });
    await gotoClub(page, '/register', SLUG);
    await page.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
    await fillStep1(page, FAMILY);
    const athlete = page.getByRole('group', { name: 'Athlete 1' });
    const edit = athlete.getByRole('button', { name: /^Edit athlete 1/ });
    if (await edit.isVisible()) await edit.click();
    await field(athlete, 'Allergies').fill('Peanuts');
    await field(athlete, 'Name').fill('Rosa Maple');
    await field(athlete, 'Relationship').fill('Grandmother');
    await field(athlete, 'Number to call').fill('541-555-0142');
    await checkA11y(page);
    await screenshot(page, 'policies-registration-medical-390-en');

    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await fillBilling(page, { startDate: new Date().toISOString().slice(0, 10), referral: 'Advertisement' });
    const card = page.getByLabel(/^Card number/);
    if (await card.count()) await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Club policies' }).waitFor();
    const submit = page.getByRole('button', { name: /^Submit Registration/ });
    await submit.click();
    await page.getByText('Tick the box to accept this policy').waitFor();
    await page.getByRole('checkbox', { name: `I have read and accept “${WAIVER}”` }).check();
    const name = page.getByLabel(/^Type your full name to sign/);
    await name.fill('Someone Else');
    await submit.click();
    await page.getByText('Type your first and last name as on the account').waitFor();
    await name.fill('ana maple');
    await checkA11y(page);
    await screenshot(page, 'policies-registration-sign-390-en');
    await submit.click();
    await page.waitForURL(`**/club/${SLUG}/members-summary`);
    await page.getByRole('heading', { name: 'Registration summary' }).waitFor();
    await page.close();

    // The signature is recorded with its version, and the medical details are the athlete's.
    const signed = await api<{ acceptances: { signature_name: string; version: number; signed_by_email: string | null }[] }>(
      'GET',
      `/policies/${policyId}/acceptances`,
      adminToken,
    );
    expect(signed.acceptances.map((s) => [s.signature_name, s.version, s.signed_by_email])).toEqual([
      ['ana maple', 1, FAMILY.email],
    ]);
    const familyToken = await signIn(FAMILY.email, FAMILY.password);
    const me = await api<{ id: string }>('GET', '/memberships/me', familyToken);
    const [code] = await api<{ athlete_id: string }[]>('GET', `/memberships/${me.id}/check-in-codes`, familyToken);
    const medical = await api<{ allergies: string; emergency_contacts: { name: string; phone: string }[] }>(
      'GET',
      `/athletes/${code!.athlete_id}/medical`,
      familyToken,
    );
    expect(medical.allergies).toBe('Peanuts');
    expect(medical.emergency_contacts).toEqual([expect.objectContaining({ name: 'Rosa Maple', phone: '541-555-0142' })]);
  }, 240_000);

  it('makes families accept a new version of the waiver: check-in is refused until the parent accepts it at sign-in', async () => {
    // The admin changes the text: version 2, and the family is on the "not accepted" list.
    const admin = await newPage();
    await login(admin, ADMIN.email, ADMIN.password, SLUG);
    await gotoClub(admin, '/admin/policies', SLUG);
    await admin.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit policy' });
    await field(dialog, 'Text').fill(TEXT_2);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Saved as version 2');
    await admin.getByText('Version 2', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Who accepted' }).click();
    const who = admin.getByRole('dialog', { name: `Acceptances of ${WAIVER}` });
    await who.getByText('Not accepted version 2 (1)').waitFor();
    await who.getByText('Ana Maple').first().waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'policies-admin-acceptances-1280-en');
    await admin.keyboard.press('Escape');

    // The front desk: refused, with the reason and what to do.
    allowConsoleErrors(admin, /status of 409/);
    await checkInByName(admin, ATHLETE);
    const refused = admin.getByRole('status').getByText(`The family has not accepted the policy "${WAIVER}"`, { exact: false });
    await refused.waitFor();
    await checkA11y(admin);
    await screenshot(admin, 'policies-check-in-refused-1280-en');

    const desk = await newPage({ viewport: 'phone', allowConsoleErrors: [/status of 409/] });
    await login(desk, ADMIN.email, ADMIN.password, SLUG);
    await gotoClub(desk, '/admin/check-in', SLUG);
    await inSpanish(desk);
    const box = desk.getByRole('textbox', { name: 'Nombre del atleta o código de entrada' });
    await box.fill(ATHLETE);
    await desk.getByRole('region', { name: 'Atletas encontrados' }).getByText(ATHLETE).waitFor();
    await box.press('Enter');
    await desk.getByRole('status').getByText(WAIVER, { exact: false }).waitFor();
    await checkA11y(desk);
    await screenshot(desk, 'policies-check-in-refused-390-es');
    await desk.close();

    // The parent signs in on a phone: the dialog shows what changed and cannot be closed.
    const parent = await newPage({ viewport: 'phone' });
    await login(parent, FAMILY.email, FAMILY.password, SLUG);
    const gate = parent.getByRole('dialog', { name: "Please accept the club's updated policies" });
    await gate.waitFor();
    await gate.getByText('What changed since version 1 you accepted').waitFor();
    await gate.getByText('Athletes wear no jewellery on the floor.').first().waitFor();
    await parent.keyboard.press('Escape');
    await gate.waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'policies-gate-390-en');
    await inSpanish(parent);
    const gateEs = parent.getByRole('dialog', { name: 'Acepte las políticas actualizadas del club' });
    await gateEs.waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'policies-gate-390-es');
    await inEnglish(parent);
    await gate.getByRole('button', { name: 'Accept and continue' }).click();
    await gate.getByText('Tick the box to accept this policy').waitFor();
    await gate.getByRole('checkbox', { name: `I have read and accept “${WAIVER}”` }).check();
    await gate.getByLabel(/^Type your full name to sign/).fill('Ana Maple');
    await gate.getByRole('button', { name: 'Accept and continue' }).click();
    await gate.waitFor({ state: 'detached' });
    await parent.getByRole('heading', { name: 'Welcome, Ana!', level: 1 }).waitFor();
    await parent.close();

    // Accepted: the front desk checks the athlete in.
    await checkInByName(admin, ATHLETE);
    await admin.getByRole('status').filter({ hasText: PROGRAM }).getByText(ATHLETE).waitFor();
    await screenshot(admin, 'policies-check-in-done-1280-en');
    await admin.close();

    // A desktop look at the dialog in both languages, with a fresh version.
    await api('PUT', `/policies/${policyId}`, adminToken, {
      title: WAIVER,
      text: `${TEXT_2}\nParents stay in the viewing area.`,
      required_at_registration: true,
    });
    const wide = await newPage();
    await login(wide, FAMILY.email, FAMILY.password, SLUG);
    const wideGate = wide.getByRole('dialog', { name: "Please accept the club's updated policies" });
    await wideGate.getByText('Parents stay in the viewing area.').first().waitFor();
    await checkA11y(wide);
    await screenshot(wide, 'policies-gate-1280-en');
    await inSpanish(wide);
    await wide.getByRole('dialog', { name: 'Acepte las políticas actualizadas del club' }).waitFor();
    await screenshot(wide, 'policies-gate-1280-es');
    await inEnglish(wide);
    await wideGate.getByRole('checkbox', { name: `I have read and accept “${WAIVER}”` }).check();
    await wideGate.getByLabel(/^Type your full name to sign/).fill('Maple Ana');
    await wideGate.getByRole('button', { name: 'Accept and continue' }).click();
    await wideGate.waitFor({ state: 'detached' });
    // The family's Policies page: what it signed, with a printable copy.
    await gotoClub(wide, '/member/policies', SLUG);
    await wide.getByRole('heading', { name: 'Policies', level: 1 }).waitFor();
    await wide.getByText(WAIVER).first().waitFor();
    await checkA11y(wide);
    await screenshot(wide, 'policies-member-1280-en');
    await wide.close();
  }, 240_000);

  it('lets a second guardian accept the invitation, choose a password and pay an invoice', async () => {
    const parent = await newPage({ viewport: 'phone' });
    await login(parent, FAMILY.email, FAMILY.password, SLUG);
    await gotoClub(parent, '/member/manage-profile', SLUG);
    await parent.getByRole('heading', { name: 'Guardians' }).waitFor();
    await field(parent, "Second guardian's e-mail").fill(GUARDIAN.email);
    await field(parent, 'First name').last().fill(GUARDIAN.first);
    await field(parent, 'Last name').last().fill(GUARDIAN.last);
    await parent.getByRole('button', { name: 'Send invitation' }).click();
    await toast(parent, `Invitation sent to ${GUARDIAN.email}`);
    await parent.getByText('Invited, not signed in yet').waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'policies-guardian-invite-390-en');
    await inSpanish(parent);
    await parent.getByRole('heading', { name: 'Tutores' }).waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'policies-guardian-invite-390-es');
    await parent.close();

    const mail = await waitForEmail(GUARDIAN.email);
    const link = linksIn(mail).find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
    const phone = await newPage({ viewport: 'phone' });
    await phone.goto(link!);
    await phone.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await field(phone, 'New password').fill(GUARDIAN.password);
    await field(phone, 'Confirm new password').fill(GUARDIAN.password);
    await checkA11y(phone);
    await screenshot(phone, 'policies-guardian-password-390-en');
    await phone.getByRole('button', { name: 'Save my password' }).click();
    await phone.waitForURL(`**/club/${SLUG}/login`);
    await phone.close();

    const me = await api<{ id: string }>('GET', '/memberships/me', await signIn(FAMILY.email, FAMILY.password));
    await api('POST', '/invoices', adminToken, {
      membershipId: me.id,
      amount: 30,
      description: 'Competition leotard',
      dueDate: new Date().toISOString().slice(0, 10),
    });
    const page = await newPage();
    await login(page, GUARDIAN.email, GUARDIAN.password, SLUG);
    await page.getByRole('heading', { name: 'Welcome, Luis!', level: 1 }).waitFor();
    await gotoClub(page, '/member/view-invoice', SLUG);
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Pay $30.00 for Competition leotard' }).click();
    const pay = page.getByRole('dialog');
    const newCard = pay.getByRole('button', { name: 'Use a new card' });
    // The dialog first checks the family's saved card, then offers it (with "Use a new card") or
    // the card form: wait for either before choosing, not for whichever is there at once.
    await newCard
      .or(pay.getByLabel(/^Name on card/))
      .first()
      .waitFor();
    if (await newCard.isVisible()) await newCard.click();
    await fillCard(page, '4242 4242 4242 4242', 'Luis Ortega');
    await pay.getByRole('button', { name: 'Pay $30.00' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'accepted' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Pay $30.00 for Competition leotard' }).count()).toBe(0);
    // The payment is the guardian's own act in the club's activity log.
    const audit = await api<{ actor_name: string | null; action: string }[]>('GET', '/audit?entity=payment', adminToken);
    // Newest first: the leotard's payment, by the guardian (the registration fee's is the registration's own, with no person).
    expect(audit.filter((r) => r.action === 'payment_received').map((r) => r.actor_name)).toEqual(['Luis Ortega', null]);
    await page.close();
  }, 240_000);

  it('opens every page of the member area for the second guardian; what only the first guardian may change says so', async () => {
    const page = await newPage();
    await login(page, GUARDIAN.email, GUARDIAN.password, SLUG);
    const sidebar = page.getByRole('navigation', { name: 'Member Dashboard' });
    await sidebar.getByRole('link').first().waitFor();
    const links = await sidebar
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
    expect(links.length).toBeGreaterThan(5);
    for (const [label, href] of links) {
      await page.goto(new URL(href!, page.url()).toString());
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText(/not available|no access|could not be loaded|Forbidden/i).count(), `${label} (${href})`).toBe(
        0,
      );
    }
    await gotoClub(page, '/member/manage-profile', SLUG);
    await page.getByRole('heading', { name: 'Guardians' }).waitFor();
    await page.getByText('Only Ana Maple, the first guardian, can invite or remove guardians.', { exact: false }).waitFor();
    await page.getByText('Only Ana Maple, the first guardian, can change the family’s details.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'policies-guardian-profile-1280-en');
    await page.close();

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, GUARDIAN.email, GUARDIAN.password, SLUG);
    await gotoClub(phone, '/member/manage-profile', SLUG);
    await inSpanish(phone);
    await phone.getByRole('heading', { name: 'Tutores' }).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'policies-guardian-profile-390-es');
    await phone.close();
  }, 240_000);
});
