// Once-only claims of the due items of scheduled work (job_claims, migration 0008). A claim is taken
// in its own committed transaction before the work, and finished, by its holder only, after it:
//
//   - two processes (or a scheduled run and an admin's "run now") reaching the same item: the
//     unique (tenant_id, key) lets one insert win; the other gets nothing and skips the item;
//   - a process that dies after claiming: its lease runs out and the next run takes the claim again
//     (with a new token, so a late finish by the old holder changes nothing) and redoes the work,
//     which must itself be safe to redo (a provider idempotency key, a re-read of the invoice);
//   - a finished claim is never taken again.
import { and, eq, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import { jobClaims } from '../../db/schema.js';

/** How long a claim is held before another run may take it over (a charge takes seconds). */
export const CLAIM_LEASE_SECONDS = 10 * 60;

export type Claim = { id: string; token: string; key: string; attempts: number };

export type ClaimOutcome = 'succeeded' | 'declined' | 'no_card' | 'skipped' | 'sent';

/** Takes the item's claim, or null when it is finished or held by a live run. */
export async function takeClaim(
  run: Runner,
  tenantId: string,
  key: string,
  leaseSeconds = CLAIM_LEASE_SECONDS,
): Promise<Claim | null> {
  return run(async (tx) => {
    const res = await tx.execute<{ id: string; token: string; attempts: number }>(sql`
      insert into job_claims (tenant_id, key, lease_until)
      values (${tenantId}, ${key}, now() + make_interval(secs => ${leaseSeconds}))
      on conflict (tenant_id, key) do update
        set lease_until = excluded.lease_until, token = gen_random_uuid(),
            attempts = job_claims.attempts + 1, claimed_at = now()
        where job_claims.status = 'claimed' and job_claims.lease_until < now()
      returning id, token, attempts`);
    const row = res.rows[0];
    return row ? { id: row.id, token: row.token, key, attempts: row.attempts } : null;
  });
}

/**
 * Marks the claim done inside `tx` (so what else `tx` writes, an e-mail say, happens exactly once
 * with it). False when the claim was taken over meanwhile: the caller should roll back.
 */
export async function finishClaim(tx: Tx, claim: Claim, outcome: ClaimOutcome, detail: string | null = null): Promise<boolean> {
  const rows = await tx
    .update(jobClaims)
    .set({ status: 'done', outcome, detail, finishedAt: new Date() })
    .where(and(eq(jobClaims.id, claim.id), eq(jobClaims.token, claim.token), eq(jobClaims.status, 'claimed')))
    .returning({ id: jobClaims.id });
  return rows.length === 1;
}

/** Gives the claim up at once (a provider that did not answer): the next run may take it. */
export async function releaseClaim(run: Runner, claim: Claim, detail: string): Promise<void> {
  await run((tx) =>
    tx
      .update(jobClaims)
      .set({ leaseUntil: sql`now()`, detail })
      .where(and(eq(jobClaims.id, claim.id), eq(jobClaims.token, claim.token), eq(jobClaims.status, 'claimed'))),
  );
}

/** Claims and finishes in one transaction, for work that is all inside it (a notice e-mail). */
export async function doOnce(tx: Tx, tenantId: string, key: string, outcome: ClaimOutcome): Promise<boolean> {
  const res = await tx.execute<{ id: string }>(sql`
    insert into job_claims (tenant_id, key, status, outcome, lease_until, finished_at)
    values (${tenantId}, ${key}, 'done', ${outcome}, now(), now())
    on conflict (tenant_id, key) do nothing
    returning id`);
  return res.rows.length === 1;
}
