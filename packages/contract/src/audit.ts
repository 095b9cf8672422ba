// The audit trail as the admin reads it (GET /api/audit, the Activity screen): who did what to which
// row of the club, when, with the row before and after. Amounts are dollars here (stored as cents).
import { z } from 'zod';
import { say } from './messages.js';
import { defineList, listQuery } from './lists.js';
import { isoDate } from './memberships.js';

export const auditList = defineList({
  sort: ['created_at', 'action', 'entity'],
  defaultSort: '-created_at',
  search: false,
  csv: 'activity',
});

/** An action or entity name: snake_case, as the server writes them. */
const auditName = z
  .string()
  .trim()
  .max(60, say('too_long', { max: 60 }))
  .regex(/^[a-z][a-z0-9_]*$/, say('audit_name_format'));

/** Filters: the kind of row, what happened, who (a user id, or `system` for jobs and the provider's
 *  webhook), and the club's UTC days from and to, both inclusive. */
export const auditListQuery = listQuery(auditList)
  .extend({
    entity: auditName.optional().describe('The kind of row: invoice, payment, credit, voucher, role, permission, user, settings, pricing_config, athlete…'),
    action: auditName.optional().describe('What happened: invoice_updated, payment_refunded, user_role_changed…'),
    actor: z
      .union([z.literal('system'), z.string().uuid(say('bad_id'))], { error: say('bad_id') })
      .optional()
      .describe('Who: a user id, or system (scheduled jobs, the payment provider).'),
    from: isoDate.optional().describe('First day (UTC), inclusive.'),
    to: isoDate.optional().describe('Last day (UTC), inclusive.'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: say('before_from_date') });
export type AuditListQuery = z.infer<typeof auditListQuery>;

const fields = z.record(z.string(), z.unknown());

export const auditEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Null: no person did it (a scheduled job, the payment provider's webhook); `by` says what. */
  actor_user_id: z.string().nullable(),
  /** The person's name now (an erased family's account reads "Deleted user"). */
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  by: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** For a row about a user (a role changed, a password set): that user's name now. */
  subject_name: z.string().nullable(),
  before: fields.nullable(),
  after: fields.nullable(),
  /** Everything else kept with the change: the amount, the reason, the invoice's number. */
  data: fields,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The club's people who appear in its trail, for the Activity screen's "who" filter. */
export const auditActor = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type AuditActor = z.infer<typeof auditActor>;
