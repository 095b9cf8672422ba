// The one interface every payment provider implements: the built-in sandbox and
// Stripe. Amounts are integer cents; ids are the provider's own.
export type ProviderName = 'sandbox' | 'stripe';

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };
export type SavedPaymentMethod = CardDetails & { id: string };

export type ProviderIntent = {
  id: string;
  clientSecret: string | null;
  amountCents: number;
  currency: string;
  /** Stripe's PaymentIntent statuses; 'succeeded' is the only one that means paid. */
  status: string;
  /** True once (part of) the payment was given back. */
  refunded: boolean;
  customerId: string | null;
  paymentMethodId: string | null;
  card: CardDetails | null;
  lastError: string | null;
  metadata: Record<string, string>;
};

export type ProviderEvent = {
  id: string;
  type: string;
  /** The payment intent the event is about, if any, as the (signed) event describes it. */
  intent: ProviderIntent | null;
  /** For a refund event: the payment intent whose charge was refunded. */
  refundedIntentId: string | null;
};

export type CreateIntentInput = {
  amountCents: number;
  customerId?: string | null;
  /** Keep the card for later off-session charges (autopay, "charge manually"). */
  setupFutureUsage: boolean;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type ChargeSavedCardInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
};

/** A refund as the provider answers it. A pending one may still fail; a failed one gave nothing back. */
export type ProviderRefund = { id: string; status: 'succeeded' | 'pending' | 'failed'; amountCents: number };

export type RefundInput = {
  /** What to give back; omitted: all that is left of the payment. */
  amountCents?: number;
  /** The same key answers the refund made the first time, and refunds nothing more. */
  idempotencyKey: string;
};

/** One row of the provider's own records, for reconciling them with the club's: a succeeded charge of
 *  a payment intent, or a refund of one (refundId set). */
export type ProviderMoneyRow = { intentId: string; amountCents: number; created: Date; refundId?: string };

/** A SetupIntent (update-card): the browser confirms it with a card, which is then kept for charges. */
export type ProviderSetup = { id: string; clientSecret: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  createCustomer(input: { email?: string | null; idempotencyKey?: string }): Promise<{ id: string }>;
  createPaymentIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
  /** Gives back (part of) a succeeded payment; several partial refunds may follow each other. Throws
   *  ProviderError('invalid') when the amount is more than what is left to refund. */
  refund(intentId: string, input: RefundInput): Promise<ProviderRefund>;
  /** The refunds made since `since` that have not failed (succeeded or pending), newest first. */
  listRefunds(since: Date): Promise<ProviderMoneyRow[]>;
  /** The succeeded charges of payment intents made since `since`, newest first (with their full
   *  amount, refunded or not). */
  listSucceededCharges(since: Date): Promise<ProviderMoneyRow[]>;
  listPaymentMethods(customerId: string): Promise<SavedPaymentMethod[]>;
  /** Charges a saved card off-session; throws ProviderError('card_declined') when refused. */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<ProviderIntent>;
  /** A SetupIntent for saving a card to the customer for off-session charges. */
  createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderSetup>;
  /** Makes a card the customer's default (attaching it if it is nobody's yet); not_found when the card
   *  does not exist or belongs to another customer. */
  useAsDefaultCard(customerId: string, paymentMethodId: string): Promise<SavedPaymentMethod>;
  /** Removes a saved card from the customer for good (it can no longer be charged); not_found when the
   *  card does not exist or belongs to another customer. */
  detachCard(customerId: string, paymentMethodId: string): Promise<void>;
  /** Checks the signature of a webhook body; throws ProviderError('invalid') when it does not match. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
}

export type ProviderErrorKind = 'card_declined' | 'timeout' | 'not_found' | 'invalid' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** For a declined charge: the provider's (failed) payment intent, when it made one. */
    readonly intentId: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
