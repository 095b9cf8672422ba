// The annual fee: a membership
// runs one year (memberships.expires_on is its last day) and the annual fee, the pricing config's
// registration fee, renews it. This job, daily and when an admin asks:
//   1. makes the annual fee invoice of each membership ending within ANNUAL_FEE_NOTICE_DAYS, once per
//      term (invoices.run_key `annual:<last day>:<membership>`), due on the membership's last day;
//   2. charges the annual fee invoices that are due of families with autopay on (automatic-charge.ts);
//   3. renews, for a year, the memberships whose annual fee for the coming term is paid.
import { sql } from 'drizzle-orm';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { outcome, type JobOutcome } from '../../platform/jobs/job-context.js';
import type { PaymentJobContext } from './payment-job-context.js';
import { renewPaidMemberships } from '../memberships/memberships.service.js';
import { registrationFeeCents } from '../pricing/pricing.service.js';
import { chargeAutopayInvoices } from './automatic-charge.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import { recordTextOf } from '@springboard/contract/record-texts';

export const ANNUAL_FEE_NOTICE_DAYS = 30;

export async function chargeAnnualFees(ctx: PaymentJobContext): Promise<JobOutcome> {
  const out = outcome();
  const horizon = addDays(ctx.today, ANNUAL_FEE_NOTICE_DAYS);
  const invoiced = await ctx.run(async (tx) => {
    const fee = await registrationFeeCents(tx);
    if (fee <= 0) return 0;
    const due = await tx.execute<{ id: string; expires_on: string; term_start: string; term_end: string }>(sql`
      select m.id, m.expires_on::text as expires_on, to_char(m.expires_on + 1, 'YYYY-MM-DD') as term_start,
             to_char((m.expires_on + 1) + interval '1 year' - interval '1 day', 'YYYY-MM-DD') as term_end
      from memberships m
      where m.expires_on is not null and m.expires_on <= ${horizon}::date
        and not exists (select 1 from invoices i where i.run_key = 'annual:' || m.expires_on::text || ':' || m.id)
      order by m.expires_on, m.id`);
    let made = 0;
    for (const m of due.rows) {
      const description = `Annual membership fee (${m.term_start} to ${m.term_end})`;
      const descriptionText = recordTextOf('annual_fee', { from: m.term_start, to: m.term_end }).text;
      const id = await insertInvoice(tx, {
        tenantId: ctx.tenantId,
        membershipId: m.id,
        description,
        descriptionText,
        dueDate: m.expires_on,
        category: 'annual_fee',
        runKey: `annual:${m.expires_on}:${m.id}`,
        lines: [{ kind: 'registration_fee', description, descriptionText, athleteId: null, amountCents: fee }],
      });
      if (id) made++;
    }
    return made;
  });
  out.add('invoiced', invoiced);
  const charged = await chargeAutopayInvoices(ctx, 'annual_fee');
  for (const [k, n] of Object.entries(charged.counts)) out.add(k as keyof typeof charged.counts, n);
  for (const f of charged.failures) out.fail(f);
  out.add('renewed', await renewPaidMemberships(ctx));
  return { counts: out.counts, failures: out.failures };
}
