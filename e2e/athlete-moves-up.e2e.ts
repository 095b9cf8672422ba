// Journey: the admin writes a curriculum in the curricula editor (a level, a skill, the order), then
// on an athlete's page marks the skills of their level, one tap each, on a desktop and on a phone;
// mastering the last required skill puts the athlete on "Ready to move up", where the admin offers a
// place in the next level's class. The parent accepts from the e-mail and the enrollment moves to
// the new class, the athlete's level with it. Staff can also move a level by hand, with a reason.
// Every screen at 1280 and 390 px, in English and Spanish, axe-checked.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { apiCall } from './support/api.js';
import { newPage, screenshot } from './support/browser.js';
import { linksIn, waitForEmail } from './support/email.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const CURRICULUM = `Move-up ${RUN}`;
const LOW = `MVL-${RUN}`.toUpperCase();
const HIGH = `MVH-${RUN}`.toUpperCase();

type Athlete = { id: string; first_name: string; last_name: string; enrollments: { slot_id: string }[] };
type Progress = { level: { name: string } | null; ready: boolean; mastered: number; level_history: { reason: string }[] };

let token: string;
let family: { email: string; membershipId: string };
let athlete: Athlete;
let name: string;
let highSlotId: string;
let lowSlotId: string;

const spanish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
  await page.reload();
};
const english = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'en'));
  await page.reload();
};
const progress = () => apiCall<Progress>('GET', `/athletes/${athlete.id}/skills`, token);

beforeAll(async () => {
  token = await apiLogin(demoAdmin().email, demoAdmin().password);
  const low = await addProgramViaApi(token, {
    label: `Bronze squad ${RUN}`,
    key: `mvl-${RUN}`,
    capacity: 8,
    slots: [{ code: LOW, day: 'MON', time: '5:00 PM - 6:00 PM' }],
  });
  const high = await addProgramViaApi(token, {
    label: `Silver squad ${RUN}`,
    key: `mvh-${RUN}`,
    capacity: 8,
    slots: [{ code: HIGH, day: 'THU', time: '5:00 PM - 6:00 PM' }],
  });
  lowSlotId = low.slots[0]!.id;
  highSlotId = high.slots[0]!.id;
  const bronze = await apiCall<{ id: string }>('POST', '/levels', token, {
    curriculum: CURRICULUM,
    name: 'Bronze',
    name_es: 'Bronce',
    program_ids: [low.id],
  });
  await apiCall('POST', '/levels', token, { curriculum: CURRICULUM, name: 'Silver', name_es: 'Plata', program_ids: [high.id] });
  for (const [skill, es] of [
    ['Forward roll', 'Voltereta adelante'],
    ['Cartwheel', 'Rueda lateral'],
  ])
    await apiCall('POST', `/levels/${bronze.id}/skills`, token, { name: skill, name_es: es });
  const f = await registerFamilyViaApi('moveup', 'Tess', LOW);
  family = { email: f.email, membershipId: f.membershipId };
  athlete = (await apiCall<Athlete[]>('GET', `/athletes/member/${f.membershipId}`, token))[0]!;
  name = `${athlete.first_name} ${athlete.last_name}`;
});

