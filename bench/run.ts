// npm run bench: the server on a fresh embedded database, each tenant-scoped read loaded with
// autocannon beside its one-round-trip limit measured in the same run, in turns (three slices each,
// so load from elsewhere on a shared machine weighs on both) (bench/one-trip-limit.ts: the
// route's SELECT as one prepared statement with WHERE tenant_id = $1, no transaction), and beside
// its transport floor (bench/transport-floor.ts: the same SELECT in a request's transaction, behind
// the session lookup of a signed-in read, with none of the server's other code), sign-in and
// registration beside argon2id hashes/s with the server's parameters (bench/hash-limit.ts), and a
// bare Fastify route for reference. Prints the table and writes bench/results.json (the web figures
// of `npm run bench:web` in that file are kept). BENCH_SECONDS (default 6) and BENCH_CONNECTIONS
// (default 8) tune the load, BENCH_P99_CONNECTIONS (default 50) the tail-latency run of each read;
// about 5 minutes on 2 cores. The bars each figure is held to are printed at the end.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD, measure, measureInTurns, SIDE_BY_SIDE_SLICES, type LoadTarget, type Measured } from './load.js';
import { cpuSampler } from './cpu-time.js';
import { startScript, type Started } from './processes.js';
import { hashesPerSecond } from './hash-limit.js';
import { benchRegistration, registerOnce, WORKERS } from './registration.js';

type Cpu = Measured['cpu'];
export type RouteFigure = {
  name: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  limit: string;
  limit_rps: number;
  ratio: number;
  /** CPU ms per request (Node, PostgreSQL) of the route and of its limit: steadier than req/s on a busy machine. */
  cpu_ms?: Cpu;
  limit_cpu_ms?: Cpu;
  /** The limit's own latency under the same load: what the route's p99 is to be read against. */
  limit_p99_ms?: number;
  /** Tail latency under many clients: the read and its limit again with P99_CONNECTIONS connections. */
  p99_at?: { connections: number; p99_ms: number; limit_p99_ms: number };
  /** p99_at's p99 over its limit's: the bar is at most P99_RATIO_BAR. */
  p99_ratio?: number;
  /** The transport floor (bench/transport-floor.ts) in the same turns: its req/s, CPU, and req/s over
   *  the limit's. What the route cannot beat without changing how requests reach the database. */
  floor_rps?: number;
  floor_cpu_ms?: Cpu;
  floor_ratio?: number;
};

/** The bars a tenant-scoped read is held to: at least THROUGHPUT_BAR of its one-round-trip limit's
 *  req/s, and with P99_CONNECTIONS clients a p99 at most P99_RATIO_BAR times the limit's p99, both
 *  measured in the same run. Registration: at least REGISTRATION_BAR of the argon2id hashes/s. */
const THROUGHPUT_BAR = 0.6;
const P99_RATIO_BAR = 2;
const REGISTRATION_BAR = 0.6;
const P99_CONNECTIONS = Number(process.env.BENCH_P99_CONNECTIONS ?? 50);

const SLUG = 'demo';
const here = dirname(fileURLToPath(import.meta.url));
const resultsFile = join(here, 'results.json');
const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'springboard-bench-'));
chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must reach the folder
const { DATABASE_URL: _external, ...parentEnv } = process.env; // always a fresh embedded database
const env = { ...parentEnv, DATA_DIR: join(dir, 'data'), PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };
const children: Started[] = [];

