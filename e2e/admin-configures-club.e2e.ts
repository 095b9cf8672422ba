// Journey: the demo admin configures the club in Manage Settings — new colours (the automatic
// invoicing fields appear only once it is switched on; a card fee left empty is refused), a logo
// uploaded as a PNG made here, which the public landing then shows from its own cached address —,
// has a wrong Stripe key shape refused, sets the payment reminder schedule (in English and Spanish;
// an emptied day count sends none), and creates a voucher that a visitor then applies on the
// registration page and pays with. The same screens on a 390 px phone. The demo club's look and
// sandbox provider are restored at the end: the other journeys share this server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y.js';
import { join } from 'node:path';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, familyOf, fillBilling, fillCard, fillStep1 } from './fixtures/registration.js';
import { png } from '../apps/server/test/png.js';
import sharp from 'sharp';

const PRIMARY = '#0b7285';
const SECONDARY = '#1d3557';
const VOUCHER = `SAVE20${Date.now().toString(36).toUpperCase()}`;

type Settings = Record<string, unknown> & {
  logo_url: string | null;
  hero_image: { url: string; srcset: string } | null;
  primary_color: string | null;
  credit_card_fee: number;
};
type ProgramRow = { id: string; key: string; label: string; image: { url: string } | null };

let token: string;
/** A PNG of one part of a screen, beside the journeys' full-page screenshots. */
const artifact = (name: string) => join(import.meta.dirname, '.artifacts', `${name}.png`);
let original: Settings;
/** The demo program given a picture below (its picture removed again at the end). */
let pictured: ProgramRow | undefined;

