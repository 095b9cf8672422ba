// Every scan of a club table in the hot read routes, and in the first page of every paged list, goes
// through an index that leads with tenant_id so that 1,000 clubs fit on one database: a club's read then costs the same whether the database
// holds one club or a thousand.
//
// How: 30 clubs of the bench's shape (bench/scale-fill.ts: per club 130 families, 200 athletes, 2,000
// invoices, their payments) are filled set-based; the routes of `npm run bench:scale` are called
// through the app as a club's admin while every statement the server sends is recorded (pg's
// Client.query); each recorded statement is then EXPLAINed (FORMAT JSON) in a transaction set up as
// the server's (role springboard_app, the club in app.tenant_id, so row-level security is in the
// plan), with its own values (the custom plan) and as GENERIC_PLAN (the plan a prepared statement
// falls back to after a few runs: the server names every statement it sends,
// db/tenant-tx.ts).
//
// Two checks per plan:
// - with the planner's defaults, no sequential scan of a club table larger than a few pages. At 30
//   clubs the smallest club tables (roles, permissions, programs: a few pages) are cheaper to read
//   whole, and the planner rightly does; they are not exempt from the second check;
// - with enable_seqscan = off (which only makes a sequential scan cost more; the planner still
//   chooses one when no index can serve the condition), every scan of a club table is an index
//   scan whose index's FIRST column is tenant_id (read from pg_index/pg_attribute, not the name)
//   and whose index condition names tenant_id: no query depends on reading other clubs' rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminEmail, clubSlug, fillClubs, FILL_PASSWORD, sid } from '../../../../bench/scale-fill.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { api, signIn } from '../../test/factories.js';
import { hash } from '@node-rs/argon2';

const CLUBS = 30;
const CLUB = 15;
/** A sequential scan of a club table of more pages than this is a finding even at 30 clubs. */
const SMALL_TABLE_PAGES = 8;

const ROUTES: [name: string, url: string][] = [
  ['memberships list', '/api/memberships'],
  ['athletes list', '/api/athletes'],
  ["a member's invoices", `/api/invoices/member/${sid('m', CLUB, 5)}`],
  ['due payments', '/api/payments/get-due-payments'],
  ['global search', '/api/search?q=em'],
  ['global search by full name', '/api/search?q=olivia%20john'],
  ['global search by phone', '/api/search?q=555-0142'],
  // The first page of each list a screen pages through, in its default order (platform/lists.ts):
  // the page and its total.
  ['memberships page', '/api/memberships?page=1&page_size=25'],
  ['athletes page', '/api/athletes?page=1&page_size=25'],
  ['invoices page', '/api/invoices?page=1&page_size=25'],
  ['unpaid invoices page', '/api/invoices/pending/invoices?page=1&page_size=25'],
  ['filtered invoices page', '/api/invoices/filtered/invoices?page=1&page_size=25&status=paid'],
  ["a member's invoices page", `/api/invoices/member/${sid('m', CLUB, 5)}?page=1&page_size=25`],
  ['payments page', '/api/payments/filtered/payments?page=1&page_size=25'],
  ["a member's payments page", `/api/payments/member/${sid('m', CLUB, 5)}?page=1&page_size=25`],
  ['due payments page', '/api/payments/get-due-payments?page=1&page_size=25'],
  ['users page', '/api/users?page=1&page_size=25'],
  ['vouchers page', '/api/vouchers?page=1&page_size=25'],
  ['reports page', '/api/reports?page=1&page_size=25'],
  ['deletion requests page', '/api/data-rights/deletion-requests?page=1&page_size=25'],
  ['memberships owing page', '/api/memberships?page=1&page_size=25&negative_balance=true'],
  ['waitlist', '/api/waitlist'],
  // Each list searched by a surname: the people search's index, then the page.
  ['memberships page searched', '/api/memberships?page=1&page_size=25&q=johnson'],
  ['athletes page searched', '/api/athletes?page=1&page_size=25&q=johnson'],
  ['users page searched', '/api/users?page=1&page_size=25&q=coach'],
  ['invoices page searched', '/api/invoices?page=1&page_size=25&q=johnson'],
  ['payments page searched', '/api/payments/filtered/payments?page=1&page_size=25&q=johnson'],
  ['due payments page searched', '/api/payments/get-due-payments?page=1&page_size=25&q=johnson'],
  ['vouchers page searched', '/api/vouchers?page=1&page_size=25&q=spring'],
  ['reports page searched', '/api/reports?page=1&page_size=25&q=coach'],
];

