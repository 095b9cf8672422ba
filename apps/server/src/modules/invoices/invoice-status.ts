// When an unpaid invoice is overdue. The status is stored, not derived when read: every answer,
// screen, filter (`status=overdue`, `status=pending`), sort and index reads the one `status` column,
// so what a list shows and what its filter finds can never disagree. The overdue-invoices job keeps
// it true every quarter hour, counting days as the other scheduled jobs do (the club's day, in
// JOBS_TIME_ZONE): an invoice not paid or cancelled whose due date is before that day is `overdue`;
// one whose due date was moved to that day or later is `pending` again. Late fees and payment
// reminders call the same function first, so they act on the status a family sees.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';

/** Brings every unpaid invoice of the club's transaction in line with `today`; the invoices changed. */
export async function markOverdue(tx: Tx, today: string): Promise<{ overdue: number; pending: number }> {
  const late = await tx.execute(sql`
    update invoices set status = 'overdue'
    where status = 'pending' and due_date < ${today}::date`);
  const back = await tx.execute(sql`
    update invoices set status = 'pending'
    where status = 'overdue' and due_date >= ${today}::date`);
  return { overdue: late.rowCount ?? 0, pending: back.rowCount ?? 0 };
}
