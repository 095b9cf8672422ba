// Journey: the demo admin configures the club in Manage Settings — new colours (the automatic
// invoicing fields appear only once it is switched on; a card fee left empty is refused), a logo
// uploaded as a PNG made here, which the public landing then shows from its own cached address —,
// has a wrong Stripe key shape refused, and creates a voucher that a visitor then applies on the
// registration page and pays with. The same screens on a 390 px phone. The demo club's look and
// sandbox provider are restored at the end: the other journeys share this server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, familyOf, fillBilling, fillCard, fillStep1 } from './fixtures/registration.js';
import { png } from '../apps/server/test/png.js';

const PRIMARY = '#0b7285';
const SECONDARY = '#1d3557';
const VOUCHER = `SAVE20${Date.now().toString(36).toUpperCase()}`;

type Settings = Record<string, unknown> & { logo_url: string | null; primary_color: string | null; credit_card_fee: number };

let token: string;
let original: Settings;

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

async function openFromSidebar(page: Page, group: string, link: string, heading: string) {
  const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
  const link_ = sidebar.getByRole('link', { name: link });
  if (!(await link_.isVisible())) await sidebar.getByRole('button', { name: group }).click();
  await link_.click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(await page.getByText('This screen is not available in this version of Springboard.').count()).toBe(0);
}

beforeAll(async () => {
  const { email, password } = demoAdmin();
  token = await apiLogin(email, password);
  original = (await api<Settings>('GET', '/settings')).data;
});

afterAll(async () => {
  // The demo club's own look and the sandbox, whatever happened above.
  const keep = [
    'name',
    'landing_layout',
    'contact_info',
    'primary_color',
    'secondary_color',
    'credit_card_fee',
    'tax_enabled',
    'auto_invoice_enabled',
  ];
  const more = [
    'auto_invoice_frequency',
    'auto_invoice_day',
    'auto_invoice_time',
    'applied_late_fees',
    'program_to_product_conversion',
    'email_schedules',
  ];
  const body = Object.fromEntries([...keep, ...more].map((k) => [k, original[k]]));
  expect((await api('POST', '/settings', body)).status).toBe(200);
  if (!original.logo_url) expect((await api('DELETE', '/settings/logo')).status).toBe(200);
  expect((await api('PUT', '/settings/payment-provider', { payment_provider: 'sandbox' })).status).toBe(200);
});

