// The four fixed reports, each one SQL statement over the club's rows (one snapshot), amounts summed
// in integer cents and turned into dollars only at the end. Days are UTC days, as in the Invoice &
// Payment Management filters, so a report and those lists agree.
import { sql, type SQL } from 'drizzle-orm';
import { toDollars } from '@springboard/contract/money';
import type { ReportFigure, ReportResult } from '@springboard/contract/reports';
import type { Tx } from '../../db/tenant-tx.js';
import { activeMembershipBetween } from '../memberships/active.js';

type Range = { start_date: string; end_date: string };

const num = (v: unknown): number => Number(v ?? 0);
const count = (key: string, value: number): ReportFigure => ({ key, kind: 'number', value });
const money = (key: string, cents: number): ReportFigure => ({ key, kind: 'money', value: toDollars(cents) });
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((acc, r) => acc + f(r), 0);

/** One row per calendar month touching the range, clipped to it: month 'YYYY-MM', from_day, to_day. */
function monthsOf(r: Range): SQL {
  return sql`
    select to_char(m, 'YYYY-MM') as month,
           greatest(m::date, ${r.start_date}::date) as from_day,
           least((m + interval '1 month' - interval '1 day')::date, ${r.end_date}::date) as to_day
    from generate_series(date_trunc('month', ${r.start_date}::date), ${r.end_date}::date, interval '1 month') as m`;
}

/** Memberships active on some day of each month (activeMembershipBetween) and those that started in it. */
export async function membershipReport(tx: Tx, tenantId: string, r: Range): Promise<ReportResult> {
  const res = await tx.execute<{ month: string; new: number; active: number; total_new: number; total_active: number }>(sql`
    with months as (${monthsOf(r)})
    select month,
      (select count(*) from memberships m where m.tenant_id = ${tenantId}
         and m.start_date between months.from_day and months.to_day)::int as new,
      (select count(*) from memberships m where m.tenant_id = ${tenantId}
         and ${activeMembershipBetween('m', sql`months.from_day`, sql`months.to_day`)})::int as active,
      (select count(*) from memberships m where m.tenant_id = ${tenantId}
         and m.start_date between ${r.start_date}::date and ${r.end_date}::date)::int as total_new,
      (select count(*) from memberships m where m.tenant_id = ${tenantId}
         and ${activeMembershipBetween('m', r.start_date, r.end_date)})::int as total_active
    from months order by month`);
  const rows = res.rows;
  return {
    summary: [count('active', num(rows[0]?.total_active)), count('new', num(rows[0]?.total_new))],
    columns: [
      { key: 'month', kind: 'text' },
      { key: 'active', kind: 'number' },
      { key: 'new', kind: 'number' },
    ],
    rows: rows.map((x) => ({ month: x.month, active: num(x.active), new: num(x.new) })),
    chart: { x: 'month', series: ['active', 'new'] },
    truncated: false,
  };
}

/** Succeeded payments and refunds by payment day, unpaid invoices by due date, per month. */
export async function financialReport(tx: Tx, tenantId: string, r: Range): Promise<ReportResult> {
  const payDay = sql`(p.payment_date at time zone 'UTC')::date`;
  const res = await tx.execute<Record<string, string | number>>(sql`
    with months as (${monthsOf(r)})
    select month,
      coalesce((select sum(p.amount_cents) from payments p where p.tenant_id = ${tenantId} and p.status = 'succeeded'
         and ${payDay} between months.from_day and months.to_day), 0)::bigint as payments_cents,
      (select count(*) from payments p where p.tenant_id = ${tenantId} and p.status = 'succeeded'
         and ${payDay} between months.from_day and months.to_day)::int as payments_count,
      coalesce((select sum(p.amount_cents) from payments p where p.tenant_id = ${tenantId} and p.status = 'refunded'
         and ${payDay} between months.from_day and months.to_day), 0)::bigint as refunds_cents,
      (select count(*) from payments p where p.tenant_id = ${tenantId} and p.status = 'refunded'
         and ${payDay} between months.from_day and months.to_day)::int as refunds_count,
      coalesce((select sum(i.amount_cents - i.paid_cents) from invoices i where i.tenant_id = ${tenantId}
         and i.status in ('pending', 'overdue')
         and i.due_date between months.from_day and months.to_day), 0)::bigint as unpaid_cents,
      (select count(*) from invoices i where i.tenant_id = ${tenantId}
         and i.status in ('pending', 'overdue')
         and i.due_date between months.from_day and months.to_day)::int as unpaid_count
    from months order by month`);
  const rows = res.rows.map((x) => ({
    month: String(x.month),
    payments: num(x.payments_cents),
    payments_count: num(x.payments_count),
    refunds: num(x.refunds_cents),
    refunds_count: num(x.refunds_count),
    unpaid: num(x.unpaid_cents),
    unpaid_count: num(x.unpaid_count),
  }));
  return {
    summary: [
      money(
        'payments_total',
        sum(rows, (x) => x.payments),
      ),
      count(
        'payments_count',
        sum(rows, (x) => x.payments_count),
      ),
      money(
        'refunds_total',
        sum(rows, (x) => x.refunds),
      ),
      count(
        'refunds_count',
        sum(rows, (x) => x.refunds_count),
      ),
      money(
        'unpaid_total',
        sum(rows, (x) => x.unpaid),
      ),
      count(
        'unpaid_count',
        sum(rows, (x) => x.unpaid_count),
      ),
    ],
    columns: [
      { key: 'month', kind: 'text' },
      { key: 'payments', kind: 'money' },
      { key: 'payments_count', kind: 'number' },
      { key: 'refunds', kind: 'money' },
      { key: 'refunds_count', kind: 'number' },
      { key: 'unpaid', kind: 'money' },
      { key: 'unpaid_count', kind: 'number' },
    ],
    rows: rows.map((x) => ({
      ...x,
      payments: toDollars(x.payments),
      refunds: toDollars(x.refunds),
      unpaid: toDollars(x.unpaid),
    })),
    chart: { x: 'month', series: ['payments', 'refunds', 'unpaid'] },
    truncated: false,
  };
}

