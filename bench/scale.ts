// npm run bench:scale (the goal: 1,000 clubs on one database): one embedded PostgreSQL holding two
// databases filled the same way by bench/scale-fill.ts: one with BENCH_SCALE_CLUBS clubs (default
// 1,000: 200,000 athletes, 2,000,000 invoices), one with a single club of the same shape. A server
// runs over each; the list routes of one club are loaded with autocannon on both, alternating
// (one-club then many, then many then one-club, BENCH_SCALE_ROUNDS times in all), and the table
// shows req/s, p50 and p99 of both and how many times slower the big database is (the bar: 1.5×).
// Writes bench/results.json `scale`, keeping the other keys. BENCH_SECONDS and BENCH_CONNECTIONS as
// in `npm run bench`. The 1,000-club fill takes minutes; BENCH_SCALE_CLUBS=50 for a quick run.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { hashPassword } from '../apps/server/src/platform/passwords.js';
import { LOAD, measure, type LoadTarget, type Measured } from './load.js';
import { startScript, type Started } from './processes.js';
import { adminEmail, CLUB_SHAPE, clubSlug, fillClubs, FILL_PASSWORD, sid, type FillResult } from './scale-fill.js';

const CLUBS = Number(process.env.BENCH_SCALE_CLUBS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
const BAR = 1.5;
if (!Number.isInteger(CLUBS) || CLUBS < 2) throw new Error('BENCH_SCALE_CLUBS must be a whole number of at least 2');

const here = dirname(fileURLToPath(import.meta.url));
const resultsFile = join(here, 'results.json');
const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'springboard-scale-'));
chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must reach the folder
const { DATABASE_URL: _external, ...parentEnv } = process.env;
const children: Started[] = [];
let stopDatabase: (() => Promise<void>) | null = null;

type Side = { label: string; url: string; club: number; fill: FillResult; baseUrl?: string; token?: string };
type Figure = { rps: number; p50_ms: number; p99_ms: number; non_2xx: number };
type ScaleRoute = { name: string; rows: number; one_club: Figure; many_clubs: Figure; ratio: number; p99_ratio: number };

try {
  console.log(`bench:scale: ${CLUBS} clubs against 1, ${cpus().length} CPU(s), Node ${process.version}`);
  const embedded = await startEmbeddedPostgres(join(dir, 'data'), () => {});
  stopDatabase = embedded.stop;
  const passwordHash = await hashPassword(FILL_PASSWORD);

  const one = await createAndFill(embedded.url, 'scale_one', 1, passwordHash);
  const many = await createAndFill(embedded.url, 'scale_many', CLUBS, passwordHash);
  // The club measured in the big database sits in the middle of the fill order.
  const sides: [Side, Side] = [
    { label: 'one club', url: one.url, club: 1, fill: one.fill },
    { label: `${CLUBS} clubs`, url: many.url, club: Math.ceil(CLUBS / 2), fill: many.fill },
  ];
  const sizes = await databaseSizes(embedded.url, ['scale_one', 'scale_many']);

  for (const side of sides) {
    const server = await startScript('scale-serve.ts', [], {
      ...parentEnv,
      DATABASE_URL: side.url,
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    side.baseUrl = (JSON.parse(server.payload) as { baseUrl: string }).baseUrl;
    side.token = await signIn(side.baseUrl, clubSlug(side.club), adminEmail(side.club));
  }

  // Family 5 of the club: 16 invoices (one a month, this month's pending).
  const routes: [name: string, path: (club: number) => string][] = [
    ['GET /api/memberships', () => '/api/memberships'],
    ['GET /api/athletes', () => '/api/athletes'],
    ['GET /api/invoices/member/:id', (club) => `/api/invoices/member/${sid('m', club, 5)}`],
    ['GET /api/payments/get-due-payments', () => '/api/payments/get-due-payments'],
    ['GET /api/search?q=em', () => '/api/search?q=em'],
  ];
  const target = (side: Side, path: (club: number) => string): LoadTarget => ({
    url: `${side.baseUrl}${path(side.club)}`,
    headers: { 'x-tenant-id': clubSlug(side.club), authorization: `Bearer ${side.token}` },
  });

  console.log(
    `\nMeasuring ${routes.length} routes as the club's admin: ${LOAD.seconds} s each after ${LOAD.warmupSeconds} s warm-up, ` +
      `${LOAD.connections} connections, ${ROUNDS} round(s) per database, alternating…`,
  );
  const results: ScaleRoute[] = [];
  for (const [name, path] of routes) {
    const rows = await sameAnswer(name, target(sides[0], path), target(sides[1], path));
    const runs: [Measured[], Measured[]] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) runs[i as 0 | 1].push(await measure(target(sides[i as 0 | 1], path)));
    }
    const [a, b] = [mean(runs[0]), mean(runs[1])];
    results.push({
      name,
      rows,
      one_club: a,
      many_clubs: b,
      ratio: round2(a.rps / b.rps),
      p99_ratio: round2(b.p99_ms / Math.max(a.p99_ms, 1)),
    });
    console.log(`  ${name}: ${a.rps} vs ${b.rps} req/s`);
  }

  printTable(results, sides);
  const worst = Math.max(...results.map((r) => r.ratio));
  const fillLine = `Fill of ${CLUBS} clubs: ${many.fill.seconds.toFixed(0)} s (${Object.entries(many.fill.rows)
    .filter(([t]) => ['memberships', 'athletes', 'invoices', 'payments'].includes(t))
    .map(([t, n]) => `${n.toLocaleString('en-US')} ${t}`)
    .join(', ')}); database ${mb(sizes.scale_many)} against ${mb(sizes.scale_one)}.`;
  console.log(`\n${fillLine}`);
  console.log(
    `Slowest route on ${CLUBS} clubs: ${worst.toFixed(2)}× the one-club figure: ${worst <= BAR ? 'within' : 'OVER'} the ${BAR}× bar.`,
  );

  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const scale = {
    measured_at: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load: { seconds: LOAD.seconds, connections: LOAD.connections, rounds: ROUNDS },
    clubs: CLUBS,
    club_shape: CLUB_SHAPE,
    fill: {
      seconds: round2(many.fill.seconds),
      rows: many.fill.rows,
      steps: many.fill.steps.map((s) => ({ ...s, seconds: round2(s.seconds) })),
    },
    database_bytes: { one_club: sizes.scale_one, many_clubs: sizes.scale_many },
    measured_club: { one_club: clubSlug(1), many_clubs: clubSlug(sides[1].club) },
    bar: BAR,
    worst_ratio: worst,
    routes: results,
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, scale }, null, 2)}\n`);
  console.log(`\nWritten to bench/results.json (scale). Done in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  for (const child of children.reverse()) await child.stop();
  await stopDatabase?.();
  rmSync(dir, { recursive: true, force: true });
}