/** A photo-like test picture: the club's colours in soft shapes, as an admin would upload a photo. */
const photo = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.22}" fill="#fff" fill-opacity=".35"/><rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#264653" fill-opacity=".6"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The <img> is in the page, comes from the pictures route and has loaded. */
async function loadedPicture(page: Page, within: string) {
  const img = page.locator(`${within} img[src^="/api/clubs/${DEMO_SLUG}/pictures/"]`).first();
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = (await img.getAttribute('src'))!;
  const served = await fetch(`${baseUrl()}${src}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  return img;
}

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
    'email_schedules',
  ];
  const body = Object.fromEntries([...keep, ...more].map((k) => [k, original[k]]));
  expect((await api('POST', '/settings', body)).status).toBe(200);
  if (!original.logo_url) expect((await api('DELETE', '/settings/logo')).status).toBe(200);
  if (!original.hero_image) expect((await api('DELETE', '/settings/hero-image')).status).toBe(200);
  if (pictured && !pictured.image) expect((await api('DELETE', `/programs/${pictured.id}/image`)).status).toBe(200);
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

    // Automatic invoicing: its frequency, day and time show only once it is on.
    expect(await page.getByRole('combobox', { name: /^Frequency/ }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Create invoices automatically' }).check({ force: true });
    await page.getByRole('combobox', { name: /^Frequency/ }).waitFor();
    expect(await page.getByLabel(/^Time( \*)?$/).count()).toBe(1);
    await page.getByRole('switch', { name: 'Create invoices automatically' }).uncheck({ force: true });
    await expect.poll(() => page.getByRole('combobox', { name: /^Frequency/ }).count()).toBe(0);

    // A card fee is required: an empty one is refused under its field, nothing is saved.
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
    // The fee is real (a card-fee line on card payments): back to the club's own before the
    // registrations below, whose totals are the fee's and the voucher's alone.
    expect((await api('POST', '/settings', { credit_card_fee: original.credit_card_fee })).status).toBe(200);

    // The logo: a PNG made here, sent as a file, stored by the server.
    await page
      .locator('section[aria-labelledby="settings-logo"] input[type="file"]')
      .setInputFiles({ name: 'club-logo.png', mimeType: 'image/png', buffer: png(48, [11, 114, 133]) });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo uploaded successfully').waitFor();
    const logoUrl = (await api<Settings>('GET', '/settings')).data.logo_url!;
    expect(logoUrl).toMatch(new RegExp(`^/api/clubs/${DEMO_SLUG}/logo/[0-9a-f]{64}$`));
    const current = page.getByRole('img', { name: 'Current logo of Sunrise Gymnastics' });
    expect(await current.getAttribute('src')).toBe(logoUrl);

    // A file that is not an image is refused before it is sent, in the words the server uses.
    await page
      .locator('section[aria-labelledby="settings-logo"] input[type="file"]')
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
    await visitor.getByRole('button', { name: 'Submit Registration · $25.00' }).waitFor();
    await visitor.getByLabel('Voucher code (optional)').fill(VOUCHER.toLowerCase());
    await visitor.getByRole('button', { name: 'Apply' }).click();
    await visitor.getByText('Voucher applied successfully! New total: $20.00').first().waitFor();
    await visitor.getByRole('button', { name: 'Submit Registration · $20.00' }).waitFor();
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

  it('uploads a hero image and a program picture, which the landing and the programs page then show', async () => {
    // Before: the designed default art in the hero and on the cards.
    const visitor = await newPage();
    await gotoClub(visitor);
    await visitor.locator('section[aria-labelledby="hero-title"] [data-club-picture="default"] svg').waitFor();
    await screenshot(visitor, 'club-pictures-desktop-1-landing-default-art');
    const phone = await newPage({ viewport: 'phone' });
    await gotoClub(phone);
    await phone.locator('section[aria-labelledby="hero-title"] [data-club-picture="default"] svg').waitFor();
    await checkA11y(phone);
    await screenshot(phone, 'club-pictures-phone-1-landing-default-art');

    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await gotoClub(page, '/admin/manage-settings');
    const heroSection = page.locator('section[aria-labelledby="settings-hero-image"]');
    await heroSection.getByRole('heading', { name: 'Hero image' }).waitFor();
    // Not an image: refused before it is sent, in the server's words.
    await heroSection
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await heroSection.getByText('The hero image must be a PNG, JPEG, WebP or GIF image').waitFor();
    await heroSection
      .locator('input[type="file"]')
      .setInputFiles({ name: 'gym.png', mimeType: 'image/png', buffer: await photo(1800, 1200) });
    await heroSection.locator('[data-picture-preview="chosen"] img').waitFor();
    await heroSection.getByRole('button', { name: 'Upload hero image' }).click();
    await page.getByText('Hero image uploaded successfully').waitFor();
    const hero = (await api<Settings>('GET', '/settings')).data.hero_image!;
    expect(hero.url).toMatch(new RegExp(`^/api/clubs/${DEMO_SLUG}/pictures/[0-9a-f]{64}/1600$`));
    await heroSection.getByRole('img', { name: 'Hero image of Sunrise Gymnastics' }).waitFor();
    await heroSection.getByRole('button', { name: 'Replace hero image' }).waitFor();
    await heroSection.getByRole('button', { name: 'Remove hero image' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'club-pictures-desktop-2-settings-hero-image');

    // The Gymnastics style's rotating banner does not show the picture: the section says so while
    // that style is saved, and no more once the Club style is back.
    const notShown = heroSection.getByText('Your home page uses the Gymnastics style');
    expect(await notShown.count()).toBe(0);
    const saveStyle = async (style: RegExp) => {
      await page.getByRole('radio', { name: style }).check();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings updated successfully').first().waitFor();
    };
    await saveStyle(/^Gymnastics:/);
    await notShown.waitFor();
    await checkA11y(page);
    await screenshot(page, 'club-pictures-desktop-3-gymnastics-note');
    await saveStyle(/^Club:/);
    await notShown.waitFor({ state: 'detached' });
    expect((await api<Settings>('GET', '/settings')).data.landing_layout).toBe('club');

    // A program's picture, chosen in Programs Management and saved with the program.
    const programs = (await api<ProgramRow[]>('GET', '/programs')).data;
    pictured = programs[0]!;
    await gotoClub(page, `/admin/manage-programs?program=${pictured.id}`);
    const pictureSection = page.locator('section[aria-labelledby="program-picture-heading"]');
    await pictureSection.getByRole('heading', { name: 'Picture' }).waitFor();
    await pictureSection
      .locator('input[type="file"]')
      .setInputFiles({ name: 'class.png', mimeType: 'image/png', buffer: await photo(1200, 800) });
    await pictureSection.getByText('Saved with the program.').waitFor();
    await checkA11y(page);
    await screenshot(page, 'club-pictures-desktop-3-program-form-picture');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Program picture saved').waitFor();
    const saved = (await api<ProgramRow[]>('GET', '/programs')).data.find((p) => p.id === pictured!.id)!;
    expect(saved.image?.url).toMatch(new RegExp(`^/api/clubs/${DEMO_SLUG}/pictures/[0-9a-f]{64}/1200$`));
    await pictureSection.getByRole('img', { name: `Picture of ${pictured.label}` }).waitFor();

    // The public site, as a visitor: the hero picture (eager, first) and the program's card picture.
    await gotoClub(visitor);
    const heroImg = await loadedPicture(visitor, 'section[aria-labelledby="hero-title"]');
    expect(await heroImg.getAttribute('loading')).toBe('eager');
    expect(await heroImg.getAttribute('fetchpriority')).toBe('high');
    expect(await heroImg.getAttribute('srcset')).toBe(hero.srcset);
    expect(await heroImg.getAttribute('alt')).toBe('Athletes training at Sunrise Gymnastics');
    await checkA11y(visitor);
    await screenshot(visitor, 'club-pictures-desktop-4-landing-hero-image');
    await gotoClub(visitor, '/programs');
    const card = await loadedPicture(visitor, 'main');
    expect(await card.getAttribute('src')).toBe(saved.image!.url);
    expect(await card.getAttribute('loading')).toBe('lazy');
    await checkA11y(visitor);
    await screenshot(visitor, 'club-pictures-desktop-5-programs');

    await gotoClub(phone);
    await loadedPicture(phone, 'section[aria-labelledby="hero-title"]');
    await checkA11y(phone);
    await screenshot(phone, 'club-pictures-phone-2-landing-hero-image');
    await gotoClub(phone, '/programs');
    await loadedPicture(phone, 'main');
    await checkA11y(phone);
    await screenshot(phone, 'club-pictures-phone-3-programs');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Removed: the default art again.
    await gotoClub(page, '/admin/manage-settings');
    await heroSection.getByRole('button', { name: 'Remove hero image' }).click();
    await page.getByText('Hero image removed').waitFor();
    expect((await api<Settings>('GET', '/settings')).data.hero_image).toBeNull();
    expect((await fetch(`${baseUrl()}${hero.url}`)).status).toBe(404);
    // Many pages at two widths, each checked by axe.
  }, 240_000);

  it('sets the payment reminder schedule, in English and in Spanish; an emptied day count sends none', async () => {
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    await openFromSidebar(page, 'Settings', 'Manage Settings', 'Manage Settings');
    const section = page.getByRole('region', { name: 'Payment reminders' });
    await section.getByText('Each reminder is sent once', { exact: false }).waitFor();

    await section.getByLabel(/^Days before the due date/).fill('3');
    await section.getByLabel(/^Every N days while overdue/).fill('7');
    await section.getByRole('switch', { name: 'On the due date' }).check({ force: true });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated successfully').first().waitFor();
    expect((await api<Settings>('GET', '/settings')).data.email_schedules).toEqual({
      before_due_days: 3,
      on_due_date: true,
      overdue_every_days: 7,
    });
    await checkA11y(page);
    await section.screenshot({ path: artifact('admin-configures-club-desktop-5-reminders-en') });

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    const es = page.getByRole('region', { name: 'Recordatorios de pago' });
    await es.getByLabel(/^Días antes del vencimiento/).waitFor();
    await checkA11y(page);
    await es.screenshot({ path: artifact('admin-configures-club-desktop-6-reminders-es') });
    // Emptied: no reminder before the due date.
    await es.getByLabel(/^Días antes del vencimiento/).fill('');
    await page.getByRole('button', { name: 'Guardar configuración', exact: true }).click();
    await page.getByText('Configuración actualizada correctamente').first().waitFor();
    expect((await api<Settings>('GET', '/settings')).data.email_schedules).toEqual({
      before_due_days: null,
      on_due_date: true,
      overdue_every_days: 7,
    });
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
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
    await page
      .getByRole('region', { name: 'Payment reminders' })
      .screenshot({ path: artifact('admin-configures-club-phone-3-reminders-en') });
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
    await page
      .getByRole('region', { name: 'Recordatorios de pago' })
      .getByLabel(/^Días antes del vencimiento/)
      .waitFor();
    await checkA11y(page);
    await page
      .getByRole('region', { name: 'Recordatorios de pago' })
      .screenshot({ path: artifact('admin-configures-club-phone-4-reminders-es') });
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');

    await gotoClub(page, '/admin/vouchers');
    await page.getByRole('heading', { name: 'Vouchers', level: 1 }).waitFor();
    await page.getByPlaceholder('Search vouchers').fill(VOUCHER);
    await page.locator(`:text("${VOUCHER}"):visible`).first().waitFor();
    await checkA11y(page);
    await screenshot(page, 'admin-configures-club-phone-2-vouchers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
