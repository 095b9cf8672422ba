// `npm run bench:scale`, part `big`: one big club beside a small one. One database holds club 1 of
// the bench's usual shape (200 athletes, 2,000 invoices) and club 2 of BIG_CLUB_SHAPE (3,000
// families, 5,000 athletes, 150,000 invoices, about 120,000 payments); one server answers both. The
// first page of each list a screen shows (the page a screen asks first: page 1 of the default size,
// in the default order), the waitlist, the global search and a list's search are loaded with
// autocannon on both clubs in turns, and the table shows req/s, p50 and p99 of both, how many times
// slower the big club is and the page's JSON size. The bar: at most 1.5× slower and at most 50 kB.
// Then each job is run twice on each club and timed (the second run: what a re-run costs).
import { cpus } from 'node:os';
import { PAGE_SIZE_MAX } from '../packages/contract/src/lists.js';
import { LOAD, measureInTurns, SIDE_BY_SIDE_SLICES, type LoadTarget, type Measured } from './load.js';
import { countRows, createAndFill, databaseSizes, mb, ms, printTable, round2, signIn, type Figure } from './scale-common.js';
import { adminEmail, BIG_CLUB_SHAPE, CLUB_SHAPE, clubSlug } from './scale-fill.js';
import { JOB_NAMES } from '../packages/contract/src/operations/jobs.js';

const BAR = 1.5;
const MAX_PAGE_BYTES = 50_000;
const SMALL = 1;
const BIG = 2;

/** The first page of each list a screen uses, as the club's admin. */
const ROUTES: [name: string, path: string][] = [
  ['memberships', '/api/memberships?page=1'],
  ['memberships owing', '/api/memberships?page=1&negative_balance=true'],
  ['memberships q=johnson', '/api/memberships?page=1&q=johnson'],
  ['athletes', '/api/athletes?page=1'],
  ['users (staff)', '/api/users?page=1'],
  ['invoices', '/api/invoices?page=1'],
  ['invoices status=paid', '/api/invoices/filtered/invoices?page=1&status=paid'],
  ['invoices q=johnson', '/api/invoices?page=1&q=johnson'],
  ['unpaid invoices', '/api/invoices/pending/invoices?page=1'],
  ['payments', '/api/payments/filtered/payments?page=1'],
  ['due payments', '/api/payments/get-due-payments?page=1'],
  ['vouchers', '/api/vouchers?page=1'],
  ['waitlist', '/api/waitlist?page=1'],
  ['reports', '/api/reports?page=1'],
  ['global search q=em', '/api/search?q=em'],
];

type Answer = { rows: number; total: number | null; bytes: number; bytes_at_max_page: number | null };
type BigRoute = {
  name: string;
  path: string;
  small: Figure & Answer;
  big: Figure & Answer;
  /** Small club's req/s over the big club's: how many times slower the big club answers (null: it answered none in the run). */
  ratio: number | null;
  p99_ratio: number;
  within_bar: boolean;
};

export async function measureBigClub(opts: {
  adminUrl: string;
  passwordHash: string;
  serve: (databaseUrl: string) => Promise<string>;
}) {
  const db = await createAndFill(
    opts.adminUrl,
    'scale_big',
    [
      { from: SMALL, to: SMALL, shape: CLUB_SHAPE },
      { from: BIG, to: BIG, shape: BIG_CLUB_SHAPE },
    ],
    opts.passwordHash,
  );
  const sizes = await databaseSizes(opts.adminUrl, ['scale_big']);
  const baseUrl = await opts.serve(db.url);
  const tokens = new Map<number, string>();
  for (const club of [SMALL, BIG]) tokens.set(club, await signIn(baseUrl, clubSlug(club), adminEmail(club)));
  const target = (club: number, path: string): LoadTarget => ({
    url: `${baseUrl}${path}`,
    headers: { 'x-tenant-id': clubSlug(club), authorization: `Bearer ${tokens.get(club)}` },
  });

  console.log(
    `\nMeasuring ${ROUTES.length} first pages as each club's admin: ${LOAD.seconds} s each in ${SIDE_BY_SIDE_SLICES} turns ` +
      `after ${LOAD.warmupSeconds} s warm-up, ${LOAD.connections} connections…`,
  );
  const results: BigRoute[] = [];
  for (const [name, path] of ROUTES) {
    const [smallAnswer, bigAnswer] = [await answer(name, target(SMALL, path)), await answer(name, target(BIG, path))];
    const [a, b] = await measureInTurns([{ target: target(SMALL, path) }, { target: target(BIG, path) }]);
    const small = { ...figure(a), ...smallAnswer };
    const big = { ...figure(b), ...bigAnswer };
    // No answer from the big club within the run: no ratio, over the bar.
    const ratio = b.requests > 0 ? round2(a.rps / b.rps) : null;
    results.push({
      name,
      path,
      small,
      big,
      ratio,
      p99_ratio: round2(big.p99_ms / Math.max(small.p99_ms, 1)),
      within_bar: ratio !== null && ratio <= BAR && big.bytes <= MAX_PAGE_BYTES,
    });
    console.log(`  ${name}: ${small.rps} vs ${big.rps} req/s, ${kb(big.bytes)} kB`);
  }

  print(results);
  const jobs = await timeJobs(baseUrl, tokens);
  const worst = results.some((r) => r.ratio === null) ? null : Math.max(...results.map((r) => r.ratio ?? 0));
  const largest = Math.max(...results.map((r) => r.big.bytes));
  const rows = db.fills[1]!.rows;
  console.log(
    `\nBig club: ${['memberships', 'athletes', 'invoices', 'payments']
      .map((t) => `${(rows[t] ?? 0).toLocaleString('en-US')} ${t}`)
      .join(', ')}, filled in ${db.fills[1]!.seconds.toFixed(0)} s; database ${mb(sizes.scale_big)}.`,
  );
  console.log(
    `Slowest first page on the big club: ${worst === null ? 'one answered nothing within the run' : `${worst.toFixed(2)}× the small club's`} (bar ${BAR}×); largest ${kb(largest)} kB ` +
      `(bar ${MAX_PAGE_BYTES / 1000} kB): ${
        results.every((r) => r.within_bar)
          ? 'every list within both bars'
          : `OVER on ${results
              .filter((r) => !r.within_bar)
              .map((r) => r.name)
              .join(', ')}`
      }.`,
  );

  return {
    measured_at: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load: { seconds: LOAD.seconds, connections: LOAD.connections, slices: SIDE_BY_SIDE_SLICES },
    shapes: { small: CLUB_SHAPE, big: BIG_CLUB_SHAPE },
    fill: db.fills.map((f) => ({ seconds: round2(f.seconds), rows: f.rows })),
    database_bytes: sizes.scale_big,
    measured_club: { small: clubSlug(SMALL), big: clubSlug(BIG) },
    bar: { ratio: BAR, page_bytes: MAX_PAGE_BYTES },
    worst_ratio: worst,
    largest_page_bytes: largest,
    routes: results,
    jobs,
  };
}

