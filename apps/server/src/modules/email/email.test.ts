import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, uniqueEmail } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let smtp: SmtpCatcher;
let club: TestClub;
let staff: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({ mailer: smtp.mailer, deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  staff = (await addStaff(ctx, club, { permissions: ['show_memberships_page'] })).token;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const send = (body: unknown, token = staff) =>
  api(ctx.app, { method: 'POST', url: '/api/email/send-email', slug: club.slug, token, body });

const outboxTo = (to: string) =>
  withTenant(
    ctx.database.db,
    club.tenantId,
    async (tx) =>
      (
        await tx.execute<{ kind: string; subject: string; text: string }>(
          sql`select kind, subject, text from email_outbox where lower(to_address) = lower(${to})`,
        )
      ).rows,
  );

describe('POST /api/email/send-email (Send Email panel of View Memberships)', () => {
  it("delivers the subject and message to the family's address and records it", async () => {
    const f = await addFamily(ctx, club);
    const res = await send({ to: f.email.toUpperCase(), subject: '  Meet on Saturday ', message: 'Bring water.\nSee you!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email sent successfully!');
    // The family's registration confirmation goes to the same address: look for this message.
    const arrived = () => smtp.messages.find((m) => m.to.includes(f.email) && m.subject === 'Meet on Saturday');
    await expect.poll(arrived, { timeout: 5_000 }).toBeTruthy();
    expect(arrived()!.text).toBe('Bring water.\nSee you!');
    const rows = await outboxTo(f.email);
    expect(rows.filter((r) => r.kind === 'member')).toEqual([
      { kind: 'member', subject: 'Meet on Saturday', text: 'Bring water.\nSee you!' },
    ]);
  });

  it('refuses a blank subject or message, naming the field, and queues nothing', async () => {
    const f = await addFamily(ctx, club);
    const res = await send({ to: f.email, subject: '   ', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'subject', message: 'is required', code: 'required' },
      { field: 'message', message: 'is required', code: 'required' },
    ]);
    expect((await outboxTo(f.email)).filter((r) => r.kind === 'member')).toEqual([]);
  });

  it("writes only to the club's families: another address is 404 and nothing is queued", async () => {
    const stranger = uniqueEmail('stranger');
    const res = await send({ to: stranger, subject: 'Hello', message: 'Spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No membership of this club uses this e-mail address');
    expect(await outboxTo(stranger)).toEqual([]);
  });

  it('is for staff with the memberships page and admins, not for members', async () => {
    const f = await addFamily(ctx, club);
    expect((await send({ to: f.email, subject: 'Hi', message: 'Hi' }, f.token)).statusCode).toBe(403);
    expect((await send({ to: f.email, subject: 'From the admin', message: 'Hi' }, club.admin.token)).statusCode).toBe(200);
  });
});
