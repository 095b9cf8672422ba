// Fills a migrated database with N identical clubs of a realistic shape, set-based: one
// INSERT … SELECT generate_series per table, as the table owner (the bootstrap superuser of the
// embedded PostgreSQL, which row-level security does not stop), then VACUUM ANALYZE. Used by
// `npm run bench:scale` (1,000 clubs) and by apps/server/src/db/query-plans.test.ts (30 clubs).
// As pg_restore loads a dump: the secondary indexes (those behind no constraint) are dropped and
// rebuilt after the rows are in, and foreign keys are checked once each, set-based, at the end
// (session_replication_role = replica skips the per-row checks); all in one transaction, so a
// failed fill leaves nothing behind. Primary keys and unique constraints are checked as rows go in.
//
// Per club (CLUB_SHAPE): 130 families, each with its holder's account, 200 athletes (70 families
// with two), 6 programs of 4 weekly slots, an enrollment per athlete plus a second one for every
// third, 2,000 monthly invoices (16 months of 130 families, the last partial), a payment per paid
// invoice, an admin and two staff, 6 vouchers, 12 saved reports and 8 athletes on the waitlist.
// Every club holds the same rows (names depend on the row, not the club), so one club measured in a
// 1,000-club database and alone in its own is the same work. BIG_CLUB_SHAPE is one club 25 to 75
// times that size, filled the same way (`shape`).
//
// Rows are inserted in time order across clubs (all clubs' families of one "week", all clubs'
// invoices of one month), as a real database fills, so one club's rows are spread over the heap
// rather than stored together: the reads measured pay for that.
//
// Ids are derived (md5 of kind, club and row number, as a version-4 UUID) so that rows of one
// table name rows of another without lookups; `sid` computes the same id in JavaScript.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { PERMISSIONS } from '../packages/contract/src/permissions.js';

export type ClubShape = {
  families: number;
  athletes: number;
  programs: number;
  slotsPerProgram: number;
  /** Monthly invoices, one a family a month (the last month partial when it does not divide). */
  invoices: number;
  /** Of the invoices before the two last months, one in this many is cancelled (the rest are paid, each with its payment). */
  cancelledEvery: number;
  staff: number;
  vouchers: number;
  /** Saved reports, each holding 40 rows. */
  reports: number;
  /** Athletes waiting for a place, one entry each. */
  waitlist: number;
};

export const CLUB_SHAPE = {
  families: 130,
  athletes: 200,
  programs: 6,
  slotsPerProgram: 4,
  invoices: 2_000,
  cancelledEvery: 50,
  staff: 2,
  vouchers: 6,
  reports: 12,
  waitlist: 8,
} as const satisfies ClubShape;

/**
 * One big club (`npm run bench:scale`, BENCH_SCALE_PARTS=big): 3,000 families, 5,000 athletes,
 * 150,000 invoices (50 months) and about 120,000 payments (one in seven earlier invoices cancelled),
 * with programs, staff, vouchers, reports and a waitlist in proportion.
 */
export const BIG_CLUB_SHAPE = {
  families: 3_000,
  athletes: 5_000,
  programs: 30,
  slotsPerProgram: 8,
  invoices: 150_000,
  cancelledEvery: 7,
  staff: 40,
  vouchers: 150,
  reports: 300,
  waitlist: 200,
} as const satisfies ClubShape;

/** Password of every filled account (admin, staff and family holders). */
export const FILL_PASSWORD = 'bench password 1';

export const clubSlug = (club: number) => `club-${String(club).padStart(4, '0')}`;
export const adminEmail = (club: number) => `admin@${clubSlug(club)}.test`;

