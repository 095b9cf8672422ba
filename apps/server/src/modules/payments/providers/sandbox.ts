// The built-in provider: what Stripe would keep on its side lives in the sandbox_* tables, each
// call in its own transaction as a remote service would be. Cards follow sandbox-cards.ts; saved
// cards keep brand, last4 and expiry only.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { selectAll } from '../../../db/select-list.js';
import { sandboxCustomers, sandboxIntents, sandboxPaymentMethods, sandboxRefunds } from '../../../db/schema.js';
import { rowsOf, type Runner, type Tx } from '../../../db/tenant-tx.js';
import { prebuilt, prebuiltInsert } from '../../../db/prebuilt.js';
import { DECLINES_CHARGES_LAST4, judgeSandboxCard, type CardInput } from './sandbox-cards.js';
import {
  ProviderError,
  type ChargeSavedCardInput,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderMoneyRow,
  type ProviderRefund,
  type ProviderSetup,
  type RefundInput,
  type SavedPaymentMethod,
} from './provider.js';

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type IntentRow = typeof sandboxIntents.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

/** A payment intent with the card that paid it (its properties as the schema names them). */
const PAYMENT_WITH_CARD = `select ${selectAll(sandboxIntents, 'i')},
    case when m.id is null then null else json_build_object('brand', m.brand, 'last4', m.last4, 'expMonth', m.exp_month, 'expYear', m.exp_year) end as "card"
  from sandbox_intents i left join sandbox_payment_methods m on m.tenant_id = i.tenant_id and m.id = i.payment_method_id
  where i.id = $1 and i.kind = 'payment'`;

