// A tool to see where a tenant-scoped read's time goes: the bench server (bench/serve.ts) on a fresh
// embedded database, one route loaded with autocannon, and the Node CPU ms per request of the timed
// part. With --profile, the server runs under --cpu-prof and the samples taken during the timed
// load are summarised by function and by package/file (self and total time; BENCH_CPU_PROF_INTERVAL
// sets the sampling interval in µs). --limit loads the route's one-round-trip limit instead. CPU per
// request moves with the load of a shared machine: compare two trees with bench/ab.ts.
// `registration` runs the registration bench (quote + sandbox confirm + register) instead of a read:
// CPU ms per registration, the argon2id hash included (it runs on libuv's threads, outside the profile).
// Usage: tsx bench/profile.ts [--profile] [--limit] [--seconds N] programs|settings|me|memberships|member-invoices|registration…
import { mkdtempSync, chmodSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startScript } from './processes.js';
import { cpuSampler, postgresBetween } from './cpu-time.js';
import { benchRegistration, registerOnce } from './registration.js';

const args = process.argv.slice(2);
const profile = args.includes('--profile');
/** --limit: load (and profile) the route's one-round-trip limit (bench/one-trip-limit.ts) instead. */
const againstLimit = args.includes('--limit');
const secondsAt = args.indexOf('--seconds');
const seconds = secondsAt >= 0 ? Number(args[secondsAt + 1]) : 8;
const names = args.filter((a, i) => !a.startsWith('--') && i !== secondsAt + 1);
const SLUG = 'demo';

const dir = mkdtempSync(join(tmpdir(), 'springboard-profile-'));
chmodSync(dir, 0o755);
const profDir = join(dir, 'prof');
const { DATABASE_URL: _external, ...parentEnv } = process.env;
const env: NodeJS.ProcessEnv = { ...parentEnv, DATA_DIR: join(dir, 'data'), PORT: '0', LOG_LEVEL: 'warn' };
delete env.BENCH_CPU_PROF;
/** bench/processes.ts starts a child under --cpu-prof when the parent's BENCH_CPU_PROF is set. */
const profiled = (on: boolean) => {
  if (on && profile) process.env.BENCH_CPU_PROF = profDir;
  else delete process.env.BENCH_CPU_PROF;
};