describe('an athlete masters the last required skill and moves up to the next class', () => {
  it('the admin edits the curriculum: adds a skill, marks it optional and reorders', async () => {
    // Removing a level in use is refused (409), as the journey expects.
    const page = await newPage({ allowConsoleErrors: [/status of 409/] });
    await login(page, demoAdmin().email, demoAdmin().password);
    await gotoClub(page, '/admin/curricula');
    await page.getByRole('heading', { name: 'Skills curricula', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Curriculum' }).selectOption(CURRICULUM);
    const bronze = page.getByRole('region', { name: '1. Bronze' });
    await bronze.getByText(`Taught in: Bronze squad ${RUN}`).waitFor();
    await bronze.getByRole('button', { name: 'Add a skill to Bronze' }).click();
    const dialog = page.getByRole('dialog', { name: 'New skill of Bronze' });
    await dialog.getByRole('textbox', { name: 'Skill name' }).fill('Bridge');
    await dialog.getByRole('textbox', { name: 'Name in Spanish' }).fill('Puente');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await bronze.getByText('3. Bridge').waitFor();
    // Optional: mastering it is not needed to move up.
    await bronze.getByRole('switch', { name: 'Bridge is needed to move up' }).click();
    await expect
      .poll(async () => await bronze.getByRole('switch', { name: 'Bridge is needed to move up' }).isChecked())
      .toBe(false);
    await bronze.getByRole('button', { name: 'Move Bridge up' }).click();
    await bronze.getByText('2. Bridge').waitFor();
    // A level a program teaches stays: the server says why.
    page.once('dialog', (d) => void d.accept());
    await bronze.getByRole('button', { name: 'Remove Bronze' }).click();
    await toast(page, 'This level is in use');
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-1-curricula');
    await spanish(page);
    await page.getByRole('heading', { name: 'Planes de habilidades', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Plan' }).selectOption(CURRICULUM);
    await page.getByRole('region', { name: '1. Bronce' }).getByText('2. Puente').waitFor();
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-1-curricula-es');

    const phone = await newPage({ viewport: 'phone' });
    await login(phone, demoAdmin().email, demoAdmin().password);
    await gotoClub(phone, '/admin/curricula');
    await phone.getByRole('combobox', { name: 'Curriculum' }).selectOption(CURRICULUM);
    await phone.getByRole('region', { name: '1. Bronze' }).getByText('2. Bridge').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'athlete-moves-up-phone-1-curricula');
    await spanish(phone);
    await phone.getByRole('combobox', { name: 'Plan' }).selectOption(CURRICULUM);
    await phone.getByRole('region', { name: '1. Bronce' }).waitFor();
    await screenshot(phone, 'athlete-moves-up-phone-1-curricula-es');
  });

  it("the admin marks the skills from the athlete's page, one tap each, and the athlete is ready", async () => {
    const page = await newPage();
    await login(page, demoAdmin().email, demoAdmin().password);
    await gotoClub(page, `/admin/athlete/edit/${athlete.id}`);
    const section = page.getByRole('region', { name: 'Skills and level' });
    await section.getByText(`${CURRICULUM} · Bronze`).first().waitFor();
    await section.getByText('0 of 3 mastered').waitFor();
    await section.getByRole('radiogroup', { name: 'State of Forward roll' }).getByText('Mastered').click();
    await section.getByText('1 of 3 mastered').waitFor();
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-2-athlete-skills');
    await spanish(page);
    await page.getByRole('region', { name: 'Habilidades y nivel' }).getByText('1 de 3 dominadas').waitFor();
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-2-athlete-skills-es');

    // On a phone: the last required skill, one tap.
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, demoAdmin().email, demoAdmin().password);
    await gotoClub(phone, `/admin/athlete/edit/${athlete.id}`);
    const mobile = phone.getByRole('region', { name: 'Skills and level' });
    await mobile.getByRole('radiogroup', { name: 'State of Cartwheel' }).getByText('Mastered').click();
    await mobile.getByText('2 of 3 mastered').waitFor();
    await mobile.getByText('Ready to move up').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'athlete-moves-up-phone-2-athlete-skills');
    await spanish(phone);
    await phone.getByRole('region', { name: 'Habilidades y nivel' }).getByText('Listo para subir').first().waitFor();
    await screenshot(phone, 'athlete-moves-up-phone-2-athlete-skills-es');
    expect((await progress()).ready).toBe(true);
  });

  it('the admin offers the next class; the parent accepts from the e-mail and the enrollment moves', async () => {
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, demoAdmin().email, demoAdmin().password);
    await gotoClub(phone, '/admin/ready-to-move-up');
    await phone.getByRole('region', { name }).getByText('Level: Bronze → Silver').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'athlete-moves-up-phone-3-ready');
    await spanish(phone);
    await phone.getByRole('region', { name }).getByText('Nivel: Bronce → Plata').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'athlete-moves-up-phone-3-ready-es');

    const page = await newPage();
    await login(page, demoAdmin().email, demoAdmin().password);
    await gotoClub(page, '/admin/ready-to-move-up');
    const card = page.getByRole('region', { name });
    await card.getByText('Level: Bronze → Silver').waitFor();
    await spanish(page);
    await page.getByRole('region', { name }).getByText('Nivel: Bronce → Plata').waitFor();
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-3-ready-es');
    await english(page);
    await card.getByRole('combobox', { name: 'Class of the next level' }).selectOption(highSlotId);
    await card.getByRole('button', { name: 'Offer the place' }).click();
    await toast(page, 'Place offered: the family has the e-mail.');
    await card.getByText('Offer sent').waitFor();
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-3-offered');

    const offer = await waitForEmail(family.email, (m) => /ready to move up/i.test(m.subject));
    const link = linksIn(offer).find((l) => l.includes(`/club/${DEMO_SLUG}/waitlist-offer#`));
    expect(link).toBeDefined();
    const parent = await newPage({ viewport: 'phone' });
    await parent.goto(link!);
    await parent.getByRole('heading', { name: 'Waitlist offer' }).waitFor();
    await parent.getByRole('button', { name: 'Accept the place' }).click();
    await parent.getByText(`Accepted: ${athlete.first_name}`).waitFor();
    await screenshot(parent, 'athlete-moves-up-phone-4-accepted');

    // The enrollment moved: in the Silver class, out of the Bronze one; the level is Silver.
    const after = (await apiCall<Athlete[]>('GET', `/athletes/member/${family.membershipId}`, token))[0]!;
    expect(after.enrollments.map((e) => e.slot_id)).toEqual([highSlotId]);
    expect(after.enrollments.map((e) => e.slot_id)).not.toContain(lowSlotId);
    expect((await progress()).level?.name).toBe('Silver');
  });

  it('the parent sees the new level on Progress, on a phone and a desktop, in English and Spanish', async () => {
    const parent = await newPage({ viewport: 'phone' });
    await login(parent, family.email, 'family-pass-1');
    await gotoClub(parent, '/member/skills');
    await parent.getByRole('region', { name }).getByText(`${CURRICULUM} · Silver`).waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'athlete-moves-up-phone-5-parent-progress');
    await spanish(parent);
    await parent.getByRole('region', { name }).getByText(`${CURRICULUM} · Plata`).waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'athlete-moves-up-phone-5-parent-progress-es');

    const desktop = await newPage();
    await login(desktop, family.email, 'family-pass-1');
    await gotoClub(desktop, '/member/skills');
    await desktop.getByRole('region', { name }).getByText(`${CURRICULUM} · Silver`).waitFor();
    await checkA11y(desktop);
    await screenshot(desktop, 'athlete-moves-up-desktop-5-parent-progress');
    await spanish(desktop);
    await desktop.getByRole('region', { name }).getByText(`${CURRICULUM} · Plata`).waitFor();
    await screenshot(desktop, 'athlete-moves-up-desktop-5-parent-progress-es');
  });

  it("staff move an athlete's level by hand, with the reason kept in the history", async () => {
    const phone = await newPage({ viewport: 'phone' });
    await login(phone, demoAdmin().email, demoAdmin().password);
    await gotoClub(phone, `/admin/athlete/edit/${athlete.id}`);
    const section = phone.getByRole('region', { name: 'Skills and level' });
    await section.getByText(`${CURRICULUM} · Silver`).first().waitFor();
    await section.getByRole('combobox', { name: 'Level' }).selectOption({ label: `${CURRICULUM} · Bronze` });
    await section.getByRole('button', { name: 'Change level' }).click();
    await section.getByText('This field is required').waitFor();
    await section.getByRole('textbox', { name: 'Reason' }).fill('Back to Bronze after an injury');
    await section.getByRole('button', { name: 'Change level' }).click();
    await toast(phone, 'Level changed');
    await section.getByText(/Silver → Bronze on .*: Back to Bronze after an injury/).waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'athlete-moves-up-phone-6-level-change');
    const p = await progress();
    expect(p.level?.name).toBe('Bronze');
    expect(p.level_history[0]?.reason).toBe('Back to Bronze after an injury');

    const page = await newPage();
    await login(page, demoAdmin().email, demoAdmin().password);
    await gotoClub(page, `/admin/athlete/edit/${athlete.id}`);
    await spanish(page);
    await page
      .getByRole('region', { name: 'Habilidades y nivel' })
      // The history names the levels in Spanish where the club wrote it.
      .getByText(/Plata → Bronce el/)
      .waitFor();
    await checkA11y(page);
    await screenshot(page, 'athlete-moves-up-desktop-6-level-change-es');
  });
});
