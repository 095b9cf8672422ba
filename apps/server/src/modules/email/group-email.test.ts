import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { api, makeClub, makeSlot, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { programSlots } from '../../db/schema.js';

let ctx: TestContext;
let smtp: SmtpCatcher;
let club: TestClub;
let other: ClubFixture;
let admin: string;
/** Program P with slots A and B; program Q with slot C. */
let A: { programId: string; slotId: string };
let B: string;
let C: { programId: string; slotId: string };
let foreignSlot: { programId: string; slotId: string };
const families: Record<'inA' | 'inB' | 'inAandB' | 'inC' | 'none', string> = { inA: '', inB: '', inAandB: '', inC: '', none: '' };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({ mailer: smtp.mailer, deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await makeClub(ctx.database.db);
  admin = club.admin.token;
  A = await makeSlot(ctx.database.db, club);
  B = await withTenant(ctx.database.db, club.tenantId, async (tx) => {
    const [row] = await tx
      .insert(programSlots)
      .values({
        tenantId: club.tenantId,
        programId: A.programId,
        slotId: 'B-WED',
        days: ['WED'],
        times: ['x', 'x', '5:00 PM - 6:00 PM', 'x', 'x', 'x', 'x'],
      })
      .returning({ id: programSlots.id });
    return row!.id;
  });
  C = await makeSlot(ctx.database.db, club);
  foreignSlot = await makeSlot(ctx.database.db, other);
  families.inA = (await addFamily(ctx, club, { slotIds: [A.slotId] })).email;
  families.inB = (await addFamily(ctx, club, { slotIds: [B] })).email;
  const both = await addFamily(ctx, club, { slotIds: [A.slotId] });
  families.inAandB = both.email;
  families.inC = (await addFamily(ctx, club, { slotIds: [C.slotId] })).email;
  families.none = (await addFamily(ctx, club)).email;
  // A second athlete of the same family in slot B: still one e-mail for the family.
  const second = await api(ctx.app, {
    method: 'POST',
    url: '/api/athletes',
    slug: club.slug,
    token: both.token,
    body: { first_name: 'Sib', last_name: 'Parent', gender: 'Male', date_of_birth: '2015-05-05', slot_ids: [B] },
  });
  if (second.statusCode !== 201) throw new Error(`second athlete: ${second.statusCode} ${second.body}`);
  await addFamily(ctx, other, { slotIds: [foreignSlot.slotId] });
  await ctx.app.outbox.drain();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const send = (body: Record<string, unknown>, token = admin) =>
  api(ctx.app, { method: 'POST', url: '/api/email/send-group-email', slug: club.slug, token, body });

const groupRows = (subject: string) =>
  withTenant(
    ctx.database.db,
    club.tenantId,
    async (tx) =>
      (
        await tx.execute<{ to_address: string; status: string; kind: string; text: string }>(sql`
        select to_address, status, kind, text from email_outbox where subject = ${subject} order by to_address`)
      ).rows,
  );

describe('POST /api/email/send-group-email (Send Group Email)', () => {
  it('e-mails each family with an athlete in the chosen slot once, and nobody else', async () => {
    const subject = 'Slot A moves to the big gym';
    const res = await send({ programId: A.programId, slotIds: [A.slotId], subject, message: 'See you there.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email sent successfully!', data: { recipients: 2 } });
    await ctx.app.outbox.drain();
    const rows = await groupRows(subject);
    expect(rows.map((r) => r.to_address).sort()).toEqual([families.inA, families.inAandB].sort());
    expect(rows.every((r) => r.status === 'sent' && r.kind === 'group' && r.text === 'See you there.')).toBe(true);
    const got = smtp.messages.filter((m) => m.subject === subject);
    expect(got.flatMap((m) => m.to).sort()).toEqual([families.inA, families.inAandB].sort());
  });

  it('Select All Slots: every slot of the program, each family once even with athletes in two slots', async () => {
    const subject = 'Program P closes on Friday';
    const res = await send({ programId: A.programId, slotIds: [A.slotId, B], subject, message: 'No class Friday.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recipients).toBe(3);
    await ctx.app.outbox.drain();
    const to = (await groupRows(subject)).map((r) => r.to_address).sort();
    expect(to).toEqual([families.inA, families.inB, families.inAandB].sort());
    expect(to).not.toContain(families.inC);
    expect(to).not.toContain(families.none);
  });

  it('requires a subject and a message, naming the fields, and queues nothing', async () => {
    const res = await send({ programId: A.programId, slotIds: [A.slotId], subject: '  ', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'subject', message: 'is required', code: 'required' },
      { field: 'message', message: 'is required', code: 'required' },
    ]);
    const none = await send({ programId: A.programId, slotIds: [], subject: 'Hi', message: 'Hi' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([{ field: 'slotIds', message: 'Choose at least one time slot', code: 'choose_a_slot' }]);
  });

  it('answers 404 for a slot of another program or another club, 400 for slots nobody is in, and queues nothing', async () => {
    const subject = 'Should never go out';
    expect((await send({ programId: A.programId, slotIds: [A.slotId, C.slotId], subject, message: 'x' })).statusCode).toBe(404);
    expect((await send({ programId: A.programId, slotIds: [foreignSlot.slotId], subject, message: 'x' })).statusCode).toBe(404);
    expect(
      (await send({ programId: foreignSlot.programId, slotIds: [foreignSlot.slotId], subject, message: 'x' })).statusCode,
    ).toBe(404);
    const empty = await makeSlot(ctx.database.db, club);
    const res = await send({ programId: empty.programId, slotIds: [empty.slotId], subject, message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'slotIds', message: 'No athlete is enrolled in the chosen time slots', code: 'no_families_in_slots' },
    ]);
    expect(await groupRows(subject)).toEqual([]);
  });

  it('is for admins only: staff holding every permission and members get 403', async () => {
    const staff = (await addStaff(ctx, club, { permissions: PERMISSIONS })).token;
    const body = { programId: A.programId, slotIds: [A.slotId], subject: 'Hi', message: 'Hi' };
    expect((await send(body, staff)).statusCode).toBe(403);
    const member = await addFamily(ctx, club);
    expect((await send(body, member.token)).statusCode).toBe(403);
  });

  it('previews the recipient count and the message without sending, then keeps each sending in the history', async () => {
    const subject = 'Picture day';
    const body = { programId: A.programId, slotIds: [A.slotId, B], subject, message: 'Bring a smile.' };
    const preview = await api(ctx.app, { method: 'POST', url: '/api/email/group-email/preview', slug: club.slug, token: admin, body });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({ recipients: 3, from: club.name, subject, text: 'Bring a smile.' });
    await ctx.app.outbox.drain();
    expect(await groupRows(subject)).toEqual([]);

    // The preview refuses what sending refuses.
    const empty = await makeSlot(ctx.database.db, club);
    const none = await api(ctx.app, {
      method: 'POST',
      url: '/api/email/group-email/preview',
      slug: club.slug,
      token: admin,
      body: { ...body, programId: empty.programId, slotIds: [empty.slotId] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('no_families_in_slots');

    expect((await send(body)).json().data.recipients).toBe(3);
    const history = await api(ctx.app, { url: '/api/email/group-emails', slug: club.slug, token: admin });
    expect(history.statusCode).toBe(200);
    const [newest] = history.json().data;
    expect(newest).toMatchObject({
      subject,
      message: 'Bring a smile.',
      recipients: 3,
      slots: 2,
    });
    const [me] = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (await tx.execute<{ name: string }>(sql`select first_name || ' ' || last_name as name from users where id = ${club.admin.id}`))
          .rows,
    );
    expect(newest.sent_by).toBe(me!.name);
    expect(newest.program).toMatch(/^Program /);
    expect(Date.now() - Date.parse(newest.sent_at)).toBeLessThan(60_000);
    // A refused sending is not in the history; another club sees none of it.
    const subjects = history.json().data.map((r: { subject: string }) => r.subject);
    expect(subjects).not.toContain('Should never go out');
    const another = await addClub(ctx);
    const theirs = await api(ctx.app, { url: '/api/email/group-emails', slug: another.slug, token: another.admin.token });
    expect(theirs.json().data).toEqual([]);
  });

  it('keeps the preview and the history for admins only', async () => {
    const staff = (await addStaff(ctx, club, { permissions: PERMISSIONS })).token;
    const body = { programId: A.programId, slotIds: [A.slotId], subject: 'Hi', message: 'Hi' };
    expect(
      (await api(ctx.app, { method: 'POST', url: '/api/email/group-email/preview', slug: club.slug, token: staff, body })).statusCode,
    ).toBe(403);
    expect((await api(ctx.app, { url: '/api/email/group-emails', slug: club.slug, token: staff })).statusCode).toBe(403);
  });
});
