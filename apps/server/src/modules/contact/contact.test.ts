// The contact form's operation: one message to the club's own published address with the visitor as
// Reply-To, nothing for a filled honeypot, bad input refused naming the field, a flood answered 429,
// and never another club's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeClub, type ClubFixture } from '../../../test/factories.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let smtp: SmtpCatcher;
let club: ClubFixture;
let other: ClubFixture;
let silent: ClubFixture;
const hour = 60 * 60;

async function setContactInfo(c: ClubFixture, info: string | null) {
  await withTenant(ctx.database.db, c.tenantId, (tx) =>
    tx.execute(sql`
      insert into club_settings (tenant_id, contact_info) values (${c.tenantId}, ${info})
      on conflict (tenant_id) do update set contact_info = excluded.contact_info`),
  );
}

async function outboxCount(c: ClubFixture): Promise<number> {
  return withTenant(ctx.database.db, c.tenantId, async (tx) =>
    Number((await tx.execute<{ n: string }>(sql`select count(*) as n from email_outbox where kind = 'contact'`)).rows[0]!.n),
  );
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({
    mailer: smtp.mailer,
    deps: {
      outboxPollMs: 0,
      rateLimits: { contactPerAddress: { max: 2, windowSeconds: hour }, contactPerIp: { max: 4, windowSeconds: hour } },
    },
  });
  club = await makeClub(ctx.database.db, { name: 'Sunrise Gymnastics' });
  other = await makeClub(ctx.database.db, { name: 'Other Club' });
  silent = await makeClub(ctx.database.db);
  await setContactInfo(club, '120 Sunrise Avenue\nSpringfield, OR 97477\n\nhello@sunrise.example\n(541) 555-0142');
  await setContactInfo(other, 'front-desk@other.example');
  await setContactInfo(silent, '1 Quiet Lane\n(541) 555-0100');
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

let ipCounter = 0;
/** A fresh client address per test, so the per-client limit is the test's own. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const send = (body: Record<string, unknown>, opts: { slug?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-tenant-id': opts.slug ?? club.slug },
    payload: body,
    remoteAddress: opts.ip ?? nextIp(),
  });

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Rosa Visitor',
  email: `rosa.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.test`,
  message: 'Do you have places in the Saturday class for a 7-year-old?',
  ...over,
});

describe('POST /api/contact', () => {
  it("sends one e-mail to the club's contact address with the visitor as Reply-To, and confirms", async () => {
    const body = message();
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you — your message was sent to Sunrise Gymnastics',
      data: { sent: true },
    });
    await ctx.app.outbox.drain();
    const mails = smtp.messages.filter((m) => m.text.includes(body.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual(['hello@sunrise.example']);
    expect(mail!.subject).toBe('Message from Rosa Visitor via the Sunrise Gymnastics website');
    expect(mail!.text).toContain('Do you have places in the Saturday class for a 7-year-old?');
    expect(mail!.raw).toMatch(new RegExp(`^Reply-To: ${body.email.replace(/\./g, '\\.')}\\r?$`, 'mi'));
  });

  it('accepts a filled honeypot as sent but sends nothing', async () => {
    const before = await outboxCount(club);
    const body = message({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true });
    await ctx.app.outbox.drain();
    expect(await outboxCount(club)).toBe(before);
    expect(smtp.messages.some((m) => m.text.includes(body.email))).toBe(false);
  });

  it('refuses bad input with a message naming the field, and queues nothing', async () => {
    const before = await outboxCount(club);
    const bad = await send(message({ email: 'not-an-address' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      error: 'Please enter a valid email address',
      details: [{ field: 'email' }],
    });
    const noName = await send(message({ name: '   ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ error: 'Name is required', details: [{ field: 'name' }] });
    const noMessage = await send(message({ message: '' }));
    expect(noMessage.json()).toMatchObject({ error: 'Message is required', details: [{ field: 'message' }] });
    const tooLong = await send(message({ message: 'x'.repeat(5001) }));
    expect(tooLong.json()).toMatchObject({ error: 'Message must be at most 5000 characters', details: [{ field: 'message' }] });
    expect(await outboxCount(club)).toBe(before);
  });

  it('limits messages per sender address and per client, with 429 and a clear message', async () => {
    const sameSender = message();
    expect((await send(sameSender)).statusCode).toBe(200);
    expect((await send(sameSender)).statusCode).toBe(200);
    const third = await send(sameSender);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      success: false,
      error: 'Too many messages sent from here. Please try again later.',
      code: 'too_many_messages',
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await send(message(), { ip })).statusCode).toBe(200);
    expect((await send(message(), { ip })).statusCode).toBe(429);
    // Another club's limits are its own.
    expect((await send(message(), { ip, slug: other.slug })).statusCode).toBe(200);
  });

  it("sends to each club's own address only, and says so when a club has published none", async () => {
    const body = message();
    expect((await send(body, { slug: other.slug })).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const mails = smtp.messages.filter((m) => m.text.includes(body.email));
    expect(mails.map((m) => m.to)).toEqual([['front-desk@other.example']]);
    expect(mails[0]!.subject).toContain('Other Club');

    const none = await send(message(), { slug: silent.slug });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('This club has not published a contact e-mail address yet');
    expect(await outboxCount(silent)).toBe(0);
  });
});
