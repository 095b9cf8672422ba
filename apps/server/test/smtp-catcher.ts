// A real SMTP server on 127.0.0.1 for tests: the app sends through nodemailer as in production,
// and the test reads what arrived (or makes the server refuse mail, to test retries).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../src/platform/mailer.js';

export type CaughtMail = { to: string[]; subject: string; text: string; raw: string };

export type SmtpCatcher = {
  url: string;
  mailer: Mailer;
  messages: CaughtMail[];
  /** When true the server answers 451 to every message (a temporary failure). */
  refuse: boolean;
  /** Resolves with the first message to `to` that arrives (or has arrived). */
  waitFor: (to: string, timeoutMs?: number) => Promise<CaughtMail>;
  close: () => Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: { to: string; resolve: (m: CaughtMail) => void }[] = [];
  const catcher = { refuse: false } as SmtpCatcher;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (catcher.refuse) {
          const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), ...parse(raw), raw };
        messages.push(mail);
        for (const w of waiters.splice(0)) {
          if (mail.to.includes(w.to)) w.resolve(mail);
          else waiters.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const url = `smtp://127.0.0.1:${port}`;
  return Object.assign(catcher, {
    url,
    mailer: createMailer(url, 'Springboard <no-reply@springboard.test>')!,
    messages,
    waitFor(to: string, timeoutMs = 5_000) {
      const found = messages.find((m) => m.to.includes(to));
      if (found) return Promise.resolve(found);
      return new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Enough MIME for the single-part text messages the app sends. */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n').trimEnd() };
}
