// The club's checks of its own money records against the payment provider's (reconciliation): each
// check (a run) and what it found (its items), so the screen shows the last check without asking the
// provider on every view.
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, setNull, tenantId } from './columns.js';
import { invoices, paymentRefunds, payments } from './billing.js';
import { memberships } from './memberships.js';
import { users } from './users.js';

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: id(),
    tenantId: tenantId(),
    /** sandbox | stripe: whose records were read. */
    provider: text('provider').notNull(),
    /** schedule | manual */
    trigger: text('trigger').notNull(),
    /** running | done | failed (one running at a time in a club) */
    status: text('status').notNull().default('running'),
    windowDays: integer('window_days').notNull(),
    /** The start of the window: charges and refunds made since then were compared. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** For a failed check: the catalogue code of why (the provider did not answer, …). */
    error: text('error'),
    startedBy: uuid('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    clubKey('reconciliation_runs', t),
    index('reconciliation_runs_started_idx').on(t.tenantId, t.startedAt),
    uniqueIndex('reconciliation_runs_running_key')
      .on(t.tenantId)
      .where(sql`${t.status} = 'running'`),
    foreignKey({ columns: [t.tenantId, t.startedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('started_by'),
    ),
  ],
);

export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: id(),
    tenantId: tenantId(),
    runId: uuid('run_id').notNull(),
    /** charge_not_recorded | refund_not_recorded | payment_not_at_provider | refund_not_at_provider |
     *  charge_amount_differs | refund_amount_differs */
    kind: text('kind').notNull(),
    /** The provider's payment intent (payments.transaction_id of a card payment). */
    intentId: text('intent_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** What the provider took or gave back; null when the provider has no such charge or refund. */
    providerAmountCents: integer('provider_amount_cents'),
    /** What the club recorded; null when it recorded nothing. */
    recordedAmountCents: integer('recorded_amount_cents'),
    /** When the charge or refund was made (the provider's time, or the record's). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    membershipId: uuid('membership_id'),
    invoiceId: uuid('invoice_id'),
    paymentId: uuid('payment_id'),
    refundId: uuid('refund_id'),
    /** Set when an admin recorded the missing charge or refund from this item. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('reconciliation_items', t),
    index('reconciliation_items_run_idx').on(t.tenantId, t.runId),
    foreignKey({ columns: [t.tenantId, t.runId], foreignColumns: [reconciliationRuns.tenantId, reconciliationRuns.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      setNull('membership_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }).onDelete(
      setNull('invoice_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.paymentId], foreignColumns: [payments.tenantId, payments.id] }).onDelete(
      setNull('payment_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.refundId], foreignColumns: [paymentRefunds.tenantId, paymentRefunds.id] }).onDelete(
      setNull('refund_id'),
    ),
    foreignKey({ columns: [t.tenantId, t.resolvedBy], foreignColumns: [users.tenantId, users.id] }).onDelete(
      setNull('resolved_by'),
    ),
  ],
);