/** Calls that look a person up by e-mail (any case): signing in and asking whether an address is taken. */
const LOOKUPS: [name: string, url: string, body: Record<string, string>][] = [
  ['e-mail check', '/api/memberships/check-email', { email: adminEmail(CLUB).toUpperCase() }],
];

type Recorded = { text: string; values: unknown[] };
type Statement = Recorded & { route: string };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};
type Scan = { node: string; table: string; index: string | null; indexCond: string | null };

let ctx: TestContext;
let client: pg.Client;
let tenantId: string;
let clubTables: Set<string>;
let tablePages: Map<string, number>;
/** Index name → its first column. */
let firstColumn: Map<string, string>;
const statements: Statement[] = [];

beforeAll(async () => {
  // No outbox polling: only the routes' own statements are recorded.
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  // Any argon2id hash verifies (the parameters are in it); the server's own are slower to make.
  await fillClubs(client, { to: CLUBS, passwordHash: await hash(FILL_PASSWORD) });
  tenantId = sid('t', CLUB, 0);

  const tables = await client.query<{ table: string; pages: number }>(`
    select c.relname as table, c.relpages as pages from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`);
  clubTables = new Set(tables.rows.map((t) => t.table));
  tablePages = new Map(tables.rows.map((t) => [t.table, t.pages]));
  const indexes = await client.query<{ index: string; first: string }>(`
    select ic.relname as index, a.attname as first
    from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_namespace n on n.oid = ic.relnamespace
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where n.nspname = 'public'`);
  firstColumn = new Map(indexes.rows.map((r) => [r.index, r.first]));

  // Every statement the server sends while answering each route.
  let route: string | null = null;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (route && this !== client) statements.push(...recorded(args).map((r) => ({ ...r, route: route! })));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    route = 'sign-in';
    const session = await signIn(ctx.app, clubSlug(CLUB), adminEmail(CLUB).toUpperCase(), FILL_PASSWORD);
    for (const [name, url, body] of LOOKUPS) {
      route = name;
      const res = await api(ctx.app, { method: 'POST', url, body, slug: clubSlug(CLUB) });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(226);
    }
    for (const [name, url] of ROUTES) {
      route = name;
      const res = await api(ctx.app, { url, slug: clubSlug(CLUB), token: session.access_token });
      route = null;
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  } finally {
    pg.Client.prototype.query = original;
  }
}, 240_000);

afterAll(async () => {
  await client?.end();
  await ctx?.close();
});

const isQuery = (text: string) => /^\s*(select|with)\b/i.test(text) && !/^select set_config\(/i.test(text);

/**
 * The statements of one client.query call that read (sign-in's writes are not what is checked): a
 * query with its values, or each statement of a Pipeline (several statements in one round trip, db/tenant-tx.ts)
 * with its values, less the settings and BEGIN/COMMIT.
 */
function recorded(args: unknown[]): Recorded[] {
  const [first, second] = args;
  const pipelined = (first as { statements?: Recorded[] } | null)?.statements;
  if (Array.isArray(pipelined)) return pipelined.filter((p) => isQuery(p.text));
  const config = typeof first === 'string' ? { text: first, values: second } : (first as { text?: string; values?: unknown });
  const text = config?.text;
  if (typeof text !== 'string') return [];
  const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
  return isQuery(text) ? [{ text, values }] : [];
}

async function explain(s: Statement, opts: { generic: boolean; seqscan: boolean }): Promise<PlanNode> {
  await client.query('begin');
  try {
    await client.query(`select set_config('role', 'springboard_app', true), set_config('app.tenant_id', $1, true)`, [tenantId]);
    if (!opts.seqscan) await client.query('set local enable_seqscan = off');
    const plan = opts.generic
      ? await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (generic_plan, format json) ${s.text}`)
      : await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${s.text}`, s.values);
    return plan.rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await client.query('rollback');
  }
}

