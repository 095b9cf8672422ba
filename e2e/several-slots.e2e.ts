// Journey: a parent registers one child in two weekly classes of the same program. The first class
// chosen folds the athlete's block; Edit opens it again, a second class of the program is chosen, both
// stay pressed, and the folded line names both classes. Desktop and 390 px phone, English and Spanish.
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub } from './support/club.js';
import { familyOf, fillStep1, slotButton } from './fixtures/registration.js';

describe('a parent chooses two classes of one program for a child', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`keeps both classes of the program (${viewport})`, async () => {
      const family = familyOf(`twoslots${viewport}`, [
        { first: 'Sofia', last: 'Vega', gender: 'Female', born: '2017-04-12', program: /^Youth Gymnastics/, slot: 'YTH-MON-4PM' },
      ]);
      const page = await newPage({ viewport });
      await gotoClub(page, '/register');
      await page.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
      await fillStep1(page, family);
      const block = page.getByRole('group', { name: 'Athlete 1' });
      await block.getByRole('button', { name: 'Edit athlete 1, Sofia Vega' }).click();
      await block.getByRole('button', { name: await slotButton('YTH-WED-4PM', 'select', 'Athlete 1') }).click();
      // The second class keeps the block open and the first class chosen.
      for (const code of ['YTH-MON-4PM', 'YTH-WED-4PM']) {
        const chosen = block.getByRole('button', { name: await slotButton(code, 'selected', 'Athlete 1') });
        expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      }
      await block.getByText('Choose one or more classes: the athlete attends each one every week.').waitFor();
      await block.getByRole('table', { name: 'Time slots of Youth Gymnastics' }).scrollIntoViewIfNeeded();
      await screenshot(page, `several-slots-${viewport}-en`);

      // On a phone the language is in the menu.
      if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      if (viewport === 'phone') await page.keyboard.press('Escape');
      const bloque = page.getByRole('group', { name: 'Atleta 1' });
      await bloque.getByText('Puede elegir una o más clases: el atleta asiste a cada una cada semana.').waitFor();
      await bloque.getByRole('table').first().scrollIntoViewIfNeeded();
      await screenshot(page, `several-slots-${viewport}-es`);
      if (viewport === 'phone') await page.getByRole('button', { name: /menú/i }).click();
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
      if (viewport === 'phone') await page.keyboard.press('Escape');

      // Done folds the block to one line naming both classes.
      await block.getByRole('button', { name: /^Done with athlete 1/ }).click();
      await block.getByText('Youth Gymnastics · Monday 4:00 PM – 5:00 PM, Wednesday 4:00 PM – 5:00 PM').waitFor();
      await screenshot(page, `several-slots-${viewport}-folded`);
    });
  }
});
