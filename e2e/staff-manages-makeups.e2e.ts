// Journey: the admin picks the coach of a class on Programs Management, then on a family's page
// grants a make-up token (a missing reason is refused, naming the field) and voids another with a
// reason. Both screens are looked at in English and Spanish, at 1280 px and on a phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { apiCall } from './support/api.js';
import { demoAdmin, gotoClub, login, toast } from './support/club.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Coached Flips ${RUN}`;
const MON = `CO-MON-${RUN.toUpperCase()}`;
const TUE = `CO-TUE-${RUN.toUpperCase()}`;

type Token = { id: string; status: string; reason: string | null; voided_reason: string | null };

async function shoot(page: Page, name: string) {
  await checkA11y(page);
  await screenshot(page, name);
}

/** The same address in Spanish, on a phone and at 1280 px, after the English at 1280 px. */
async function lookAt(page: Page, path: string, name: string, esHeading: string) {
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
  await page.reload();
  await page.getByRole('heading', { name: esHeading }).first().waitFor();
  await shoot(page, `${name}-1280-es`);
  const phone = await newPage({ viewport: 'phone' });
  await login(phone, demoAdmin().email, demoAdmin().password);
  for (const lang of ['en', 'es'] as const) {
    await phone.evaluate((l) => localStorage.setItem('springboard:lang', l), lang);
    await gotoClub(phone, path);
    await phone
      .getByRole('heading', { name: lang === 'en' ? /^(Coaches|Make-up tokens)$/ : esHeading })
      .first()
      .waitFor();
    await shoot(phone, `${name}-390-${lang}`);
  }
  await phone.close();
  await page.evaluate(() => localStorage.setItem('springboard:lang', 'en'));
}

describe('the admin sets coaches and manages a family’s make-up tokens', () => {
  it('picks a coach for a slot, grants a token and voids another', async () => {
    const admin = await apiLogin(demoAdmin().email, demoAdmin().password);
    const program = await addProgramViaApi(admin, {
      label: LABEL,
      key: `coached-${RUN}`,
      capacity: 4,
      slots: [
        { code: MON, day: 'MON', time: '5:00 PM - 6:00 PM' },
        { code: TUE, day: 'TUE', time: '5:00 PM - 6:00 PM' },
      ],
    });
    const monSlot = program.slots.find((s) => s.slot_id === MON)!.id;
    const coach = await apiCall<{ id: string }>('POST', '/auth/register', admin, {
      firstName: 'Carla',
      lastName: `Coach${RUN}`,
      email: `coach.${RUN}@example.test`,
      password: 'staff-pass-1',
      role: 'staff',
    });

    // Programs Management, the program open: the Monday slot gets Carla as its coach.
    const page = await newPage();
    await login(page, demoAdmin().email, demoAdmin().password);
    const programPath = `/admin/manage-programs?program=${program.id}`;
    await gotoClub(page, programPath);
    const coaches = page.getByRole('region', { name: 'Coaches' });
    await coaches.getByLabel(new RegExp(`^${MON}`)).click();
    await page.getByRole('option', { name: `Carla Coach${RUN}` }).click();
    await page.keyboard.press('Escape');
    await coaches.getByRole('button', { name: `Save the coaches of ${MON}` }).click();
    await toast(page, `Coaches of ${MON} saved.`);
    await expect
      .poll(async () =>
        (await apiCall<{ slot_id: string; coaches: { user_id: string }[] }[]>('GET', '/slot-coaches', admin))
          .find((s) => s.slot_id === monSlot)
          ?.coaches.map((c) => c.user_id),
      )
      .toEqual([coach.id]);
    // Saved: the button waits for the next change; the pick is still shown after a reload.
    await expect.poll(() => coaches.getByRole('button', { name: `Save the coaches of ${MON}` }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByRole('region', { name: 'Coaches' }).getByText(`Carla Coach${RUN}`).waitFor();
    await shoot(page, 'staff-manages-makeups-coaches-1280-en');
    await lookAt(page, programPath, 'staff-manages-makeups-coaches', 'Entrenadores');

    // A family's page: no tokens yet; Grant a token without a reason is refused, then with one.
    const family = await registerFamilyViaApi('tokens', 'Leo', MON);
    const familyPath = `/admin/view-memberships?membership=${family.membershipId}`;
    await gotoClub(page, familyPath);
    const tokens = page.getByRole('region', { name: 'Make-up tokens' });
    await tokens.getByText('This family has no make-up tokens.').waitFor();
    for (const reason of ['Missed class for a school trip', 'Granted twice by mistake']) {
      await tokens.getByRole('button', { name: 'Grant a token' }).click();
      const grant = page.getByRole('dialog', { name: 'Grant a make-up token' });
      await expect.poll(() => grant.getByLabel('Athlete').inputValue()).toBe('Leo Tokens');
      await grant.getByRole('button', { name: 'Grant token' }).click();
      await grant.getByText('Say why').waitFor();
      await grant.getByLabel('Reason').fill(reason);
      await grant.getByRole('button', { name: 'Grant token' }).click();
      await toast(page, 'Make-up token granted to Leo Tokens.');
      await tokens.getByText(`Given by the club: ${reason}`).waitFor();
    }
    expect(await tokens.getByText('Available', { exact: true }).count()).toBe(2);

    // Void the second one, with its reason: the family sees it voided, with why.
    await tokens
      .getByRole('button', { name: /^Void the token of Leo Tokens/ })
      .first()
      .click();
    const voiding = page.getByRole('dialog', { name: "Void Leo Tokens's token?" });
    await voiding.getByLabel('Reason').fill('Granted twice by mistake');
    await voiding.getByRole('button', { name: 'Void token' }).click();
    await toast(page, "Leo Tokens's token was voided.");
    await tokens.getByText('Voided: Granted twice by mistake').waitFor();
    const rows = await apiCall<Token[]>('GET', `/makeup-tokens?membership_id=${family.membershipId}`, admin);
    expect(rows.map((r) => r.status).sort()).toEqual(['available', 'voided']);
    expect(rows.find((r) => r.status === 'voided')?.voided_reason).toBe('Granted twice by mistake');
    await shoot(page, 'staff-manages-makeups-tokens-1280-en');
    await lookAt(page, familyPath, 'staff-manages-makeups-tokens', 'Vales de recuperación');
  });
});
