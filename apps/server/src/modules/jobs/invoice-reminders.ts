// Payment reminders: the club's schedule (Manage Settings, email_schedules) sends the family of
// each unpaid invoice an e-mail `before_due_days` days before its due date, one on the due date, and
// one every `overdue_every_days` days while it is overdue (on the due date plus N, 2N, …), in the
// family's language. Each reminder goes once: its key (`reminder:<invoice>:<kind>:<due date>[:<n>]`)
// is claimed in job_claims in the same transaction that queues the e-mail, so a second run, another
// process or an admin's Run now sends nothing more; a new due date is a new reminder. Paid and
// cancelled invoices get none. Days count as the other scheduled jobs count them (the club's day),
// and overdue is the status every screen shows (invoices/invoice-status.ts).
import { sql } from 'drizzle-orm';
import type { EmailSchedules } from '@springboard/contract/settings';
import type { FamilyLanguage } from '@springboard/contract/registrations';
import { writeRecordText, type RecordText } from '@springboard/contract/record-texts';
import type { Tx } from '../../db/tenant-tx.js';
import { queueEmail } from '../email/email.service.js';
import { markOverdue } from '../invoices/invoice-status.js';
import { reminderSchedule } from '../settings/settings.service.js';
import { doOnce } from '../../platform/jobs/claims.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { reminderEmail, type ReminderKind } from './reminder-email.js';

/** Invoices looked at in one run, oldest due first (the rest on the next run). */
export const REMINDER_BATCH = 1000;

const DAY_MS = 86_400_000;

export function remindersOn(s: EmailSchedules): boolean {
  return s.before_due_days !== null || s.on_due_date || s.overdue_every_days !== null;
}

export async function invoiceRemindersOn(ctx: Pick<JobContext, 'run' | 'tenantId'>): Promise<boolean> {
  return remindersOn(await ctx.run((tx) => reminderSchedule(tx, ctx.tenantId)));
}

/** The reminder an invoice due on `dueDate` gets on `today`, if any, with its once-only key. */
export function reminderFor(
  s: EmailSchedules,
  invoiceId: string,
  dueDate: string,
  today: string,
): { kind: ReminderKind; days: number; key: string } | null {
  const until = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const base = `reminder:${invoiceId}`;
  if (until > 0) {
    return s.before_due_days !== null && until <= s.before_due_days
      ? { kind: 'before', days: until, key: `${base}:before:${dueDate}` }
      : null;
  }
  if (until === 0) return s.on_due_date ? { kind: 'due', days: 0, key: `${base}:due:${dueDate}` } : null;
  const late = -until;
  const n = s.overdue_every_days === null ? 0 : Math.floor(late / s.overdue_every_days);
  return n >= 1 ? { kind: 'overdue', days: late, key: `${base}:overdue:${dueDate}:${n}` } : null;
}

type Unpaid = {
  id: string;
  amount_cents: number;
  description: string;
  description_text: RecordText | null;
  due_date: string;
  email: string;
  family: string;
  language: string;
};

/** The unpaid invoices a reminder could be for today: due within the days-before window, on the
 *  due date, or overdue while overdue reminders are on. */
async function unpaidToRemind(tx: Tx, s: EmailSchedules, today: string): Promise<Unpaid[]> {
  const latest = addDays(today, s.before_due_days ?? 0);
  const earliest = s.overdue_every_days !== null ? null : today;
  const res = await tx.execute<Unpaid>(sql`
    select i.id, i.amount_cents - i.paid_cents as amount_cents, i.description, i.description_text, i.due_date::text as due_date, m.email,
           m.first_name || ' ' || m.last_name as family, m.language
    from invoices i join memberships m on m.id = i.membership_id
    where i.status in ('pending', 'overdue')
      and i.amount_cents > i.paid_cents
      and i.due_date <= ${latest}::date
      and (${earliest}::date is null or i.due_date >= ${earliest}::date)
    order by i.due_date, i.id
    limit ${REMINDER_BATCH}`);
  return res.rows;
}

export async function sendInvoiceReminders(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  const sent = await ctx.run(async (tx) => {
    const s = await reminderSchedule(tx, ctx.tenantId);
    if (!remindersOn(s)) return 0;
    // What the e-mail calls overdue is what the family's screen shows.
    await markOverdue(tx, ctx.today);
    const club = (
      await tx.execute<{ name: string; slug: string }>(sql`select name, slug from tenants where id = ${ctx.tenantId}`)
    ).rows[0];
    if (!club) return 0;
    const payUrl = `${ctx.publicUrl}/club/${encodeURIComponent(club.slug)}/member/view-invoice`;
    let count = 0;
    for (const inv of await unpaidToRemind(tx, s, ctx.today)) {
      const due = reminderFor(s, inv.id, inv.due_date, ctx.today);
      if (!due || !(await doOnce(tx, ctx.tenantId, due.key, 'sent'))) continue;
      const language: FamilyLanguage = inv.language === 'es' ? 'es' : 'en';
      const email = reminderEmail({
        kind: due.kind,
        language,
        clubName: club.name,
        familyName: inv.family,
        description: writeRecordText(inv.description_text, inv.description, language),
        amountCents: inv.amount_cents,
        dueDate: inv.due_date,
        days: due.days,
        payUrl,
      });
      await queueEmail(tx, ctx.tenantId, { to: inv.email, kind: 'reminder', ...email });
      count++;
    }
    return count;
  });
  if (sent > 0) ctx.kickOutbox();
  out.add('reminded', sent);
  return { counts: out.counts, failures: out.failures };
}
