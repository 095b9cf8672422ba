// Journey: the demo admin creates a program with two slots (after the form refuses a min age over
// the max), finds it on the public programs page with its times, edits it (removes the empty slot,
// changes a capacity), tries to delete a slot with an enrolled athlete (refused by the server when
// the athlete enrolled while the form was open, and on the spot once the page knows), and sets the
// registration fee, which the registration page then charges. Then the same screens on a phone, in
// Spanish. The e2e server is shared: the program has its own key, the demo programs are untouched
// and the fee goes back to $25.00 (family registrations expect it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { apiLogin, field, familyOf, fillStep1, parentDetails, uniqueEmail } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const KEY = `parkour-${RUN}`;
const LABEL = `Parkour Juniors ${RUN}`;
const DEMO_FEE = 25;

type Slot = { id: string; slot_id: string; capacity: number; enrolled: number; times: string[] };
type ProgramWithSlots = { id: string; key: string; label: string; slots: Slot[] };
type PricingConfig = Record<string, unknown> & { id: string; program_id: string | null; registration_fee: number };

async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: { data: T; error?: string } }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-tenant-id': DEMO_SLUG,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as { data: T; error?: string } };
}

async function ourProgram(): Promise<ProgramWithSlots | undefined> {
  const res = await api<ProgramWithSlots[]>('GET', '/programs/programs-with-slots');
  return res.json.data.find((p) => p.key === KEY);
}

/** A family registered and paid by card through the API, its athlete in the given slot. */
async function enrollFamily(slotId: string) {
  const quote = await api<{ client_secret: string; payment_intent_id: string }>('POST', '/registrations/quote', {});
  const confirm = await api<{ status: string }>('POST', '/payments/sandbox/confirm', {
    client_secret: quote.json.data.client_secret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    name: 'Ana Parkour',
  });
  expect(confirm.json.data.status).toBe('succeeded');
  const reg = await api('POST', '/registrations', {
    membership: parentDetails('Ana', 'Parkour', uniqueEmail('parkour')),
    start_date: new Date().toISOString().slice(0, 10),
    referral: 'Friend Referral',
    payment_intent_id: quote.json.data.payment_intent_id,
    athletes: [{ first_name: 'Max', last_name: 'Parkour', gender: 'Male', date_of_birth: '2015-06-01', slot_ids: [slotId] }],
  });
  expect(reg.status).toBe(201);
}

async function clubPricing(): Promise<PricingConfig> {
  const configs = await api<PricingConfig[]>('GET', '/programs/program-pricing-config');
  return configs.json.data.find((c) => c.program_id === null)!;
}

/** Saves the club's pricing config through the API (to put back what the journey found). */
async function restorePricing(config: PricingConfig) {
  const token = await apiLogin(demoAdmin().email, demoAdmin().password);
  const { id: _id, program_id: _program, hourly_tiers, ...club } = config;
  const tiers = { halfHour: 0, oneHour: 0, twoHour: 0, threeHour: 0, fourHour: 0, perWeek: 0, ...(hourly_tiers as object) };
  const res = await api('POST', '/programs/program-pricing-config', { ...club, hourly_tiers: tiers }, token);
  expect(res.status).toBe(200);
}

const slotCard = (page: Page, n: number, word = 'Slot') => page.getByRole('group', { name: new RegExp(`^${word} ${n}`) });

async function openAdmin(page: Page, group: string, item: string, heading: string) {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  const link = sidebar.getByRole('link', { name: item });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: group }).click();
  await link.click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function fillSlot(page: Page, n: number, slot: { id: string; day: string; start: string; capacity: string }) {
  const card = slotCard(page, n);
  await field(card, 'Slot ID').fill(slot.id);
  // The day buttons are labels over visually hidden radios (the label holds the day's full name).
  await card.locator('label').filter({ hasText: slot.day }).click();
  expect(await card.getByRole('radio', { name: slot.day }).isChecked()).toBe(true);
  await field(card, 'Starts').fill(slot.start);
  await field(card, 'Capacity').fill(slot.capacity);
}

