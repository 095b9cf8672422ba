// Reading the audit trail (GET /api/audit): the club's rows, newest first, filtered by kind of row,
// action, person and days, each with the name its person has now. Stored amounts (`*_cents`) are
// answered in dollars under the same name without the suffix.
import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditList, type AuditActor, type AuditEntry, type AuditListQuery } from '@springboard/contract/audit';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { auditLog, users } from '../../db/schema.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';

const order = listOrder(
  auditList,
  {
    created_at: [auditLog.createdAt],
    action: [auditLog.action, auditLog.createdAt],
    entity: [auditLog.entity, auditLog.createdAt],
  },
  auditLog.id,
);

/** The user a row is about (its entity is a user). */
const subject = alias(users, 'subject');

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function filters(q: Partial<AuditListQuery>): SQL | undefined {
  return and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actor === 'system' ? isNull(auditLog.actorUserId) : q.actor ? eq(auditLog.actorUserId, q.actor) : undefined,
    q.from ? gte(auditLog.createdAt, dayStart(q.from)) : undefined,
    q.to ? lt(auditLog.createdAt, nextDay(q.to)) : undefined,
  );
}

type Fields = Record<string, unknown>;

/** `amount_cents: 2500` → `amount: 25`, in nested objects too. */
function inDollars(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(inDollars);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v as Fields).map(([k, x]) =>
      k.endsWith('_cents') && typeof x === 'number' ? [k.slice(0, -'_cents'.length), toDollars(x)] : [k, inDollars(x)],
    ),
  );
}

const asFields = (v: unknown): Fields | null => (v && typeof v === 'object' && !Array.isArray(v) ? (inDollars(v) as Fields) : null);

type Row = {
  row: typeof auditLog.$inferSelect;
  first: string | null;
  last: string | null;
  role: string | null;
  subjectFirst: string | null;
  subjectLast: string | null;
};

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

function toEntry({ row, first, last, role, subjectFirst, subjectLast }: Row): AuditEntry {
  const { before, after, by, ...rest } = (row.data ?? {}) as Fields;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_user_id: row.actorUserId,
    actor_name: nameOf(first, last),
    actor_role: role,
    by: typeof by === 'string' ? by : null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    subject_name: nameOf(subjectFirst, subjectLast),
    before: asFields(before),
    after: asFields(after),
    data: asFields(rest) ?? {},
  };
}

export async function auditPage(tx: Tx, list: ListRequest, q: Partial<AuditListQuery>): Promise<Listed<AuditEntry>> {
  const where = filters(q);
  const base = tx
    .select({
      row: auditLog,
      first: users.firstName,
      last: users.lastName,
      role: users.role,
      subjectFirst: subject.firstName,
      subjectLast: subject.lastName,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.actorUserId)))
    .leftJoin(
      subject,
      and(eq(auditLog.entity, 'user'), eq(subject.tenantId, auditLog.tenantId), sql`${subject.id}::text = ${auditLog.entityId}`),
    )
    .where(where)
    .$dynamic();
  // The joins only add names: the total counts the trail's own rows.
  const count = tx.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic();
  return listRows(tx, list, base, order, (rows) => rows.map(toEntry), [], count);
}

/** The people of the club who appear in its trail, by name. */
export async function auditActors(tx: Tx): Promise<AuditActor[]> {
  const ids = tx.selectDistinct({ id: auditLog.actorUserId }).from(auditLog);
  const rows = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, sql`(${ids})`))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim(), role: r.role }));
}
