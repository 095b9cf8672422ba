import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeClub, uniqueEmail, type ClubFixture } from '../../../test/factories.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { withoutTenant, withTenant } from '../../db/tenant-tx.js';
import { createMailer } from '../../platform/mailer.js';
import { queueEmail, type OutgoingEmail } from './email.service.js';
import { createOutbox, MAX_ATTEMPTS, type OutboxLog } from './outbox.js';

let ctx: TestContext;
let smtp: SmtpCatcher;
let club: ClubFixture;
let other: ClubFixture;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({ mailer: smtp.mailer, deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  other = await makeClub(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const mail = (over: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  to: uniqueEmail('parent'),
  subject: 'Welcome to the club',
  text: 'Your registration is complete.',
  kind: 'registration',
  ...over,
});

const queue = (m: OutgoingEmail, tenantId = club.tenantId) =>
  withTenant(ctx.database.db, tenantId, (tx) => queueEmail(tx, tenantId, m));

type OutboxRow = { status: string; attempts: number; last_error: string | null; sent_at: string | null };
async function outboxRow(id: string, tenantId = club.tenantId): Promise<OutboxRow | undefined> {
  return withTenant(
    ctx.database.db,
    tenantId,
    async (tx) =>
      (await tx.execute<OutboxRow>(sql`select status, attempts, last_error, sent_at from email_outbox where id = ${id}`)).rows[0],
  );
}
async function queueRow(id: string) {
  return withoutTenant(
    ctx.database.db,
    async (tx) =>
      (
        await tx.execute<{ ready_at: string; wait: number }>(sql`
      select ready_at, extract(epoch from ready_at - now())::float as wait from email_queue where email_id = ${id}`)
      ).rows[0],
  );
}

describe('queueEmail + app.outbox', () => {
  it('sends a queued e-mail over SMTP after a kick and records it as sent', async () => {
    const m = mail({ html: '<p>Your registration is <b>complete</b>.</p>' });
    const id = await queue(m);
    expect((await outboxRow(id))?.status).toBe('queued');
    ctx.app.outbox.kick();
    const got = await smtp.waitFor(m.to);
    expect(got.subject).toBe(m.subject);
    expect(got.raw).toContain('text/html');
    await ctx.app.outbox.drain(); // waits for the kicked pass to record its result
    expect(await outboxRow(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(await queueRow(id)).toBeUndefined();
  });

  it('sends nothing when the queuing transaction rolls back', async () => {
    const m = mail();
    await expect(
      withTenant(ctx.database.db, club.tenantId, async (tx) => {
        await queueEmail(tx, club.tenantId, m);
        throw new Error('the registration failed after queuing');
      }),
    ).rejects.toThrow('registration failed');
    expect(await ctx.app.outbox.drain()).toBe(0);
    expect(smtp.messages.some((x) => x.to.includes(m.to))).toBe(false);
    const rows = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) => (await tx.execute(sql`select id from email_outbox where to_address = ${m.to}`)).rows,
    );
    expect(rows).toEqual([]);
  });

  it("keeps each message inside its club's rows", async () => {
    const id = await queue(mail());
    expect(await outboxRow(id, other.tenantId)).toBeUndefined();
    expect(await outboxRow(id)).toBeDefined();
    await ctx.app.outbox.drain();
  });
});

describe('delivery failures', () => {
  it(`retries later with a growing wait, and gives up after ${MAX_ATTEMPTS} tries`, async () => {
    const m = mail();
    const id = await queue(m);
    smtp.refuse = true;
    try {
      expect(await ctx.app.outbox.drain()).toBe(1);
      const first = await outboxRow(id);
      expect(first).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
      expect(first?.last_error).toMatch(/Mailbox temporarily unavailable/);
      const wait1 = (await queueRow(id))!.wait;
      expect(wait1).toBeGreaterThan(50);
      expect(await ctx.app.outbox.drain()).toBe(0); // not due yet

      const makeDue = () =>
        withoutTenant(ctx.database.db, (tx) => tx.execute(sql`update email_queue set ready_at = now() where email_id = ${id}`));
      await makeDue();
      await ctx.app.outbox.drain();
      expect((await queueRow(id))!.wait).toBeGreaterThan(wait1 * 1.5);
      for (let i = 3; i <= MAX_ATTEMPTS; i++) {
        await makeDue();
        await ctx.app.outbox.drain();
      }
      expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null });
      expect(await queueRow(id)).toBeUndefined();
    } finally {
      smtp.refuse = false;
    }
    expect(smtp.messages.some((x) => x.to.includes(m.to))).toBe(false);
  });
});

describe('several workers', () => {
  it('deliver each message exactly once', async () => {
    const mails = Array.from({ length: 12 }, () => mail());
    for (const m of mails) await queue(m);
    const log: OutboxLog = { info: () => {}, error: () => {} };
    const workers = Array.from({ length: 3 }, () =>
      createOutbox({ noClub: ctx.app.tx.noClub, mailer: () => smtp.mailer, log, pollMs: 0 }),
    );
    const counts = await Promise.all([...workers.map((w) => w.outbox.drain()), ctx.app.outbox.drain()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    for (const m of mails) expect(smtp.messages.filter((x) => x.to.includes(m.to))).toHaveLength(1);
  });

  it('a process polling the queue sends mail that nobody kicked (e.g. its sender crashed)', async () => {
    const poller = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      mailer: createMailer(smtp.url, ctx.config.mailFrom),
      outboxPollMs: 50,
    });
    await poller.ready();
    try {
      const m = mail();
      const id = await queue(m);
      await smtp.waitFor(m.to, 5_000);
      await poller.outbox.drain();
      expect((await outboxRow(id))?.status).toBe('sent');
    } finally {
      await poller.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes the message to the log and marks it logged', async () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log: OutboxLog = { info: (obj, msg) => lines.push({ obj: obj as Record<string, unknown>, msg }), error: () => {} };
    const worker = createOutbox({ noClub: ctx.app.tx.noClub, mailer: () => null, log, pollMs: 0 });
    const m = mail({ subject: 'Reset your password', text: 'Open http://club.test/club/x/reset-password?token=abc' });
    const id = await queue(m);
    expect(await worker.outbox.drain()).toBe(1);
    expect(lines).toEqual([
      { obj: expect.objectContaining({ to: m.to, subject: m.subject, text: m.text }), msg: expect.stringContaining(m.to) },
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'logged', sent_at: expect.stringMatching(/^\d{4}-/) });
    expect(smtp.messages.some((x) => x.to.includes(m.to))).toBe(false);
  });
});
