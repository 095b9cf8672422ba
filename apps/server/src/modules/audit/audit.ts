// The audit trail: one row per change a club may later have to explain (money, access, settings)
// and per look at sensitive details (an athlete's medical details), written in the same
// transaction as the change, so a change without its row cannot be committed.
import type { Tx } from '../../db/tenant-tx.js';
import { auditLog } from '../../db/schema.js';

export type AuditEntry = {
  tenantId: string;
  /** The signed-in user who did it; null for the system (a job, a webhook). */
  actorUserId: string | null;
  /** What happened, snake_case: `invoice_updated`, `payment_refunded`, `medical_viewed`. */
  action: string;
  /** The kind of row it happened to: `invoice`, `payment`, `athlete`, `role`, `settings`. */
  entity: string;
  entityId?: string | null;
  /** The row before and after the change (never a secret: leave keys out). */
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (a reason, an amount). */
  data?: Record<string, unknown>;
};

export async function recordAudit(tx: Tx, e: AuditEntry): Promise<void> {
  const data: Record<string, unknown> = { ...(e.data ?? {}) };
  if (e.before !== undefined) data.before = e.before;
  if (e.after !== undefined) data.after = e.after;
  await tx.insert(auditLog).values({
    tenantId: e.tenantId,
    actorUserId: e.actorUserId,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    data,
  });
}
