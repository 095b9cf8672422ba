// The sandbox provider's refunds (partial ones, once per idempotency key, never more than was paid)
// and its lists of succeeded charges and refunds, as the reconciliation reads Stripe's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addClub, type TestClub } from '../../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { sandboxIntents, sandboxRefunds } from '../../../db/schema.js';
import { txSource, withTenant } from '../../../db/tenant-tx.js';
import { ProviderError } from './provider.js';
import { confirmSandboxIntent, SandboxProvider } from './sandbox.js';
import { SANDBOX_CARDS } from './sandbox-cards.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let sandbox: SandboxProvider;

beforeAll(async () => {
  ctx = await createTestApp();
  [club, other] = await Promise.all([addClub(ctx), addClub(ctx)]);
  sandbox = new SandboxProvider(txSource(ctx.database.db).club(club.tenantId), club.tenantId);
});
afterAll(async () => ctx?.close());

const card = { cardNumber: SANDBOX_CARDS.success, expMonth: 12, expYear: 2040, cvc: '123' };

async function paid(provider: SandboxProvider, tenantId: string, amountCents: number, key: string) {
  const intent = await provider.createPaymentIntent({ amountCents, setupFutureUsage: false, idempotencyKey: key, metadata: {} });
  await withTenant(ctx.database.db, tenantId, (tx) => confirmSandboxIntent(tx, tenantId, intent.clientSecret!, card));
  return intent.id;
}

describe('sandbox refunds', () => {
  it('refunds in parts, answers a repeated key with the same refund, and refuses more than is left', async () => {
    const intentId = await paid(sandbox, club.tenantId, 5000, 'pay-1');
    const first = await sandbox.refund(intentId, { amountCents: 1200, idempotencyKey: 'r1' });
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 1200 });
    expect(await sandbox.refund(intentId, { amountCents: 1200, idempotencyKey: 'r1' })).toEqual(first);
    expect((await sandbox.retrieveIntent(intentId)).refunded).toBe(true);
    // 50.00 − 12.00 = 38.00 left.
    await expect(sandbox.refund(intentId, { amountCents: 3801, idempotencyKey: 'r2' })).rejects.toBeInstanceOf(ProviderError);
    expect((await sandbox.refund(intentId, { idempotencyKey: 'r3' })).amountCents).toBe(3800);
    await expect(sandbox.refund(intentId, { amountCents: 1, idempotencyKey: 'r4' })).rejects.toMatchObject({ kind: 'invalid' });
    const rows = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, intentId)),
    );
    expect(rows.map((r) => r.amountCents).sort()).toEqual([1200, 3800]);
  });

  it('refuses a payment that never succeeded', async () => {
    const intent = await sandbox.createPaymentIntent({
      amountCents: 900,
      setupFutureUsage: false,
      idempotencyKey: 'unpaid',
      metadata: {},
    });
    await expect(sandbox.refund(intent.id, { idempotencyKey: 'r-unpaid' })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it("lists the club's succeeded charges and refunds since a time, newest first, not another club's", async () => {
    const since = new Date(Date.now() - 1000);
    const a = await paid(sandbox, club.tenantId, 2000, 'list-a');
    const b = await paid(sandbox, club.tenantId, 3000, 'list-b');
    const unpaid = await sandbox.createPaymentIntent({
      amountCents: 700,
      setupFutureUsage: false,
      idempotencyKey: 'list-c',
      metadata: {},
    });
    const ra = await sandbox.refund(a, { amountCents: 500, idempotencyKey: 'list-ra' });
    const otherSandbox = new SandboxProvider(txSource(ctx.database.db).club(other.tenantId), other.tenantId);
    const elsewhere = await paid(otherSandbox, other.tenantId, 4000, 'list-x');
    await otherSandbox.refund(elsewhere, { idempotencyKey: 'list-rx' });

    const charges = await sandbox.listSucceededCharges(since);
    const ids = charges.map((c) => c.intentId);
    expect(ids).toContain(a);
    expect(ids).toContain(b);
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(elsewhere);
    // Refunded in part, the charge is still listed with its whole amount.
    expect(charges.find((c) => c.intentId === a)).toEqual({ intentId: a, amountCents: 2000, created: expect.any(Date) });
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));

    const refunds = await sandbox.listRefunds(since);
    expect(refunds.find((r) => r.intentId === a)).toEqual({
      intentId: a,
      amountCents: 500,
      created: expect.any(Date),
      refundId: ra.id,
    });
    expect(refunds.map((r) => r.intentId)).not.toContain(elsewhere);

    // A later `since` leaves out what came before it.
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx
        .update(sandboxIntents)
        .set({ succeededAt: new Date(since.getTime() - 60_000) })
        .where(eq(sandboxIntents.id, b)),
    );
    expect((await sandbox.listSucceededCharges(since)).map((c) => c.intentId)).not.toContain(b);
  });
});