function toIntent(row: IntentRow, pm: Pick<MethodRow, 'brand' | 'last4' | 'expMonth' | 'expYear'> | null): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    // Like Stripe, a refunded intent still reads 'succeeded'; `refunded` tells them apart.
    status: row.status === 'refunded' ? 'succeeded' : row.status,
    refunded: row.status === 'refunded',
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
    card: pm ? { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear } : null,
    lastError: row.lastError,
    metadata: (row.metadata ?? {}) as Record<string, string>,
  };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    /** Each call in its own transaction of the club, as a remote service would commit it. */
    private readonly run: Runner,
    private readonly tenantId: string,
    /** For the calls that only look (one round trip a statement, no transaction). */
    private readonly read: Runner = run,
  ) {}

  async createCustomer(input: { email?: string | null }): Promise<{ id: string }> {
    const id = rid('sbcus');
    await this.run((tx) => rowsOf(tx, insertCustomer({ id, tenantId: this.tenantId, email: input.email ?? null })));
    return { id };
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const id = rid('sbpi');
    return this.run(async (tx) => {
      const [made] = await tx
        .insert(sandboxIntents)
        .values({
          id,
          tenantId: this.tenantId,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents: input.amountCents,
          customerId: input.customerId ?? null,
          setupFutureUsage: input.setupFutureUsage ? 'off_session' : null,
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      // The same idempotency key answers the intent made the first time.
      const [row] = made
        ? [made]
        : await tx.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
      if (!row) throw new ProviderError('unavailable', 'The sandbox could not create the payment');
      return toIntent(row, null);
    });
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return this.read(async (tx) => {
      const [hit] = await rowsOf<IntentRow & { card: Pick<MethodRow, 'brand' | 'last4' | 'expMonth' | 'expYear'> | null }>(tx, {
        text: PAYMENT_WITH_CARD,
        values: [intentId],
      });
      if (!hit) throw new ProviderError('not_found', 'No such payment');
      return toIntent(hit, hit.card);
    });
  }

  async refund(intentId: string, input: RefundInput): Promise<ProviderRefund> {
    return this.run(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxIntents)
        .where(and(eq(sandboxIntents.id, intentId), eq(sandboxIntents.kind, 'payment')))
        .for('update');
      if (!row) throw new ProviderError('not_found', 'No such payment');
      // The same key answers the refund it made (the intent row, locked above, orders the calls).
      const [done] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (done) return { id: done.id, status: 'succeeded', amountCents: done.amountCents };
      if (row.status !== 'succeeded' && row.status !== 'refunded') {
        throw new ProviderError('invalid', 'Only a completed payment can be refunded');
      }
      const [given] = await tx
        .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.intentId, intentId));
      const left = row.amountCents - (given?.cents ?? 0);
      const amountCents = input.amountCents ?? left;
      if (amountCents <= 0 || amountCents > left) {
        throw new ProviderError('invalid', 'The refund is more than what is left of the payment');
      }
      const id = rid('sbre');
      await tx.insert(sandboxRefunds).values({
        id,
        tenantId: this.tenantId,
        intentId,
        amountCents,
        idempotencyKey: input.idempotencyKey,
      });
      if (row.status === 'succeeded') {
        await tx.update(sandboxIntents).set({ status: 'refunded', updatedAt: new Date() }).where(eq(sandboxIntents.id, intentId));
      }
      return { id, status: 'succeeded', amountCents };
    });
  }

  async listRefunds(since: Date): Promise<ProviderMoneyRow[]> {
    const rows = await this.read((tx) =>
      tx
        .select()
        .from(sandboxRefunds)
        .where(and(gte(sandboxRefunds.createdAt, since), ne(sandboxRefunds.status, 'failed')))
        .orderBy(desc(sandboxRefunds.createdAt), desc(sandboxRefunds.id)),
    );
    return rows.map((r) => ({ intentId: r.intentId, amountCents: r.amountCents, created: r.createdAt, refundId: r.id }));
  }

  async listSucceededCharges(since: Date): Promise<ProviderMoneyRow[]> {
    const rows = await this.read((tx) =>
      tx
        .select({ id: sandboxIntents.id, amountCents: sandboxIntents.amountCents, succeededAt: sandboxIntents.succeededAt })
        .from(sandboxIntents)
        .where(
          and(
            eq(sandboxIntents.kind, 'payment'),
            inArray(sandboxIntents.status, ['succeeded', 'refunded']),
            gte(sandboxIntents.succeededAt, since),
          ),
        )
        .orderBy(desc(sandboxIntents.succeededAt), desc(sandboxIntents.id)),
    );
    return rows.map((r) => ({ intentId: r.id, amountCents: r.amountCents, created: r.succeededAt! }));
  }

  async listPaymentMethods(customerId: string): Promise<SavedPaymentMethod[]> {
    const rows = await this.read((tx) =>
      tx
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customerId, customerId))
        .orderBy(sandboxPaymentMethods.createdAt),
    );
    return rows.map((r) => ({ id: r.id, brand: r.brand, last4: r.last4, expMonth: r.expMonth, expYear: r.expYear }));
  }

  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ProviderIntent> {
    const result = await this.run(async (tx) => {
      const [done] = await tx
        .select({ intent: sandboxIntents, pm: sandboxPaymentMethods })
        .from(sandboxIntents)
        .leftJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxIntents.paymentMethodId))
        .where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
      if (done) return done;
      const [pm] = await tx
        .select()
        .from(sandboxPaymentMethods)
        .where(and(eq(sandboxPaymentMethods.id, input.paymentMethodId), eq(sandboxPaymentMethods.customerId, input.customerId)));
      if (!pm) throw new ProviderError('not_found', 'No such saved card');
      const expired = Date.UTC(pm.expYear, pm.expMonth, 1) <= Date.now();
      const declines = pm.last4 === DECLINES_CHARGES_LAST4;
      const id = rid('sbpi');
      const [row] = await tx
        .insert(sandboxIntents)
        .values({
          id,
          tenantId: this.tenantId,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents: input.amountCents,
          customerId: input.customerId,
          paymentMethodId: pm.id,
          status: expired || declines ? 'requires_payment_method' : 'succeeded',
          succeededAt: expired || declines ? null : new Date(),
          lastError: expired ? 'Your card has expired.' : declines ? 'Your card was declined.' : null,
          metadata: input.metadata ?? {},
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return { intent: row, pm };
      // A concurrent call with the same key won the insert: answer what it made.
      const [again] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
      if (!again) throw new ProviderError('unavailable', 'The sandbox could not charge the card');
      return { intent: again, pm };
    });
    if (result.intent.status !== 'succeeded' && result.intent.status !== 'refunded') {
      throw new ProviderError('card_declined', result.intent.lastError ?? 'Your card was declined.', result.intent.id);
    }
    return toIntent(result.intent, result.pm);
  }

  async createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderSetup> {
    const id = rid('sbseti');
    return this.run(async (tx) => {
      const [customer] = await tx
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, input.customerId));
      if (!customer) throw new ProviderError('not_found', 'No such customer');
      await tx
        .insert(sandboxIntents)
        .values({
          id,
          tenantId: this.tenantId,
          kind: 'setup',
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents: 0,
          customerId: input.customerId,
          setupFutureUsage: 'off_session',
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing();
      const [row] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
      if (!row || row.kind !== 'setup') throw new ProviderError('unavailable', 'The sandbox could not start the card update');
      return { id: row.id, clientSecret: row.clientSecret };
    });
  }

  async useAsDefaultCard(customerId: string, paymentMethodId: string): Promise<SavedPaymentMethod> {
    return this.run(async (tx) => {
      const [pm] = await tx
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId))
        .for('update');
      if (!pm || (pm.customerId !== null && pm.customerId !== customerId))
        throw new ProviderError('not_found', 'No such saved card');
      if (pm.customerId === null) {
        await tx.update(sandboxPaymentMethods).set({ customerId }).where(eq(sandboxPaymentMethods.id, pm.id));
      }
      return { id: pm.id, brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear };
    });
  }

  async detachCard(customerId: string, paymentMethodId: string): Promise<void> {
    const removed = await this.run((tx) =>
      tx
        .delete(sandboxPaymentMethods)
        .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), eq(sandboxPaymentMethods.customerId, customerId)))
        .returning({ id: sandboxPaymentMethods.id }),
    );
    if (removed.length === 0) throw new ProviderError('not_found', 'No such saved card');
  }

  verifyWebhook(): never {
    throw new ProviderError('invalid', 'The sandbox provider sends no webhooks');
  }
}