describe('the admin configures the club', () => {
  it('changes the colours, uploads a logo the public landing shows, and is refused a wrong Stripe key', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await openFromSidebar(page, 'Settings', 'Manage Settings', 'Manage Settings');
    await checkA11y(page);
    await screenshot(page, 'admin-configures-club-desktop-1-settings');

    // Automatic invoicing: its frequency, day and time show only once it is on (02 §4).
    expect(await page.getByRole('combobox', { name: /^Frequency/ }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Create invoices automatically' }).check({ force: true });
    await page.getByRole('combobox', { name: /^Frequency/ }).waitFor();
    expect(await page.getByLabel(/^Time( \*)?$/).count()).toBe(1);
    await page.getByRole('switch', { name: 'Create invoices automatically' }).uncheck({ force: true });
    await expect.poll(() => page.getByRole('combobox', { name: /^Frequency/ }).count()).toBe(0);

    // A card fee is required (02 §5): an empty one is refused under its field, nothing is saved.
    const fee = page.getByLabel(/^Credit card fee/);
    await fee.fill('');
    await page.getByLabel(/^Primary colour/).fill(PRIMARY);
    await page.getByLabel(/^Secondary colour/).fill(SECONDARY);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Credit card fee is required and must be a number from 0 to 100 with at most 2 decimals').waitFor();
    expect((await api<Settings>('GET', '/settings')).data.primary_color).toBe(original.primary_color);

    await fee.fill('2.5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated successfully').waitFor();
    expect((await api<Settings>('GET', '/settings')).data).toMatchObject({
      primary_color: PRIMARY,
      secondary_color: SECONDARY,
      credit_card_fee: 2.5,
    });

    // The logo: a PNG made here, sent as a file, stored by the server.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'club-logo.png', mimeType: 'image/png', buffer: png(48, [11, 114, 133]) });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo uploaded successfully').waitFor();
    const logoUrl = (await api<Settings>('GET', '/settings')).data.logo_url!;
    expect(logoUrl).toMatch(new RegExp(`^/api/clubs/${DEMO_SLUG}/logo/[0-9a-f]{64}$`));
    const current = page.getByRole('img', { name: 'Current logo of Sunrise Gymnastics' });
    expect(await current.getAttribute('src')).toBe(logoUrl);

    // A file that is not an image is refused before it is sent, in the words the server uses.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('The logo must be a PNG, JPEG, WebP or GIF image').waitFor();
    expect(await page.getByRole('button', { name: 'Upload logo' }).isDisabled()).toBe(true);

    // Payments: a wrong key shape is refused, and the club stays on the sandbox.
    await page.getByRole('radio', { name: /^Stripe/ }).check();
    await page.getByLabel(/^Stripe publishable key/).fill('pk_test_51Hdemo0publishable');
    await page.getByLabel(/^Stripe secret key/).fill('secret-key-123');
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    await page.getByText('A secret key starts with sk_test_ or sk_live_').waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-configures-club-desktop-2-refused-key');
    // The server refuses it too, whoever sends it.
    const direct = await api<unknown>('PUT', '/settings/payment-provider', {
      payment_provider: 'stripe',
      stripe_secret_key: 'secret-key-123',
    });
    expect(direct.status).toBe(400);
    expect((await api<{ payment_provider: string }>('GET', '/settings/payment-provider')).data.payment_provider).toBe('sandbox');

    // The public landing, as a visitor: the new logo from its own address, in the new colours.
    const visitor = await newPage();
    await gotoClub(visitor);
    const header = visitor.getByRole('banner');
    await header.locator(`img[src="${logoUrl}"]`).first().waitFor();
    expect(
      await header
        .locator(`img[src="${logoUrl}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(48);
    const clubColour = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-club-6').trim(),
    );
    expect(clubColour).toBe(PRIMARY);
    const served = await fetch(`${baseUrl()}${logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    await checkA11y(visitor);
    await screenshot(visitor, 'admin-configures-club-desktop-3-public-landing');
  });

  it('creates a voucher that a visitor applies and pays with on the registration page', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await openFromSidebar(page, 'Programs', 'Vouchers', 'Vouchers');

    // A discount is required: refused under its field before anything is sent.
    await page.getByLabel(/^Code/).fill(VOUCHER);
    await page.getByRole('button', { name: 'Create Voucher' }).click();
    await page.getByText('Enter an amount more than 0').waitFor();
    expect((await api<{ code: string }[]>('GET', '/vouchers')).data.some((v) => v.code === VOUCHER)).toBe(false);
    await page.getByLabel(/^Percent off/).fill('20');
    await page.getByLabel(/^Redemption limit/).fill('5');
    await page.getByRole('button', { name: 'Create Voucher' }).click();
    await page.getByText(`Voucher ${VOUCHER} created`).waitFor();
    await page.getByPlaceholder('Search vouchers').fill(VOUCHER);
    const row = page.getByRole('row', { name: new RegExp(VOUCHER) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Percent\s+20%\s+Always\s+5\s+0\s+Active/i);
    await checkA11y(page);
    await screenshot(page, 'admin-configures-club-desktop-4-vouchers');

    // A visitor registers with it: the server's quote drops from $25.00 to $20.00.
    const family = familyOf('voucher', [
      { first: 'Ivy', last: 'Voucher', gender: 'Female', born: '2016-04-04', program: /^Youth Gymnastics/, slot: 'YTH-MON-4PM' },
    ]);
    const visitor = await newPage();
    await gotoClub(visitor, '/register');
    await visitor.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
    await fillStep1(visitor, family);
    await visitor.getByRole('button', { name: 'Continue to Billing' }).click();
    await visitor.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await expect.poll(() => visitor.getByLabel('Fee due today').inputValue()).toBe('$25.00');
    await visitor.getByLabel('Voucher code (optional)').fill(VOUCHER.toLowerCase());
    await visitor.getByRole('button', { name: 'Apply' }).click();
    await visitor.getByText('Voucher applied successfully! New total: $20.00').first().waitFor();
    await expect.poll(() => visitor.getByLabel('Fee due today').inputValue()).toBe('$20.00');
    await fillBilling(visitor, { startDate: '2031-04-01', referral: 'Social Media' });
    await fillCard(visitor, '4242 4242 4242 4242');
    await visitor.getByRole('button', { name: 'Submit Registration' }).click();
    await visitor.waitForURL(/\/club\/demo\/members-summary$/);
    await visitor.getByText('Membership and athlete registration completed successfully!').waitFor();

    // Back on Vouchers: one redemption; deactivating it keeps it listed, inactive.
    await page.reload();
    await page.getByPlaceholder('Search vouchers').fill(VOUCHER);
    await expect.poll(async () => page.getByRole('row', { name: new RegExp(VOUCHER) }).innerText()).toMatch(/\s5\s+1\s+Active/i);
    await page.getByRole('button', { name: `Deactivate voucher ${VOUCHER}` }).click();
    await page.getByText(`Voucher ${VOUCHER} deactivated: registration no longer takes it.`).waitFor();
    await expect.poll(async () => page.getByRole('row', { name: new RegExp(VOUCHER) }).innerText()).toMatch(/Inactive/i);
    const refused = await fetch(`${baseUrl()}/api/payments/apply/discount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG },
      body: JSON.stringify({ code: VOUCHER, amount: 25 }),
    });
    expect(refused.status).toBe(400);
  });

  it('on a 390 px phone: Manage Settings and Vouchers', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await gotoClub(page, '/admin/manage-settings');
    await page.getByRole('heading', { name: 'Manage Settings', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Current logo of Sunrise Gymnastics' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-configures-club-phone-1-settings');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await gotoClub(page, '/admin/vouchers');
    await page.getByRole('heading', { name: 'Vouchers', level: 1 }).waitFor();
    await page.getByPlaceholder('Search vouchers').fill(VOUCHER);
    await page.locator(`:text("${VOUCHER}"):visible`).first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-configures-club-phone-2-vouchers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
