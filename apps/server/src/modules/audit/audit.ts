// The audit trail: one row per change a club may later have to explain (money, access, settings)
// and per look at sensitive details (an athlete's medical details), written in the same
// transaction as the change, so a change without its row cannot be committed. The rows are written
// once: the server's database role may add and read them, never change or delete them.
//
// What a row may hold: ids, amounts, statuses, dates, settings and the reason staff typed. Never a
// secret (a payment key is logged as changed, with its last 4 characters at most) and never a
// family's name, e-mail, phone or an invoice's description (they may name the family): when a family's
// personal data is erased, its audit rows stay as they are and name no one. Names are read at the time
// the trail is shown, from the people's rows (an erased person shows as erased). Amounts are integer
// cents under keys ending in `_cents`; GET /api/audit gives them in dollars.
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { prebuiltInsert } from '../../db/prebuilt.js';
import { auditLog } from '../../db/schema.js';

export type AuditEntry = {
  tenantId: string;
  /** The signed-in user who did it; null for the system (a job, a webhook: name it in `data.by`). */
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
  await auditInsert(tx, e);
}

const insertAudit = prebuiltInsert(auditLog, ['tenantId', 'actorUserId', 'action', 'entity', 'entityId', 'data']);

/** What a row's `data` holds: the entry's data, with the row before and after the change. */
export function auditData(e: Pick<AuditEntry, 'data' | 'before' | 'after'>): Record<string, unknown> {
  const data: Record<string, unknown> = { ...(e.data ?? {}) };
  if (e.before !== undefined) data.before = e.before;
  if (e.after !== undefined) data.after = e.after;
  return data;
}

/** The insert of recordAudit, sent at once: for a change that sends its statements together. */
export function auditInsert(tx: Tx, e: AuditEntry): Promise<unknown> {
  return rowsOf(
    tx,
    insertAudit({
      tenantId: e.tenantId,
      actorUserId: e.actorUserId,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId ?? null,
      data: auditData(e),
    }),
  );
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** The fields `next` sets whose value differs from `prev`'s, snake_case, as {before, after}; null when
 *  nothing changed. `omit`: fields never written to the trail (timestamps, sealed secrets). */
export function changedFields(
  prev: Record<string, unknown>,
  next: Record<string, unknown>,
  omit: readonly string[] = [],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || omit.includes(key) || key === 'updatedAt') continue;
    const was = plain(prev[key]) ?? null;
    const now = plain(value) ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    before[snake(key)] = was;
    after[snake(key)] = now;
  }
  return Object.keys(after).length ? { before, after } : null;
}

/** What the trail may keep of a secret: whether there is one and its last 4 characters. */
export const lastFour = (secret: string | null | undefined) => (secret ? secret.slice(-4) : null);