async function createAndFill(
  adminUrl: string,
  name: string,
  clubs: number,
  passwordHash: string,
): Promise<{ url: string; fill: FillResult }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
    const client = await pool.connect();
    try {
      console.log(`\nFilling ${name}: ${clubs} club(s)…`);
      const fill = await fillClubs(client, { to: clubs, passwordHash, log: (line) => console.log(line) });
      console.log(`  filled in ${fill.seconds.toFixed(1)} s`);
      return { url, fill };
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

async function databaseSizes(adminUrl: string, names: string[]): Promise<Record<string, number>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string; bytes: string }>(
      'select datname as name, pg_database_size(datname) as bytes from pg_database where datname = any($1)',
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]));
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function signIn(baseUrl: string, slug: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': slug },
    body: JSON.stringify({ email, password: FILL_PASSWORD }),
  });
  const json = (await res.json()) as { data?: { access_token?: string } };
  if (!res.ok || !json.data?.access_token) throw new Error(`Sign-in of ${email} failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.access_token;
}

/** Both databases must give the club the same answer (same number of rows and bytes), or the comparison means nothing. */
async function sameAnswer(name: string, a: LoadTarget, b: LoadTarget): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map(async (t) => {
      const res = await fetch(t.url, { headers: t.headers ?? {} });
      const text = await res.text();
      if (!res.ok) throw new Error(`${name} answered ${res.status} before the run: ${text}`);
      return { text, rows: countRows((JSON.parse(text) as { data: unknown }).data) };
    }),
  );
  if (x!.rows !== y!.rows || x!.text.length !== y!.text.length) {
    throw new Error(
      `${name}: the two databases answer differently (${x!.rows} rows/${x!.text.length} bytes against ${y!.rows}/${y!.text.length})`,
    );
  }
  return x!.rows;
}

function countRows(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    return Object.values(data as Record<string, unknown>).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
  }
  return 0;
}

function mean(runs: Measured[]): Figure {
  const avg = (f: (m: Measured) => number) => runs.reduce((s, m) => s + f(m), 0) / runs.length;
  return {
    rps: Math.round(avg((m) => m.rps)),
    p50_ms: round2(avg((m) => m.p50)),
    p99_ms: round2(avg((m) => m.p99)),
    non_2xx: runs.reduce((s, m) => s + m.failed, 0),
  };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

function mb(bytes: number | undefined): string {
  return `${((bytes ?? 0) / 1024 / 1024).toFixed(0)} MB`;
}

function printTable(rows: ScaleRoute[], sides: [Side, Side]) {
  const ms = (v: number) => (v < 1 ? '<1' : v.toFixed(0));
  const [a, b] = sides.map((s) => s.label);
  const header = ['', 'rows', `${a} req/s`, 'p50', 'p99', `${b} req/s`, 'p50', 'p99', 'slower', 'p99 ×'];
  const lines = rows.map((r) => [
    r.name,
    String(r.rows),
    String(r.one_club.rps),
    ms(r.one_club.p50_ms),
    ms(r.one_club.p99_ms),
    String(r.many_clubs.rps),
    ms(r.many_clubs.p50_ms),
    ms(r.many_clubs.p99_ms),
    `${r.ratio.toFixed(2)}×`,
    `${r.p99_ratio.toFixed(2)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(fmt(line));
  if (rows.some((r) => r.one_club.non_2xx + r.many_clubs.non_2xx > 0))
    console.log('(some answers were not 2xx: see bench/results.json)');
}
