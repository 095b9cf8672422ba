// Send Group Email: the admin writes to every family with an athlete enrolled in some
// of a program's slots. One e-mail per family (by its membership e-mail), however many of its
// athletes or slots match, and none to anyone else; each queued in the outbox with its status.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type SendGroupEmailBody } from '@springboard/contract/email';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, enrollments, memberships, programs, programSlots } from '../../db/schema.js';
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
    .selectDistinctOn([sql`lower(${memberships.email})`], { email: memberships.email })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(memberships, eq(memberships.id, athletes.membershipId))
    .where(inArray(enrollments.slotId, wanted))
    .orderBy(sql`lower(${memberships.email})`);
  return rows.map((r) => r.email);
}

/** Queues the e-mail for each family (sent once the transaction commits); returns how many. */
export async function queueGroupEmail(tx: Tx, tenantId: string, body: SendGroupEmailBody): Promise<number> {
  const to = await groupRecipients(tx, body.programId, body.slotIds);
  if (to.length === 0) throw fieldError('slotIds', 'no_families_in_slots');
  for (const address of to)
    await queueEmail(tx, tenantId, { to: address, subject: body.subject, text: body.message, kind: 'group' });
  return to.length;
}
