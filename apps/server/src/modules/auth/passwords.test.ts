import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  api,
  makeClub,
  makeUser,
  signIn,
  tokenFor,
  uniqueEmail,
  type ClubFixture,
  type UserFixture,
} from '../../../test/factories.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';

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

const post = (url: string, body: unknown, token?: string, slug = club.slug) =>
  api(ctx.app, { method: 'POST', url, slug, body, ...(token ? { token } : {}) });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });
const loginStatus = async (email: string, password: string) => (await post('/api/auth/login', { email, password })).statusCode;
const meStatus = async (token: string) => (await api(ctx.app, { url: '/api/auth/me', slug: club.slug, token })).statusCode;

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, club.tenantId, async (tx) => (await tx.execute(query)).rows as T[]);
}

/** Asks for a link, lets the outbox deliver it over SMTP, and returns the token in it. */
async function resetTokenFor(user: UserFixture): Promise<string> {
  const before = smtp.messages.length;
  expect((await forgot(user.email)).statusCode).toBe(200);
  await ctx.app.outbox.drain();
  const mail = smtp.messages.slice(before).find((m) => m.to.includes(user.email));
  expect(mail, 'reset e-mail').toBeDefined();
  const link = new RegExp(`http://club\\.test/club/${club.slug}/reset-password\\?token=([\\w-]+)`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return link![1]!;
}

describe('POST /api/auth/forgot-password → e-mail → POST /api/auth/reset-password', () => {
  it('e-mails a link that sets a new password and ends every old session', async () => {
    const user = await makeUser(ctx.database.db, club);
    const old = await signIn(ctx.app, club.slug, user.email, user.password);
    const token = await resetTokenFor(user);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe(`Reset your ${club.name} password`);
    expect(mail.text).toContain('expires in one hour');

    const res = await reset(token, 'a brand new secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Password updated successfully!' });
    expect(await loginStatus(user.email, 'a brand new secret')).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await meStatus(old.access_token)).toBe(401);

    const [row] = await q<{ status: string; kind: string }>(
      sql`select status, kind from email_outbox where to_address = ${user.email}`,
    );
    expect(row).toEqual({ status: 'sent', kind: 'password_reset' });
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const user = await makeUser(ctx.database.db, club);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@example.test');
    const elsewhere = await forgot(other.admin.email); // a user, but of another club
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(elsewhere.body).toBe(known.body);
    expect(known.json().message).toMatch(/reset link has been sent/);
    await ctx.app.outbox.drain();
    const queued = await q<{ to_address: string }>(
      sql`select to_address from email_outbox where to_address in ('nobody-at-all@example.test', ${other.admin.email})`,
    );
    expect(queued).toEqual([]);
    expect(smtp.messages.some((m) => m.to.includes('nobody-at-all@example.test') || m.to.includes(other.admin.email))).toBe(
      false,
    );
  });

  it('works a link only once', async () => {
    const user = await makeUser(ctx.database.db, club);
    const token = await resetTokenFor(user);
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: 'Invalid or expired link', code: 'invalid_reset_link' });
    expect(await loginStatus(user.email, 'first new password')).toBe(200);
  });

  it('spends the other open links of the user when one is used', async () => {
    const user = await makeUser(ctx.database.db, club);
    const first = await resetTokenFor(user);
    const second = await resetTokenFor(user);
    expect((await reset(second, 'from the second link')).statusCode).toBe(200);
    expect((await reset(first, 'from the first link')).statusCode).toBe(400);
  });

  it('refuses an expired link, a garbage token, and a link used at another club', async () => {
    const user = await makeUser(ctx.database.db, club);
    const token = await resetTokenFor(user);
    await q(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    for (const res of [await reset(token, 'too late for this'), await reset('garbage-token', 'whatever password')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid or expired link');
    }
    const fresh = await resetTokenFor(user);
    const wrongClub = await post(
      '/api/auth/reset-password',
      { token: fresh, password: 'other club pass' },
      undefined,
      other.slug,
    );
    expect(wrongClub.statusCode).toBe(400);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('refuses a new password under 8 characters without spending the link', async () => {
    const user = await makeUser(ctx.database.db, club);
    const token = await resetTokenFor(user);
    const res = await reset(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Password must be at least 8 characters.');
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password (admin variant)', () => {
  const adminReset = (token: string | undefined, user: UserFixture, newPassword = 'set by the admin', slug = club.slug) =>
    post('/api/auth/reset-password', { email: user.email, newPassword, isAdmin: true, userId: user.id }, token, slug);

  it("lets an admin of the club set a user's password, ending that user's sessions", async () => {
    const user = await makeUser(ctx.database.db, club, { role: 'staff' });
    const theirs = await signIn(ctx.app, club.slug, user.email, user.password);
    const admin = await signIn(ctx.app, club.slug, club.admin.email, club.admin.password);
    const res = await adminReset(admin.access_token, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully!');
    expect(await loginStatus(user.email, 'set by the admin')).toBe(200);
    expect(await meStatus(theirs.access_token)).toBe(401);
    expect(await meStatus(admin.access_token)).toBe(200);
  });

  it('refuses without a token (401), as staff (403), as the admin of another club (403)', async () => {
    const user = await makeUser(ctx.database.db, club);
    const staff = await makeUser(ctx.database.db, club, { role: 'staff' });
    const staffToken = (await signIn(ctx.app, club.slug, staff.email, staff.password)).access_token;
    const otherAdmin = (await signIn(ctx.app, other.slug, other.admin.email, other.admin.password)).access_token;
    expect((await adminReset(undefined, user)).statusCode).toBe(401);
    expect((await adminReset(staffToken, user)).statusCode).toBe(403);
    expect((await adminReset(otherAdmin, user)).statusCode).toBe(403);
    // The other club's admin cannot reach this user through their own club either.
    expect((await adminReset(otherAdmin, user, 'set by the admin', other.slug)).statusCode).toBe(404);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('answers 404 when the id and the address name different users', async () => {
    const a = await makeUser(ctx.database.db, club);
    const b = await makeUser(ctx.database.db, club);
    const admin = await signIn(ctx.app, club.slug, club.admin.email, club.admin.password);
    const res = await post(
      '/api/auth/reset-password',
      { email: a.email, newPassword: 'mismatched one', isAdmin: true, userId: b.id },
      admin.access_token,
    );
    expect(res.statusCode).toBe(404);
    expect(await loginStatus(b.email, b.password)).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, body: Record<string, string>) => post('/api/auth/change-password', body, token);

  it('changes the own password, keeps this session and ends the others', async () => {
    const user = await makeUser(ctx.database.db, club);
    const here = await signIn(ctx.app, club.slug, user.email, user.password);
    const there = await signIn(ctx.app, club.slug, user.email, user.password);
    const res = await change(here.access_token, { email: user.email, password: user.password, newPassword: 'my new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully!');
    expect(await loginStatus(user.email, 'my new password')).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await meStatus(here.access_token)).toBe(200);
    expect(await meStatus(there.access_token)).toBe(401);
  });

  it('refuses a wrong current password with a clear 400', async () => {
    const user = await makeUser(ctx.database.db, club);
    const s = await signIn(ctx.app, club.slug, user.email, user.password);
    const res = await change(s.access_token, { email: user.email, password: 'not my password', newPassword: 'my new password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Current password is incorrect.',
      code: 'wrong_current_password',
      details: [{ field: 'password', message: 'Current password is incorrect.', code: 'wrong_current_password' }],
    });
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('refuses a short new password with the form message', async () => {
    const user = await makeUser(ctx.database.db, club);
    const s = await signIn(ctx.app, club.slug, user.email, user.password);
    const res = await change(s.access_token, { email: user.email, password: user.password, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Password must be at least 8 characters.');
  });

  it("refuses another user's account, and callers who are not signed in", async () => {
    const user = await makeUser(ctx.database.db, club);
    const victim = await makeUser(ctx.database.db, club);
    const s = await signIn(ctx.app, club.slug, user.email, user.password);
    const res = await change(s.access_token, { email: victim.email, password: victim.password, newPassword: 'taken over now' });
    expect(res.statusCode).toBe(403);
    expect(await loginStatus(victim.email, victim.password)).toBe(200);
    const anonymous = await post('/api/auth/change-password', {
      email: user.email,
      password: user.password,
      newPassword: 'taken over now',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Add New Staff without a password → invitation e-mail → the person chooses their own', () => {
  async function admin(): Promise<string> {
    const a = await makeUser(ctx.database.db, club, { role: 'admin' });
    return tokenFor(ctx.app, club, { id: a.id, role: 'admin' });
  }

  it('creates the staff member, e-mails a 7-day link in the language asked for, and the link sets the password', async () => {
    const token = await admin();
    const email = uniqueEmail('invited');
    const before = smtp.messages.length;
    const res = await post('/api/auth/register', { email, firstName: 'Inés', lastName: 'Vidal', language: 'es' }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email, role: 'staff', invited: true });
    expect(res.json().message).toBe('Staff registered; an invitation to choose a password was e-mailed to them');

    await ctx.app.outbox.drain();
    const mail = smtp.messages.slice(before).find((m) => m.to.includes(email))!;
    // The catcher keeps the subject as sent (encoded words); the outbox has it as written.
    const [sent] = await q<{ subject: string; kind: string }>(
      sql`select subject, kind from email_outbox where to_address = ${email}`,
    );
    expect(sent).toEqual({ subject: `Invitación de ${club.name}`, kind: 'invitation' });
    expect(mail.text).toContain('Hola, In');
    expect(mail.text).toContain('caduca en 7 días');
    const link = new RegExp(`http://club\\.test/club/${club.slug}/reset-password\\?token=([\\w-]+)&invited=1`).exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const [row] = await q<{ hours: number }>(
      sql`select round(extract(epoch from expires_at - now()) / 3600) as hours from password_reset_tokens t join users u on u.id = t.user_id where u.email = ${email}`,
    );
    expect(Number(row!.hours)).toBe(7 * 24);

    // Nobody can sign in before the link is used; after, with the password they chose.
    expect(await loginStatus(email, 'chosen-by-ines')).toBe(401);
    expect((await reset(link![1]!, 'chosen-by-ines')).statusCode).toBe(200);
    expect(await loginStatus(email, 'chosen-by-ines')).toBe(200);
    // The link works once.
    expect((await reset(link![1]!, 'another-one-123')).statusCode).toBe(400);
  });

  it('with a password, signs in with it and e-mails nothing', async () => {
    const token = await admin();
    const email = uniqueEmail('direct');
    const before = smtp.messages.length;
    const res = await post('/api/auth/register', { email, password: 'set-by-admin-1', firstName: 'Al', lastName: 'Set' }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { invited: false }, message: 'Staff registered successfully' });
    await ctx.app.outbox.drain();
    expect(smtp.messages.slice(before).some((m) => m.to.includes(email))).toBe(false);
    expect(await loginStatus(email, 'set-by-admin-1')).toBe(200);
  });

  it('an English invitation by default', async () => {
    const token = await admin();
    const email = uniqueEmail('english');
    const before = smtp.messages.length;
    expect((await post('/api/auth/register', { email, firstName: 'Em', lastName: 'Eng' }, token)).statusCode).toBe(201);
    await ctx.app.outbox.drain();
    const mail = smtp.messages.slice(before).find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe(`You are invited to ${club.name}`);
    expect(mail.text).toContain('expires in 7 days');
  });
});
