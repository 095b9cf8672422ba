// Journey: the demo admin e-mails one time slot of a fresh program from Send Group Email (after the
// form asks for a subject and a message): the mail server receives the message for exactly the
// families of that slot, once each. Select All Slots then reaches the program's other slot too,
// and still no family outside the program. Then the screen on a 390 px phone, in Spanish.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { allEmails, outboxDrained, waitForEmail } from './support/email.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, field, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Group Email Vault ${RUN}`;
const MON = `GEM-MON-${RUN}`.toUpperCase();
const THU = `GEM-THU-${RUN}`.toUpperCase();

let monA: string;
let monB: string;
let thu: string;
let outside: string;

beforeAll(async () => {
  const admin = demoAdmin();
  const token = await apiLogin(admin.email, admin.password);
  await addProgramViaApi(token, {
    label: LABEL,
    key: `group-email-${RUN}`,
    capacity: 10,
    slots: [
      { code: MON, day: 'MON', time: '6:00 PM - 7:00 PM' },
      { code: THU, day: 'THU', time: '6:00 PM - 7:00 PM' },
    ],
  });
  monA = (await registerFamilyViaApi('gemmona', 'Ivy', MON)).email.toLowerCase();
  monB = (await registerFamilyViaApi('gemmonb', 'Jude', MON)).email.toLowerCase();
  thu = (await registerFamilyViaApi('gemthu', 'Kai', THU)).email.toLowerCase();
  outside = (await registerFamilyViaApi('gemout', 'Lou', 'YTH-MON-4PM')).email.toLowerCase();
});

/** Who received a message with this subject, once the expected number have arrived and nothing more
 *  is waiting to be sent. */
async function recipientsOf(subject: string, expected: number): Promise<string[]> {
  const of = async () => (await allEmails()).filter((m) => m.subject === subject).flatMap((m) => m.to);
  await expect.poll(async () => (await of()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(expected);
  await outboxDrained(); // anything sent to someone else has come by now
  return (await of()).sort();
}

/** Whether a pointer at the middle of the element reaches it (not a neighbour, not a clipping parent). */
function underPointer(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
}

async function chooseProgram(page: Page, name: RegExp | string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: LABEL }).click();
}

describe('the admin e-mails a time slot', () => {
  it('reaches exactly the families of the slot, then of every slot with Select All Slots', async () => {
    const page = await newPage();
    const admin = demoAdmin();
    await login(page, admin.email, admin.password);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    await sidebar.getByRole('button', { name: 'Membership' }).click();
    const link = sidebar.getByRole('link', { name: 'Send Group Email' });
    // The group opens at once: while it slid open, a quick click on a link reached its neighbour.
    expect(await underPointer(link)).toBe(true);
    await link.click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/group-email`);
    await page.getByRole('heading', { name: 'Send Group Email', level: 1 }).waitFor();

    await chooseProgram(page, 'Program');
    await page.getByRole('combobox', { name: 'Time slots' }).click();
    // Classes by their days and hours, never by their slot codes.
    expect(await page.getByRole('option', { name: MON }).count()).toBe(0);
    await page.getByRole('option', { name: 'Monday 6:00 PM – 7:00 PM' }).click();
    await page.keyboard.press('Escape');
    // No subject or message yet.
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('Subject and message are required').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-emails-slot-desktop-1-required');

    const subject = `Monday class moves to the vault room ${RUN}`;
    await field(page, 'Subject').fill(subject);
    await field(page, 'Message').fill('Next Monday we meet in the vault room.\nBring water.');
    await page.getByRole('button', { name: 'Send Email' }).click();
    // Nothing goes out before the admin has seen to whom and what.
    const check = page.getByRole('dialog', { name: 'Check before sending' });
    await check.getByText('This e-mail goes to 2 families.').waitFor();
    await check.getByText('Next Monday we meet in the vault room.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-emails-slot-desktop-2-preview');
    await check.getByRole('button', { name: 'Send to 2 families' }).click();
    await toast(page, 'Email sent successfully!');
    await page.getByText('Sent to 2 families.').waitFor();
    expect(await recipientsOf(subject, 2)).toEqual([monA, monB].sort());
    const one = await waitForEmail(monA, (m) => m.subject === subject);
    expect(one.text).toContain('Next Monday we meet in the vault room.');
    await checkA11y(page);
    // The history lists what was sent, by whom, to how many families.
    const history = page.getByRole('region', { name: 'Sent group e-mails' });
    await history.getByRole('row').filter({ hasText: subject }).filter({ hasText: '2' }).waitFor();
    await screenshot(page, 'admin-emails-slot-desktop-3-sent');

    // Select All Slots: both slots of the program, still nobody outside it.
    await page.getByRole('checkbox', { name: 'Select All Slots' }).check();
    const all = `No classes next week ${RUN}`;
    await field(page, 'Subject').fill(all);
    await field(page, 'Message').fill('The gym is closed for repairs.');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByRole('dialog', { name: 'Check before sending' }).getByRole('button', { name: 'Send to 3 families' }).click();
    await page.getByText('Sent to 3 families.').waitFor();
    const to = await recipientsOf(all, 3);
    expect(to).toEqual([monA, monB, thu].sort());
    expect(to).not.toContain(outside);
  });

  it('on a phone, in Spanish', async () => {
    const page = await newPage({ viewport: 'phone' });
    const admin = demoAdmin();
    await login(page, admin.email, admin.password);
    await gotoClub(page, '/admin/group-email');
    await page.getByRole('heading', { name: 'Send Group Email', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('button', { name: 'Enviar correo' }).waitFor();
    await chooseProgram(page, 'Programa');
    await page.getByRole('checkbox', { name: 'Seleccionar todos los horarios' }).check();
    await page.getByRole('button', { name: 'Enviar correo' }).click();
    await page.getByText('El asunto y el mensaje son obligatorios').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-emails-slot-phone-1-spanish');
    const asunto = `Cambio de horario ${RUN}`;
    await field(page, 'Asunto').fill(asunto);
    await field(page, 'Mensaje').fill('El jueves empezamos a las 5.');
    await page.getByRole('button', { name: 'Enviar correo' }).click();
    const revisar = page.getByRole('dialog', { name: 'Revise antes de enviar' });
    await revisar.getByText('Este correo se enviará a 3 familias.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-emails-slot-phone-2-preview-es');
    await revisar.getByRole('button', { name: 'Enviar a 3 familias' }).click();
    // On a phone the history is one card per e-mail: nothing scrolls sideways.
    await page.getByRole('region', { name: 'Correos grupales enviados' }).getByText(asunto).locator('visible=true').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-emails-slot-phone-3-history-es');
  });
});