describe('the admin sets up a program and its pricing', () => {
  let found: PricingConfig;
  beforeAll(async () => {
    found = await clubPricing();
    expect(found.registration_fee).toBe(DEMO_FEE);
  });
  afterAll(async () => {
    // Whatever happened above, the demo club's pricing (its $25.00 fee) is back for the other journeys.
    if (found) await restorePricing({ ...found, registration_fee: DEMO_FEE });
  });

  it('creates, publishes, edits and prices a program (desktop)', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ allowConsoleErrors: [/status of 409/] });
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);

    // Create New Program: the form refuses a min age over the max in the server's words, saving nothing.
    await openAdmin(page, 'Programs', 'Create New Program', 'Create New Program');
    expect(await page.getByText('This screen is not available in this version of Springboard.').count()).toBe(0);
    await field(page, 'Program name').fill(LABEL);
    // The key follows the name until it is typed.
    expect(await field(page, 'Key').inputValue()).toBe(`parkour-juniors-${RUN}`);
    await field(page, 'Key').fill(KEY);
    await field(page, 'Description').fill('Vaults, rolls and precision jumps.');
    await field(page, 'Class duration (hours)').fill('1.5');
    await field(page, 'Min age').fill('15');
    await field(page, 'Max age').fill('14');
    await fillSlot(page, 1, { id: 'PK-TUE-5PM', day: 'Tuesday', start: '17:00', capacity: '8' });
    // The end follows the start by the class duration.
    expect(await field(slotCard(page, 1), 'Ends').inputValue()).toBe('18:30');
    await page.getByRole('button', { name: 'Add slot' }).click();
    await fillSlot(page, 2, { id: 'PK-SAT-10AM', day: 'Saturday', start: '10:00', capacity: '12' });
    await page.getByRole('button', { name: 'Create Program' }).click();
    await page.getByText('Min age cannot exceed max age').waitFor();
    expect(await ourProgram()).toBeUndefined();
    await checkA11y(page);
    await screenshot(page, 'admin-programs-desktop-1-create-refused');

    await field(page, 'Min age').fill('8');
    await page.getByRole('button', { name: 'Create Program' }).click();
    await toast(page, 'Program and slots created successfully!');
    // The form is empty again for the next program.
    await expect.poll(() => field(page, 'Program name').inputValue()).toBe('');
    const created = await ourProgram();
    expect(created?.slots.map((s) => [s.slot_id, s.capacity, s.times.filter((t) => t !== 'x')])).toEqual([
      ['PK-SAT-10AM', 12, ['10:00 AM - 11:30 AM']],
      ['PK-TUE-5PM', 8, ['5:00 PM - 6:30 PM']],
    ]);

    // The public programs page lists it; its page shows the weekly times and the class length.
    const visitor = await newPage();
    await gotoClub(visitor, '/programs');
    await visitor.getByRole('link', { name: `Learn more about ${LABEL}` }).click();
    await visitor.getByRole('heading', { name: LABEL, level: 1 }).waitFor();
    await visitor.getByText('Ages 8-14').waitFor();
    await visitor.getByText('Up to 12 athletes per class').waitFor();
    // The week in order: Tuesday before Saturday.
    const rows = await visitor.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.split(/\s+/)[0])).toEqual(['Tuesday', 'Saturday']);
    // A parent sees day, time, length and places left: never the internal slot codes.
    expect(await visitor.getByRole('row', { name: /Tuesday/ }).innerText()).toMatch(/5:00 PM – 6:30 PM\s+90 min\s+8 places left/);
    expect(await visitor.getByRole('row', { name: /Saturday/ }).innerText()).toMatch(
      /10:00 AM – 11:30 AM\s+90 min\s+\d+ places left/,
    );
    expect(rows.join(' ')).not.toMatch(/PK-(TUE|SAT)/);
    await checkA11y(visitor);
    await screenshot(visitor, 'admin-programs-desktop-2-public-page');

    // Programs Management: edit it, remove the empty Saturday slot and change the Tuesday capacity.
    await openAdmin(page, 'Programs', 'Programs Management', 'Programs Management');
    await page.getByRole('textbox', { name: 'Search' }).fill(RUN);
    await checkA11y(page);
    await screenshot(page, 'admin-programs-desktop-3-list');
    await page.getByRole('button', { name: `Edit ${LABEL}` }).click();
    await page.getByRole('heading', { name: `Edit ${LABEL}`, level: 2 }).waitFor();
    // Slots are listed by their id: Saturday's is first.
    expect(await field(slotCard(page, 1), 'Slot ID').inputValue()).toBe('PK-SAT-10AM');
    await slotCard(page, 1)
      .getByRole('button', { name: /^Remove slot 1/ })
      .click();
    await page.getByText('1 slot will be deleted when you save.').waitFor();
    await field(slotCard(page, 1), 'Capacity').fill('10');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Program updated successfully');
    await expect.poll(async () => (await ourProgram())?.slots.map((s) => [s.slot_id, s.capacity])).toEqual([['PK-TUE-5PM', 10]]);

    // A family enrolls in Tuesday while the form is open. Deleting Tuesday (and adding Thursday) is
    // refused by the server: the slot comes back, nothing of the save happened, no one is unenrolled.
    const tuesday = (await ourProgram())!.slots[0]!;
    await enrollFamily(tuesday.id);
    await page.getByRole('button', { name: 'Add slot' }).click();
    await fillSlot(page, 2, { id: 'PK-THU-5PM', day: 'Thursday', start: '17:00', capacity: '10' });
    await slotCard(page, 1)
      .getByRole('button', { name: /^Remove slot 1/ })
      .click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = 'Slot PK-TUE-5PM has enrolled athletes and cannot be deleted. Unenroll them first.';
    await toast(page, 'Update failed');
    await page.getByRole('alert').filter({ hasText: refusal }).first().waitFor();
    expect(
      await page
        .getByRole('textbox', { name: /^Slot ID/ })
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).sort()),
    ).toEqual(['PK-THU-5PM', 'PK-TUE-5PM']);
    const after = await ourProgram();
    expect(after?.slots.map((s) => [s.slot_id, s.enrolled])).toEqual([['PK-TUE-5PM', 1]]);
    await checkA11y(page);
    await screenshot(page, 'admin-programs-desktop-4-delete-refused-by-server');

    // Opened afresh the form knows the athlete: removing the slot is refused on the spot.
    await page.reload();
    await page.getByRole('heading', { name: `Edit ${LABEL}`, level: 2 }).waitFor();
    await slotCard(page, 1).getByText('1 athlete enrolled').waitFor();
    await slotCard(page, 1)
      .getByRole('button', { name: /^Remove slot 1/ })
      .click();
    await slotCard(page, 1).getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await page.getByText('will be deleted when you save').count()).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'admin-programs-desktop-5-delete-refused');

    // Program Pricing Settings: the registration fee goes from $25.00 to $30.00.
    await openAdmin(page, 'Programs', 'Program Pricing Settings', 'Program Pricing Settings');
    await expect.poll(() => field(page, 'Registration fee').inputValue()).toBe('$25.00');
    await field(page, 'Registration fee').fill('30');
    await page.getByRole('button', { name: 'Save Pricing' }).click();
    await toast(page, 'Pricing config saved successfully!');
    await checkA11y(page);
    await screenshot(page, 'admin-programs-desktop-6-pricing');

    // A parent registering now is charged $30.00, and can choose the new program's slot.
    const parent = await newPage();
    await gotoClub(parent, '/register');
    await parent.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
    await fillStep1(
      parent,
      familyOf('parkourfee', [
        {
          first: 'Zoe',
          last: 'Leap',
          gender: 'Female',
          born: '2014-02-03',
          program: new RegExp(`^${LABEL}`),
          slot: 'PK-TUE-5PM',
        },
      ]),
    );
    await parent.getByRole('button', { name: 'Continue to Billing' }).click();
    await parent.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await parent.getByRole('button', { name: 'Submit Registration · $30.00' }).waitFor();
    await screenshot(parent, 'admin-programs-desktop-7-registration-fee');

    // Back to the demo club's $25.00, through the same screen.
    await field(page, 'Registration fee').fill('25');
    await page.getByRole('button', { name: 'Save Pricing' }).click();
    await expect
      .poll(async () => (await api<PricingConfig[]>('GET', '/programs/program-pricing-config')).json.data[0]?.registration_fee)
      .toBe(DEMO_FEE);
  });

  it('on a phone, in Spanish: the slot editor, the programs list and the pricing form', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await gotoClub(page, '/admin/create-programs');
    await page.getByRole('heading', { name: 'Create New Program', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add slot' }).click();
    await field(slotCard(page, 2), 'Slot ID').fill('PK-PHONE');
    await page.getByRole('button', { name: 'Create Program' }).click();
    await page.getByText('Please fix the fields marked below.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-programs-phone-1-create');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Horario 1' }).waitFor();
    await page.getByText('es obligatorio').first().waitFor();
    await page.getByText('Corrija los campos marcados abajo.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-programs-phone-2-create-es');

    const program = (await ourProgram())!;
    await gotoClub(page, `/admin/manage-programs?program=${program.id}`);
    await page.getByRole('heading', { name: `Editar ${LABEL}`, level: 2 }).waitFor();
    await slotCard(page, 1, 'Horario')
      .getByRole('button', { name: /^Quitar el horario 1/ })
      .click();
    await slotCard(page, 1, 'Horario')
      .getByRole('alert')
      .filter({ hasText: 'El horario PK-TUE-5PM tiene atletas inscritos y no se puede eliminar.' })
      .waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-programs-phone-3-edit-es');

    await gotoClub(page, '/admin/manage-programs');
    await page.getByRole('heading', { name: 'Gestión de programas', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(RUN);
    // On a phone each program is a card (the table is hidden).
    await page.getByText(LABEL).locator('visible=true').first().waitFor();
    await page
      .getByRole('button', { name: `Editar ${LABEL}` })
      .locator('visible=true')
      .waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-programs-phone-4-list-es');

    await gotoClub(page, '/admin/pricing-settings');
    await expect.poll(() => field(page, 'Cuota de inscripción').inputValue()).toBe('$25.00');
    await page.getByRole('radio', { name: 'Porcentaje' }).check();
    await field(page, 'Porcentaje del recargo').fill('5');
    await field(page, 'Cuota de inscripción').fill('');
    await page.getByRole('button', { name: 'Guardar precios' }).click();
    await page.getByText('es obligatorio').waitFor();
    await page.getByText('Corrija los campos marcados abajo.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-programs-phone-5-pricing-es');
    // Nothing was saved: the club's late fee is as it was.
    const configs = await api<PricingConfig[]>('GET', '/programs/program-pricing-config');
    expect(configs.json.data[0]).toMatchObject({ registration_fee: DEMO_FEE, late_fee_type: found.late_fee_type });
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  });
});
