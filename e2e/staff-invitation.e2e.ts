// Journey: the admin adds a coach without inventing a password; the coach gets an invitation e-mail
// in Spanish, chooses a password on a phone from its link, and signs in with it.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';
import { field, uniqueEmail } from './fixtures/registration.js';

describe('a staff member invited by e-mail', () => {
  it('gets a Spanish invitation, chooses a password from its link on a phone, and signs in', async () => {
    const coach = { first: 'Lucía', last: 'Ramos', email: uniqueEmail('lucia.invited'), password: 'elegida-por-lucia' };
    const admin = demoAdmin();
    const page = await newPage();
    await login(page, admin.email, admin.password);
    await gotoClub(page, '/admin/add-staff');
    await page.getByRole('heading', { name: 'Add New Staff', level: 1 }).waitFor();
    await field(page, 'First name').fill(coach.first);
    await field(page, 'Last name').fill(coach.last);
    await field(page, 'E-mail').fill(coach.email);
    // No password: the language of the invitation is asked instead.
    await page.getByLabel('Send the invitation e-mail in').selectOption('es');
    await checkA11y(page);
    await screenshot(page, 'staff-invitation-1-add-staff');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await toast(page, `Invitation sent to ${coach.email}: they choose their own password from the link.`);
    await page.getByRole('region', { name: 'Your team' }).getByText(coach.email).waitFor();

    const mail = await waitForEmail(coach.email, (m) => m.subject === 'Invitación de Sunrise Gymnastics');
    expect(mail.text).toContain('Hola, Lucía:');
    const link = linksIn(mail).find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();

    const phone = await newPage({ viewport: 'phone' });
    await phone.addInitScript(() => localStorage.setItem('springboard:lang', 'es'));
    await phone.goto(link!);
    await phone.getByRole('heading', { name: 'Elija su contraseña' }).waitFor();
    await phone.getByText('Bienvenido a Sunrise Gymnastics.', { exact: false }).waitFor();
    await field(phone, 'Contraseña nueva').fill(coach.password);
    await field(phone, 'Confirme la contraseña nueva').fill(coach.password);
    await checkA11y(phone);
    await screenshot(phone, 'staff-invitation-2-choose-password-es-phone');
    await phone.getByRole('button', { name: 'Guardar mi contraseña' }).click();
    await phone.waitForURL(`**/club/${DEMO_SLUG}/login`);

    const signIn = await newPage();
    await login(signIn, coach.email, coach.password);
    await signIn.waitForURL(`**/club/${DEMO_SLUG}/staff/home`);
  });
});
