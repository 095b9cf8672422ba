// Journey: a visitor writes to the club from the contact page; the server sends the message to the
// club's published address (the demo club's hello@…) and the page confirms it went.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { gotoClub } from './support/club.js';
import { waitForEmail } from './support/email.js';
import { field, uniqueEmail } from './fixtures/registration.js';

const CLUB_ADDRESS = 'hello@sunrise-gymnastics.example';

describe('a visitor writes to the club', () => {
  it('sends the contact form to the club by e-mail and shows a confirmation', async () => {
    const visitor = uniqueEmail('contact');
    const text = `Is there a place in the Saturday class? (${visitor})`;
    const page = await newPage();
    await gotoClub(page, '/contact');
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    // The page's own checks first, each naming its field.
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please write a message').waitFor();
    await field(page, 'Your name').fill('Rosa Visitor');
    await field(page, 'Your e-mail').fill('not-an-address');
    await field(page, 'Message').fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await field(page, 'Your e-mail').fill(visitor);
    await checkA11y(page);
    await screenshot(page, 'contact-form-desktop-1-filled');

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you — your message was sent to Sunrise Gymnastics').waitFor();
    await page.getByText(`They will reply to ${visitor}.`).waitFor();
    await checkA11y(page);
    await screenshot(page, 'contact-form-desktop-2-sent');

    const mail = await waitForEmail(CLUB_ADDRESS, (m) => m.text.includes(visitor));
    expect(mail.subject).toBe('Message from Rosa Visitor via the Sunrise Gymnastics website');
    expect(mail.text).toContain(text);
    expect(mail.to).toEqual([CLUB_ADDRESS]);

    // The form is ready for another message.
    await page.getByRole('button', { name: 'Write another message' }).click();
    expect(await field(page, 'Message').inputValue()).toBe('');
  });

  it('on a phone, in Spanish', async () => {
    const visitor = uniqueEmail('contactphone');
    const page = await newPage({ viewport: 'phone' });
    // Spanish chosen on an earlier visit (the header's selector keeps it here).
    await page.addInitScript(() => localStorage.setItem('springboard:lang', 'es'));
    await gotoClub(page, '/contact');
    await page.getByRole('heading', { name: 'Contáctenos', level: 1 }).waitFor();
    await field(page, 'Su nombre').fill('Rosa Visitante');
    await field(page, 'Su correo electrónico').fill(visitor);
    await field(page, 'Mensaje').fill('¿Tienen plazas los sábados?');
    await checkA11y(page);
    await screenshot(page, 'contact-form-phone-1-filled-es');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('Gracias: su mensaje se envió a Sunrise Gymnastics').waitFor();
    await checkA11y(page);
    await screenshot(page, 'contact-form-phone-2-sent-es');
    await waitForEmail(CLUB_ADDRESS, (m) => m.text.includes(visitor));
  });
});
