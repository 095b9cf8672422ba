// Journey: a coach on a 390 px phone takes attendance of today's class, opens an athlete's skills
// from the attendance sheet, marks a skill mastered with one tap and leaves a comment; the parent,
// on a phone too, sees the level, the mastered skill and the comment on Progress, in English and in
// Spanish; the admin's Ready to move up list on a desktop.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Skills Tumbling ${RUN}`;
const SLOT = `SKL-${RUN}`.toUpperCase();
const CURRICULUM = `Journey ${RUN}`;
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

let token: string;
let parent: { email: string; athlete: string; athleteId: string };
const coachEmail = `skills.coach.${RUN}@example.test`;

beforeAll(async () => {
  const admin = demoAdmin();
  token = await apiLogin(admin.email, admin.password);
  const day = DAYS[new Date().getDay()]!;
  const program = await addProgramViaApi(token, {
    label: LABEL,
    key: `skills-${RUN}`,
    capacity: 10,
    slots: [{ code: SLOT, day, time: '5:00 PM - 6:00 PM' }],
  });
  const level = await call<{ id: string }>('POST', '/levels', token, {
    curriculum: CURRICULUM,
    name: 'Bronze',
    name_es: 'Bronce',
    program_ids: [program.id],
  });
  await call('POST', '/levels', token, { curriculum: CURRICULUM, name: 'Silver', name_es: 'Plata' });
  for (const [name, name_es] of [
    ['Forward roll', 'Voltereta adelante'],
    ['Cartwheel', 'Rueda lateral'],
    ['Straight jump', 'Salto recto'],
  ])
    await call('POST', `/levels/${level.id}/skills`, token, { name, name_es });
  const f = await registerFamilyViaApi('skillfam', 'Nora', SLOT);
  const [a] = await call<{ id: string; first_name: string; last_name: string }[]>(
    'GET',
    `/athletes/member/${f.membershipId}`,
    token,
  );
  parent = { email: f.email, athlete: `${a!.first_name} ${a!.last_name}`, athleteId: a!.id };
  const coach = await call<{ id: string }>('POST', '/auth/register', token, {
    firstName: 'Cora',
    lastName: 'Coach',
    email: coachEmail,
    password: 'coach-pass-1',
    role: 'staff',
  });
  // Cora coaches the class: staff without "every class" see the sheets of the classes they coach.
  const programs = await call<{ slots: { id: string; slot_id: string }[] }[]>('GET', '/programs/programs-with-slots', token);
  const slot = programs.flatMap((p) => p.slots).find((s) => s.slot_id === SLOT)!;
  await call('PUT', `/programs-slot/${slot.id}/coaches`, token, { staff_ids: [coach.id] });
});

async function openClass(page: Page) {
  await gotoClub(page, '/staff/mark-attendance');
  await page.getByRole('heading', { name: 'Mark Attendance', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: LABEL }).click();
  await page.getByRole('checkbox', { name: `Mark ${parent.athlete} present` }).waitFor();
}

describe('a coach evaluates skills on a phone and the parent sees them', () => {
  it('the coach marks a skill mastered from the attendance sheet', async () => {
    const page = await newPage({ viewport: 'phone' });
    await login(page, coachEmail, 'coach-pass-1');
    await openClass(page);
    await page.getByRole('checkbox', { name: `Mark ${parent.athlete} present` }).check();
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await toast(page, 'Attendance successfully submitted!');

    await page.getByRole('button', { name: `Skills of ${parent.athlete}` }).click();
    const dialog = page.getByRole('dialog', { name: `Skills of ${parent.athlete}` });
    await dialog.getByText('0 of 3 mastered').waitFor();
    await checkA11y(page);
    await screenshot(page, 'coach-evaluates-skills-phone-1-skills');
    const roll = dialog.getByRole('radiogroup', { name: 'State of Forward roll' });
    await roll.getByText('Mastered').click();
    await dialog.getByText('1 of 3 mastered').waitFor();
    await dialog.getByRole('textbox', { name: 'Comment for Forward roll (optional)' }).fill('Tucked chin, lovely finish');
    await dialog.getByRole('button', { name: 'Save comment' }).first().click();
    await expect
      .poll(async () => {
        const s = await call<{ skills: { name: string; state: string; history: { comment: string | null }[] }[] }>(
          'GET',
          `/athletes/${parent.athleteId}/skills`,
          token,
        );
        const r = s.skills.find((x) => x.name === 'Forward roll')!;
        return [r.state, r.history[0]?.comment];
      })
      .toEqual(['mastered', 'Tucked chin, lovely finish']);
    await screenshot(page, 'coach-evaluates-skills-phone-2-mastered');
  });

  it('the parent sees the level, the mastered skill and the comment, in English and Spanish', async () => {
    const page = await newPage({ viewport: 'phone' });
    await login(page, parent.email, 'family-pass-1');
    await gotoClub(page, '/member/skills');
    const card = page.getByRole('region', { name: parent.athlete });
    await card.getByText(`${CURRICULUM} · Bronze`).waitFor();
    await card.getByText('1 of 3 mastered').waitFor();
    await card.getByText(/Tucked chin, lovely finish/).waitFor();
    expect(await card.getByRole('cell', { name: 'Mastered' }).count()).toBe(1);
    await checkA11y(page);
    await screenshot(page, 'coach-evaluates-skills-phone-3-parent');

    await page.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
    await page.reload();
    const es = page.getByRole('region', { name: parent.athlete });
    await es.getByText(`${CURRICULUM} · Bronce`).waitFor();
    await es.getByText('1 de 3 dominadas').waitFor();
    await es.getByText('Voltereta adelante').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'coach-evaluates-skills-phone-4-parent-es');

    const desktop = await newPage();
    await login(desktop, parent.email, 'family-pass-1');
    await gotoClub(desktop, '/member/skills');
    await desktop.getByRole('region', { name: parent.athlete }).getByText('1 of 3 mastered').waitFor();
    await checkA11y(desktop);
    await screenshot(desktop, 'coach-evaluates-skills-desktop-parent');
  });

  it('the admin sees who is ready to move up', async () => {
    const s = await call<{ skills: { id: string; name: string }[] }>('GET', `/athletes/${parent.athleteId}/skills`, token);
    for (const skill of s.skills)
      await call('PUT', `/athletes/${parent.athleteId}/skills/${skill.id}`, token, { state: 'mastered' });
    const page = await newPage();
    const admin = demoAdmin();
    await login(page, admin.email, admin.password);
    await gotoClub(page, '/admin/ready-to-move-up');
    const card = page.getByRole('region', { name: parent.athlete });
    await card.getByText('Level: Bronze → Silver').waitFor();
    await card.getByText('No class teaches the next level yet').waitFor();
    await checkA11y(page);
    await screenshot(page, 'coach-evaluates-skills-desktop-ready');
  });
});
