// Journey: the demo admin reads how tuition is priced in Program Pricing Settings (the hourly tiers,
// the family discounts, the drop credit), changes the one-hour price and previews what each
// family would pay next month before saving — then leaves without saving. A visitor reads a
// program's "from $X a month" on its public page. English and Spanish, desktop and phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { registerFamilyViaApi } from './fixtures/registration.js';

type Config = { program_id: string | null; hourly_tiers: Record<string, number> };

async function clubConfig(): Promise<Config> {
  const res = await fetch(`${baseUrl()}/api/programs/program-pricing-config`, { headers: { 'x-tenant-id': DEMO_SLUG } });
  return ((await res.json()) as { data: Config[] }).data.find((c) => c.program_id === null)!;
}

async function previewOneHour(page: Page, buttons: { preview: string; oneHour: string }) {
  await gotoClub(page, '/admin/pricing-settings');
  const oneHour = page.getByRole('textbox', { name: buttons.oneHour });
  await oneHour.waitFor();
  await oneHour.fill('70');
  await page.getByRole('button', { name: buttons.preview }).click();
  await page.getByTestId('pricing-preview').waitFor();
}

describe('tuition prices', () => {
  it('the admin previews a price change family by family before saving, on a desktop and a phone, in English and Spanish', async () => {
    await registerFamilyViaApi('tuitiona', 'Ana', 'YTH-MON-4PM');
    await registerFamilyViaApi('tuitionb', 'Ben', 'TEEN-TUE-6PM');
    const before = await clubConfig();
    const { email, password } = demoAdmin();
    for (const lang of ['en', 'es'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await newPage({ viewport });
        await login(page, email, password);
        // The sign-in screen in English; the settings then in the admin's language.
        if (lang === 'es') await page.evaluate(() => localStorage.setItem('springboard:lang', 'es'));
        await previewOneHour(
          page,
          lang === 'en'
            ? { preview: 'Preview the change', oneHour: 'Up to 1 hour a week' }
            : { preview: 'Previsualizar el cambio', oneHour: 'Hasta 1 hora por semana' },
        );
        const preview = page.getByTestId('pricing-preview');
        // The demo families in one-hour classes: $65.00 now, $70.00 with the change.
        const row = preview.getByRole('row').filter({ hasText: 'Tuitiona' });
        await row.waitFor();
        expect(await row.textContent()).toContain('+$5.00');
        if (lang === 'en' && viewport === 'desktop') await checkA11y(page);
        await page.getByTestId('pricing-preview').scrollIntoViewIfNeeded();
        await screenshot(page, `admin-prices-tuition-${viewport}-${lang}-1-preview`);
        await page.getByRole('heading', { level: 2, name: lang === 'en' ? 'Family discounts' : 'Descuentos familiares' }).scrollIntoViewIfNeeded();
        await screenshot(page, `admin-prices-tuition-${viewport}-${lang}-2-rules`);
        await page.context().close();
      }
    }
    // Previewing saved nothing.
    expect(await clubConfig()).toEqual(before);
  });

  it('a visitor reads what a program costs a month on its page', async () => {
    for (const lang of ['en', 'es'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await newPage({ viewport });
        if (lang === 'es') await page.addInitScript(() => localStorage.setItem('springboard:lang', 'es'));
        await gotoClub(page, '/programs/youth');
        const price = page.getByTestId('program-price');
        await price.waitFor();
        expect(await price.textContent()).toContain(lang === 'en' ? 'From $65.00 a month' : 'Desde $65.00 al mes');
        await screenshot(page, `public-program-price-${viewport}-${lang}`);
        await page.context().close();
      }
    }
  });
});
