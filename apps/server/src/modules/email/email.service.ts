// Queuing e-mail: the message goes into the club's outbox (row-level secured) and a pointer into
// the cross-club email_queue, both inside the caller's transaction, so a rolled-back request sends
// nothing and a committed one is delivered even if this process dies (see outbox.ts).
import { randomUUID } from 'node:crypto';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { prebuiltInsert } from '../../db/prebuilt.js';
import { sql } from 'drizzle-orm';
import { emailOutbox, emailQueue } from '../../db/schema.js';

export type EmailKind = 'registration' | 'password_reset' | 'invitation' | 'member' | 'group' | 'contact' | 'reminder' | 'makeup';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Where the recipient's answer goes (the visitor of a contact-form message). */
  replyTo?: string | undefined;
  kind: EmailKind;
};

/** The kinds a family receives as a family: every guardian of the family gets them. */
const FAMILY_KINDS: ReadonlySet<EmailKind> = new Set(['registration', 'member', 'group', 'reminder']);

/** Queues one e-mail in `tx` (opened with the club set); returns its outbox id. Call
 *  `app.outbox.kick()` after the transaction commits to send it at once. An e-mail of a family kind
 *  to a family's address (its first guardian's) is also queued to each other guardian of that family,
 *  so every family e-mail (receipts, reminders, the club's messages) reaches all of its guardians. */
export async function queueEmail(tx: Tx, tenantId: string, email: OutgoingEmail): Promise<string> {
  // The family's other guardians are looked up in the same round trip as the first message.
  const [id, others] = await Promise.all([
    queueOne(tx, tenantId, email),
    FAMILY_KINDS.has(email.kind)
      ? tx.execute<{ email: string }>(sql`
      select u.email from memberships m
        join users u on u.tenant_id = m.tenant_id and u.membership_id = m.id and u.additional_guardian
      where m.email_key = lower(${email.to})
      order by u.created_at, u.id`)
      : null,
  ]);
  for (const o of others?.rows ?? []) await queueOne(tx, tenantId, { ...email, to: o.email });
  return id;
}

async function queueOne(tx: Tx, tenantId: string, email: OutgoingEmail): Promise<string> {
  const id = randomUUID(); // made here: the message and its queue entry go in one round trip
  await Promise.all([
    rowsOf(
      tx,
      insertMessage({
        id,
        tenantId,
        toAddress: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        replyTo: email.replyTo ?? null,
        kind: email.kind,
      }),
    ),
    rowsOf(tx, insertQueueEntry({ emailId: id, clubId: tenantId })),
  ]);
  return id;
}

const insertMessage = prebuiltInsert(emailOutbox, ['id', 'tenantId', 'toAddress', 'subject', 'text', 'html', 'replyTo', 'kind']);
const insertQueueEntry = prebuiltInsert(emailQueue, ['emailId', 'clubId']);
