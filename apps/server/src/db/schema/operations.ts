// Operational records: the e-mail outbox, the audit log, saved reports and scheduled-job runs.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.js';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** registration | password_reset | member | group */
    kind: text('kind').notNull(),
    /** queued | sent | failed | logged */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
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
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_tenant_idx').on(t.tenantId, t.createdAt)],
);

export const reports = pgTable('reports', {
  id: id(),
  tenantId: tenantId(),
  /** membership | financial | attendance | program | custom */
  type: text('type').notNull(),
  createdBy: uuid('created_by'),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

/** One row per (job, period, tenant): scheduled work claims it before doing anything. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    tenantId: tenantId(),
    job: text('job').notNull(),
    period: date('period').notNull(),
    /** running | done | failed */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [unique('job_runs_once_key').on(t.tenantId, t.job, t.period)],
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