const slotLabel = sql`p.label || ' · ' || s.slot_id`;

/** Present, absent and makeup marks per program and slot on the range's days (every slot listed). */
export async function attendanceReport(tx: Tx, tenantId: string, r: Range & { program_id?: string }): Promise<ReportResult> {
  const res = await tx.execute<{
    program: string;
    slot: string;
    label: string;
    present: number;
    absent: number;
    makeup: number;
  }>(sql`
    select p.label as program, s.slot_id as slot, ${slotLabel} as label,
      count(a.id) filter (where a.status = 'present')::int as present,
      count(a.id) filter (where a.status = 'absent')::int as absent,
      count(a.id) filter (where a.status = 'makeup')::int as makeup
    from program_slots s
    join programs p on p.tenant_id = s.tenant_id and p.id = s.program_id
    left join attendance_records a on a.tenant_id = s.tenant_id and a.slot_id = s.id
      and a.attendance_date between ${r.start_date}::date and ${r.end_date}::date
    where s.tenant_id = ${tenantId} ${r.program_id ? sql`and p.id = ${r.program_id}` : sql``}
    group by p.id, p.label, s.id, s.slot_id
    order by p.label, s.slot_id`);
  const rows = res.rows.map((x) => {
    const [present, absent, makeup] = [num(x.present), num(x.absent), num(x.makeup)];
    return { program: x.program, slot: x.slot, label: x.label, present, absent, makeup, total: present + absent + makeup };
  });
  return {
    summary: [
      count(
        'present',
        sum(rows, (x) => x.present),
      ),
      count(
        'absent',
        sum(rows, (x) => x.absent),
      ),
      count(
        'makeup',
        sum(rows, (x) => x.makeup),
      ),
      count(
        'total',
        sum(rows, (x) => x.total),
      ),
    ],
    columns: [
      { key: 'program', kind: 'text' },
      { key: 'slot', kind: 'text' },
      { key: 'present', kind: 'number' },
      { key: 'absent', kind: 'number' },
      { key: 'makeup', kind: 'number' },
      { key: 'total', kind: 'number' },
    ],
    rows,
    chart: { x: 'label', series: ['present', 'absent', 'makeup'] },
    truncated: false,
  };
}

/** Each slot's enrollments now against its capacity (the slot's own, or its program's). */
export async function programReport(tx: Tx, tenantId: string, f: { program_id?: string }): Promise<ReportResult> {
  const res = await tx.execute<{
    program: string;
    slot: string;
    label: string;
    days: string;
    capacity: number;
    enrolled: number;
  }>(sql`
    select p.label as program, s.slot_id as slot, ${slotLabel} as label, array_to_string(s.days, ', ') as days,
      coalesce(s.capacity, p.capacity)::int as capacity, count(e.id)::int as enrolled
    from program_slots s
    join programs p on p.tenant_id = s.tenant_id and p.id = s.program_id
    left join enrollments e on e.tenant_id = s.tenant_id and e.slot_id = s.id
    where s.tenant_id = ${tenantId} ${f.program_id ? sql`and p.id = ${f.program_id}` : sql``}
    group by p.id, p.label, p.capacity, s.id, s.slot_id, s.days, s.capacity
    order by p.label, s.slot_id`);
  const rows = res.rows.map((x) => {
    const [capacity, enrolled] = [num(x.capacity), num(x.enrolled)];
    const free = Math.max(capacity - enrolled, 0);
    const fill_percent = capacity > 0 ? Math.round((enrolled * 100) / capacity) : 0;
    return { program: x.program, slot: x.slot, label: x.label, days: x.days, capacity, enrolled, free, fill_percent };
  });
  return {
    summary: [
      count('slots', rows.length),
      count(
        'capacity',
        sum(rows, (x) => x.capacity),
      ),
      count(
        'enrolled',
        sum(rows, (x) => x.enrolled),
      ),
      count(
        'free',
        sum(rows, (x) => x.free),
      ),
    ],
    columns: [
      { key: 'program', kind: 'text' },
      { key: 'slot', kind: 'text' },
      { key: 'days', kind: 'text' },
      { key: 'capacity', kind: 'number' },
      { key: 'enrolled', kind: 'number' },
      { key: 'free', kind: 'number' },
      { key: 'fill_percent', kind: 'number' },
    ],
    rows,
    chart: { x: 'label', series: ['enrolled', 'free'] },
    truncated: false,
  };
}
