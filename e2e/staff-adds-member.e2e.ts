// Journey: the demo admin registers a family at the desk from Add Member, the fee taken in cash:
// no card step, "Payment method: Cash", the summary whose back button returns
// to the admin's add-member screen, and the family in the club's memberships. Then the same screen
// on a 390 px phone, in Spanish.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { baseUrl, demoAdmin, DEMO_SLUG, login } from './support/club.js';
import { apiLogin, familyOf, fillBilling, fillStep1 } from './fixtures/registration.js';

const SUCCESS = 'Membership and athlete registration completed successfully!';

type Membership = { email: string; start_date: string; referral: string | null; registration_fee_paid: boolean; balance: number };
type WithAthletes = { email: string; athletes: { first_name: string; last_name: string }[] };

async function asAdmin<T>(path: string): Promise<T> {
  const { email, password } = demoAdmin();
  const token = await apiLogin(email, password);
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { 'x-tenant-id': DEMO_SLUG, authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

describe('the admin adds a member who pays in cash', () => {
  it('registers a family from admin/add-member and finds it in the memberships', async () => {
    const family = familyOf('deskcash', [
      { first: 'Noa', last: 'Deskcash', gender: 'Female', born: '2016-08-12', program: /^Youth Gymnastics/, slot: 'YTH-MON-4PM' },
    ]);
    const { email, password } = demoAdmin();
    const page = await newPage();
    await login(page, email, password);
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/home`);
    const sidebar = page.getByRole('navigation', { name: 'Admin Dashboard' });
    await sidebar.getByRole('button', { name: 'Membership' }).click();
    await sidebar.getByRole('link', { name: 'Add Member' }).click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/add-member`);
    await page.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
    expect(await page.getByText('This screen is not available in this version of Springboard.').count()).toBe(0);

    await fillStep1(page, family);
    await checkA11y(page);
    await screenshot(page, 'staff-adds-member-desktop-1-details');

    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    // The fee is the club's (the demo club's 25.00); cash is the only method, and no card is asked for.
    await page.getByRole('button', { name: 'Submit Registration · $25.00' }).waitFor();
    expect(await page.getByLabel('Payment method').inputValue()).toBe('Cash');
    expect(await page.getByLabel('Payment method').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/^Name on card/).count()).toBe(0);
    expect(await page.getByLabel(/^Card number/).count()).toBe(0);
    await fillBilling(page, { startDate: '2031-03-01', referral: 'Advertisement' });
    await checkA11y(page);
    await screenshot(page, 'staff-adds-member-desktop-2-billing');

    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.waitForURL(/\/club\/demo\/members-summary$/);
    await page.getByText(SUCCESS).waitFor();
    await page.getByText('The membership is registered and the fee was taken in cash.').waitFor();
    expect(await page.getByText(family.email).count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'Noa Deskcash' }).count()).toBe(1);
    await checkA11y(page);
    await screenshot(page, 'staff-adds-member-desktop-3-summary');
    // An admin may not open the staff area: back leads to the admin's own add-member screen.
    const back = page.getByRole('link', { name: 'Back to add member' });
    expect(await back.getAttribute('href')).toBe(`/club/${DEMO_SLUG}/admin/add-member`);
    // The admin registered someone else: they stay signed in as themselves, not as the new family.
    expect(await page.getByRole('link', { name: 'Go to your family’s home' }).count()).toBe(0);

    const memberships = await asAdmin<Membership[]>('/memberships');
    const created = memberships.find((m) => m.email === family.email);
    expect(created).toMatchObject({
      start_date: '2031-03-01',
      referral: 'Advertisement',
      registration_fee_paid: true,
      balance: 0,
    });
    const withAthletes = await asAdmin<WithAthletes[]>('/memberships/all/members');
    const athletes = withAthletes.find((m) => m.email === family.email)?.athletes ?? [];
    expect(athletes.map((a) => `${a.first_name} ${a.last_name}`)).toEqual(['Noa Deskcash']);

    await back.click();
    await page.waitForURL(`**/club/${DEMO_SLUG}/admin/add-member`);
    await page.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
    // The form is empty again for the next family at the desk.
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe('');
  });

  it('on a phone: the e-mail is checked when it leaves its field, and billing reads Cash in Spanish', async () => {
    const family = familyOf('deskphone', [
      { first: 'Teo', last: 'Deskphone', gender: 'Male', born: '2012-01-20', program: /^Teen Competitive/, slot: 'TEEN-TUE-6PM' },
    ]);
    const { email, password } = demoAdmin();
    const page = await newPage({ viewport: 'phone' });
    await login(page, email, password);
    await page.goto(`${baseUrl()}/club/${DEMO_SLUG}/admin/add-member`);
    await page.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
    // The admin's own address is taken: said when the field loses focus, and it blocks billing.
    await fillStep1(page, { ...family, email });
    await page.getByText('An account with this email already exists.').first().waitFor();
    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await page.getByText('Please fix these fields').waitFor();
    await checkA11y(page);
    await screenshot(page, 'staff-adds-member-phone-1-email-taken');

    await page.getByLabel(/^E-mail/).fill(family.email);
    await page.getByLabel(/^E-mail/).press('Tab');
    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Añadir socio', level: 1 }).waitFor();
    expect(await page.getByLabel('Método de pago').inputValue()).toBe('Efectivo');
    // The itemised summary and the button's amount, in Spanish.
    await page.getByRole('region', { name: 'Resumen del pago' }).getByText('Total a pagar hoy').waitFor();
    await page.getByRole('button', { name: 'Enviar registro · $25.00' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'staff-adds-member-phone-2-billing-es');
  });
});
