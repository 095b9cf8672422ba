// Send Group Email: the admin writes to every family with an athlete enrolled in some
// of a program's slots. One e-mail per family (by its membership e-mail), however many of its
// athletes or slots match, and none to anyone else; each queued in the outbox with its status. The
// admin sees a preview first, and each sending is kept in the club's history.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  GROUP_EMAIL_HISTORY_LIMIT,
  type GroupEmailPreview,
  type GroupEmailRecord,
  type SendGroupEmailBody,
} from '@springboard/contract/email';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, enrollments, groupEmails, memberships, programs, programSlots } from '../../db/schema.js';
import { fieldError } from '../../platform/app-error.js';
import { queueEmail } from './email.service.js';

/** The families' addresses, one each (lower-cased e-mail decides "the same family address"). */
export async function groupRecipients(tx: Tx, programId: string, slotIds: readonly string[]): Promise<string[]> {
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!program) throw fieldError('programId', 'program_not_found', 'NOT_FOUND');
  const wanted = [...new Set(slotIds)];
  const found = await tx
    .select({ id: programSlots.id })
    .from(programSlots)
    .where(and(eq(programSlots.programId, programId), inArray(programSlots.id, wanted)));
  if (found.length !== wanted.length) throw fieldError('slotIds', 'slot_not_found', 'NOT_FOUND');
  const rows = await tx
    .selectDistinctOn([memberships.emailKey], { email: memberships.email })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(memberships, eq(memberships.id, athletes.membershipId))
    .where(inArray(enrollments.slotId, wanted))
    .orderBy(memberships.emailKey);
  return rows.map((r) => r.email);
}

/** Queues the e-mail for each family (sent once the transaction commits) and keeps it in the club's
 *  history with who sent it; returns how many families. */
export async function queueGroupEmail(
  tx: Tx,
  tenantId: string,
  body: SendGroupEmailBody,
  sender: { id: string; name: string },
): Promise<number> {
  const to = await groupRecipients(tx, body.programId, body.slotIds);
  if (to.length === 0) throw fieldError('slotIds', 'no_families_in_slots');
  for (const address of to)
    await queueEmail(tx, tenantId, { to: address, subject: body.subject, text: body.message, kind: 'group' });
  const [program] = await tx.select({ label: programs.label }).from(programs).where(eq(programs.id, body.programId));
  await tx.insert(groupEmails).values({
    tenantId,
    programId: body.programId,
    programLabel: program?.label ?? '',
    slotIds: [...new Set(body.slotIds)],
    subject: body.subject,
    message: body.message,
    recipients: to.length,
    sentBy: sender.id,
    sentByName: sender.name,
  });
  return to.length;
}

/** What queueGroupEmail would send, without sending: the families' count and the message as they
 *  receive it, from the club. Refuses what sending refuses. */
export async function previewGroupEmail(tx: Tx, clubName: string, body: SendGroupEmailBody): Promise<GroupEmailPreview> {
  const to = await groupRecipients(tx, body.programId, body.slotIds);
  if (to.length === 0) throw fieldError('slotIds', 'no_families_in_slots');
  return { recipients: to.length, from: clubName, subject: body.subject, text: body.message };
}

/** The club's group e-mails, newest first. */
export async function groupEmailHistory(tx: Tx): Promise<GroupEmailRecord[]> {
  const rows = await tx
    .select()
    .from(groupEmails)
    .orderBy(desc(groupEmails.createdAt), desc(groupEmails.id))
    .limit(GROUP_EMAIL_HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    sent_at: r.createdAt.toISOString(),
    subject: r.subject,
    message: r.message,
    program: r.programLabel,
    slots: r.slotIds.length,
    recipients: r.recipients,
    sent_by: r.sentByName,
  }));
}