/** The id the fill gives row `row` of kind `kind` in club `club` (pg_temp.sid: md5 as a version-4 UUID). */
export function sid(kind: string, club: number, row: number): string {
  const h = createHash('md5').update(`${kind}:${club}:${row}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}

const FIRST = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mason',
  'Isabella',
  'Logan',
  'Amelia',
  'Ethan',
  'Harper',
  'James',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Jackson',
  'Emily',
  'Carter',
  'Ella',
  'Sebastian',
  'Scarlett',
  'Mateo',
  'Grace',
  'Jack',
  'Chloe',
  'Owen',
  'Lily',
  'Daniel',
  'Aria',
  'Henry',
  'Zoe',
  'Leo',
  'Nora',
  'Samuel',
  'Riley',
  'David',
  'Lucia',
  'Diego',
  'Valentina',
  'Santiago',
  'Camila',
  'Hugo',
  'Sara',
  'Pablo',
  'Elena',
  'Martin',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
];
const PROGRAMS = ['Tumbling', 'Recreational Gymnastics', 'Competitive Team', 'Ninja Zone', 'Preschool Gym', 'Cheer'];
const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const arr = (list: readonly string[]) => `array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pick = (list: readonly string[], expr: string) => `(${arr(list)})[1 + ((${expr}) % ${list.length})]`;
const slug = (c: string) => `'club-' || lpad(${c}::text, 4, '0')`;

const REPORT_TYPES = ['membership', 'financial', 'attendance', 'program'];

/** One statement per table, in dependency order; $1 = first club number, $2 = last, $3 = password hash. */
function statements(S: ClubShape): [table: string, sql: string][] {
  const SLOTS = S.programs * S.slotsPerProgram;
  /** Invoice i belongs to family i % families, month i / families (0 … MONTHS - 1); the one before last is this one. */
  const MONTHS = Math.ceil(S.invoices / S.families);
  /** Days since family k joined: one every 3 days until 500 days ago, or over the invoiced months when more join. */
  const joined = (k: string) =>
    S.families * 3 <= 500 ? `(500 - ${k} * 3)` : `((${S.families} - ${k}) * ${MONTHS * 30} / ${S.families})`;
  const due = (m: string) => `(date_trunc('month', current_date) + make_interval(months => ${m} - ${MONTHS - 2}))::date`;
  const invoiceStatus = (i: string, f: string, m: string) =>
    `case when ${m} >= ${MONTHS - 2} then 'pending' when ${m} = ${MONTHS - 3} and ${f} % 3 = 0 then 'overdue' ` +
    `when ${i} % ${S.cancelledEvery} = ${7 % S.cancelledEvery} then 'cancelled' else 'paid' end`;
  return [
    [
      'tenants',
      `insert into tenants (id, slug, name, created_at)
     select pg_temp.sid('t', c, 0), ${slug('c')}, 'Club ' || lpad(c::text, 4, '0'), now() - interval '2 years'
     from generate_series($1::int, $2::int) c`,
    ],
    [
      'club_settings',
      `insert into club_settings (tenant_id) select pg_temp.sid('t', c, 0) from generate_series($1::int, $2::int) c`,
    ],
    [
      'roles',
      `insert into roles (id, tenant_id, name)
     select pg_temp.sid('r', c, r.k::int), pg_temp.sid('t', c, 0), r.name
     from generate_series($1::int, $2::int) c, unnest(array['admin', 'staff', 'member']) with ordinality r(name, k)`,
    ],
    [
      'permissions',
      `insert into permissions (id, tenant_id, name, description)
     select pg_temp.sid('p', c, p.k::int), pg_temp.sid('t', c, 0), p.name, p.name
     from generate_series($1::int, $2::int) c, unnest(${arr(PERMISSIONS)}) with ordinality p(name, k)`,
    ],
    [
      'role_permissions',
      `insert into role_permissions (tenant_id, role_id, permission_id)
     select pg_temp.sid('t', c, 0), pg_temp.sid('r', c, r), pg_temp.sid('p', c, p)
     from generate_series($1::int, $2::int) c, generate_series(1, 2) r, generate_series(1, ${PERMISSIONS.length}) p`,
    ],
    [
      'pricing_configs',
      `insert into pricing_configs (id, tenant_id, registration_fee_cents)
     select pg_temp.sid('pc', c, 0), pg_temp.sid('t', c, 0), 2500 from generate_series($1::int, $2::int) c`,
    ],
    [
      'programs',
      `insert into programs (id, tenant_id, key, label, description, min_age, max_age, capacity)
     select pg_temp.sid('pg', c, p), pg_temp.sid('t', c, 0), 'program-' || p, ${pick(PROGRAMS, 'p')},
            'Weekly classes', 4 + p, 10 + p, 40
     from generate_series($1::int, $2::int) c, generate_series(0, ${S.programs - 1}) p`,
    ],
    [
      'program_slots',
      `insert into program_slots (id, tenant_id, program_id, slot_id, days, times, price_cents)
     select pg_temp.sid('sl', c, p * ${S.slotsPerProgram} + s), pg_temp.sid('t', c, 0), pg_temp.sid('pg', c, p),
            'P' || p || '-' || ${pick(DAYS, 's + p')}, array[${pick(DAYS, 's + p')}],
            (select array_agg(case when d = (s + p) % ${DAYS.length} then '5:00 PM - 6:00 PM' else 'x' end order by d)
             from generate_series(0, 6) d), 8500 + 500 * s
     from generate_series($1::int, $2::int) c, generate_series(0, ${S.programs - 1}) p, generate_series(0, ${S.slotsPerProgram - 1}) s`,
    ],
    [
      'memberships',
      `insert into memberships (id, tenant_id, first_name, last_name, email, phone, address, city, state, zip, start_date,
                              expires_on, registration_fee_paid, auto_payment, created_at)
     select pg_temp.sid('m', c, k), pg_temp.sid('t', c, 0), ${pick(FIRST, 'k * 7')}, ${pick(LAST, 'k')},
            'family' || k || '@' || ${slug('c')} || '.test', '555-01' || lpad((k % 100)::text, 2, '0'),
            (100 + k) || ' Main St', 'Springfield', 'IL', '62701', current_date - ${joined('k')},
            current_date - ${joined('k')} + 365 + 365 * (k % 2), true, k % 4 = 0, now() - make_interval(days => ${joined('k')})
     from generate_series(0, ${S.families - 1}) k, generate_series($1::int, $2::int) c
     order by k, c`,
    ],
    [
      'users',
      `insert into users (id, tenant_id, email, password_hash, first_name, last_name, role, role_id, membership_id, created_at)
     select pg_temp.sid('u', c, 0), pg_temp.sid('t', c, 0), 'admin@' || ${slug('c')} || '.test', $3, 'Club', 'Admin',
            'admin', pg_temp.sid('r', c, 1), null::uuid, now() - interval '2 years'
     from generate_series($1::int, $2::int) c
     union all
     select pg_temp.sid('u', c, s), pg_temp.sid('t', c, 0), 'coach' || s || '@' || ${slug('c')} || '.test', $3,
            ${pick(FIRST, 's * 11')}, 'Coach', 'staff', pg_temp.sid('r', c, 2), null, now() - interval '2 years'
     from generate_series($1::int, $2::int) c, generate_series(1, ${S.staff}) s
     union all
     select pg_temp.sid('um', c, k), pg_temp.sid('t', c, 0), 'family' || k || '@' || ${slug('c')} || '.test', $3,
            ${pick(FIRST, 'k * 7')}, ${pick(LAST, 'k')}, 'member', pg_temp.sid('r', c, 3), pg_temp.sid('m', c, k),
            now() - make_interval(days => ${joined('k')})
     from generate_series(0, ${S.families - 1}) k, generate_series($1::int, $2::int) c`,
    ],
    [
      'athletes',
      `insert into athletes (id, tenant_id, membership_id, first_name, last_name, gender, date_of_birth, created_at)
     select pg_temp.sid('a', c, a), pg_temp.sid('t', c, 0), pg_temp.sid('m', c, a % ${S.families}), ${pick(FIRST, 'a * 13 + 3')},
            ${pick(LAST, `a % ${S.families}`)}, (array['Female', 'Male', 'Other'])[1 + a % 3],
            current_date - (5 * 365 + (a * 37) % (11 * 365)), now() - make_interval(days => ${joined(`(a % ${S.families})`)})
     from generate_series(0, ${S.athletes - 1}) a, generate_series($1::int, $2::int) c
     order by a % ${S.families}, a, c`,
    ],
    [
      'people_search',
      // What the triggers of memberships, athletes and users write as people come in (replica mode
      // fires no trigger): one normalised document and rank key per person for the people search.
      `insert into people_search (tenant_id, kind, person_id, document, rank_key, role)
     select m.tenant_id, 'memberships', m.id, springboard_people_document(m.first_name, null, m.last_name, m.email, m.phone),
            springboard_people_rank_key(m.first_name, m.last_name, m.email, m.phone), null
     from memberships m join pg_temp.fill_club fc on fc.t = m.tenant_id
     union all
     select a.tenant_id, 'athletes', a.id, springboard_people_document(a.first_name, a.middle_name, a.last_name, null, null),
            springboard_people_rank_key(a.first_name, a.last_name, null, null), null
     from athletes a join pg_temp.fill_club fc on fc.t = a.tenant_id
     union all
     select u.tenant_id, 'users', u.id, springboard_people_document(u.first_name, null, u.last_name, u.email, null),
            springboard_people_rank_key(u.first_name, u.last_name, u.email, null), u.role
     from users u join pg_temp.fill_club fc on fc.t = u.tenant_id`,
    ],
    [
      'enrollments',
      `insert into enrollments (id, tenant_id, athlete_id, slot_id, membership_id, enrolled_at)
     select pg_temp.sid('e' || n, c, a), pg_temp.sid('t', c, 0), pg_temp.sid('a', c, a),
            pg_temp.sid('sl', c, (a + 7 * n) % ${SLOTS}), pg_temp.sid('m', c, a % ${S.families}),
            now() - make_interval(days => ${joined(`(a % ${S.families})`)})
     from generate_series(0, ${S.athletes - 1}) a, generate_series($1::int, $2::int) c, generate_series(0, 1) n
     where n = 0 or a % 3 = 0
     order by a % ${S.families}, a, c`,
    ],
    [
      'invoices',
      // The 2,000 invoice rows of a club are computed once (month, status, texts), then joined to every
      // club's family of the same number: one md5 per row, in month order across clubs.
      `with inv as materialized (
       select i, fm.f, dd.d, ss.st, 'Monthly tuition ' || to_char(dd.d, 'Mon YYYY') as descr,
              'auto:' || to_char(dd.d, 'YYYY-MM') || ':' as run_key
       from generate_series(0, ${S.invoices - 1}) i
            cross join lateral (select i % ${S.families} as f, i / ${S.families} as m) fm
            cross join lateral (select ${due('fm.m')} as d) dd
            cross join lateral (select ${invoiceStatus('i', 'fm.f', 'fm.m')} as st) ss)
     insert into invoices (id, tenant_id, membership_id, athlete_id, number, amount_cents, paid_cents, description, due_date,
                           status, category, run_key, paid_at, created_at, updated_at)
     select pg_temp.sid('i', ff.c, inv.i), ff.t, ff.m, ff.a, inv.i + 1, 8500 + (inv.f % 5) * 1000,
            case when inv.st = 'paid' then 8500 + (inv.f % 5) * 1000 else 0 end, inv.descr, inv.d, inv.st, 'auto',
            inv.run_key || ff.m::text, case when inv.st = 'paid' then inv.d + 2 end, inv.d - 7, inv.d - 7
     from inv join pg_temp.fill_family ff on ff.k = inv.f`,
    ],
    [
      'invoice_lines',
      // One tuition line an invoice, its amount (the sum the database checks at commit).
      `insert into invoice_lines (id, tenant_id, invoice_id, position, kind, description, athlete_id, amount_cents, created_at)
     select pg_temp.uuid_of('line:' || i.id::text), i.tenant_id, i.id, 1, 'tuition', i.description, i.athlete_id,
            i.amount_cents, i.created_at
     from invoices i join pg_temp.fill_club fc on fc.t = i.tenant_id`,
    ],
    [
      'invoice_counters',
      `insert into invoice_counters (tenant_id, last_number)
     select fc.t, ${S.invoices} from pg_temp.fill_club fc`,
    ],
    [
      'payments',
      `insert into payments (id, tenant_id, membership_id, invoice_id, amount_cents, payment_method, provider, transaction_id,
                           status, payment_date, created_at)
     select pg_temp.uuid_of('pay:' || i.id::text), i.tenant_id, i.membership_id, i.id, i.amount_cents, 'card', 'sandbox',
            'sbpi_' || replace(i.id::text, '-', ''), 'succeeded', i.paid_at, i.paid_at
     from invoices i join pg_temp.fill_club fc on fc.t = i.tenant_id
     where i.status = 'paid'`,
    ],
    [
      'club_row_counts',
      // What the counting triggers of invoices and payments keep, the invoices' by status too (replica
      // mode fires no trigger).
      `insert into club_row_counts (tenant_id, table_name, n)
     select fc.t, 'invoices', (select count(*) from invoices i where i.tenant_id = fc.t) from pg_temp.fill_club fc
     union all
     select fc.t, 'payments', (select count(*) from payments p where p.tenant_id = fc.t) from pg_temp.fill_club fc
     union all
     select i.tenant_id, 'invoices:' || i.status, count(*) from invoices i join pg_temp.fill_club fc on fc.t = i.tenant_id
     group by i.tenant_id, i.status`,
    ],
    [
      'vouchers',
      `insert into vouchers (id, tenant_id, code, kind, value, max_redemptions, redeemed_count, active, created_at)
     select pg_temp.sid('v', c, v), pg_temp.sid('t', c, 0), 'SPRING' || lpad(v::text, 4, '0'),
            case when v % 2 = 0 then 'percent' else 'fixed' end, case when v % 2 = 0 then 5 + v % 20 else 1000 + 500 * (v % 6) end,
            case when v % 3 = 0 then null else 50 end, v % 40, v % 5 <> 4, now() - make_interval(days => v)
     from generate_series($1::int, $2::int) c, generate_series(0, ${S.vouchers - 1}) v`,
    ],
    [
      'reports',
      // A saved report keeps its rows (40 here); the list reads its filters and counts its rows.
      `insert into reports (id, tenant_id, type, created_by, data, created_at)
     select pg_temp.sid('rp', c, r), pg_temp.sid('t', c, 0), ${pick(REPORT_TYPES, 'r')}, pg_temp.sid('u', c, r % ${S.staff + 1}),
            jsonb_build_object(
              'filters', jsonb_build_object('start_date', to_char(current_date - 30 - r, 'YYYY-MM-DD'),
                                            'end_date', to_char(current_date - r, 'YYYY-MM-DD')),
              'result', jsonb_build_object(
                'summary', jsonb_build_array(jsonb_build_object('label', 'Rows', 'value', 40)),
                'columns', jsonb_build_array(jsonb_build_object('key', 'name', 'label', 'Name'),
                                             jsonb_build_object('key', 'amount', 'label', 'Amount')),
                'rows', (select jsonb_agg(jsonb_build_object('name', 'Row ' || n, 'amount', n * 10)) from generate_series(1, 40) n),
                'chart', null, 'truncated', false)),
            now() - make_interval(hours => r * 7)
     from generate_series(0, ${S.reports - 1}) r, generate_series($1::int, $2::int) c
     order by r, c`,
    ],
    [
      'waitlist_entries',
      // Athlete w waits for one slot (one entry an athlete, so none waits twice for a slot).
      `insert into waitlist_entries (id, tenant_id, slot_id, athlete_id, membership_id, position, status, created_at, updated_at)
     select pg_temp.sid('w', c, w), pg_temp.sid('t', c, 0), pg_temp.sid('sl', c, (w * 5) % ${SLOTS}), pg_temp.sid('a', c, w),
            pg_temp.sid('m', c, w % ${S.families}), w, 'waiting', now() - make_interval(hours => ${S.waitlist} - w),
            now() - make_interval(hours => ${S.waitlist} - w)
     from generate_series(0, ${S.waitlist - 1}) w, generate_series($1::int, $2::int) c`,
    ],
  ];
}

/** How many of $1, $2, $3 a statement uses (PostgreSQL refuses values it has no place for). */
const placeholders = (text: string) => Math.max(0, ...[...text.matchAll(/\$(\d)/g)].map((m) => Number(m[1])));

export type FillResult = {
  seconds: number;
  clubs: number;
  rows: Record<string, number>;
  steps: { table: string; seconds: number }[];
};

/**
 * Fills clubs number `from` … `to` (inclusive) into the database the client is connected to (a
 * superuser or the tables' owner with BYPASSRLS), in one transaction, then ANALYZE.
 */
export async function fillClubs(
  client: pg.ClientBase,
  opts: { from?: number; to: number; passwordHash: string; shape?: ClubShape; log?: (line: string) => void },
): Promise<FillResult> {
  const from = opts.from ?? 1;
  const started = performance.now();
  const steps: FillResult['steps'] = [];
  const rows: Record<string, number> = {};
  const step = async <T>(table: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await fn();
    steps.push({ table, seconds: (performance.now() - t0) / 1000 });
    return result;
  };
  // md5 as a version-4 UUID (version and variant digits set, as zod's uuid() checks them).
  await client.query(
    `create or replace function pg_temp.uuid_of(t text) returns uuid language sql immutable parallel safe
     as $$ select overlay(overlay(md5(t) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await client.query(
    `create or replace function pg_temp.sid(kind text, club int, n int) returns uuid language sql immutable parallel safe
     as $$ select pg_temp.uuid_of(kind || ':' || club::text || ':' || n::text) $$`,
  );
  const shape = opts.shape ?? CLUB_SHAPE;
  const STATEMENTS = statements(shape);
  const tables = STATEMENTS.map(([table]) => table);
  await client.query('begin');
  try {
    await client.query(`set local synchronous_commit = off; set local maintenance_work_mem = '256MB'`);
    // As pg_restore does: referential checks once per constraint at the end (checkForeignKeys)
    // instead of once per row, and the secondary indexes built after the rows are in.
    await client.query('set local session_replication_role = replica');
    const indexes = await dropSecondaryIndexes(client, tables);
    // The clubs and their families with their ids, computed once and joined to by the big tables.
    await client.query(
      `create temp table fill_club on commit drop as select c, pg_temp.sid('t', c, 0) as t from generate_series($1::int, $2::int) c`,
      [from, opts.to],
    );
    await client.query(
      `create temp table fill_family on commit drop as
       select fc.c, k, fc.t, pg_temp.sid('m', fc.c, k) as m, pg_temp.sid('a', fc.c, k) as a
       from pg_temp.fill_club fc, generate_series(0, ${shape.families - 1}) k`,
    );
    await client.query('analyze pg_temp.fill_club, pg_temp.fill_family');
    for (const [table, text] of STATEMENTS) {
      const r = await step(table, () => client.query(text, [from, opts.to, opts.passwordHash].slice(0, placeholders(text))));
      rows[table] = r.rowCount ?? 0;
      opts.log?.(`  ${table.padEnd(20)} ${String(r.rowCount ?? 0).padStart(9)} rows  ${steps.at(-1)!.seconds.toFixed(1)} s`);
    }
    await step('(indexes)', async () => {
      for (const definition of indexes) await client.query(definition);
    });
    opts.log?.(`  ${`${indexes.length} secondary indexes`.padEnd(30)}  ${steps.at(-1)!.seconds.toFixed(1)} s`);
    const checked = await step('(foreign keys)', () => checkForeignKeys(client, tables));
    opts.log?.(`  ${`${checked} foreign keys checked`.padEnd(30)}  ${steps.at(-1)!.seconds.toFixed(1)} s`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  // VACUUM too: as autovacuum leaves a settled database, the pages marked all-visible, so that an
  // index-only scan (a list's count) reads the index alone, as it would in production.
  await step('(vacuum analyze)', () => client.query('vacuum (analyze)'));
  opts.log?.(`  ${'VACUUM ANALYZE'.padEnd(30)}  ${steps.at(-1)!.seconds.toFixed(1)} s`);
  return { seconds: (performance.now() - started) / 1000, clubs: opts.to - from + 1, rows, steps };
}

/** Drops the indexes of these tables that back no constraint (in the open transaction); their definitions. */
async function dropSecondaryIndexes(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where i.indrelid = any (select t::regclass from unnest($1::text[]) t)
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [tables],
  );
  for (const r of rows) await client.query(`drop index ${r.name}`);
  return rows.map((r) => r.definition);
}

/**
 * Every foreign key of these tables, checked set-based (one anti-join each, MATCH SIMPLE: a row with
 * a null in the key is not checked); throws naming the first one broken. Returns how many were checked.
 */
async function checkForeignKeys(client: pg.ClientBase, tables: string[]): Promise<number> {
  const { rows } = await client.query<{ name: string; child: string; parent: string; cols: string[]; refs: string[] }>(
    `select k.conname as name, k.conrelid::regclass::text as child, k.confrelid::regclass::text as parent,
            array(select quote_ident(a.attname) from unnest(k.conkey) with ordinality u(n, o)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.o)::text[] as cols,
            array(select quote_ident(a.attname) from unnest(k.confkey) with ordinality u(n, o)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.o)::text[] as refs
     from pg_constraint k
     where k.contype = 'f' and k.conrelid = any (select t::regclass from unnest($1::text[]) t)`,
    [tables],
  );
  for (const fk of rows) {
    const notNull = fk.cols.map((c) => `x.${c} is not null`).join(' and ');
    const match = fk.cols.map((c, i) => `p.${fk.refs[i]} = x.${c}`).join(' and ');
    const broken = await client.query<{ n: string }>(
      `select count(*) as n from ${fk.child} x where ${notNull} and not exists (select 1 from ${fk.parent} p where ${match})`,
    );
    if (Number(broken.rows[0]?.n) > 0)
      throw new Error(`fill broke foreign key ${fk.name} of ${fk.child}: ${broken.rows[0]?.n} rows`);
  }
  return rows.length;
}
