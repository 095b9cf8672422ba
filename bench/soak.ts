// npm run soak (not in CI): one server on a fresh embedded database under mixed load for
// SOAK_MINUTES (default 20): public reads, sign-ins, family registrations (quote, sandbox card,
// register) and invoice payments (the admin invoices a family, the family pays it by card and the
// invoice is then paid), with
// every job of the club run each minute through the admin's "run now". It prints the errors (there
// should be none), each kind of request's p99 per minute, and the server's resident memory after
// the first minute and at the end (growth under 10 %), and writes them into bench/results.json.
// SOAK_WORKERS (default 4) concurrent clients each pause SOAK_PAUSE_MS (default 25) between actions,
// so the server runs busy but not saturated: the point is what changes over time.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { JOB_NAMES } from '@springboard/contract/operations/jobs';
import { startScript, type Started } from './processes.js';
import { registerOnce } from './registration.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 4);
const PAUSE_MS = Number(process.env.SOAK_PAUSE_MS ?? 25);
/** Resident memory may grow this much from the end of the first minute to the end of the run. */
const MEMORY_GROWTH_BAR = 0.1;
const SLUG = 'demo';
const FAMILY_PASSWORD = 'bench password 1';

const here = dirname(fileURLToPath(import.meta.url));
const resultsFile = join(here, 'results.json');
const dir = mkdtempSync(join(tmpdir(), 'springboard-soak-'));
chmodSync(dir, 0o755);
const { DATABASE_URL: _external, ...parentEnv } = process.env;
const env = { ...parentEnv, DATA_DIR: join(dir, 'data'), PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };

type Kind = 'public read' | 'sign-in' | 'registration' | 'invoice payment' | 'job run';
/** Latencies (ms) per kind per minute of the run, and every failure with what it said. */
const latencies = new Map<Kind, number[][]>();
const errors: { minute: number; kind: Kind; what: string }[] = [];
let started = 0;
const minuteNow = () => Math.floor((performance.now() - started) / 60_000);

async function timed<T>(kind: Kind, fn: () => Promise<T>): Promise<T | undefined> {
  const t0 = performance.now();
  const minute = minuteNow();
  try {
    const out = await fn();
    const perMinute = latencies.get(kind) ?? [];
    (perMinute[minute] ??= []).push(performance.now() - t0);
    latencies.set(kind, perMinute);
    return out;
  } catch (err) {
    errors.push({ minute, kind, what: err instanceof Error ? err.message : String(err) });
    return undefined;
  }
}

type Json = { data?: unknown; error?: string };
async function call(baseUrl: string, method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown } = {}): Promise<Json> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-tenant-id': SLUG,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error ?? ''}`);
  return json;
}

const signIn = async (baseUrl: string, email: string, password: string) =>
  ((await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password } })).data as { access_token: string }).access_token;

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

function p99(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!);
}

