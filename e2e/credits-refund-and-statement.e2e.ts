// Screens of refunds and statements: the Refund dialog on a family's payment (what was refunded
// before, the amount left as the default) and the family's statement, in English and Spanish, at
// 1280 and 390 px; and the statement's entries dated on the club's days for a reader elsewhere.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, gotoClub, login } from './support/club.js';
import { apiLogin, createDueInvoice, registerFamilyViaApi } from './fixtures/registration.js';

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function shoot(page: Page, membershipId: string, name: string, lang: 'en' | 'es') {
  const refund = lang === 'en' ? 'Refund' : 'Reembolsar';
  await gotoClub(page, `/admin/view-memberships?membership=${membershipId}`);
  // The list shows as a table on a desktop and as cards on a phone: the one on screen.
  await page.locator('[data-testid="payment-refunded"]:visible').first().waitFor();
  await page.getByRole('button', { name: refund, exact: true }).locator('visible=true').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('refunded-before').waitFor();
  await screenshot(page, `${name}-refund-dialog`);
  await page.keyboard.press('Escape');
  await gotoClub(page, `/statements/${membershipId}`);
  await page.getByTestId('closing-balance').waitFor();
  await screenshot(page, `${name}-statement`);
}

describe('credits screens', () => {
  it('shows the refund dialog and the statement in both languages, on a desktop and a phone', async () => {
    const family = await registerFamilyViaApi('refunds');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    const invoiceId = await createDueInvoice(token, family.membershipId, 80, 'Spring session');
    const payment = await post<{ id: string }>('/payments', token, {
      membershipId: family.membershipId,
      invoiceId,
      amount: 80,
      paymentMethod: 'cash',
    });
    await post(`/payments/${payment.id}/refund`, token, { amount: 20, reason: 'Two classes cancelled' });
    await post(`/memberships/${family.membershipId}/credits`, token, { amount: 15, reason: 'Snow day' });

    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await newPage({ viewport });
      await login(page, admin.email, admin.password);
      await shoot(page, family.membershipId, `credits-${viewport}-en`, 'en');
      await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
      await page.getByText('Saldo final').waitFor();
      await shoot(page, family.membershipId, `credits-${viewport}-es`, 'es');
      await page.close();
    }
  });

  it("dates a statement's entries on the club's calendar days, read from a browser in another time zone", async () => {
    const family = await registerFamilyViaApi('zones');
    const admin = demoAdmin();
    const token = await apiLogin(admin.email, admin.password);
    const headers = { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` };
    const settings = (await (await fetch(`${baseUrl()}/api/settings`, { headers })).json()) as { data: { time_zone: string } };
    const statement = (await (
      await fetch(`${baseUrl()}/api/memberships/${family.membershipId}/statement`, { headers })
    ).json()) as {
      data: { entries: { date: string }[] };
    };
    const day = (at: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(new Date(at));
    const moments = statement.data.entries.map((e) => e.date);
    expect(moments.length).toBeGreaterThan(0);
    const clubDays = moments.map((at) => day(at, settings.data.time_zone));
    // A reader 14 hours east of UTC or 11 hours west of it: 25 hours apart, so one of the two is on
    // another day than the club for any moment.
    const elsewhere = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => day(moments[0]!, zone) !== clubDays[0]);
    expect(elsewhere).toBeDefined();

    const page = await newPage({ timezoneId: elsewhere! });
    await login(page, admin.email, admin.password);
    await gotoClub(page, `/statements/${family.membershipId}`);
    await page.getByTestId('closing-balance').waitFor();
    const shown = await page
      .locator('table tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));
    expect(shown).toEqual(clubDays);
    await page.close();
  });
});
