// Stripe with the club's own keys: PaymentIntents (card, saved for off-session use when asked),
// idempotency keys on every create and refund, webhooks verified by signature.
import Stripe from 'stripe';
import {
  ProviderError,
  type CardDetails,
  type ChargeSavedCardInput,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderMoneyRow,
  type ProviderRefund,
  type RefundInput,
  type SavedPaymentMethod,
} from './provider.js';

/** Where the SDK sends requests: Stripe itself unless a test points it at a local fake. */
export type StripeApiOptions = { host?: string; port?: number; protocol?: 'http' | 'https'; timeoutMs?: number };

export const STRIPE_TIMEOUT_MS = 20_000;

function cardOf(pm: string | Stripe.PaymentMethod | null): CardDetails | null {
  if (!pm || typeof pm === 'string' || !pm.card) return null;
  return { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
}

function idOf(x: string | { id: string } | null | undefined): string | null {
  if (!x) return null;
  return typeof x === 'string' ? x : x.id;
}

export function toProviderIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const charge = pi.latest_charge && typeof pi.latest_charge !== 'string' ? pi.latest_charge : null;
  return {
    id: pi.id,
    clientSecret: pi.client_secret,
    amountCents: pi.amount,
    currency: pi.currency,
    status: pi.status,
    refunded: charge ? charge.refunded || charge.amount_refunded > 0 : false,
    customerId: idOf(pi.customer as string | { id: string } | null),
    paymentMethodId: idOf(pi.payment_method as string | { id: string } | null),
    card: cardOf(pi.payment_method as string | Stripe.PaymentMethod | null),
    lastError: pi.last_payment_error?.message ?? null,
    metadata: (pi.metadata ?? {}) as Record<string, string>,
  };
}

/** Stripe's refund statuses: succeeded; pending or requires_action (may still go either way); failed
 *  or canceled (nothing given back). */
