import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api, makeClub, paidQuote, registrationBody, type ClubFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { paymentIntents, sandboxIntents } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { ABANDONED_PAYMENTS_JOB } from './jobs-plugin.js';

let ctx: TestContext;
let club: ClubFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

const inClub = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, club.tenantId, fn);

async function status(intentId: string) {
  const [row] = await inClub((tx) =>
    tx.select({ status: sandboxIntents.status }).from(sandboxIntents).where(eq(sandboxIntents.id, intentId)),
  );
  return row?.status;
}

async function age(intentId: string, minutes: number) {
  await inClub((tx) =>
    tx
      .update(paymentIntents)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(paymentIntents.providerIntentId, intentId)),
  );
}

describe('refund of abandoned registration payments', () => {
  it('refunds a paid registration intent left unused for over an hour, once, and leaves the rest alone', async () => {
    const abandoned = await paidQuote(ctx.app, club.slug);
    const recent = await paidQuote(ctx.app, club.slug);
    const unpaid = await paidQuote(ctx.app, club.slug, { card: null });
    const used = await paidQuote(ctx.app, club.slug);
    const reg = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations',
      slug: club.slug,
      body: registrationBody({ paymentIntentId: used.payment_intent_id }),
    });
    expect(reg.statusCode).toBe(201);
    for (const q of [abandoned, unpaid, used]) await age(q.payment_intent_id, 61);

    expect((await ctx.app.jobs.runNow(ABANDONED_PAYMENTS_JOB, club.tenantId)).counts.refunded).toBe(1);
    expect(await status(abandoned.payment_intent_id)).toBe('refunded');
    expect(await status(recent.payment_intent_id)).toBe('succeeded');
    expect(await status(used.payment_intent_id)).toBe('succeeded');
    expect(await status(unpaid.payment_intent_id)).toBe('requires_payment_method');

    // Running again (or on another process) refunds nothing more.
    expect((await ctx.app.jobs.runNow(ABANDONED_PAYMENTS_JOB, club.tenantId)).counts.refunded).toBe(0);
  });
});
