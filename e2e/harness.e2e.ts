// The harness's own checks catch what they promise to: an accessibility violation, a console error,
// and an e-mail as nodemailer encodes it (non-ASCII subject, quoted-printable body, HTML part).
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, takePageProblems } from './support/browser.js';
import { gotoClub } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';

describe('the e2e harness', () => {
  it('fails a page with low-contrast text and passes a clean one', async () => {
    const page = await newPage();
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Contrast</title></head><body><main><h1>Fees</h1>` +
        `<p style="color:#bbbbbb;background:#ffffff">Registration fee: $25.00</p></main></body></html>`,
    );
    await expect(checkA11y(page)).rejects.toThrow(/color-contrast/);
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Contrast</title></head><body><main><h1>Fees</h1>` +
        `<p style="color:#333333;background:#ffffff">Registration fee: $25.00</p></main></body></html>`,
    );
    await checkA11y(page);
  });

  it('judges touch targets where the page lays them out, not where a sticky header happens to cover them', async () => {
    const page = await newPage();
    // The registration page, scrolled so that a program checkbox sits partly under the sticky header,
    // as a click lower on the page can leave it: axe then measures the uncovered sliver, not the control.
    await gotoClub(page, '/register');
    const boxes = page.getByRole('group', { name: 'Athlete 1' }).getByRole('checkbox');
    await boxes.nth(1).waitFor();
    const top = await boxes.nth(1).evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const header = await page
      .locator('header')
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().height));
    for (let under = top - header - 2; under <= top - header + 10; under += 1) {
      await page.evaluate((y) => window.scrollTo(0, y), under);
      await checkA11y(page);
      // The journey goes on from where it was.
      expect(await page.evaluate(() => window.scrollY)).toBe(under);
    }
    // Small targets pressed together still fail.
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Days</title></head><body><main><h1>Days</h1>` +
        ['Mon', 'Tue', 'Wed']
          .map((d) => `<input type="checkbox" aria-label="${d}" style="width:14px;height:14px;margin:0">`)
          .join('') +
        `</main></body></html>`,
    );
    await expect(checkA11y(page)).rejects.toThrow(/target-size/);
  });

  it('records console errors and uncaught page errors, except those a journey allows', async () => {
    const page = await newPage({ allowConsoleErrors: [/expected 401/] });
    await page.setContent('<!doctype html><title>x</title><p>x</p>');
    await page.evaluate(() => {
      console.error('expected 401 from a wrong password');
      console.error('something broke');
      setTimeout(() => {
        throw new Error('uncaught in a timer');
      });
    });
    await expect.poll(() => page.evaluate(() => new Promise((r) => setTimeout(() => r(true), 50)))).toBe(true);
    const problems = takePageProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('console.error: something broke');
    expect(problems[1]).toContain('uncaught in a timer');
  });

  it('reads an e-mail as nodemailer sends it', async () => {
    const transport = nodemailer.createTransport(inject('smtpUrl'));
    const to = `Família.${Date.now()}@example.test`;
    const link = `${inject('baseUrl')}/club/demo/reset-password?token=${'a'.repeat(90)}`;
    await transport.sendMail({
      from: 'Springboard <no-reply@springboard.test>',
      to,
      subject: 'Restablecer contraseña — Gimnasia Sunrise',
      text: `Hola José,\n\nAbra este enlace: ${link}\n\n¡Gracias!`,
      html: `<p>Hola José, <a href="${link}">restablecer</a></p>`,
    });
    transport.close();
    const mail = await waitForEmail(to.toUpperCase(), (m) => m.subject.includes('contraseña'));
    expect(mail.subject).toBe('Restablecer contraseña — Gimnasia Sunrise');
    expect(mail.text).toContain('Hola José,');
    expect(mail.text).toContain('¡Gracias!');
    expect(mail.html).toContain('<a href=');
    expect(linksIn(mail)).toEqual([link]);
  });
});
