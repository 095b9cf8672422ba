// Operational records: the e-mail outbox, the audit log, saved reports and scheduled work (runs,
// schedule, claims).
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, tenantId } from './columns.js';
import { tenants } from './tenants.js';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The Reply-To header: the visitor of a contact-form message (migration 0014); null otherwise. */
    replyTo: text('reply_to'),
    /** registration | password_reset | member | group | contact */
    kind: text('kind').notNull(),
    /** queued | sent | failed | logged */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [clubKey('email_outbox', t), index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: tenantId(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('audit_log', t),
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt),
    index('audit_log_tenant_entity_idx').on(t.tenantId, t.entity, t.createdAt),
    index('audit_log_tenant_actor_idx').on(t.tenantId, t.actorUserId, t.createdAt),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    tenantId: tenantId(),
    /** membership | financial | attendance | program | custom */
    type: text('type').notNull(),
    createdBy: uuid('created_by'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [clubKey('reports', t), index('reports_created_idx').on(t.tenantId, t.createdAt, t.id)],
);

/** One row per run of a scheduled job for a club (scheduled or "run now"), with what it did. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    tenantId: tenantId(),
    job: text('job').notNull(),
    /** The club's local day (or the auto-invoice period's first day) the run was for. */
    period: date('period').notNull(),
    /** running | done | failed */
    status: text('status').notNull().default('running'),
    /** schedule | manual */
    trigger: text('trigger').notNull().default('schedule'),
    actorUserId: uuid('actor_user_id'),
    /** What the run did: { counts: { charged: 2, … }, failures: [...] } (modules/jobs). */
    result: jsonb('result')
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [clubKey('job_runs', t), index('job_runs_latest_idx').on(t.tenantId, t.job, t.startedAt)],
);

/**
 * When each job is next due for each club, and the lease of the process running it (migration
 * 0008). Spans clubs, ids and times only, so it is not row-level secured (club column `club_id`).
 */
export const jobSchedule = pgTable(
  'job_schedule',
  {
    job: text('job').notNull(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
  },
  (t) => [primaryKey({ name: 'job_schedule_pkey', columns: [t.job, t.clubId] }), index('job_schedule_due_idx').on(t.nextRunAt)],
);

/** One row per due item of scheduled work (an invoice to charge, a notice to send): claimed once. */
export const jobClaims = pgTable(
  'job_claims',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    /** claimed | done */
    status: text('status').notNull().default('claimed'),
    /** Changes each time the claim is taken, so only its current holder can finish it. */
    token: uuid('token')
      .notNull()
      .default(sql`gen_random_uuid()`),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** succeeded | declined | no_card | skipped | sent */
    outcome: text('outcome'),
    detail: text('detail'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [clubKey('job_claims', t), unique('job_claims_key').on(t.tenantId, t.key)],
);

/**
 * Pointers to queued e-mails across clubs, so one worker query finds what to send without reading
 * any club's rows. Holds ids only; the message itself stays in the RLS-protected email_outbox.
 * (Its club column is `club_id`, not `tenant_id`: it is deliberately not row-level secured.)
 */
export const emailQueue = pgTable(
  'email_queue',
  {
    emailId: uuid('email_id').primaryKey(),
    clubId: uuid('club_id').notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('email_queue_ready_idx').on(t.readyAt)],
);

/**
 * The billing previews an admin was shown (migration 0021): the invoices of each, with the amount and
 * charge attempt previewed, so "charge these invoices" charges exactly those, unchanged, on the day
 * of the preview. One row per club, day and due set (`fingerprint`); a week's are kept.
 */
export const billingPreviews = pgTable(
  'billing_previews',
  {
    id: id(),
    tenantId: tenantId(),
    fingerprint: text('fingerprint').notNull(),
    /** The club's day the preview compared due dates with. */
    asOf: date('as_of').notNull(),
    /** [{ id, amountCents, chargeAttempt }] */
    invoices: jsonb('invoices').notNull(),
    createdAt: createdAt(),
  },
  (t) => [clubKey('billing_previews', t), unique('billing_previews_fingerprint_key').on(t.tenantId, t.fingerprint)],
);

/** What the admin sent with Send Group Email (migration 0037): one row per sending, kept as history. */
export const groupEmails = pgTable(
  'group_emails',
  {
    id: id(),
    tenantId: tenantId(),
    programId: uuid('program_id'),
    /** The program's name when sent (the program may be renamed or removed later). */
    programLabel: text('program_label').notNull(),
    slotIds: uuid('slot_ids').array().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** How many families it was queued for. */
    recipients: integer('recipients').notNull(),
    sentBy: uuid('sent_by'),
    /** The sender's name when sent. */
    sentByName: text('sent_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [clubKey('group_emails', t), index('group_emails_created_idx').on(t.tenantId, t.createdAt)],
);
