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

export const ANNUAL_FEE_NOTICE_DAYS = 30;

export async function chargeAnnualFees(ctx: PaymentJobContext): Promise<JobOutcome> {
  const out = outcome();
  const horizon = addDays(ctx.today, ANNUAL_FEE_NOTICE_DAYS);
  const invoiced = await ctx.run(async (tx) => {
    const fee = await registrationFeeCents(tx);
    if (fee <= 0) return 0;
    const res = await tx.execute(sql`
      insert into invoices (tenant_id, membership_id, amount_cents, description, due_date, status, category, run_key)
      select m.tenant_id, m.id, ${fee},
             'Annual membership fee (' || to_char(m.expires_on + 1, 'YYYY-MM-DD') || ' to ' || to_char((m.expires_on + 1) + interval '1 year' - interval '1 day', 'YYYY-MM-DD') || ')',
             m.expires_on, 'pending', 'annual_fee', 'annual:' || m.expires_on::text || ':' || m.id
      from memberships m
      where m.expires_on is not null and m.expires_on <= ${horizon}::date
      on conflict do nothing`);
    return res.rowCount ?? 0;
  });
  out.add('invoiced', invoiced);
  const charged = await chargeAutopayInvoices(ctx, 'annual_fee');
  for (const [k, n] of Object.entries(charged.counts)) out.add(k as keyof typeof charged.counts, n);
  for (const f of charged.failures) out.fail(f);
  out.add('renewed', await renewPaidMemberships(ctx));
  return { counts: out.counts, failures: out.failures };
}