profiled(!againstLimit);
const server = await startScript('serve.ts', [], env);
let limit: Awaited<ReturnType<typeof startScript>> | null = null;
const windows: [bigint, bigint][] = [];
try {
  const { baseUrl, databaseUrl, admin } = JSON.parse(server.payload) as { baseUrl: string; databaseUrl: string; admin: { email: string; password: string } };
  const tenant = { 'x-tenant-id': SLUG };
  const adminToken = await signIn(baseUrl, admin.email, admin.password);
  const asAdmin = { ...tenant, authorization: `Bearer ${adminToken}` };
  let member: { token: string; membershipId: string } | null = null;
  if (names.includes('member-invoices')) {
    const res = await fetch(`${baseUrl}/api/programs/programs-with-slots`, { headers: tenant });
    const programs = ((await res.json()) as { data: { slots: { id: string; capacity: number; enrolled: number }[] }[] }).data;
    const slot = programs.flatMap((p) => p.slots).find((s) => s.enrolled < s.capacity)!;
    const email = await registerOnce({ baseUrl, slug: SLUG, databaseUrl, seconds: 0 }, 'member', 0, slot.id);
    const token = await signIn(baseUrl, email, 'bench password 1');
    const me = await fetch(`${baseUrl}/api/memberships/me`, { headers: { ...tenant, authorization: `Bearer ${token}` } });
    member = { token, membershipId: ((await me.json()) as { data: { id: string } }).data.id };
  }
  const targets: Record<string, { url: string; headers: Record<string, string> }> = {
    programs: { url: `${baseUrl}/api/programs`, headers: tenant },
    settings: { url: `${baseUrl}/api/settings`, headers: tenant },
    me: { url: `${baseUrl}/api/auth/me`, headers: asAdmin },
    memberships: { url: `${baseUrl}/api/memberships`, headers: asAdmin },
    'member-invoices': member
      ? { url: `${baseUrl}/api/invoices/member/${member.membershipId}`, headers: { ...tenant, authorization: `Bearer ${member.token}` } }
      : { url: '', headers: {} },
  };
  if (againstLimit) {
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; tid: string; sid: string };
    profiled(true);
    limit = await startScript('one-trip-limit.ts', [databaseUrl, JSON.stringify({ tenantId: claims.tid, sessionId: claims.sid, userId: claims.sub, membershipId: member?.membershipId ?? claims.sub })], env);
    const limitUrl = `http://127.0.0.1:${limit.payload}`;
    for (const name of Object.keys(targets)) targets[name] = { url: `${limitUrl}/${name}`, headers: {} };
  }
  const cpu = cpuSampler(limit?.pid ?? server.pid, server.pid)!;
  for (const name of names) {
    if (name === 'registration') {
      const before = cpu();
      const t0 = process.hrtime.bigint();
      const r = await benchRegistration({ baseUrl, slug: SLUG, databaseUrl, seconds });
      windows.push([t0, process.hrtime.bigint()]);
      const after = cpu();
      const pgMs = postgresBetween(before, after);
      console.log(
        `registration: ${r.registrationsPerSecond}/s (${r.count}), CPU ms/registration node ${((after.node - before.node) / r.count).toFixed(2)} postgres ${(pgMs / r.count).toFixed(2)}`,
      );
      continue;
    }
    const target = targets[name];
    if (!target) throw new Error(`unknown route ${name}`);
    const check = await fetch(target.url, { headers: target.headers });
    if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    await autocannon({ ...target, connections: 8, duration: 2 });
    const before = cpu();
    const t0 = process.hrtime.bigint();
    const r = await autocannon({ ...target, connections: 8, duration: seconds });
    windows.push([t0, process.hrtime.bigint()]);
    const after = cpu();
    const pgMs = postgresBetween(before, after);
    const n = r.requests.total;
    console.log(
      `${name}: ${Math.round(n / seconds)} req/s, non-2xx ${r.non2xx}, CPU ms/req node ${((after.node - before.node) / n).toFixed(3)} postgres ${(pgMs / n).toFixed(3)}`,
    );
  }
} finally {
  await limit?.stop();
  await server.stop();
}
if (profile) {
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')) as CpuProfile, windows);
}
rmSync(dir, { recursive: true, force: true });

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': SLUG },
    body: JSON.stringify({ email, password }),
  });
  const json = (await res.json()) as { data: { access_token: string } };
  return json.data.access_token;
}

type CpuNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type CpuProfile = { nodes: CpuNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

function summarise(p: CpuProfile, within: [bigint, bigint][]) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inWindow = (t: number) => within.some(([a, b]) => t >= Number(a / 1000n) && t <= Number(b / 1000n));
  const where = (n: CpuNode) => {
    const url = n.callFrame.url.replace(/^file:\/\//, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    return pkg ?? (url.includes('/apps/') || url.includes('/packages/') ? url.replace(/.*\/(apps|packages)\//, '') : url || '(native)');
  };
  const fileOf = (n: CpuNode) => n.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(/.*\/(apps|packages)\//, '');
  // tsx writes each module on one line: our own files' functions are told apart by column.
  const fn = (n: CpuNode) =>
    `${n.callFrame.functionName || '(anon)'} ${fileOf(n) || '(native)'}:${n.callFrame.lineNumber + 1}${n.callFrame.url.includes('/apps/') ? `:${(n.callFrame as { columnNumber?: number }).columnNumber}` : ''}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const file = new Map<string, number>();
  let t = p.startTime;
  let all = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] ?? 0;
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (!inWindow(t)) continue;
    const node = byId.get(p.samples[i]!)!;
    if (node.callFrame.functionName === '(idle)') continue;
    all += dt;
    self.set(fn(node), (self.get(fn(node)) ?? 0) + dt);
    file.set(where(node), (file.get(where(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const k = fn(byId.get(id)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>, n: number, title: string) => {
    console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms busy)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${((100 * v) / all).toFixed(1).padStart(5)}%  ${k}`);
  };
  top(file, 30, 'self time by package / file');
  top(self, 45, 'self time by function');
  top(total, 70, 'total time by function');
}