type JobTimes = { job: string; small_ms: [first: number, again: number]; big_ms: [first: number, again: number] };

/**
 * Each job run by the admin's "run now" twice on each club, after the lists: the first run does
 * what the filled club has waiting (invoices, notices), the second finds little or nothing new, and
 * should cost the big club about what it costs the small one. A job whose second run grows with the
 * club re-reads, one by one, what it already dealt with.
 */
async function timeJobs(baseUrl: string, tokens: Map<number, string>): Promise<JobTimes[]> {
  const run = async (club: number, job: string) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/jobs/${job}/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': clubSlug(club), authorization: `Bearer ${tokens.get(club)}` },
      body: '{}',
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`job ${job} of club ${club} answered ${res.status}: ${text}`);
    return Math.round(performance.now() - started);
  };
  console.log(`\nEach job run twice on each club (the admin's "run now")…`);
  const out: JobTimes[] = [];
  for (const job of JOB_NAMES) {
    const small: [number, number] = [await run(SMALL, job), await run(SMALL, job)];
    const big: [number, number] = [await run(BIG, job), await run(BIG, job)];
    out.push({ job, small_ms: small, big_ms: big });
  }
  printTable(
    ['job', 'small: 1st run ms', 'again', 'big: 1st run ms', 'again'],
    out.map((j) => [j.job, String(j.small_ms[0]), String(j.small_ms[1]), String(j.big_ms[0]), String(j.big_ms[1])]),
  );
  return out;
}

/** The page as the screen gets it (rows, total, bytes), and its size at the largest page a caller may ask. */
async function answer(name: string, t: LoadTarget): Promise<Answer> {
  const get = async (url: string) => {
    const res = await fetch(url, { headers: t.headers ?? {} });
    const text = await res.text();
    if (!res.ok) throw new Error(`${name} answered ${res.status} before the run: ${text}`);
    return { text, json: JSON.parse(text) as { data: unknown; meta?: { total?: number } } };
  };
  const first = await get(t.url);
  const paged = first.json.meta?.total !== undefined;
  const largest = paged ? await get(`${t.url}&page_size=${PAGE_SIZE_MAX}`) : null;
  return {
    rows: countRows(first.json.data),
    total: first.json.meta?.total ?? null,
    bytes: Buffer.byteLength(first.text),
    bytes_at_max_page: largest ? Buffer.byteLength(largest.text) : null,
  };
}

function figure(m: Measured): Figure {
  return { rps: Math.round(m.rps), p50_ms: round2(m.p50), p99_ms: round2(m.p99), non_2xx: m.failed };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function print(rows: BigRoute[]) {
  const header = [
    'first page',
    'rows',
    'total',
    'small req/s',
    'p50',
    'p99',
    'big req/s',
    'p50',
    'p99',
    'slower',
    'p99 ×',
    'kB',
    `kB@${PAGE_SIZE_MAX}`,
    '',
  ];
  printTable(
    header,
    rows.map((r) => [
      r.name,
      String(r.big.rows),
      r.big.total === null ? '-' : `${r.small.total}/${r.big.total}`,
      String(r.small.rps),
      ms(r.small.p50_ms),
      ms(r.small.p99_ms),
      String(r.big.rps),
      ms(r.big.p50_ms),
      ms(r.big.p99_ms),
      r.ratio === null ? 'no answer' : `${r.ratio.toFixed(2)}×`,
      r.ratio === null ? '-' : `${r.p99_ratio.toFixed(2)}×`,
      kb(r.big.bytes),
      r.big.bytes_at_max_page === null ? '-' : kb(r.big.bytes_at_max_page),
      r.within_bar ? 'ok' : 'OVER',
    ]),
  );
  if (rows.some((r) => r.small.non_2xx + r.big.non_2xx > 0)) console.log('(some answers were not 2xx: see bench/results.json)');
}
