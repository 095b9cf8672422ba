// Journey: the demo admin signs in and lands on the home — members,
// athletes, the unpaid total, today's classes — and each figure opens its list. On Scheduled Jobs
// the billing preview lists the invoices the automatic charge would charge and their total, charging
// nothing; one of them is paid meanwhile (through the API, as a family would) and a new one falls due;
// "Charge these N invoices" charges exactly the other previewed ones, the paid one is not charged
// again, the new one not at all, and the result says 1 was skipped because it was paid (read in
// English and in Spanish). Then both screens on a 390 px phone in Spanish, with the same skipped
// message. Every screen is checked with axe and screenshotted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { join } from 'node:path';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

let token: string;
/** A PNG of one part of a screen, beside the journeys' full-page screenshots. */
const artifact = (name: string) => join(import.meta.dirname, '.artifacts', `${name}.png`);

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-tenant-id': DEMO_SLUG,
      authorization: `Bearer ${token}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

type Preview = { count: number; total: number; chargeable_count: number; invoices: { invoice_id: string; card: string }[] };
type Home = { members: { total: number }; athletes: { total: number }; unpaid: { total: number; count: number } };
type Payment = { invoice_id: string | null; status: string };

const ES_ADMIN_NAV = 'Panel de administración';
const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

let families: { membershipId: string }[];
let invoices: string[];

beforeAll(async () => {
  const { email, password } = demoAdmin();
  token = await apiLogin(email, password);
  // Whatever earlier journeys left due is charged first, so the preview below is this journey's.
  expect((await api('POST', '/payments/charge-automatic')).status).toBe(200);
  families = [];
  invoices = [];
  for (const [prefix, dollars] of [
    ['previewa', 30],
    ['previewb', 20],
    ['previewc', 15.5],
  ] as const) {
    const f = await registerFamilyViaApi(prefix);
    expect((await api('PATCH', `/memberships/autopay/${f.membershipId}`, { autoPayment: true })).status).toBe(200);
    families.push(f);
    invoices.push(await createDueInvoice(token, f.membershipId, dollars, 'Tumbling, preview month'));
  }
});

async function succeededPayments(membershipId: string, invoiceId: string): Promise<number> {
  const list = (await api<Payment[]>('GET', `/payments/member/${membershipId}`)).data;
  return list.filter((p) => p.invoice_id === invoiceId && p.status === 'succeeded').length;
}

async function openScheduledJobs(page: Page, group = 'Settings', name = 'Scheduled Jobs', nav = 'Admin Dashboard') {
  const sidebar = page.getByRole('navigation', { name: nav });
  const link = sidebar.getByRole('link', { name });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: group }).click();
  await link.click();
  // The page loads the jobs and the billing preview of every due invoice: late in a full run there are many.
  await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 25_000 });
}

describe('the admin home and the billing preview', () => {
  it('lands on the home after sign-in, and every figure opens its list', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const home = (await api<Home>('GET', '/home')).data;
    expect(await page.getByTestId('figure-members-value').textContent()).toBe(String(home.members.total));
    expect(await page.getByTestId('figure-athletes-value').textContent()).toBe(String(home.athletes.total));
    expect(await page.getByTestId('figure-unpaid-value').textContent()).toBe(usd(home.unpaid.total));
    await page.getByRole('heading', { name: "Today's classes", level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Recent registrations', level: 2 }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-home-desktop-1-home');

    for (const [figure, url, heading] of [
      ['figure-members', 'admin/view-memberships', 'Memberships'],
      ['figure-athletes', 'admin/manage-athletes', 'Manage Athletes'],
      ['figure-unpaid', 'admin/unpaid-invoices', 'Unpaid Invoices'],
      ['figure-offers', 'admin/waitlist', 'Waitlist'],
    ] as const) {
      await page.getByTestId(figure).click();
      await page.waitForURL(`**/club/${DEMO_SLUG}/${url}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('navigation', { name: 'Admin Dashboard' }).getByRole('link', { name: 'Home' }).click();
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    }
    // A recent registration opens that family.
    await page.getByTestId('home-registration').first().getByRole('link').click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/view-memberships?membership=*`);
  });

  it('previews the automatic charge, a family pays one meanwhile, and the run charges exactly the others', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await openScheduledJobs(page);

    const preview = (await api<Preview>('GET', '/payments/charge-automatic/preview')).data;
    const ids = preview.invoices.map((i) => i.invoice_id);
    for (const id of invoices) expect(ids).toContain(id);
    for (const id of invoices) expect(preview.invoices.find((i) => i.invoice_id === id)?.card).toBe('on_file');
    const n = preview.count;

    const region = page.getByRole('region', { name: 'Billing preview' });
    const summary = region.getByTestId('billing-preview-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(`${n} invoices of `);
    expect(await summary.textContent()).toContain(usd(preview.total));
    await region.getByText('Tumbling, preview month').first().waitFor();
    // Nothing was charged by looking.
    for (const [i, f] of families.entries()) expect(await succeededPayments(f.membershipId, invoices[i]!)).toBe(0);
    await checkA11y(page);
    await screenshot(page, 'admin-billing-preview-desktop-1-preview');

    // The first family pays its invoice between the preview and the run, and another invoice falls due.
    expect((await api('POST', '/payments/charge-manually', { invoiceId: invoices[0] })).status).toBe(200);
    const newcomer = await createDueInvoice(token, families[1]!.membershipId, 9, 'Tumbling, added after the preview');

    await region.getByRole('button', { name: `Charge these ${n} invoices` }).click();
    const dialog = page.getByRole('dialog', { name: 'Charge the previewed invoices?' });
    await dialog.getByText(`${n} invoices for ${usd(preview.total)} will be charged now`).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-billing-preview-desktop-2-confirm');
    await dialog.getByRole('button', { name: `Charge ${n} invoices` }).click();

    const result = region.getByTestId('billing-preview-result');
    await result.waitFor();
    const charged = preview.chargeable_count - 1;
    expect(await result.textContent()).toBe(
      `Last charge of a preview (${n} invoices): ${charged} charged. 1 skipped: 1 paid or cancelled since the preview.`,
    );

    // Exactly one payment each: the paid one was not charged again, the others were charged once;
    // the invoice that fell due after the preview was not charged, and the next preview lists it.
    for (const [i, f] of families.entries()) expect(await succeededPayments(f.membershipId, invoices[i]!)).toBe(1);
    expect(await succeededPayments(families[1]!.membershipId, newcomer)).toBe(0);
    const after = (await api<Preview>('GET', '/payments/charge-automatic/preview')).data;
    for (const id of invoices) expect(after.invoices.map((i) => i.invoice_id)).not.toContain(id);
    expect(after.invoices.map((i) => i.invoice_id)).toContain(newcomer);
    await region.getByText('Tumbling, added after the preview').first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-billing-preview-desktop-3-charged');
    await region.screenshot({ path: artifact('admin-billing-preview-desktop-4-skipped-en') });

    // The same result read in Spanish.
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    const es = page.getByRole('region', { name: 'Vista previa del cobro' }).getByTestId('billing-preview-result');
    await es.filter({ hasText: '1 omitida: 1 pagada o cancelada desde la vista previa.' }).waitFor();
    await checkA11y(page);
    await page.getByRole('region', { name: 'Vista previa del cobro' }).screenshot({ path: artifact('admin-billing-preview-desktop-5-skipped-es') });
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
  });

  it('on a 390 px phone in Spanish: the home and the billing preview', async () => {
    const { email, password } = demoAdmin();
    const f = await registerFamilyViaApi('previewes');
    expect((await api('PATCH', `/memberships/autopay/${f.membershipId}`, { autoPayment: true })).status).toBe(200);
    const late = await createDueInvoice(token, f.membershipId, 12, 'Tumbling, preview month');

    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Clases de hoy', level: 2 }).waitFor();
    await page.getByText('Total pendiente de pago').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-home-phone-1-home-es');

    await page.getByRole('button', { name: 'Abrir la navegación' }).click();
    await openScheduledJobs(page, 'Configuración', 'Tareas programadas', ES_ADMIN_NAV);
    const region = page.getByRole('region', { name: 'Vista previa del cobro' });
    await region.getByTestId('billing-preview-summary').waitFor();
    expect(await region.getByTestId('billing-preview-summary').textContent()).toMatch(/\d+ facturas? de \d+ familias?/);
    await region.getByRole('button', { name: /^Cobrar (esta|estas) \d+ facturas?$/ }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-billing-preview-phone-1-preview-es');

    // The family pays after the preview: the charge skips it and says why, in Spanish, then in English.
    const mine = (await api<Preview>('GET', '/payments/charge-automatic/preview')).data.invoices.find(
      (i) => i.invoice_id === late,
    );
    expect(mine).toBeDefined();
    expect((await api('POST', '/payments/charge-manually', { invoiceId: late })).status).toBe(200);
    await region.getByRole('button', { name: /^Cobrar (esta|estas) \d+ facturas?$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Cobrar \d+ facturas?$/ }).click();
    const result = region.getByTestId('billing-preview-result');
    await result.filter({ hasText: /\d+ omitidas?: 1 pagada o cancelada desde la vista previa\.$/ }).waitFor();
    await checkA11y(page);
    await region.screenshot({ path: artifact('admin-billing-preview-phone-2-skipped-es') });
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
    await page
      .getByRole('region', { name: 'Billing preview' })
      .getByTestId('billing-preview-result')
      .filter({ hasText: /skipped: 1 paid or cancelled since the preview\.$/ })
      .waitFor();
    await page.getByRole('region', { name: 'Billing preview' }).screenshot({ path: artifact('admin-billing-preview-phone-3-skipped-en') });
  });
});
