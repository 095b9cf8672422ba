// The overdue-invoices job: marks the club's unpaid invoices past their due date `overdue` (and
// puts back to `pending` one whose due date was moved later); see invoices/invoice-status.ts.
import { markOverdue } from '../invoices/invoice-status.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';

export async function flagOverdueInvoices(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  const { overdue } = await ctx.run((tx) => markOverdue(tx, ctx.today));
  out.add('overdue', overdue);
  return { counts: out.counts, failures: out.failures };
}
