// Money owed and paid, all in integer cents: invoices, payments, saved cards, the payment intents the
// server created (so each is used once), and provider webhook events (so each is handled once).
import { sql } from 'drizzle-orm';
import type { RecordText } from '@springboard/contract/record-texts';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, setNull, tenantId, updatedAt } from './columns.js';
import { athletes, memberships } from './memberships.js';
import { users } from './users.js';

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    athleteId: uuid('athlete_id'),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** The description as a code and parameters, shown in the reader's language; null for a text a person wrote. */
    descriptionText: jsonb('description_text').$type<RecordText>(),
    dueDate: date('due_date').notNull(),
    /** The club's sequence number (INV-000123), from invoice_counters; unique in the club. */
    number: integer('number').notNull(),
    /** pending | paid | overdue | cancelled (voided: void_reason says why). Paid once paid_cents covers amount_cents. */
    status: text('status').notNull().default('pending'),
    /** The sum of the invoice's succeeded payments (kept by the payments module, the invoice row locked). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** registration | manual | auto | late_fee | annual_fee | enrollment */
    category: text('category').notNull().default('manual'),
    /** The invoice a late fee is charged for. */
    parentInvoiceId: uuid('parent_invoice_id'),
    /** Scheduled work's once-only key, e.g. `auto:2026-11:<membership>`. */
    runKey: text('run_key'),
    /** Which saved-card charge is due now (part of its idempotency key); up on reopen, new amount, decline. */
    chargeAttempt: integer('charge_attempt').notNull().default(0),
    generatedBy: uuid('generated_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('invoices', t),
    uniqueIndex('invoices_number_key').on(t.tenantId, t.number),
    index('invoices_membership_idx').on(t.tenantId, t.membershipId),
    // Migration 0017: the lists' default orders (invoices_unpaid_due_idx, partial, is declared there only).
    index('invoices_due_idx').on(t.tenantId, t.dueDate, t.createdAt, t.id),
    index('invoices_membership_due_idx').on(t.tenantId, t.membershipId, t.dueDate, t.createdAt, t.id),
    // Migration 0019: a family's unpaid invoices with their amounts (INCLUDE (amount_cents, paid_cents)
    // there; drizzle cannot declare INCLUDE, the migration is the source of truth).
    index('invoices_unpaid_idx')
      .on(t.tenantId, t.membershipId)
      .where(sql`${t.status} in ('pending', 'overdue')`),
    // Migration 0027: a status's invoices in the list's default order.
    index('invoices_status_idx').on(t.tenantId, t.status, t.dueDate, t.createdAt, t.id),
    uniqueIndex('invoices_run_key_key').on(t.tenantId, t.runKey),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete(
      setNull('athlete_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.parentInvoiceId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      setNull('parent_invoice_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.generatedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('generated_by'),
    ),
    foreignKey({ columns: [t.tenantId, t.voidedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('voided_by'),
    ),
  ],
);

/** What an invoice is made of. The invoice's amount_cents is always the sum of its lines' amounts
 *  (a deferred constraint trigger of migration 0019 checks it at commit). A discount or a credit is a
 *  negative line. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id').notNull(),
    /** 1, 2, … in the order the lines are shown. */
    position: integer('position').notNull(),
    /** tuition | registration_fee | discount | proration | card_fee | tax | late_fee | credit_applied | manual */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** The description as a code and parameters, shown in the reader's language; null for a text a person wrote. */
    descriptionText: jsonb('description_text').$type<RecordText>(),
    athleteId: uuid('athlete_id'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('invoice_lines', t),
    uniqueIndex('invoice_lines_position_key').on(t.tenantId, t.invoiceId, t.position),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.athleteId], foreignColumns: [athletes.tenantId, athletes.id] }).onDelete(
      setNull('athlete_id'),
    ),
  ],
);

/** Each club's last invoice number; the transaction that takes the next one holds the row locked. */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: tenantId().primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    invoiceId: uuid('invoice_id'),
    amountCents: integer('amount_cents').notNull(),
    /** card | cash | check | other */
    paymentMethod: text('payment_method').notNull(),
    /** sandbox | stripe, or cash | check | other for a payment accepted by hand */
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** succeeded | failed | refunded */
    status: text('status').notNull(),
    /** For a failed (declined) card charge: the provider's reason. */
    failureReason: text('failure_reason'),
    /** What staff wrote when accepting a payment by hand (a check number, …). */
    note: text('note'),
    providerCustomerId: text('provider_customer_id'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('payments', t),
    uniqueIndex('payments_transaction_key').on(t.tenantId, t.transactionId),
    index('payments_membership_idx').on(t.tenantId, t.membershipId),
    index('payments_invoice_idx').on(t.tenantId, t.invoiceId),
    index('payments_date_idx').on(t.tenantId, t.paymentDate),
    index('payments_date_id_idx').on(t.tenantId, t.paymentDate, t.id),
    index('payments_membership_date_idx').on(t.tenantId, t.membershipId, t.paymentDate, t.id),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }).onDelete(
      setNull('invoice_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.recordedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('recorded_by'),
    ),
  ],
);

