// Journey: texts the system writes into records read in the reader's language. A family with two
// athletes in a class starting today gets its tuition invoiced (a prorated line per athlete and the
// second-athlete discount); its registration invoice is voided and its card payment refunded. The
// parent reads the invoice and the statement in English and in Spanish, on a desk and on a phone:
// the Spanish lines say "sesiones" and "Descuento por segundo atleta", the refund "Factura anulada".
// Then Send Group Email names the classes by day and hours, never by slot code, and its history is
// one card per e-mail on a phone. Screenshots of each for a person to look at.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall } from './support/api.js';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, gotoClub, login } from './support/club.js';
import { addProgramViaApi, type Weekday } from './fixtures/programs.js';
import { apiLogin, field, registerFamilyViaApi } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Words Vault ${RUN}`;
const CODE = `WRD-${RUN}`.toUpperCase();
const TODAY = new Date().toISOString().slice(0, 10);
// The class meets on today's weekday, so the class starting today has a meeting left this month.
const DAY = (['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const)[new Date().getUTCDay()] as Weekday;
const DAY_EN = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date());
// This month as a Spanish reader writes it: the suggested tuition title reads "Matrícula de noviembre de 2026".
const MONTH_ES = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

let family: { membershipId: string; email: string; name: string };
let tuitionInvoice: string;

beforeAll(async () => {
  const admin = demoAdmin();
  const token = await apiLogin(admin.email, admin.password);
  const program = await addProgramViaApi(token, {
    label: LABEL,
    key: `words-${RUN}`,
    capacity: 10,
    slots: [{ code: CODE, day: DAY, time: '5:00 PM - 6:00 PM' }],
  });
  family = await registerFamilyViaApi('wordsfam', 'Mia', CODE);
  const last = family.name.split(' ')[1]!;
  await apiCall('POST', '/athletes', token, {
    membership_id: family.membershipId,
    first_name: 'Leo',
    last_name: last,
    gender: 'Male',
    date_of_birth: '2017-05-06',
    slot_ids: [program.slots[0]!.id],
  });
  // Generate Invoice with this month's tuition: the calculation's lines are stored with their codes.
  const tuition = await apiCall<{ total: number; description: string }>(
    'GET',
    `/programs/program-pricing-config/tuition/${family.membershipId}`,
    token,
  );
  expect(tuition.total).toBeGreaterThan(0);
  const made = await apiCall<{ id: string }>('POST', '/invoices', token, {
    membershipId: family.membershipId,
    amount: tuition.total,
    // The suggested title, kept as suggested.
    description: tuition.description,
    dueDate: TODAY,
    tuition_month: TODAY,
  });
  tuitionInvoice = made.id;
  // The registration invoice is voided and its card payment refunded: the system writes the reason.
  const invoices = await apiCall<{ id: string; category: string }[] | { rows: { id: string; category: string }[] }>(
    'GET',
    `/invoices/member/${family.membershipId}`,
    token,
  );
  const rows = Array.isArray(invoices) ? invoices : invoices.rows;
  const registration = rows.find((i) => i.category === 'registration')!;
  await apiCall('POST', `/invoices/${registration.id}/void`, token, { reason: 'Registered twice', payments: 'refund' });
});

async function spanish(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
}

describe('system texts in the reader language', () => {
  for (const vp of ['desktop', 'phone'] as const) {
    it(`the parent reads the tuition invoice and the statement in English and Spanish (${vp})`, async () => {
      const page = await newPage({ viewport: vp });
      await login(page, family.email, 'family-pass-1');
      await gotoClub(page, `/invoices/${tuitionInvoice}`);
      // English names the class by its days and hours, never its slot code.
      await page
        .getByText(/Mia .*: Words Vault \S+ \([A-Z][a-z]+day [^)]*\) from [A-Z][a-z]+ \d+, \d{4} — \d+ of \d+ meetings in /)
        .first()
        .waitFor();
      await page
        .getByText(/^Second athlete discount \(\d+(\.\d+)?%\): /)
        .first()
        .waitFor();
      await checkA11y(page);
      await screenshot(page, `words22c-${vp}-1-invoice-en`);

      await spanish(page);
      await page
        .getByText(new RegExp(`Words Vault ${RUN} \\(\\p{L}+ 17:00 – 18:00\\) desde el .* sesiones en `, 'u'))
        .first()
        .waitFor();
      await page
        .getByText(/^Descuento por segundo atleta \(\d+(\.\d+)?%\): /)
        .first()
        .waitFor();
      expect(await page.getByText(/meetings/).count()).toBe(0);
      await page.getByText(`Matrícula de ${MONTH_ES}`, { exact: true }).first().waitFor();
      await checkA11y(page);
      await screenshot(page, `words22c-${vp}-2-invoice-es`);

      await gotoClub(page, '/member/statement');
      await page.getByText('Factura anulada: Registered twice').first().waitFor();
      await page.getByText('Cuota de inscripción').first().waitFor();
      await checkA11y(page);
      await screenshot(page, `words22c-${vp}-3-statement-es`);
      if (vp === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
      await page.getByText('Invoice voided: Registered twice').first().waitFor();
      await screenshot(page, `words22c-${vp}-4-statement-en`);
      await page.context().close();
    });

    it(`Generate Invoice previews the family's tuition lines in the reader's language (${vp})`, async () => {
      const page = await newPage({ viewport: vp });
      const admin = demoAdmin();
      await login(page, admin.email, admin.password);
      await gotoClub(page, '/admin/generate-invoice');
      await page.getByRole('heading', { name: 'Generate Invoice', level: 1 }).waitFor();
      await spanish(page);
      await field(page, 'Socio').first().fill(family.name);
      await page.getByRole('option', { name: `${family.name} (${family.email})` }).click();
      const preview = page.getByTestId('family-tuition');
      await preview.getByText(/^Descuento por segundo atleta \(\d+(\.\d+)?%\): .*: -\$\d+\.\d\d$/).waitFor();
      await preview
        .getByText(/sesiones en /)
        .first()
        .waitFor();
      // The suggested title is written in the admin's language.
      await page.getByRole('button', { name: 'Usar la cuota de este mes' }).click();
      await expect.poll(() => field(page, 'Descripción').first().inputValue()).toBe(`Matrícula de ${MONTH_ES}`);
      await checkA11y(page);
      await screenshot(page, `words22c-${vp}-8-generate-invoice-es`);
      await page.context().close();
    });

    it(`Send Group Email names the classes by day and hours and lists what was sent (${vp})`, async () => {
      const page = await newPage({ viewport: vp });
      const admin = demoAdmin();
      await login(page, admin.email, admin.password);
      await gotoClub(page, '/admin/group-email');
      await page.getByRole('heading', { name: 'Send Group Email', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Program' }).click();
      await page.getByRole('option', { name: LABEL }).click();
      await page.getByRole('combobox', { name: 'Time slots' }).click();
      const option = page.getByRole('option', { name: `${DAY_EN} 5:00 PM – 6:00 PM` });
      await option.waitFor();
      expect(await page.getByRole('option', { name: CODE }).count()).toBe(0);
      await screenshot(page, `words22c-${vp}-5-group-email-classes-en`);
      await option.click();
      await page.keyboard.press('Escape');
      const subject = `Leotards on sale ${vp} ${RUN}`;
      await field(page, 'Subject').fill(subject);
      await field(page, 'Message').fill('New leotards are at the front desk.');
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page
        .getByRole('dialog', { name: 'Check before sending' })
        .getByRole('button', { name: /^Send to/ })
        .click();
      const history = page.getByRole('region', { name: 'Sent group e-mails' });
      await history.getByText(subject).locator('visible=true').waitFor();
      if (vp === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkA11y(page);
      await screenshot(page, `words22c-${vp}-6-group-email-history-en`);

      await spanish(page);
      await page.getByRole('region', { name: 'Correos grupales enviados' }).getByText(subject).locator('visible=true').waitFor();
      // The chosen class stays chosen, now in Spanish words and the 24-hour clock.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('combobox', { name: 'Horarios' }).click({ force: true });
      await page.getByRole('option', { name: /^\p{L}+ 17:00 – 18:00$/u }).waitFor();
      await checkA11y(page);
      await screenshot(page, `words22c-${vp}-7-group-email-es`);
      await page.context().close();
    });
  }
});
