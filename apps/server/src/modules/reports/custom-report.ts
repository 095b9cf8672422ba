// The custom report: the chosen columns of one source with simple filters. Every column and every
// source is an expression written here; the request only names them (checked against
// CUSTOM_COLUMNS by the contract) and its filter values travel as query parameters.
import { reason } from '@springboard/contract/messages';
import { sql, type SQL } from 'drizzle-orm';
import { toCents, toDollars } from '@springboard/contract/money';
import {
  CUSTOM_COLUMNS,
  REPORT_MAX_ROWS,
  type ColumnKind,
  type CustomFilter,
  type CustomSource,
  type ReportCell,
  type ReportResult,
} from '@springboard/contract/reports';
import type { Tx } from '../../db/tenant-tx.js';
import { fieldError } from '../../platform/app-error.js';

type Source = { from: SQL; tenant: SQL; order: SQL; columns: Record<string, SQL> };

const name = (alias: string) => sql.raw(`(${alias}.first_name || ' ' || ${alias}.last_name)`);
const utcDay = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

const SOURCES: Record<CustomSource, Source> = {
  members: {
    from: sql`memberships m`,
    tenant: sql`m.tenant_id`,
    order: sql`m.last_name, m.first_name, m.id`,
    columns: {
      first_name: sql`m.first_name`,
      last_name: sql`m.last_name`,
      email: sql`m.email`,
      phone: sql`m.phone`,
      city: sql`m.city`,
      state: sql`m.state`,
      zip: sql`m.zip`,
      start_date: sql`m.start_date`,
      expires_on: sql`m.expires_on`,
      auto_payment: sql`m.auto_payment`,
      athletes: sql`(select count(*) from athletes a where a.tenant_id = m.tenant_id and a.membership_id = m.id)::int`,
    },
  },
  athletes: {
    from: sql`athletes a join memberships m on m.tenant_id = a.tenant_id and m.id = a.membership_id`,
    tenant: sql`a.tenant_id`,
    order: sql`a.last_name, a.first_name, a.id`,
    columns: {
      first_name: sql`a.first_name`,
      last_name: sql`a.last_name`,
      gender: sql`a.gender`,
      date_of_birth: sql`a.date_of_birth`,
      family: name('m'),
      family_email: sql`m.email`,
      enrollments: sql`(select count(*) from enrollments e where e.tenant_id = a.tenant_id and e.athlete_id = a.id)::int`,
    },
  },
  invoices: {
    from: sql`invoices i join memberships m on m.tenant_id = i.tenant_id and m.id = i.membership_id
      left join athletes a on a.tenant_id = i.tenant_id and a.id = i.athlete_id`,
    tenant: sql`i.tenant_id`,
    order: sql`i.due_date desc, i.id`,
    columns: {
      family: name('m'),
      athlete: name('a'),
      description: sql`i.description`,
      amount: sql`i.amount_cents`,
      status: sql`i.status`,
      category: sql`i.category`,
      due_date: sql`i.due_date`,
      paid_at: utcDay('i.paid_at'),
    },
  },
  payments: {
    from: sql`payments p join memberships m on m.tenant_id = p.tenant_id and m.id = p.membership_id
      left join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id`,
    tenant: sql`p.tenant_id`,
    order: sql`p.payment_date desc, p.id`,
    columns: {
      family: name('m'),
      invoice: sql`i.description`,
      amount: sql`p.amount_cents`,
      payment_method: sql`p.payment_method`,
      status: sql`p.status`,
      payment_date: utcDay('p.payment_date'),
    },
  },
};

function condition(expr: SQL, kind: ColumnKind, f: CustomFilter): SQL {
  const value = kind === 'money' ? toCents(Number(f.value)) : kind === 'number' ? Number(f.value) : f.value;
  const typed = kind === 'date' ? sql`${value}::date` : kind === 'boolean' ? sql`${value === 'true'}` : sql`${value}`;
  if (f.op === 'contains') return sql`${expr} ilike ${`%${f.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  if (f.op === 'from') return sql`${expr} >= ${typed}`;
  if (f.op === 'to') return sql`${expr} <= ${typed}`;
  return kind === 'text' ? sql`lower(${expr}) = lower(${typed})` : sql`${expr} = ${typed}`;
}

function cell(kind: ColumnKind, v: unknown): ReportCell {
  if (v === null || v === undefined) return null;
  if (kind === 'money') return toDollars(Number(v));
  if (kind === 'number') return Number(v);
  if (kind === 'boolean') return Boolean(v);
  return String(v);
}

export async function customReport(
  tx: Tx,
  tenantId: string,
  b: { source: CustomSource; columns: string[]; filters: CustomFilter[] },
): Promise<ReportResult> {
  const source = SOURCES[b.source];
  const kinds: Record<string, ColumnKind> = CUSTOM_COLUMNS[b.source];
  const pick = (column: string): { expr: SQL; kind: ColumnKind } => {
    const expr = source.columns[column];
    const kind = kinds[column];
    // The contract refuses unknown columns first; this guards a caller that skipped it.
    if (!expr || !kind) throw fieldError('columns', reason('column_not_allowed', { column }));
    return { expr, kind };
  };
  const chosen = b.columns.map((c) => ({ key: c, ...pick(c) }));
  const selects = sql.join(
    chosen.map((c) => {
      const out = c.kind === 'date' ? sql`to_char(${c.expr}, 'YYYY-MM-DD')` : c.expr;
      return sql`${out} as ${sql.identifier(c.key)}`;
    }),
    sql`, `,
  );
  const where = [
    sql`${source.tenant} = ${tenantId}`,
    ...b.filters.map((f) => condition(pick(f.column).expr, pick(f.column).kind, f)),
  ];
  const res = await tx.execute<Record<string, unknown>>(sql`
    select ${selects} from ${source.from}
    where ${sql.join(where, sql` and `)}
    order by ${source.order}
    limit ${REPORT_MAX_ROWS + 1}`);
  const truncated = res.rows.length > REPORT_MAX_ROWS;
  const rows = res.rows
    .slice(0, REPORT_MAX_ROWS)
    .map((r) => Object.fromEntries(chosen.map((c) => [c.key, cell(c.kind, r[c.key])])));
  const moneyColumns = chosen.filter((c) => c.kind === 'money');
  return {
    summary: [
      { key: 'rows', kind: 'number', value: rows.length },
      // Totals in cents first, so the dollars are exact.
      ...moneyColumns.map((c) => ({
        key: `${c.key}_total`,
        kind: 'money' as const,
        value: toDollars(rows.reduce((acc, r) => acc + toCents(Number(r[c.key] ?? 0)), 0)),
      })),
    ],
    columns: chosen.map((c) => ({ key: c.key, kind: c.kind })),
    rows,
    chart: null,
    truncated,
  };
}
