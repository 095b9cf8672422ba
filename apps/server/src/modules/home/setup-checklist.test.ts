// The admin's setup checklist: each step turns done only when the club has really done it, through
// the same screens' calls; test mode holds until live Stripe keys are saved. Only admins read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURLY_TIERS } from '@springboard/contract/pricing';
import { api, makeSlot } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { png } from '../../../test/png.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers?: Record<string, string>) =>
  api(ctx.app, {
    method,
    url,
    slug: club.slug,
    token: club.admin.token,
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  });

async function checklist() {
  const res = await call('GET', '/api/home/setup');
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { steps: { key: string; done: boolean }[]; ready: boolean; test_mode: boolean };
  return { ...data, done: data.steps.filter((s) => s.done).map((s) => s.key) };
}

describe('GET /api/home/setup', () => {
  it('starts with nothing done and in test mode, then ticks each step as the admin does it', async () => {
    const fresh = await checklist();
    expect(fresh.steps.map((s) => s.key)).toEqual(['branding', 'contact', 'programs', 'pricing', 'payments', 'registration']);
    expect(fresh).toMatchObject({ done: [], ready: false, test_mode: true });

    // Colours alone are not the branding: the logo too.
    expect((await call('POST', '/api/settings', { credit_card_fee: 0, primary_color: '#123456' })).statusCode).toBe(200);
    expect((await checklist()).done).toEqual([]);
    const logo = await api(ctx.app, {
      method: 'POST',
      url: '/api/settings/logo',
      slug: club.slug,
      token: club.admin.token,
      body: png(4),
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.statusCode).toBe(200);
    const logoUrl = logo.json().data.logo_url as string;
    expect((await call('POST', '/api/settings', { credit_card_fee: 0, logo_url: logoUrl })).statusCode).toBe(200);
    expect((await checklist()).done).toEqual(['branding']);

    expect((await call('POST', '/api/settings', { credit_card_fee: 0, contact_info: '  ' })).statusCode).toBe(200);
    expect((await checklist()).done).toEqual(['branding']);
    expect((await call('POST', '/api/settings', { credit_card_fee: 0, contact_info: '1 Main St\n555-0100' })).statusCode).toBe(
      200,
    );
    expect((await checklist()).done).toEqual(['branding', 'contact']);

    // A class without a price is not enough; tiers price every class (and are the pricing step).
    await makeSlot(ctx.database.db, club);
    expect((await checklist()).done).toEqual(['branding', 'contact']);
    const tiers = Object.fromEntries(HOURLY_TIERS.map((k, i) => [k, 40 + i * 10]));
    const saved = await call('POST', '/api/programs/program-pricing-config', {
      hourly_tiers: tiers,
      registration_fee: 25,
      referral_credit: 0,
      late_fee_type: 'fixed',
      late_fee_value: 0,
      late_fee_days_before: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect((await checklist()).done).toEqual(['branding', 'contact', 'programs', 'pricing']);

    // Stripe test keys: the payments step is done, and the club stays in test mode.
    const testKeys = await call('PUT', '/api/settings/payment-provider', {
      payment_provider: 'stripe',
      stripe_publishable_key: 'pk_test_abcdefghijkl',
      stripe_secret_key: 'sk_test_abcdefghijkl',
    });
    expect(testKeys.statusCode).toBe(200);
    expect(await checklist()).toMatchObject({
      done: ['branding', 'contact', 'programs', 'pricing', 'payments'],
      test_mode: true,
    });

    const liveKeys = await call('PUT', '/api/settings/payment-provider', {
      payment_provider: 'stripe',
      stripe_publishable_key: 'pk_live_abcdefghijkl',
      stripe_secret_key: 'sk_live_abcdefghijkl',
    });
    expect(liveKeys.statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ ready: false, test_mode: false });

    // Back to the sandbox for the first family to register (the sandbox takes test cards).
    await call('PUT', '/api/settings/payment-provider', { payment_provider: 'sandbox' });
    expect(await checklist()).toMatchObject({ test_mode: true });
    await addFamily(ctx, club);
    const last = await checklist();
    expect(last.done).toEqual(['branding', 'contact', 'programs', 'pricing', 'registration']);
    expect(last.ready).toBe(false);
  });

  it('is the admin’s alone: staff with every page, and another club’s admin, read nothing of it', async () => {
    const staff = await addStaff(ctx, club);
    expect((await api(ctx.app, { url: '/api/home/setup', slug: club.slug, token: staff.token })).statusCode).toBe(403);
    const other = await addClub(ctx);
    const res = await api(ctx.app, { url: '/api/home/setup', slug: other.slug, token: other.admin.token });
    expect(res.json().data).toMatchObject({ ready: false, test_mode: true });
    expect((res.json().data.steps as { done: boolean }[]).every((s) => !s.done)).toBe(true);
  });
});
