// Forgotten, reset and changed passwords. Reset links are single-use, live one hour, and are
// stored only as hashes; any new password ends the user's other sessions.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, passwordResetTokens, users } from '../../db/schema.js';
import { emailIs } from '../../db/schema/columns.js';
import type { Principal } from '../../platform/access.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { hashToken, randomToken } from '../../platform/tokens.js';
import { queueEmail } from '../email/email.service.js';
import { findCredentials } from './auth.service.js';
import { revokeUserSessions } from './sessions.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import { INVITATION_TTL_DAYS } from '@springboard/contract/auth';
import { recordAudit } from '../audit/audit.js';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVITATION_TTL_SECONDS = INVITATION_TTL_DAYS * 24 * 60 * 60;

export type ClubRef = { id: string; slug: string; name: string };

/** Queues a reset e-mail when the address belongs to a user of the club; silent otherwise. It is
 *  written in `language` (the page it was asked from), else the family's own language, else English. */
export async function requestPasswordReset(
  tx: Tx,
  club: ClubRef,
  publicUrl: string,
  email: string,
  language?: 'en' | 'es',
): Promise<boolean> {
  const user = await findCredentials(tx, email);
  if (!user) return false;
  const token = randomToken();
  await tx.insert(passwordResetTokens).values({
    tenantId: club.id,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const family =
    !language && user.membership_id
      ? (await tx.select({ language: memberships.language }).from(memberships).where(eq(memberships.id, user.membership_id)))[0]
      : undefined;
  const words = RESET_TEXT[language ?? (family?.language === 'es' ? 'es' : 'en')];
  const link = `${publicUrl}/club/${encodeURIComponent(club.slug)}/reset-password?token=${encodeURIComponent(token)}`;
  await queueEmail(tx, club.id, {
    to: user.email,
    kind: 'password_reset',
    ...words(club.name, user.first_name, user.email, link),
  });
  return true;
}

const RESET_TEXT = {
  en: (club: string, first: string, email: string, link: string) => ({
    subject: `Reset your ${club} password`,
    text: [
      `Hello ${first},`,
      '',
      `Someone asked to reset the password of your ${club} account (${email}).`,
      'Open this link to choose a new password:',
      '',
      link,
      '',
      'The link works once and expires in one hour.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  }),
  es: (club: string, first: string, email: string, link: string) => ({
    subject: `Restablezca su contraseña de ${club}`,
    text: [
      `Hola, ${first}:`,
      '',
      `Alguien pidió restablecer la contraseña de su cuenta de ${club} (${email}).`,
      'Abra este enlace para elegir una contraseña nueva:',
      '',
      link,
      '',
      'El enlace funciona una sola vez y caduca en una hora.',
      'Si usted no lo pidió, no tenga en cuenta este mensaje: su contraseña sigue igual.',
    ].join('\n'),
  }),
} as const;

const INVITATION_TEXT = {
  en: (club: string, first: string, role: string, email: string, link: string) => ({
    subject: `You are invited to ${club}`,
    text: [
      `Hello ${first},`,
      '',
      `${club} added you as ${role === 'admin' ? 'an admin' : 'staff'}. Your sign-in is ${email}.`,
      'Open this link to choose your password:',
      '',
      link,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. If it has expired, use "Forgot password" on the sign-in page.`,
    ].join('\n'),
  }),
  es: (club: string, first: string, role: string, email: string, link: string) => ({
    subject: `Invitación de ${club}`,
    text: [
      `Hola, ${first}:`,
      '',
      `${club} le ha añadido como ${role === 'admin' ? 'administrador' : 'personal del club'}. Su usuario es ${email}.`,
      'Abra este enlace para elegir su contraseña:',
      '',
      link,
      '',
      `El enlace funciona una sola vez y caduca en ${INVITATION_TTL_DAYS} días. Si ha caducado, use "¿Olvidó su contraseña?" en la página de inicio de sesión.`,
    ].join('\n'),
  }),
} as const;

/** E-mails a new staff member a single-use link to choose their own password (the reset page,
 *  with a longer life than a reset link). */
export async function queueStaffInvitation(
  tx: Tx,
  club: ClubRef,
  publicUrl: string,
  user: { id: string; email: string; firstName: string; role: string },
  language: 'en' | 'es',
): Promise<void> {
  const link = await invitationLink(tx, club, publicUrl, user.id);
  const message = INVITATION_TEXT[language](club.name, user.firstName, user.role, user.email, link);
  await queueEmail(tx, club.id, { to: user.email, kind: 'invitation', ...message });
}

/** A single-use link to the reset page that lives as long as an invitation. */
async function invitationLink(tx: Tx, club: ClubRef, publicUrl: string, userId: string): Promise<string> {
  const token = randomToken();
  await tx.insert(passwordResetTokens).values({
    tenantId: club.id,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000),
  });
  return `${publicUrl}/club/${encodeURIComponent(club.slug)}/reset-password?token=${encodeURIComponent(token)}&invited=1`;
}

const GUARDIAN_INVITATION_TEXT = {
  en: (club: string, inviter: string, email: string, link: string) => ({
    subject: `${inviter} invites you to your family's ${club} account`,
    text: [
      'Hello,',
      '',
      `${inviter} added you as a guardian of their family at ${club}: you will see the same athletes, invoices and payments, and receive the family's e-mails. Your sign-in is ${email}.`,
      'Open this link to choose your password:',
      '',
      link,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. If it has expired, use "Forgot password" on the sign-in page.`,
    ].join('\n'),
  }),
  es: (club: string, inviter: string, email: string, link: string) => ({
    subject: `${inviter} le invita a la cuenta de su familia en ${club}`,
    text: [
      'Hola:',
      '',
      `${inviter} le ha añadido como tutor de su familia en ${club}: verá los mismos atletas, facturas y pagos, y recibirá los correos de la familia. Su usuario es ${email}.`,
      'Abra este enlace para elegir su contraseña:',
      '',
      link,
      '',
      `El enlace funciona una sola vez y caduca en ${INVITATION_TTL_DAYS} días. Si ha caducado, use "¿Olvidó su contraseña?" en la página de inicio de sesión.`,
    ].join('\n'),
  }),
} as const;

/** E-mails a family's new guardian a link to choose their password (the reset page, as a staff
 *  invitation), in the family's language. */
export async function queueGuardianInvitation(
  tx: Tx,
  club: ClubRef,
  publicUrl: string,
  invitee: { id: string; email: string },
  inviterName: string,
  language: 'en' | 'es',
): Promise<void> {
  const link = await invitationLink(tx, club, publicUrl, invitee.id);
  const message = GUARDIAN_INVITATION_TEXT[language](club.name, inviterName, invitee.email, link);
  await queueEmail(tx, club.id, { to: invitee.email, kind: 'invitation', ...message });
}

async function setPassword(tx: Tx, userId: string, password: string, reason: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeUserSessions(tx, userId, reason);
  // Any other link still in someone's inbox must not undo this password.
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Follows a reset link: the token is spent in the same statement that checks it. */
export async function resetWithToken(tx: Tx, token: string, password: string): Promise<void> {
  const [spent] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!spent) throw new AppError('BAD_REQUEST', 'invalid_reset_link');
  await setPassword(tx, spent.userId, password, 'password_reset');
}

/** An admin sets another user's password; the id and address must name the same user. */
export async function adminResetPassword(
  tx: Tx,
  body: { userId: string; email: string; newPassword: string },
  admin: { id: string; tenantId: string },
): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.userId), emailIs(users.emailKey, body.email)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'user_not_found');
  await setPassword(tx, user.id, body.newPassword, 'password_reset_by_admin');
  await recordAudit(tx, {
    tenantId: admin.tenantId,
    actorUserId: admin.id,
    action: 'password_reset_by_admin',
    entity: 'user',
    entityId: user.id,
  });
}

/** A signed-in user changes their own password; their other sessions end, this one stays. */
export async function changePassword(
  run: Runner,
  me: Principal,
  body: { email: string; password: string; newPassword: string },
): Promise<void> {
  if (body.email.toLowerCase() !== me.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'own_password_only');
  }
  const found = await run((tx) => findCredentials(tx, me.email));
  if (!found || found.id !== me.id) throw new AppError('UNAUTHORIZED', 'authentication_required');
  if (!(await verifyPassword(found.passwordHash, body.password))) {
    throw fieldError('password', 'wrong_current_password');
  }
  const passwordHash = await hashPassword(body.newPassword);
  await run(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
    await revokeUserSessions(tx, me.id, 'password_changed', me.sessionId);
  });
}