try {
  const server = await startScript('serve.ts', [], env);
  children.push(server);
  const { baseUrl, databaseUrl, admin } = JSON.parse(server.payload) as {
    baseUrl: string;
    databaseUrl: string;
    admin: { email: string; password: string };
  };
  const tenant = { 'x-tenant-id': SLUG };

  const adminToken = await signIn(baseUrl, admin.email, admin.password);
  const family = await benchFamily(baseUrl, databaseUrl);
  const memberToken = await signIn(baseUrl, family.email, family.password);
  const adminClaims = claimsOf(adminToken);
  const ids = JSON.stringify({
    tenantId: adminClaims.tid,
    sessionId: adminClaims.sid,
    userId: adminClaims.sub,
    membershipId: family.membershipId,
  });
  const oneTrip = await startScript('one-trip-limit.ts', [databaseUrl, ids], env);
  children.push(oneTrip);
  const floor = await startScript('transport-floor.ts', [databaseUrl, ids], env);
  children.push(floor);
  const fastify = await startScript('limit-servers.ts', ['fastify'], env);
  children.push(fastify);
  const serverCpu = cpuSampler(server.pid, server.pid);
  const limitCpu = cpuSampler(oneTrip.pid, server.pid);
  const floorCpu = cpuSampler(floor.pid, server.pid);
  const limitUrl = (path: string) => `http://127.0.0.1:${oneTrip.payload}${path}`;
  const floorUrl = (path: string) => `http://127.0.0.1:${floor.payload}${path}`;
  const asAdmin = { ...tenant, authorization: `Bearer ${adminToken}` };

  const reads: [string, LoadTarget, string][] = [
    ['GET /api/programs', { url: `${baseUrl}/api/programs`, headers: tenant }, '/programs'],
    ['GET /api/settings', { url: `${baseUrl}/api/settings`, headers: tenant }, '/settings'],
    ['GET /api/auth/me', { url: `${baseUrl}/api/auth/me`, headers: asAdmin }, '/me'],
    ['GET /api/memberships', { url: `${baseUrl}/api/memberships`, headers: asAdmin }, '/memberships'],
    [
      'GET /api/invoices/member/:id (member)',
      {
        url: `${baseUrl}/api/invoices/member/${family.membershipId}`,
        headers: { ...tenant, authorization: `Bearer ${memberToken}` },
      },
      '/member-invoices',
    ],
  ];

  console.log(
    `Springboard benchmark: ${LOAD.seconds} s per route after ${LOAD.warmupSeconds} s warm-up (a read, its limit and its transport floor in ${SIDE_BY_SIDE_SLICES} turns each), ${LOAD.connections} connections, ${cpus().length} CPU(s), Node ${process.version}, LOG_LEVEL=${env.LOG_LEVEL}`,
  );
  const routes: RouteFigure[] = [];
  const fastifyTarget = { url: `http://127.0.0.1:${fastify.payload}/` };
  const bare = await load('bare Fastify JSON route', fastifyTarget);
  for (const [name, target, path] of reads) {
    const limitTarget = { url: limitUrl(path) };
    const floorTarget = { url: floorUrl(path) };
    await expectOk(`limit ${path}`, limitTarget);
    await expectOk(`floor ${path}`, floorTarget);
    await expectOk(name, target);
    process.stdout.write(`  measuring ${name}, its limit ${path} and its transport floor, in turns…\n`);
    const [route, limit, floorRun] = await measureInTurns([
      { target, cpu: serverCpu },
      { target: limitTarget, cpu: limitCpu },
      { target: floorTarget, cpu: floorCpu },
    ]);
    if (route.failed) console.log(`    ${route.failed} answers were not 2xx`);
    if (floorRun.failed) console.log(`    ${floorRun.failed} answers of the floor were not 2xx`);
    process.stdout.write(`  … and with ${P99_CONNECTIONS} connections, for the p99…\n`);
    const [routeMany, limitMany] = await measureInTurns([{ target }, { target: limitTarget }], P99_CONNECTIONS);
    if (routeMany.failed) console.log(`    ${routeMany.failed} answers were not 2xx`);
    routes.push({
      ...figure(name, route, `one round trip: ${path}`, limit.rps),
      ...(limit.cpu ? { limit_cpu_ms: limit.cpu } : {}),
      floor_rps: round(floorRun.rps),
      ...(floorRun.cpu ? { floor_cpu_ms: floorRun.cpu } : {}),
      floor_ratio: round(floorRun.rps / limit.rps, 2),
      limit_p99_ms: limit.p99,
      p99_at: { connections: P99_CONNECTIONS, p99_ms: routeMany.p99, limit_p99_ms: limitMany.p99 },
      // autocannon's latencies are whole milliseconds: a limit under 1 ms counts as 1.
      p99_ratio: round(routeMany.p99 / Math.max(1, limitMany.p99), 2),
    });
  }

  console.log('  measuring argon2id hashes/s (the floor of sign-in and registration)…');
  const hashes = await hashesPerSecond(LOAD.seconds, WORKERS);
  const loginBody = JSON.stringify({ email: admin.email, password: admin.password });
  const login = await load(
    'POST /api/auth/login',
    { url: `${baseUrl}/api/auth/login`, method: 'POST', headers: tenant, body: loginBody },
    serverCpu,
  );
  routes.push(figure('POST /api/auth/login', login, 'argon2id verifications/s', hashes));

  console.log('  measuring registration (quote + sandbox confirm + register)…');
  const reg = await benchRegistration({
    baseUrl,
    slug: SLUG,
    databaseUrl,
    seconds: LOAD.seconds,
    warmupSeconds: LOAD.warmupSeconds,
  });
  const registration = {
    ...reg,
    limit: 'argon2id hashes/s',
    limit_per_second: round(hashes),
    ratio: round(reg.registrationsPerSecond / hashes, 2),
  };

  printTable(routes, bare);
  console.log('CPU ms/req: the Node process + PostgreSQL (all its processes), per request of the timed run.');
  console.log(
    "floor: the read's transport floor (its SELECT in a request's transaction, behind the session lookup when signed in, nothing else of the server) in req/s over the limit's.",
  );
  console.log(
    `\nRegistration: ${reg.registrationsPerSecond}/s (p99 ${reg.p99Ms} ms, ${reg.count} done) against ${round(hashes)} argon2id hashes/s: ${registration.ratio}×\n  rows: ${reg.rowChecks}`,
  );
  printBars(routes, registration.ratio);

  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const results = {
    ...previous,
    measured_at: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load: { seconds: LOAD.seconds, connections: LOAD.connections },
    reference: { name: 'bare Fastify JSON route', rps: round(bare.rps) },
    routes,
    registration,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to bench/results.json. Done in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  for (const child of children.reverse()) await child.stop();
  rmSync(dir, { recursive: true, force: true });
}

async function load(name: string, target: LoadTarget, cpu?: ReturnType<typeof cpuSampler>): Promise<Measured> {
  await expectOk(name, target);
  process.stdout.write(`  measuring ${name}…\n`);
  const result = await measure(target, cpu);
  if (result.failed) console.log(`    ${result.failed} answers were not 2xx`);
  return result;
}

function figure(name: string, r: Measured, limit: string, limitRps: number): RouteFigure {
  return {
    name,
    rps: round(r.rps),
    p50_ms: r.p50,
    p99_ms: r.p99,
    non_2xx: r.failed,
    limit,
    limit_rps: round(limitRps),
    ratio: round(r.rps / limitRps, 2),
    ...(r.cpu ? { cpu_ms: r.cpu } : {}),
  };
}

function round(v: number, digits = 0): number {
  return Math.round(v * 10 ** digits) / 10 ** digits;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': SLUG },
    body: JSON.stringify({ email, password }),
  });
  const json = (await res.json()) as { data?: { access_token?: string } };
  if (!res.ok || !json.data?.access_token) throw new Error(`Sign-in of ${email} failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.access_token;
}

/** The claims of our own access token (read, not verified: the server signed it a moment ago). */
function claimsOf(token: string): { sub: string; tid: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; tid: string; sid: string };
}

/** A family registered through the API (as a browser does), for the member's routes. */
async function benchFamily(
  baseUrl: string,
  databaseUrl: string,
): Promise<{ email: string; password: string; membershipId: string }> {
  const res = await fetch(`${baseUrl}/api/programs/programs-with-slots`, { headers: { 'x-tenant-id': SLUG } });
  const programs = ((await res.json()) as { data: { slots: { id: string; capacity: number; enrolled: number }[] }[] }).data;
  const slot = programs.flatMap((p) => p.slots).find((s) => s.enrolled < s.capacity);
  if (!slot) throw new Error('no demo slot with room for the bench family');
  const email = await registerOnce({ baseUrl, slug: SLUG, databaseUrl, seconds: 0 }, 'member', 0, slot.id);
  const password = 'bench password 1';
  const token = await signIn(baseUrl, email, password);
  const me = await fetch(`${baseUrl}/api/memberships/me`, { headers: { 'x-tenant-id': SLUG, authorization: `Bearer ${token}` } });
  const membership = ((await me.json()) as { data: { id: string } }).data;
  return { email, password, membershipId: membership.id };
}

/** Benchmarking a 404 or a 401 would print a fast, meaningless figure: refuse to. */
async function expectOk(name: string, target: LoadTarget) {
  const res = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...(target.headers ?? {}) },
    ...(target.body ? { body: target.body } : {}),
  });
  if (!res.ok) throw new Error(`${name} answered ${res.status} before the run: ${await res.text()}`);
}

function printBars(rows: RouteFigure[], registrationRatio: number) {
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
  console.log(
    `\nBars: reads ≥ ${THROUGHPUT_BAR}× of their limit's req/s; p99 with ${P99_CONNECTIONS} connections ≤ ${P99_RATIO_BAR}× the limit's; registration ≥ ${REGISTRATION_BAR}× of argon2id hashes/s.`,
  );
  for (const r of rows) {
    if (r.p99_ratio === undefined) continue;
    console.log(
      `  ${mark(r.ratio >= THROUGHPUT_BAR)} ${r.name}: ${r.ratio.toFixed(2)}× req/s${r.floor_ratio === undefined ? '' : ` (its transport floor ${r.floor_ratio.toFixed(2)}×)`}; ${mark(r.p99_ratio <= P99_RATIO_BAR)} p99 ${r.p99_at?.p99_ms} ms vs ${r.p99_at?.limit_p99_ms} ms: ${r.p99_ratio.toFixed(2)}×`,
    );
  }
  console.log(`  ${mark(registrationRatio >= REGISTRATION_BAR)} registration: ${registrationRatio.toFixed(2)}×`);
}

function printTable(rows: RouteFigure[], bare: Measured) {
  // autocannon measures latency in whole milliseconds.
  const ms = (v: number) => (v < 1 ? '<1' : v.toFixed(0));
  const cpu = (c: Cpu) => (c ? `${c.node_ms.toFixed(2)}+${c.postgres_ms.toFixed(2)}` : '');
  const header = [
    '',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'CPU ms/req',
    'limit/s',
    'its p99',
    'its CPU',
    'of limit',
    'floor',
    'limit',
  ];
  const lines = [
    ...rows.map((r) => [
      r.name,
      String(r.rps),
      ms(r.p50_ms),
      ms(r.p99_ms),
      String(r.non_2xx),
      cpu(r.cpu_ms),
      String(r.limit_rps),
      r.limit_p99_ms === undefined ? '' : ms(r.limit_p99_ms),
      cpu(r.limit_cpu_ms),
      `${r.ratio.toFixed(2)}×`,
      r.floor_ratio === undefined ? '' : `${r.floor_ratio.toFixed(2)}×`,
      r.limit,
    ]),
    [
      '(bare Fastify JSON route)',
      bare.rps.toFixed(0),
      ms(bare.p50),
      ms(bare.p99),
      String(bare.failed),
      '',
      '',
      '',
      '',
      '',
      '',
      'framework reference',
    ],
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(fmt(line));
}
