// npm run bench: the server on a fresh embedded database, loaded route by route with autocannon,
// printed beside two ceilings measured in the same run (bare Fastify; node:http + pg running the
// same SQL as GET /api/programs). Then the registration figures, when bench/registration.ts exists.
// BENCH_SECONDS (default 6) and BENCH_CONNECTIONS (default 8) tune the load; ~1-2 min on 2 cores.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOAD, measure, type LoadTarget, type Measured } from './load.js';
import { startScript, type Started } from './processes.js';

type Row = { name: string; result: Measured; limit?: boolean };
type RegistrationBench = (opts: { baseUrl: string; slug: string; databaseUrl: string; seconds: number }) => Promise<unknown>;

const SLUG = 'demo';
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
  const fastifyLimit = await startScript('limit-servers.ts', ['fastify'], env);
  children.push(fastifyLimit);
  const pgLimit = await startScript('limit-servers.ts', ['pg', databaseUrl], env);
  children.push(pgLimit);

  const tenant = { 'x-tenant-id': SLUG };
  const loginBody = JSON.stringify({ email: admin.email, password: admin.password });
  const token = await signIn(baseUrl, loginBody);
  const targets: [string, LoadTarget, boolean?][] = [
    ['limit: bare Fastify JSON route', { url: `http://127.0.0.1:${fastifyLimit.payload}/` }, true],
    ['limit: node:http + pg, programs SQL', { url: `http://127.0.0.1:${pgLimit.payload}/` }, true],
    ['GET /api/programs', { url: `${baseUrl}/api/programs`, headers: tenant }],
    ['GET /api/settings', { url: `${baseUrl}/api/settings`, headers: tenant }],
    ['GET /api/auth/me', { url: `${baseUrl}/api/auth/me`, headers: { ...tenant, authorization: `Bearer ${token}` } }],
    ['POST /api/auth/login', { url: `${baseUrl}/api/auth/login`, method: 'POST', headers: tenant, body: loginBody }],
  ];

  console.log(`Springboard benchmark: ${LOAD.seconds} s per route after ${LOAD.warmupSeconds} s warm-up, ${LOAD.connections} connections, ${cpus().length} CPU(s), Node ${process.version}, LOG_LEVEL=${env.LOG_LEVEL}`);
  const rows: Row[] = [];
  for (const [name, target, limit] of targets) {
    await expectOk(name, target);
    process.stdout.write(`  measuring ${name}…\n`);
    rows.push({ name, result: await measure(target), ...(limit ? { limit } : {}) });
  }
  printTable(rows);

  const registrationFile = join(dirname(fileURLToPath(import.meta.url)), 'registration.ts');
  if (existsSync(registrationFile)) {
    const mod = (await import(pathToFileURL(registrationFile).href)) as { benchRegistration?: RegistrationBench };
    if (typeof mod.benchRegistration !== 'function') throw new Error('bench/registration.ts exports no benchRegistration');
    console.log('\nRegistration (bench/registration.ts):');
    printFigures(await mod.benchRegistration({ baseUrl, slug: SLUG, databaseUrl, seconds: LOAD.seconds }));
  }
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  for (const child of children.reverse()) await child.stop();
  rmSync(dir, { recursive: true, force: true });
}

async function signIn(baseUrl: string, body: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': SLUG },
    body,
  });
  const json = (await res.json()) as { data?: { access_token?: string } };
  if (!res.ok || !json.data?.access_token) throw new Error(`Demo admin sign-in failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.access_token;
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

function printTable(rows: Row[]) {
  const fastify = rows.find((r) => r.name.includes('Fastify'))?.result.rps ?? NaN;
  const pg = rows.find((r) => r.name.includes('pg'))?.result.rps ?? NaN;
  const ratio = (rps: number, limit: number) => `${(rps / limit).toFixed(2)}×`;
  // autocannon measures latency in whole milliseconds.
  const ms = (v: number) => (v < 1 ? '<1' : v.toFixed(0));
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'of Fastify', 'of node+pg'];
  const lines = rows.map(({ name, result: r, limit }) => [
    name,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    String(r.failed),
    limit ? '' : ratio(r.rps, fastify),
    limit ? '' : ratio(r.rps, pg),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(fmt(line));
}

function printFigures(figures: unknown) {
  if (Array.isArray(figures)) console.table(figures);
  else if (figures && typeof figures === 'object') {
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  } else if (figures !== undefined) console.log(`  ${String(figures)}`);
}
