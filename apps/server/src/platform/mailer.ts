// Outgoing mail over SMTP (nodemailer) when SMTP_URL is set; without it there is no transport and
// the outbox writes each message to the log instead.
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string | undefined; replyTo?: string | undefined };
export type Mailer = { send: (m: MailMessage) => Promise<void>; close: () => void };

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      });
    },
    close: () => transport.close(),
  };
}
