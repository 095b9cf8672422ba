// Queuing e-mail: the message goes into the club's outbox (row-level secured) and a pointer into
// the cross-club email_queue, both inside the caller's transaction, so a rolled-back request sends
// nothing and a committed one is delivered even if this process dies (see outbox.ts).
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant-tx.js';
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

/** Queues one e-mail in `tx` (opened with the club set); returns its outbox id. Call
 *  `app.outbox.kick()` after the transaction commits to send it at once. */
export async function queueEmail(tx: Tx, tenantId: string, email: OutgoingEmail): Promise<string> {
  const id = randomUUID(); // made here: the message and its queue entry go in one round trip
  await Promise.all([
    tx.insert(emailOutbox).values({
      id,
      tenantId,
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
      kind: email.kind,
    }),
    tx.insert(emailQueue).values({ emailId: id, clubId: tenantId }),
  ]);
  return id;
}