/** The scans of a plan. A Bitmap Heap Scan reads the table through the Bitmap Index Scans below it
 *  (under a BitmapOr/BitmapAnd for several conditions): those are the scans checked, named by its table. */
function scans(node: PlanNode, out: Scan[] = [], heap: string | null = null): Scan[] {
  const type = node['Node Type'];
  if (type === 'Bitmap Heap Scan') {
    for (const child of node.Plans ?? []) scans(child, out, node['Relation Name'] ?? null);
    return out;
  }
  if (node['Relation Name'] || node['Index Name']) {
    out.push({
      node: type,
      table: node['Relation Name'] ?? heap ?? '',
      index: node['Index Name'] ?? null,
      indexCond: node['Index Cond'] ?? null,
    });
  }
  for (const child of node.Plans ?? []) scans(child, out, type.startsWith('Bitmap') ? heap : null);
  return out;
}

/** The row filters of a plan (a condition applied to each row read, not found through an index): table, filter. */
function filters(node: PlanNode, out: [string, string][] = []): [string, string][] {
  if (node['Relation Name'] && node.Filter) out.push([node['Relation Name'], node.Filter]);
  for (const child of node.Plans ?? []) filters(child, out);
  return out;
}

const isClubScan = (scan: Scan) => clubTables.has(scan.table);

/** Why a scan of a club table is not one club's slice of a tenant_id-first index, or null. */
function notClubIndexed(scan: Scan): string | null {
  const what = `${scan.node} on ${scan.table}`;
  if (!scan.index) return `${what}: no index`;
  if (firstColumn.get(scan.index) !== 'tenant_id')
    return `${what}: index ${scan.index} leads with ${firstColumn.get(scan.index)}`;
  if (!/\btenant_id\b/.test(scan.indexCond ?? ''))
    return `${what}: index ${scan.index} without tenant_id in its condition (${scan.indexCond})`;
  return null;
}