export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** Set when the family picked this card (update-payment-method); charges use the latest pick. */
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('saved_cards', t),
    unique('saved_cards_method_key').on(t.tenantId, t.providerPaymentMethodId),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** registration | invoice | charge */
    purpose: text('purpose').notNull(),
    voucherCode: text('voucher_code'),
    invoiceId: uuid('invoice_id'),
    membershipId: uuid('membership_id'),
    /** Set once the intent has paid for something; a second use is refused. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when the server refunded it (a registration that failed after payment); never used then. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [clubKey('payment_intents', t), unique('payment_intents_provider_key').on(t.tenantId, t.providerIntentId)],
);

/** Sandbox provider state: what a real provider would keep on its side. */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    id: text('id').notNull(),
    tenantId: tenantId(),
    /** payment | setup (a SetupIntent of update-card: saves a card, pays nothing) */
    kind: text('kind').notNull().default('payment'),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    customerId: text('customer_id'),
    /** requires_payment_method | succeeded | refunded | canceled */
    status: text('status').notNull().default('requires_payment_method'),
    paymentMethodId: text('payment_method_id'),
    /** 'off_session' when the card is to be kept for later charges. */
    setupFutureUsage: text('setup_future_usage'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key'),
    /** When the payment succeeded (the charge's time, for listSucceededCharges). */
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [clubKey('sandbox_intents', t), uniqueIndex('sandbox_intents_idem_key').on(t.tenantId, t.idempotencyKey)],
);

/** Sandbox provider customers and their saved cards (brand, last4 and expiry only, never the number). */
export const sandboxCustomers = pgTable(
  'sandbox_customers',
  {
    id: text('id').notNull(),
    tenantId: tenantId(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [clubKey('sandbox_customers', t)],
);

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').notNull(),
    tenantId: tenantId(),
    customerId: text('customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [clubKey('sandbox_payment_methods', t), index('sandbox_payment_methods_customer_idx').on(t.tenantId, t.customerId)],
);

export const providerEvents = pgTable(
  'provider_events',
  {
    id: id(),
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [clubKey('provider_events', t), unique('provider_events_event_key').on(t.tenantId, t.provider, t.eventId)],
);

/** Sandbox provider refunds (partial ones too) of its payment intents, as Stripe keeps them. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').notNull(),
    tenantId: tenantId(),
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('succeeded'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('sandbox_refunds', t),
    uniqueIndex('sandbox_refunds_idem_key').on(t.tenantId, t.idempotencyKey),
    index('sandbox_refunds_intent_idx').on(t.tenantId, t.intentId),
    index('sandbox_refunds_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Money given back from a payment: through the provider (a card payment) or paid out by hand
 *  (cash_out). The refunds of a payment never add up to more than it. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    tenantId: tenantId(),
    paymentId: uuid('payment_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** provider | cash_out */
    method: text('method').notNull(),
    /** The provider's refund id; null for cash out. */
    providerRefundId: text('provider_refund_id'),
    /** succeeded | pending | failed (a failed one gives nothing back and counts for nothing). */
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    /** The reason as a code and parameters, shown in the reader's language; null for a reason a person wrote. */
    reasonText: jsonb('reason_text').$type<RecordText>(),
    /** One refund per key in the club: a retried request answers the refund it made. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('payment_refunds', t),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('payment_refunds_idem_key').on(t.tenantId, t.idempotencyKey),
    uniqueIndex('payment_refunds_provider_key')
      .on(t.tenantId, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    index('payment_refunds_payment_idx').on(t.tenantId, t.paymentId),
    index('payment_refunds_membership_idx').on(t.tenantId, t.membershipId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.paymentId], foreignColumns: [payments.tenantId, payments.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('created_by'),
    ),
  ],
);

/** Money the club owes a family, used up by credit_applied lines of its invoices (credit_applications). */
export const familyCredits = pgTable(
  'family_credits',
  {
    id: id(),
    tenantId: tenantId(),
    membershipId: uuid('membership_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The reason as a code and parameters, shown in the reader's language; null for a reason a person wrote. */
    reasonText: jsonb('reason_text').$type<RecordText>(),
    /** manual | referral | refund | void */
    source: text('source').notNull(),
    /** For a referral credit: the new family whose first payment gave it (once per new family). */
    referredMembershipId: uuid('referred_membership_id'),
    /** For a void credit: the voided invoice whose payments it holds. */
    invoiceId: uuid('invoice_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('family_credits', t),
    check('family_credits_amount_check', sql`${t.amountCents} > 0`),
    index('family_credits_membership_idx').on(t.tenantId, t.membershipId, t.createdAt),
    uniqueIndex('family_credits_referral_key')
      .on(t.tenantId, t.referredMembershipId)
      .where(sql`${t.source} = 'referral'`),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.referredMembershipId],
      foreignColumns: [memberships.tenantId, memberships.id],
    }).onDelete(setNull('referred_membership_id')),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }).onDelete(
      setNull('invoice_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('created_by'),
    ),
  ],
);

/** How much of a credit a credit_applied invoice line used. A credit's remainder is its amount minus
 *  its applications on invoices that are not voided. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: id(),
    tenantId: tenantId(),
    creditId: uuid('credit_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    invoiceLineId: uuid('invoice_line_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('credit_applications', t),
    check('credit_applications_amount_check', sql`${t.amountCents} > 0`),
    index('credit_applications_credit_idx').on(t.tenantId, t.creditId),
    index('credit_applications_invoice_idx').on(t.tenantId, t.invoiceId),
    foreignKey({ columns: [t.tenantId, t.creditId], foreignColumns: [familyCredits.tenantId, familyCredits.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.invoiceLineId],
      foreignColumns: [invoiceLines.tenantId, invoiceLines.id],
    }).onDelete('cascade'),
  ],
);
