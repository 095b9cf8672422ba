// A parent whose card was charged but whose registration never arrived (closed tab, lost network)
// gets the money back: registration intents still unused an hour after they were created are
// refunded if the provider says they were paid. Runs for one club, under its RLS context.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema.js';
import { refundUnusedIntent } from '../payments/intents.service.js';
import { outcome, type JobOutcome } from '../../platform/jobs/job-context.js';
import type { PaymentJobContext } from '../payments/payment-job-context.js';

export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** Intents older than this are no longer looked at (a week of sweeps is plenty). */
export const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export async function refundAbandonedRegistrationPayments(ctx: PaymentJobContext): Promise<JobOutcome> {
  const out = outcome();
  const cutoff = new Date(ctx.now.getTime() - ABANDONED_AFTER_MS);
  const oldest = new Date(ctx.now.getTime() - SWEEP_WINDOW_MS);
  const stale = await ctx.run((tx) =>
    tx
      .select({ id: paymentIntents.providerIntentId })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.purpose, 'registration'),
          isNull(paymentIntents.consumedAt),
          isNull(paymentIntents.refundedAt),
          lt(paymentIntents.createdAt, cutoff),
          gt(paymentIntents.createdAt, oldest),
        ),
      )
      .limit(100),
  );
  out.add('refunded', 0);
  if (stale.length === 0) return { counts: out.counts, failures: out.failures };
  const provider = await ctx.provider();
  for (const { id } of stale) {
    try {
      const intent = await provider.retrieveIntent(id);
      // An intent never paid is left as it is: if the parent pays it late, the next sweep refunds it.
      if (intent.status === 'succeeded' && !intent.refunded && (await refundUnusedIntent(ctx.run, provider, id, ctx.log)))
        out.add('refunded');
    } catch (err) {
      out.add('failed');
      out.fail({ invoice_id: null, membership_id: null, family: null, reason: err instanceof Error ? err.message : String(err) });
      ctx.log.error({ err, intentId: id }, 'abandoned payment check failed');
    }
  }
  return { counts: out.counts, failures: out.failures };
}
