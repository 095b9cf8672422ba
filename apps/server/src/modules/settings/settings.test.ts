import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SETTINGS_MESSAGES } from '@springboard/contract/settings';
import { api, makeClub } from '../../../test/factories.js';
import { addClub, clubWithCallers, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { png } from '../../../test/png.js';
import { clubLogos, clubSettings } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { openSecret } from '../../platform/secret-box.js';

let ctx: TestContext;
let club: TestClub;
let admin: string;
let staff: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  // Staff holding every permission still may not change settings: they are the admin's.
  ({ club, admin, staff, member } = await clubWithCallers(ctx));
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });
const settingsRow = async (c = club) =>
  (
    await withTenant(ctx.database.db, c.tenantId, (tx) =>
      tx.select().from(clubSettings).where(eq(clubSettings.tenantId, c.tenantId)),
    )
  )[0]!;
const logoRows = async (c = club) =>
  withTenant(ctx.database.db, c.tenantId, (tx) => tx.select({ hash: clubLogos.hash }).from(clubLogos));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

const upload = (bytes: Buffer, contentType = 'application/octet-stream', token = admin) =>
  call({ method: 'POST', url: '/api/settings/logo', token, body: bytes, headers: { 'content-type': contentType } });
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST /api/settings', () => {
  const full = {
    name: 'Riverside Flyers',
    landing_layout: 'gymnastics',
    contact_info: '12 River Rd, Eugene · 555-0100 · hello@riverside.example',
    primary_color: '#0b7a75',
    secondary_color: '#222222',
    credit_card_fee: 2.75,
    tax_enabled: true,
    auto_invoice_enabled: true,
    auto_invoice_frequency: 'quarterly',
    auto_invoice_day: 'end',
    auto_invoice_time: '07:30',
    applied_late_fees: true,
    email_schedules: { before_due_days: 3, on_due_date: true, overdue_every_days: 7 },
  };

  it('saves every field of Manage Settings, which anyone on the club site then reads', async () => {
    const res = await call({ method: 'POST', url: '/api/settings', token: admin, body: full });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Settings updated successfully');
    const read = await call({ url: '/api/settings' });
    expect(read.json().data).toMatchObject(full);
    expect((await settingsRow()).creditCardFeeBps).toBe(275);
  });

  it('changes only the fields sent', async () => {
    const before = (await call({ url: '/api/settings' })).json().data;
    const res = await call({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      body: { credit_card_fee: 3, primary_color: '#123456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...before, credit_card_fee: 3, primary_color: '#123456' });
  });

  it('saving the contact details leaves the colours, the card fee and everything else as they were', async () => {
    await call({ method: 'POST', url: '/api/settings', token: admin, body: { primary_color: '#0b7285', secondary_color: '#222222', credit_card_fee: 2 } });
    const before = (await call({ url: '/api/settings' })).json().data;
    const res = await call({ method: 'POST', url: '/api/settings', token: admin, body: { contact_info: 'Call us: 555-0199' } });
    expect(res.statusCode).toBe(200);
    const after = (await call({ url: '/api/settings' })).json().data;
    expect(after).toEqual({ ...before, contact_info: 'Call us: 555-0199' });
    expect(after).toMatchObject({ primary_color: '#0b7285', secondary_color: '#222222', credit_card_fee: 2 });
  });

  it('keeps colours never chosen unsaved when something else is saved (the site keeps its default look)', async () => {
    await call({ method: 'POST', url: '/api/settings', token: admin, body: { primary_color: null, secondary_color: null } });
    expect((await call({ method: 'POST', url: '/api/settings', token: admin, body: { time_zone: 'America/Chicago' } })).statusCode).toBe(200);
    expect((await call({ url: '/api/settings' })).json().data).toMatchObject({
      primary_color: null,
      secondary_color: null,
      time_zone: 'America/Chicago',
    });
  });

  it.each([
    ['a card fee that is not a number', { credit_card_fee: 'abc' }, 'credit_card_fee', SETTINGS_MESSAGES.creditCardFee],
    ['a card fee over 100', { credit_card_fee: 101 }, 'credit_card_fee', SETTINGS_MESSAGES.creditCardFee],
    ['a card fee with 3 decimals', { credit_card_fee: 1.255 }, 'credit_card_fee', SETTINGS_MESSAGES.creditCardFee],
    ['a colour that is not hex', { credit_card_fee: 1, primary_color: 'red' }, 'primary_color', SETTINGS_MESSAGES.color],
    ['a short hex colour', { credit_card_fee: 1, secondary_color: '#fff' }, 'secondary_color', SETTINGS_MESSAGES.color],
    ['a time that is not one', { credit_card_fee: 1, auto_invoice_time: '25:00' }, 'auto_invoice_time', SETTINGS_MESSAGES.time],
    ['an empty club name', { credit_card_fee: 1, name: '  ' }, 'name', SETTINGS_MESSAGES.name],
    [
      'a reminder 0 days before the due date',
      { credit_card_fee: 1, email_schedules: { before_due_days: 0, on_due_date: true, overdue_every_days: null } },
      'email_schedules.before_due_days',
      SETTINGS_MESSAGES.reminderDaysBefore,
    ],
    [
      'overdue reminders every 2.5 days',
      { credit_card_fee: 1, email_schedules: { before_due_days: null, on_due_date: false, overdue_every_days: 2.5 } },
      'email_schedules.overdue_every_days',
      SETTINGS_MESSAGES.reminderOverdueEvery,
    ],
    [
      'a due date reminder that is not on or off',
      { credit_card_fee: 1, email_schedules: { before_due_days: null, on_due_date: 'yes', overdue_every_days: null } },
      'email_schedules.on_due_date',
      SETTINGS_MESSAGES.reminderOnDueDate,
    ],
    [
      'an inline data: logo',
      { credit_card_fee: 1, logo_url: 'data:image/png;base64,iVBORw0KGgo=' },
      'logo_url',
      SETTINGS_MESSAGES.logoUrl,
    ],
    [
      "another site's logo",
      { credit_card_fee: 1, logo_url: 'https://evil.example/logo.png' },
      'logo_url',
      SETTINGS_MESSAGES.logoUrl,
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, body, field, message) => {
    const before = await settingsRow();
    const res = await call({ method: 'POST', url: '/api/settings', token: admin, body: { primary_color: '#000000', ...body } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await settingsRow()).toEqual(before);
  });

  it('refuses staff (even with every permission) and members with 403, and changes nothing', async () => {
    const before = await settingsRow();
    for (const token of [staff, member]) {
      const res = await call({
        method: 'POST',
        url: '/api/settings',
        token,
        body: { credit_card_fee: 9, primary_color: '#abcdef' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await settingsRow()).toEqual(before);
  });
});

describe('the club logo', () => {
  it('is stored by the server and served publicly at an address named by its hash, cached for a year', async () => {
    const image = png(4);
    const res = await upload(image);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logo uploaded successfully');
    const url = res.json().data.logo_url as string;
    expect(url).toBe(`/api/clubs/${club.slug}/logo/${sha256(image)}`);
    expect((await call({ url: '/api/settings' })).json().data.logo_url).toBe(url);

    // An <img> sends no tenant header and no token.
    const served = await api(ctx.app, { url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await api(ctx.app, { method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('takes its type from the file itself, not from what the upload claims', async () => {
    const res = await upload(JPEG, 'image/png');
    expect(res.statusCode).toBe(200);
    const served = await api(ctx.app, { url: res.json().data.logo_url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('gets a new address when replaced, and the old one is gone', async () => {
    const first = (await upload(png(2, [1, 2, 3]))).json().data.logo_url as string;
    const second = (await upload(png(2, [4, 5, 6]))).json().data.logo_url as string;
    expect(second).not.toBe(first);
    expect((await api(ctx.app, { url: first })).statusCode).toBe(404);
    expect((await api(ctx.app, { url: second })).statusCode).toBe(200);
    expect(await logoRows()).toEqual([{ hash: second.split('/').pop() }]);
    // The settings form sends the logo back unchanged: that is allowed.
    const resend = await call({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      body: { credit_card_fee: 1, logo_url: second },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.logo_url).toBe(second);
  });

  it.each([
    ['an SVG (it can carry script)', SVG, 'image/svg+xml', 400, SETTINGS_MESSAGES.logoNotImage],
    ['a text file', Buffer.from('hello, not an image'), 'application/octet-stream', 400, SETTINGS_MESSAGES.logoNotImage],
    ['an empty file', Buffer.alloc(0), 'image/png', 400, SETTINGS_MESSAGES.logoNotImage],
    ['a file over 1 MB', Buffer.concat([png(2), Buffer.alloc(1024 * 1024)]), 'image/png', 413, SETTINGS_MESSAGES.logoTooLarge],
  ])('refuses %s naming the logo field, and keeps the current logo', async (_, bytes, type, status, message) => {
    const current = (await upload(png(3))).json().data.logo_url;
    const rows = await logoRows();
    const res = await upload(bytes, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message, details: [{ field: 'logo', message }] });
    expect((await settingsRow()).logoUrl).toBe(current);
    expect(await logoRows()).toEqual(rows);
  });

  it('refuses a JSON or text body, and unknown content types, without storing anything', async () => {
    const before = await logoRows();
    const json = await call({
      method: 'POST',
      url: '/api/settings/logo',
      token: admin,
      body: { logo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().details).toEqual([{ field: 'logo', message: SETTINGS_MESSAGES.logoNotImage, code: 'logo_not_image' }]);
    const text = await upload(Buffer.from('plain'), 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toEqual([{ field: 'logo', message: SETTINGS_MESSAGES.logoNotImage, code: 'logo_not_image' }]);
    expect((await upload(Buffer.from('<a/>'), 'application/xml')).statusCode).toBe(415);
    expect(await logoRows()).toEqual(before);
  });

  it('refuses staff and members with 403, and visitors with 401', async () => {
    const before = await settingsRow();
    expect((await upload(png(5), 'image/png', staff)).statusCode).toBe(403);
    expect((await upload(png(5), 'image/png', member)).statusCode).toBe(403);
    const visitor = await call({
      method: 'POST',
      url: '/api/settings/logo',
      body: png(5),
      headers: { 'content-type': 'image/png' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: '/api/settings/logo', token: staff })).statusCode).toBe(403);
    expect(await settingsRow()).toEqual(before);
  });

  it("is served only under its own club's address", async () => {
    const url = (await upload(png(6))).json().data.logo_url as string;
    const other = await makeClub(ctx.database.db);
    expect((await api(ctx.app, { url: url.replace(club.slug, other.slug) })).statusCode).toBe(404);
    expect((await api(ctx.app, { url: url.replace(club.slug, 'no-such-club') })).statusCode).toBe(404);
    expect((await api(ctx.app, { url: url.replace(/[0-9a-f]{64}$/, 'not-a-hash') })).statusCode).toBe(400);
  });

  it('is removed with DELETE /api/settings/logo or by saving no logo', async () => {
    const url = (await upload(png(7))).json().data.logo_url as string;
    const res = await call({ method: 'DELETE', url: '/api/settings/logo', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo_url).toBeNull();
    expect((await api(ctx.app, { url })).statusCode).toBe(404);

    const again = (await upload(png(8))).json().data.logo_url as string;
    const cleared = await call({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      body: { credit_card_fee: 1, logo_url: null },
    });
    expect(cleared.json().data.logo_url).toBeNull();
    expect((await api(ctx.app, { url: again })).statusCode).toBe(404);
    expect(await logoRows()).toEqual([]);
  });
});

describe('the payment provider keys', () => {
  const SECRET = 'sk_test_51Hsecretvalue0000abcd';
  const WEBHOOK = 'whsec_hooksecret1111wxyz';
  const PUBLISHABLE = 'pk_test_51Hpublishable2222';
  const put = (body: unknown, token = admin) => call({ method: 'PUT', url: '/api/settings/payment-provider', token, body });

  it('starts on the sandbox with no keys', async () => {
    const c = await addClub(ctx);
    const t = c.admin.token;
    const res = await api(ctx.app, { url: '/api/settings/payment-provider', slug: c.slug, token: t });
    expect(res.json().data).toEqual({
      payment_provider: 'sandbox',
      stripe_publishable_key: null,
      stripe_secret_key: { set: false, masked: null },
      stripe_webhook_secret: { set: false, masked: null },
      webhook_url: `http://club.test/api/payments/webhook/stripe/${c.slug}`,
    });
  });

  it('sets Stripe with the club’s keys, sealed at rest and shown only masked', async () => {
    const res = await put({
      payment_provider: 'stripe',
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: SECRET,
      stripe_webhook_secret: WEBHOOK,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      payment_provider: 'stripe',
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: { set: true, masked: 'sk_test_••••abcd' },
      stripe_webhook_secret: { set: true, masked: 'whsec_••••wxyz' },
    });
    const row = await settingsRow();
    expect(row.stripeSecretKeyEnc).not.toContain(SECRET.slice(8));
    expect(openSecret(ctx.config.appSecret, row.stripeSecretKeyEnc!)).toBe(SECRET);
    expect(openSecret(ctx.config.appSecret, row.stripeWebhookSecretEnc!)).toBe(WEBHOOK);
    // The club now charges with Stripe; the browser gets the publishable key only.
    expect((await ctx.app.payments.forClub(club.tenantId)).name).toBe('stripe');
    expect((await call({ url: '/api/settings' })).json().data).toMatchObject({
      payment_provider: 'stripe',
      stripe_publishable_key: PUBLISHABLE,
    });
  });

  it('returns neither secret (nor its sealed form) from any route, to anyone', async () => {
    await put({
      payment_provider: 'stripe',
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: SECRET,
      stripe_webhook_secret: WEBHOOK,
    });
    const row = await settingsRow();
    const forbidden = [
      SECRET,
      WEBHOOK,
      SECRET.slice(8, -4),
      WEBHOOK.slice(6, -4),
      row.stripeSecretKeyEnc!,
      row.stripeWebhookSecretEnc!,
    ];
    const bodies: string[] = [];
    // Every settings answer: reads and writes, as admin, staff, member and visitor.
    for (const token of [admin, staff, member, undefined]) {
      bodies.push((await call({ url: '/api/settings', ...(token ? { token } : {}) })).body);
      bodies.push((await call({ url: '/api/settings/payment-provider', ...(token ? { token } : {}) })).body);
    }
    bodies.push((await call({ method: 'POST', url: '/api/settings', token: admin, body: { credit_card_fee: 1 } })).body);
    bodies.push((await put({ payment_provider: 'stripe' })).body);
    bodies.push((await upload(png(9))).body);
    // And every other GET the admin can make without an id.
    const gets = ctx.app.routeRules.filter((r) => r.method === 'GET' && !r.url.includes(':') && r.access?.kind !== 'public');
    expect(gets.length).toBeGreaterThan(10);
    for (const r of gets) bodies.push((await call({ url: r.url, token: admin })).body);
    for (const body of bodies) for (const secret of forbidden) expect(body).not.toContain(secret);
  });

  it('replaces one key and keeps the others; null removes one', async () => {
    await put({
      payment_provider: 'stripe',
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: SECRET,
      stripe_webhook_secret: WEBHOOK,
    });
    const replaced = await put({ payment_provider: 'stripe', stripe_webhook_secret: 'whsec_replacement9999' });
    expect(replaced.json().data).toMatchObject({
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: { set: true, masked: 'sk_test_••••abcd' },
      stripe_webhook_secret: { set: true, masked: 'whsec_••••9999' },
    });
    const removed = await put({ payment_provider: 'stripe', stripe_webhook_secret: null });
    expect(removed.json().data.stripe_webhook_secret).toEqual({ set: false, masked: null });
  });

  it('goes back to the sandbox, keeping the keys for later', async () => {
    await put({ payment_provider: 'stripe', stripe_publishable_key: PUBLISHABLE, stripe_secret_key: SECRET });
    const res = await put({ payment_provider: 'sandbox' });
    expect(res.json().data).toMatchObject({ payment_provider: 'sandbox', stripe_secret_key: { set: true } });
    expect((await ctx.app.payments.forClub(club.tenantId)).name).toBe('sandbox');
  });

  it.each([
    [
      'a malformed secret key',
      { payment_provider: 'stripe', stripe_secret_key: 'sk_nope' },
      'stripe_secret_key',
      SETTINGS_MESSAGES.secretKey,
    ],
    [
      'a publishable key as the secret',
      { payment_provider: 'stripe', stripe_secret_key: PUBLISHABLE },
      'stripe_secret_key',
      SETTINGS_MESSAGES.secretKey,
    ],
    [
      'a malformed publishable key',
      { payment_provider: 'stripe', stripe_publishable_key: 'pk_' },
      'stripe_publishable_key',
      SETTINGS_MESSAGES.publishableKey,
    ],
    [
      'a malformed webhook secret',
      { payment_provider: 'stripe', stripe_webhook_secret: 'hook_123456789' },
      'stripe_webhook_secret',
      SETTINGS_MESSAGES.webhookSecret,
    ],
    [
      'a live secret with a test publishable key',
      { payment_provider: 'stripe', stripe_secret_key: 'sk_live_51Hlivekey000000' },
      'stripe_secret_key',
      SETTINGS_MESSAGES.keyModes,
    ],
    ['an unknown provider', { payment_provider: 'paypal' }, 'payment_provider', expect.any(String)],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, body, field, message) => {
    await put({
      payment_provider: 'sandbox',
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: SECRET,
      stripe_webhook_secret: WEBHOOK,
    });
    const before = await settingsRow();
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await settingsRow()).toEqual(before);
  });

  it('refuses Stripe without keys', async () => {
    const c = await addClub(ctx);
    const t = c.admin.token;
    const res = await api(ctx.app, {
      method: 'PUT',
      url: '/api/settings/payment-provider',
      slug: c.slug,
      token: t,
      body: { payment_provider: 'stripe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'stripe_publishable_key',
        message: SETTINGS_MESSAGES.stripeNeedsPublishableKey,
        code: 'stripe_needs_publishable_key',
      },
      { field: 'stripe_secret_key', message: SETTINGS_MESSAGES.stripeNeedsSecretKey, code: 'stripe_needs_secret_key' },
    ]);
    expect((await settingsRow(c)).paymentProvider).toBe('sandbox');
  });

  it('refuses staff and members with 403, and changes nothing', async () => {
    const before = await settingsRow();
    for (const token of [staff, member]) {
      expect((await put({ payment_provider: 'stripe', stripe_secret_key: 'sk_test_staffkey00000000' }, token)).statusCode).toBe(
        403,
      );
      expect((await call({ url: '/api/settings/payment-provider', token })).statusCode).toBe(403);
    }
    expect(await settingsRow()).toEqual(before);
  });

  it('shows a key sealed under another APP_SECRET as set but unreadable', async () => {
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.execute(
        sql`update club_settings set stripe_secret_key_enc = 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' where tenant_id = ${club.tenantId}`,
      ),
    );
    const res = await call({ url: '/api/settings/payment-provider', token: admin });
    expect(res.json().data.stripe_secret_key).toEqual({ set: true, masked: null });
  });
});