export type SandboxConfirmOutcome = {
  status: 'succeeded' | 'requires_payment_method';
  error?: string;
  /** A confirmed setup (update-card): the new card, attached to the setup's customer. */
  payment_method?: string;
  /** A refused payment: the intent (to record the failed attempt) and its customer; not sent to the browser. */
  intentId?: string;
  customerId?: string | null;
  saved?: {
    customerId: string;
    paymentMethodId: string;
    card: { brand: string; last4: string; expMonth: number; expYear: number };
  };
};

const insertCustomer = prebuiltInsert(sandboxCustomers, ['id', 'tenantId', 'email']);
const insertCard = prebuiltInsert(sandboxPaymentMethods, [
  'id',
  'tenantId',
  'customerId',
  'brand',
  'last4',
  'expMonth',
  'expYear',
]);
/** A confirmed intent; a payment's (`paid`) also records when it succeeded. */
const intentSucceeded = prebuilt<{ id: string; paymentMethodId: string; paid: boolean }>((q, v) =>
  q
    .update(sandboxIntents)
    .set({
      status: 'succeeded',
      paymentMethodId: sql`${v.paymentMethodId}`,
      lastError: null,
      updatedAt: sql`now()`,
      succeededAt: sql`case when ${v.paid}::boolean then now() else ${sandboxIntents.succeededAt} end`,
    })
    .where(eq(sandboxIntents.id, v.id)),
);

/** What Stripe.js does in the browser, for the sandbox: confirms an intent with a card. Unknown
 *  client secret → not_found; an intent already paid → invalid. */
export async function confirmSandboxIntent(
  tx: Tx,
  tenantId: string,
  clientSecret: string,
  card: CardInput,
): Promise<SandboxConfirmOutcome> {
  const [row] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.clientSecret, clientSecret)).for('update');
  if (!row) throw new ProviderError('not_found', 'Payment not found');
  if (row.status !== 'requires_payment_method') {
    throw new ProviderError(
      'invalid',
      row.kind === 'setup' ? 'This card update has already been completed.' : 'This payment has already been completed.',
    );
  }
  const verdict = judgeSandboxCard(card, new Date(), row.kind === 'setup' ? 'setup' : 'payment');
  if (!verdict.ok) {
    await tx.update(sandboxIntents).set({ lastError: verdict.error, updatedAt: new Date() }).where(eq(sandboxIntents.id, row.id));
    return {
      status: 'requires_payment_method',
      error: verdict.error,
      ...(row.kind === 'payment' ? { intentId: row.id, customerId: row.customerId } : {}),
    };
  }
  const pmId = rid('sbpm');
  const attach = row.setupFutureUsage !== null && row.customerId !== null;
  await Promise.all([
    rowsOf(tx, insertCard({ id: pmId, tenantId, customerId: attach ? row.customerId : null, ...verdict.card })),
    rowsOf(tx, intentSucceeded({ id: row.id, paymentMethodId: pmId, paid: row.kind === 'payment' })),
  ]);
  if (row.kind === 'setup' && row.customerId) {
    return {
      status: 'succeeded',
      payment_method: pmId,
      saved: { customerId: row.customerId, paymentMethodId: pmId, card: verdict.card },
    };
  }
  return { status: 'succeeded' };
}
