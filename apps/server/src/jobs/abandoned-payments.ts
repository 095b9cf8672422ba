// A parent whose card was charged but whose registration never arrived (closed tab, lost network)
// gets the money back: registration intents still unused an hour after they were created are
// refunded if the provider says they were paid. Runs club by club under each club's RLS context.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { paymentIntents, tenants } from '../db/schema.js';
import type { TxSource } from '../db/tenant-tx.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { refundUnusedIntent } from '../modules/payments/intents.service.js';

export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** Intents older than this are no longer looked at (a week of sweeps is plenty). */
export const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export async function refundAbandonedRegistrationPayments(
  db: TxSource,
  providerFor: (tenantId: string) => Promise<PaymentProvider>,
  log: { error: (obj: object, msg: string) => void },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const oldest = new Date(now.getTime() - SWEEP_WINDOW_MS);
  const clubs = await db.noClub((tx) => tx.select({ id: tenants.id }).from(tenants));
  let refunded = 0;
  for (const club of clubs) {
    const stale = await db.club(club.id)((tx) =>
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
    if (stale.length === 0) continue;
    const provider = await providerFor(club.id);
    const run = db.club(club.id);
    for (const { id } of stale) {
      try {
        const intent = await provider.retrieveIntent(id);
        // An intent never paid is left as it is: if the parent pays it late, the next sweep refunds it.
        if (intent.status === 'succeeded' && !intent.refunded && (await refundUnusedIntent(run, provider, id, log))) refunded++;
      } catch (err) {
        log.error({ err, intentId: id }, 'abandoned payment check failed');
      }
    }
  }
  return refunded;
}