let server: Started | null = null;
try {
  server = await startScript('serve.ts', [], env);
  const { baseUrl, databaseUrl, admin } = JSON.parse(server.payload) as { baseUrl: string; databaseUrl: string; admin: { email: string; password: string } };
  const regOpts = { baseUrl, slug: SLUG, databaseUrl, seconds: 0 };
  let adminToken = await signIn(baseUrl, admin.email, admin.password);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: slotRows } = await db.query<{ id: string }>(
    `select s.id from program_slots s join tenants t on t.id = s.tenant_id where t.slug = $1 order by s.id`,
    [SLUG],
  );
  await db.query(`update program_slots set capacity = 1000000 where tenant_id = (select id from tenants where slug = $1)`, [SLUG]);
  await db.end();
  const slotIds = slotRows.map((r) => r.id);
  type Family = { email: string; membershipId: string; token: string; signedAt: number };
  const families: Family[] = [];
  // Access tokens last a quarter of an hour: a family signed in longer ago than this signs in again
  // before paying, as the web app refreshes its token (the run lasts longer than a token).
  const TOKEN_KEPT_MS = 10 * 60_000;
  const familyToken = async (family: Family) => {
    if (performance.now() - family.signedAt > TOKEN_KEPT_MS) {
      family.token = await signIn(baseUrl, family.email, FAMILY_PASSWORD);
      family.signedAt = performance.now();
    }
    return family.token;
  };
  let registered = 0;

  const register = async () => {
    const n = registered++;
    const email = await registerOnce(regOpts, 'soak', n, slotIds[n % slotIds.length]!);
    if (families.length < 50) {
      const token = await signIn(baseUrl, email, FAMILY_PASSWORD);
      const me = (await call(baseUrl, 'GET', '/api/memberships/me', { token })).data as { id: string };
      families.push({ email, membershipId: me.id, token, signedAt: performance.now() });
    }
  };
  for (let i = 0; i < 4; i++) await register();

  const publicPaths = ['/api/programs', '/api/settings', '/api/programs/programs-with-slots', '/api/website'];
  const actions: [number, Kind, () => Promise<unknown>][] = [
    [60, 'public read', () => call(baseUrl, 'GET', publicPaths[Math.floor(Math.random() * publicPaths.length)]!)],
    [
      15,
      'sign-in',
      async () => {
        const family = families[Math.floor(Math.random() * families.length)]!;
        family.token = await signIn(baseUrl, family.email, FAMILY_PASSWORD);
        family.signedAt = performance.now();
      },
    ],
    [10, 'registration', register],
    [
      15,
      'invoice payment',
      async () => {
        const family = families[Math.floor(Math.random() * families.length)]!;
        const token = await familyToken(family);
        const made = (await call(baseUrl, 'POST', '/api/invoices', {
          token: adminToken,
          body: { membershipId: family.membershipId, amount: 12.5, description: 'Soak test invoice' },
        })) as { data: { id: string } };
        const intent = (await call(baseUrl, 'POST', '/api/payments/create-payment-intent', { token, body: { invoiceId: made.data.id } }))
          .data as { clientSecret: string; paymentIntentId: string };
        const confirmed = (await call(baseUrl, 'POST', '/api/payments/sandbox/confirm', {
          body: { client_secret: intent.clientSecret, card_number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
        })) as { data: { status: string } };
        if (confirmed.data.status !== 'succeeded') throw new Error(`payment: ${confirmed.data.status}`);
        await call(baseUrl, 'POST', '/api/payments', {
          token,
          body: { membershipId: family.membershipId, invoiceId: made.data.id, amount: 12.5, paymentMethod: 'card', transactionId: intent.paymentIntentId },
        });
        const invoice = (await call(baseUrl, 'GET', `/api/invoices/${made.data.id}`, { token })).data as { status: string };
        if (invoice.status !== 'paid') throw new Error(`invoice left ${invoice.status} after its payment succeeded`);
      },
    ],
  ];
  const weight = actions.reduce((n, [w]) => n + w, 0);
  const pick = () => {
    let r = Math.random() * weight;
    for (const action of actions) if ((r -= action[0]) < 0) return action;
    return actions[0]!;
  };

  console.log(
    `Springboard soak: ${MINUTES} min, ${WORKERS} clients pausing ${PAUSE_MS} ms, every job each minute, ${cpus().length} CPU(s), Node ${process.version}`,
  );
  started = performance.now();
  const until = started + MINUTES * 60_000;
  let memoryAfterFirstMinute = 0;
  const everyMinute = (async () => {
    for (let minute = 0; performance.now() < until; minute++) {
      // Access tokens last a quarter of an hour: the admin signs in again each minute, as a tab would refresh.
      adminToken = await signIn(baseUrl, admin.email, admin.password);
      for (const job of JOB_NAMES) await timed('job run', () => call(baseUrl, 'POST', `/api/jobs/${job}/run`, { token: adminToken }));
      const next = started + (minute + 1) * 60_000;
      if (minute === 0) {
        await pause(Math.max(0, next - performance.now()));
        memoryAfterFirstMinute = rssMb(server?.pid);
        console.log(`  memory after the first minute: ${memoryAfterFirstMinute} MB`);
        continue;
      }
      const counted = [...latencies.values()].reduce((n, perMinute) => n + (perMinute[minute]?.length ?? 0), 0);
      console.log(`  minute ${minute + 1}: ${counted} requests so far this minute, ${errors.length} errors, ${rssMb(server?.pid)} MB`);
      await pause(Math.max(0, Math.min(next, until) - performance.now()));
    }
  })();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        const [, kind, run] = pick();
        await timed(kind, run);
        await pause(PAUSE_MS);
      }
    }),
  );
  await everyMinute;
  const memoryAtEnd = rssMb(server.pid);
  const growth = memoryAfterFirstMinute ? (memoryAtEnd - memoryAfterFirstMinute) / memoryAfterFirstMinute : 0;

  const kinds = [...latencies.keys()];
  const minutes = Array.from({ length: MINUTES }, (_, i) => i);
  const table = kinds.map((kind) => ({
    kind,
    requests: (latencies.get(kind) ?? []).reduce((n, m) => n + (m?.length ?? 0), 0),
    p99_ms_per_minute: minutes.map((m) => p99(latencies.get(kind)?.[m] ?? [])),
  }));
  console.log(`\np99 ms per minute (${minutes.map((m) => m + 1).join(' ')})`);
  for (const row of table) console.log(`  ${row.kind.padEnd(16)} ${String(row.requests).padStart(7)}  ${row.p99_ms_per_minute.join(' ')}`);
  console.log(`\nErrors: ${errors.length}`);
  for (const e of errors.slice(0, 20)) console.log(`  minute ${e.minute + 1}, ${e.kind}: ${e.what}`);
  if (errors.length > 0) console.log(`\nThe server's last log lines:\n${server.output().split('\n').slice(-40).join('\n')}`);
  console.log(
    `Memory (resident): ${memoryAfterFirstMinute} MB after the first minute, ${memoryAtEnd} MB at the end: ${(growth * 100).toFixed(1)} % (${growth <= MEMORY_GROWTH_BAR ? 'ok' : 'OVER'} the ${MEMORY_GROWTH_BAR * 100} % bar)`,
  );

  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const soak = {
    measured_at: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    minutes: MINUTES,
    workers: WORKERS,
    pause_ms: PAUSE_MS,
    registrations: registered,
    routes: table,
    errors: errors.length,
    first_errors: errors.slice(0, 20),
    memory_mb: { after_first_minute: memoryAfterFirstMinute, end: memoryAtEnd, growth_ratio: Math.round(growth * 1000) / 1000 },
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, soak }, null, 2)}\n`);
  console.log('Written to bench/results.json (soak).');
  if (errors.length > 0 || growth > MEMORY_GROWTH_BAR) process.exitCode = 1;
} finally {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}
