// A visitor's message to the club from the public site's contact form: queued in the club's outbox
// to the e-mail address of its published contact details, with the visitor as Reply-To, so the club
// answers them from its own mail program. The text carries the sender's name and address too, for a
// mail program that hides Reply-To.
import { eq } from 'drizzle-orm';
import { contactAddressOf, type ContactBody } from '@springboard/contract/contact';
import type { Tx } from '../../db/tenant-tx.js';
import { clubSettings } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { queueEmail } from '../email/email.service.js';

export type ContactClub = { id: string; name: string };

/** The club's contact e-mail address, as the contact page shows it; null when none is published. */
export async function clubContactAddress(tx: Tx, tenantId: string): Promise<string | null> {
  const [row] = await tx.select({ info: clubSettings.contactInfo }).from(clubSettings).where(eq(clubSettings.tenantId, tenantId));
  return contactAddressOf(row?.info);
}

export function contactEmailText(club: ContactClub, body: Pick<ContactBody, 'name' | 'email' | 'message'>): string {
  return [
    `${body.name} <${body.email}> wrote through the contact form of the ${club.name} website:`,
    '',
    body.message,
    '',
    '—',
    `Reply to this e-mail to answer ${body.name} at ${body.email}.`,
  ].join('\n');
}

/** Queues the message (or, for a filled honeypot, nothing); returns the outbox id, null when nothing was queued. */
export async function sendContactMessage(tx: Tx, club: ContactClub, body: ContactBody): Promise<string | null> {
  const to = await clubContactAddress(tx, club.id);
  if (!to) throw new AppError('CONFLICT', 'contact_no_address');
  // A robot filled the field people never see: it is told the message went, and nothing is sent.
  if (body.website?.trim()) return null;
  return queueEmail(tx, club.id, {
    to,
    replyTo: body.email,
    subject: `Message from ${body.name} via the ${club.name} website`,
    text: contactEmailText(club, body),
    kind: 'contact',
  });
}
