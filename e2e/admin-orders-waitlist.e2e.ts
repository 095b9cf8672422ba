// Journey: a class is full and three families wait for it. The admin opens Waitlist from the
// sidebar, sees them in line order and moves the last one up; on a phone, in Spanish, the line reads
// as cards whose Subir/Bajar sit on the screen, not behind a sideways scroll; a family on a phone sees
// its own place in the line and leaves it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { apiCall } from './support/api.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Line Order ${RUN}`;
const SLOT = `LO-${RUN.toUpperCase()}`;
const PHONE_WIDTH = 390;

type Entry = { id: string; position: number | null; athlete: { first_name: string }; slot: { slot_id: string } };

let admin = '';
const families: { email: string; athlete: string }[] = [];

/** The athletes' first names of our slot's line, in the server's order. */
async function lineOrder(): Promise<string[]> {
  const entries = await apiCall<Entry[]>('GET', '/waitlist', admin);
  return entries.filter((e) => e.slot.slot_id === SLOT).map((e) => e.athlete.first_name);
}

/** Whether the whole element lies within the screen's width. */
async function onScreen(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE_WIDTH;
}

beforeAll(async () => {
  admin = await apiLogin(demoAdmin().email, demoAdmin().password);
  // A class of one place, taken; three families join its line through the API.
  const program = await addProgramViaApi(admin, {
    label: LABEL,
    key: `line-order-${RUN}`,
    capacity: 1,
    slots: [{ code: SLOT, day: 'WED', time: '5:00 PM - 6:00 PM' }],
  });
  const slotId = program.slots[0]!.id;
  await registerFamilyViaApi('lofull', 'Nell', SLOT);
  for (const [prefix, athlete] of [
    ['loa', 'Arlo'],
    ['lob', 'Bea'],
    ['loc', 'Cyd'],
  ] as const) {
    const family = await registerFamilyViaApi(prefix, athlete);
    const [child] = await apiCall<{ id: string }[]>('GET', `/athletes/member/${family.membershipId}`, admin);
    await apiCall('POST', '/waitlist', admin, { athlete_id: child!.id, slot_id: slotId });
    families.push({ email: family.email, athlete });
  }
  expect(await lineOrder()).toEqual(['Arlo', 'Bea', 'Cyd']);
});

describe('the admin orders a waitlist', () => {
  it('opens it from the sidebar, reads the line in order and moves the last family up', async () => {
    const page = await newPage();
    await login(page, demoAdmin().email, demoAdmin().password);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    await sidebar.getByRole('button', { name: 'Athlete' }).click();
    await sidebar.getByRole('link', { name: 'Waitlist' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/waitlist`);
    const line = page.getByRole('region', { name: new RegExp(`^${LABEL}: Wednesday 5:00 PM – 6:00 PM`) });
    await line.waitFor();
    const rows = line.getByRole('row');
    await expect
      .poll(async () => (await rows.allTextContents()).slice(1).map((r) => r.match(/^\d(\w+)/)?.[1]))
      .toEqual(['Arlo', 'Bea', 'Cyd']);
    // The first cannot go up, the last cannot go down.
    expect(await line.getByRole('button', { name: /^Move Arlo .* up$/ }).isDisabled()).toBe(true);
    expect(await line.getByRole('button', { name: /^Move Cyd .* down$/ }).isDisabled()).toBe(true);

    await line.getByRole('button', { name: /^Move Cyd .* up$/ }).click();
    await toast(page, 'Waitlist order saved');
    await expect.poll(lineOrder).toEqual(['Arlo', 'Cyd', 'Bea']);
    await expect.poll(async () => (await rows.nth(2).textContent())?.startsWith('2Cyd')).toBe(true);
    await checkA11y(page);
    await screenshot(page, 'admin-orders-waitlist-desktop');
  });

  it('on a 390 px phone in Spanish: the line as cards, Bajar within reach', async () => {
    const page = await newPage({ viewport: 'phone' });
    await login(page, demoAdmin().email, demoAdmin().password);
    await gotoClub(page, '/admin/waitlist');
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await page.getByRole('heading', { name: 'Lista de espera', level: 1 }).waitFor();
    const line = page.getByRole('region', { name: new RegExp(`^${LABEL}: Miércoles 17:00 – 18:00`) });
    const cards = line.getByRole('listitem');
    await expect.poll(() => cards.allTextContents()).toHaveLength(3);
    expect((await cards.nth(0).textContent())?.startsWith('Posición 1 · Arlo')).toBe(true);
    const down = line.getByRole('button', { name: /^Bajar a Arlo/ });
    expect(await onScreen(down)).toBe(true);
    expect(await onScreen(line.getByRole('button', { name: /^Subir a Bea/ }))).toBe(true);

    await down.click();
    await toast(page, 'Orden de la lista de espera guardado');
    await expect.poll(lineOrder).toEqual(['Cyd', 'Arlo', 'Bea']);
    await checkA11y(page);
    await screenshot(page, 'admin-orders-waitlist-phone-es');
  });

  it('shows a family on a phone its place, and lets it leave the line', async () => {
    const bea = families.find((f) => f.athlete === 'Bea')!;
    const page = await newPage({ viewport: 'phone' });
    await login(page, bea.email, 'family-pass-1');
    await gotoClub(page, '/member/waitlist');
    const card = page.getByRole('region', { name: new RegExp(`^${LABEL}`) }).getByRole('listitem');
    await card.filter({ hasText: 'Position 3 · Bea' }).waitFor();
    const leave = card.getByRole('button', { name: /^Take Bea .* off the waitlist$/ });
    expect(await onScreen(leave)).toBe(true);
    await screenshot(page, 'member-waitlist-phone');
    await leave.click();
    await toast(page, 'Removed from the waitlist');
    await expect.poll(lineOrder).toEqual(['Cyd', 'Arlo']);
  });
});
