// One e-mail from the club to one family (the Send Email panel of View Memberships). The address
// must be a membership's of this club, so the club's mail server cannot be used to write to anyone.
import { type SendEmailBody } from '@springboard/contract/email';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships } from '../../db/schema.js';
import { emailIs } from '../../db/schema/columns.js';
import { AppError } from '../../platform/app-error.js';
import { queueEmail } from './email.service.js';

/** Queues the e-mail in the club's outbox (sent once the transaction commits); returns its id. */
export async function queueMemberEmail(tx: Tx, tenantId: string, body: SendEmailBody): Promise<string> {
  const [family] = await tx
    .select({ email: memberships.email })
    .from(memberships)
    .where(emailIs(memberships.emailKey, body.to))
    .limit(1);
  if (!family) throw new AppError('NOT_FOUND', 'unknown_recipient');
  return queueEmail(tx, tenantId, { to: family.email, subject: body.subject, text: body.message, kind: 'member' });
}