describe('the hot read routes on a database of 30 clubs', () => {
  it('the check itself: a query that reads across clubs is reported', async () => {
    // As the owner, without row-level security: nothing limits the scan to one club.
    await client.query('begin');
    try {
      await client.query('set local enable_seqscan = off');
      const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        'explain (format json) select * from invoices where membership_id = $1',
        [sid('m', CLUB, 5)],
      );
      const problems = scans(explained.rows[0]!['QUERY PLAN'][0].Plan).filter(isClubScan).map(notClubIndexed);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p !== null)).toBe(true);
    } finally {
      await client.query('rollback');
    }
  });

  it('were recorded: each route sent its statements', () => {
    for (const [name] of [['sign-in'], ...LOOKUPS, ...ROUTES])
      expect(statements.filter((s) => s.route === name).length, name).toBeGreaterThan(0);
  });

  it('read no large club table whole (planner defaults, custom and generic plans)', async () => {
    const findings: string[] = [];
    for (const s of statements) {
      for (const generic of [false, true]) {
        for (const scan of scans(await explain(s, { generic, seqscan: true }))) {
          const pages = tablePages.get(scan.table) ?? 0;
          if (scan.node === 'Seq Scan' && clubTables.has(scan.table) && pages > SMALL_TABLE_PAGES) {
            findings.push(
              `${s.route} (${generic ? 'generic' : 'custom'}): Seq Scan on ${scan.table} (${pages} pages) in ${oneLine(s.text)}`,
            );
          }
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('scan every club table through an index that leads with tenant_id, restricted to the club', async () => {
    const findings: string[] = [];
    let checked = 0;
    for (const s of statements) {
      for (const generic of [false, true]) {
        for (const scan of scans(await explain(s, { generic, seqscan: false })).filter(isClubScan)) {
          checked++;
          const problem = notClubIndexed(scan);
          if (problem) findings.push(`${s.route} (${generic ? 'generic' : 'custom'}): ${problem}, in ${oneLine(s.text)}`);
        }
      }
    }
    expect(findings).toEqual([]);
    expect(checked).toBeGreaterThan(statements.length);
  });
});

describe('a person looked up by e-mail on a database of 30 clubs', () => {
  // A condition on lower(email) cannot be an index condition under row-level security (lower() is
  // not LEAKPROOF): the club's rows would be read and filtered one by one. The lookups compare the
  // email_key column instead (db/schema/columns.ts).
  it('finds the account or family through the e-mail index, filtering no club rows by e-mail', async () => {
    const findings: string[] = [];
    let byKey = 0;
    for (const s of statements) {
      for (const generic of [false, true]) {
        const plan = await explain(s, { generic, seqscan: false });
        for (const [table, filter] of filters(plan))
          if (clubTables.has(table) && /email/.test(filter))
            findings.push(
              `${s.route} (${generic ? 'generic' : 'custom'}): ${table} filtered by ${filter}, in ${oneLine(s.text)}`,
            );
        byKey += scans(plan).filter((scan) => isClubScan(scan) && /\bemail_key\b/.test(scan.indexCond ?? '')).length;
      }
    }
    expect(findings).toEqual([]);
    // Sign-in (users) and the check (users, then families), custom and generic plans.
    expect(byKey).toBeGreaterThanOrEqual(6);
  });
});

describe('the people search on a database of 30 clubs', () => {
  // springboard_people_matching() runs as the owner of people_search, who is not bound by its
  // policy (migrations/0017_people_search.sql), the statement springboard_people_matching_sql()
  // writes, planned with its values: that statement is EXPLAINed here as that owner, so.
  async function matchingPlan(kind: string, patterns: string[]) {
    const { rows } = await client.query<{ text: string; normalised: string[] }>(
      `select springboard_people_matching_sql(cardinality($1::text[])) as text,
              array(select springboard_normalize(p) from unnest($1::text[]) p) as normalised`,
      [patterns],
    );
    const { text, normalised } = rows[0]!;
    await client.query(`prepare people_matching(uuid, text, text[]) as ${text}`);
    try {
      const values = [tenantId, kind].map((v) => client.escapeLiteral(v)).join(', ');
      const array = `array[${normalised.map((p) => client.escapeLiteral(p)).join(', ')}]::text[]`;
      const plan = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) execute people_matching(${values}, ${array})`,
      );
      return plan.rows[0]!['QUERY PLAN'][0].Plan;
    } finally {
      await client.query('deallocate people_matching');
    }
  }

  it('finds the people of the club through the trigram index of people_search, with the planner defaults', async () => {
    // Each call the search routes made, with the kind and the patterns they sent.
    const calls = statements.flatMap((s) => {
      const m = /springboard_people_(?:matching|ranked|top)\(\$(\d+), \$(\d+)::text\[\]/.exec(s.text);
      return m
        ? [{ route: s.route, kind: s.values[Number(m[1]) - 1] as string, patterns: s.values[Number(m[2]) - 1] as string[] }]
        : [];
    });
    // Members, athletes and staff of three global searches (springboard_people_ranked and springboard_people_top run the same
    // matching statement); the page and the total of each list
    // searched for people (athletes, users, payments, due payments, reports); memberships and
    // invoices search once for both.
    expect(calls.length).toBe(9 + 5 * 2 + 2);
    const findings: string[] = [];
    for (const { route, kind, patterns } of calls) {
      const found = scans(await matchingPlan(kind, patterns));
      const cond = found[0]?.indexCond ?? '';
      // The club and every word, all in the index condition.
      const ok =
        found.length === 1 &&
        found[0]!.index === 'people_search_document_idx' &&
        /\btenant_id\b/.test(cond) &&
        (cond.match(/\bdocument ~~/g) ?? []).length === patterns.length;
      if (!ok) findings.push(`${route}, ${kind} ${JSON.stringify(patterns)}: ${JSON.stringify(found)}`);
    }
    expect(findings).toEqual([]);
  });
});

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);