function refundStatus(status: string | null): ProviderRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Stripe's `created` filters count whole seconds; rounding down keeps a charge of that second. */
const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Turns the SDK's errors into the provider-neutral kinds the services map to HTTP answers. */
function translate(err: unknown): never {
  if (err instanceof ProviderError) throw err;
  if (err instanceof Stripe.errors.StripeCardError)
    throw new ProviderError('card_declined', err.message, err.payment_intent?.id ?? null);
  if (err instanceof Stripe.errors.StripeConnectionError) {
    throw new ProviderError('timeout', 'The payment provider did not respond in time. Please try again.');
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') {
    throw new ProviderError('not_found', 'No such payment');
  }
  if (err instanceof Stripe.errors.StripeSignatureVerificationError)
    throw new ProviderError('invalid', 'Invalid webhook signature');
  throw new ProviderError('unavailable', 'The payment provider could not process the request. Please try again.');
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string | null,
    api: StripeApiOptions = {},
  ) {
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: api.timeoutMs ?? STRIPE_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'Springboard' },
      ...(api.host ? { host: api.host } : {}),
      ...(api.port ? { port: api.port } : {}),
      ...(api.protocol ? { protocol: api.protocol } : {}),
    });
  }

  async createCustomer(input: { email?: string | null; idempotencyKey?: string }): Promise<{ id: string }> {
    try {
      const c = await this.stripe.customers.create(
        input.email ? { email: input.email } : {},
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {},
      );
      return { id: c.id };
    } catch (err) {
      translate(err);
    }
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          allowed_payment_method_types: ['card'],
          ...(input.customerId ? { customer: input.customerId } : {}),
          ...(input.setupFutureUsage ? { setup_future_usage: 'off_session' as const } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(pi);
    } catch (err) {
      translate(err);
    }
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    try {
      const pi = await this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method', 'latest_charge'] });
      return toProviderIntent(pi);
    } catch (err) {
      translate(err);
    }
  }

  async refund(intentId: string, input: RefundInput): Promise<ProviderRefund> {
    try {
      const r = await this.stripe.refunds.create(
        { payment_intent: intentId, ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}) },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: r.id, status: refundStatus(r.status), amountCents: r.amount };
    } catch (err) {
      translate(err);
    }
  }

  async listRefunds(since: Date): Promise<ProviderMoneyRow[]> {
    const rows: ProviderMoneyRow[] = [];
    try {
      for await (const r of this.stripe.refunds.list({ created: { gte: unixSeconds(since) }, limit: 100 })) {
        const intentId = idOf(r.payment_intent as string | { id: string } | null);
        if (!intentId || refundStatus(r.status) === 'failed') continue;
        rows.push({ intentId, amountCents: r.amount, created: new Date(r.created * 1000), refundId: r.id });
      }
    } catch (err) {
      translate(err);
    }
    return rows;
  }

  async listSucceededCharges(since: Date): Promise<ProviderMoneyRow[]> {
    const rows: ProviderMoneyRow[] = [];
    try {
      for await (const c of this.stripe.charges.list({ created: { gte: unixSeconds(since) }, limit: 100 })) {
        const intentId = idOf(c.payment_intent as string | { id: string } | null);
        if (!intentId || c.status !== 'succeeded') continue;
        rows.push({ intentId, amountCents: c.amount, created: new Date(c.created * 1000) });
      }
    } catch (err) {
      translate(err);
    }
    return rows;
  }

  async listPaymentMethods(customerId: string): Promise<SavedPaymentMethod[]> {
    try {
      const list = await this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 });
      return list.data.flatMap((pm) => {
        const card = cardOf(pm);
        return card ? [{ id: pm.id, ...card }] : [];
      });
    } catch (err) {
      translate(err);
    }
  }

  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ProviderIntent> {
    let pi: Stripe.PaymentIntent;
    try {
      pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: input.metadata ?? {},
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (err) {
      translate(err);
    }
    if (pi.status !== 'succeeded') {
      throw new ProviderError('card_declined', pi.last_payment_error?.message ?? 'The card could not be charged.', pi.id);
    }
    return toProviderIntent(pi);
  }

  async createSetupIntent(input: { customerId: string; idempotencyKey: string; metadata: Record<string, string> }) {
    try {
      const si = await this.stripe.setupIntents.create(
        { customer: input.customerId, usage: 'off_session', metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!si.client_secret)
        throw new ProviderError('unavailable', 'The payment provider could not process the request. Please try again.');
      return { id: si.id, clientSecret: si.client_secret };
    } catch (err) {
      translate(err);
    }
  }

  async useAsDefaultCard(customerId: string, paymentMethodId: string): Promise<SavedPaymentMethod> {
    try {
      let pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = idOf(pm.customer as string | { id: string } | null);
      if (owner && owner !== customerId) throw new ProviderError('not_found', 'No such saved card');
      if (!owner) pm = await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
      const card = cardOf(pm);
      if (!card) throw new ProviderError('invalid', 'Only a card can be saved');
      await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
      return { id: pm.id, ...card };
    } catch (err) {
      translate(err);
    }
  }

  async detachCard(customerId: string, paymentMethodId: string): Promise<void> {
    try {
      const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      if (idOf(pm.customer as string | { id: string } | null) !== customerId) throw new ProviderError('not_found', 'No such saved card');
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (err) {
      translate(err);
    }
  }

  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent {
    if (!this.webhookSecret) throw new ProviderError('invalid', 'Webhooks are not configured for this club');
    if (!signature) throw new ProviderError('invalid', 'Invalid webhook signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (err) {
      translate(err);
    }
    const object = event.data.object as { object?: string; payment_intent?: string | { id: string } | null };
    const intent = object.object === 'payment_intent' ? toProviderIntent(object as Stripe.PaymentIntent) : null;
    const refundedIntentId = event.type === 'charge.refunded' ? idOf(object.payment_intent) : null;
    return { id: event.id, type: event.type, intent, refundedIntentId };
  }
}
