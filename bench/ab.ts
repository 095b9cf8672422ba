// A/B of two source trees' servers under the same load, in alternating slices, so the load of a
// shared machine weighs on both alike: CPU ms per request (Node, PostgreSQL) of each.
// Usage: tsx bench/ab.ts <treeA> <treeB> <route> [slices] [seconds per slice]; route is programs, settings,
// me, memberships, member-invoices or registration (per registration: quote, sandbox confirm, register).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSampler, postgresBetween } from './cpu-time.js';
import { stopProcess } from './processes.js';
import { benchRegistration, registerOnce } from './registration.js';

const [treeA, treeB, route = 'programs', slicesArg = '5', secondsArg = '2'] = process.argv.slice(2);
if (!treeA || !treeB) throw new Error('usage: ab.ts <treeA> <treeB> <route> [slices] [seconds]');
const SLUG = 'demo';
const dirs: string[] = [];

async function start(tree: string) {
  const dir = mkdtempSync(join(tmpdir(), 'springboard-ab-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  const { DATABASE_URL: _x, BENCH_CPU_PROF: _y, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(tree, 'bench/serve.ts')], {
    cwd: tree,
    env: { ...env, DATA_DIR: join(dir, 'data'), PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-5000)));
  const payload = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /^READY (.*)$/m.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${tree}: exited ${code}\n${out}`)));
  });
  const { baseUrl, databaseUrl, admin } = JSON.parse(payload) as { baseUrl: string; databaseUrl: string; admin: { email: string; password: string } };
  const tenant = { 'x-tenant-id': SLUG };
  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...tenant }, body: JSON.stringify({ email, password }) });
    return ((await res.json()) as { data: { access_token: string } }).data.access_token;
  };
  const adminToken = await signIn(admin.email, admin.password);
  const asAdmin = { ...tenant, authorization: `Bearer ${adminToken}` };
  let target: { url: string; headers: Record<string, string> };
  if (route === 'member-invoices') {
    const res = await fetch(`${baseUrl}/api/programs/programs-with-slots`, { headers: tenant });
    const programs = ((await res.json()) as { data: { slots: { id: string; capacity: number; enrolled: number }[] }[] }).data;
    const slot = programs.flatMap((p) => p.slots).find((s) => s.enrolled < s.capacity)!;
    const email = await registerOnce({ baseUrl, slug: SLUG, databaseUrl, seconds: 0 }, 'member', 0, slot.id);
    const token = await signIn(email, 'bench password 1');
    const me = await fetch(`${baseUrl}/api/memberships/me`, { headers: { ...tenant, authorization: `Bearer ${token}` } });
    const id = ((await me.json()) as { data: { id: string } }).data.id;
    target = { url: `${baseUrl}/api/invoices/member/${id}`, headers: { ...tenant, authorization: `Bearer ${token}` } };
  } else if (route === 'registration') {
    target = { url: '', headers: {} }; // loaded by benchRegistration, not autocannon
  } else {
    const paths: Record<string, [string, Record<string, string>]> = {
      programs: ['/api/programs', tenant],
      settings: ['/api/settings', tenant],
      me: ['/api/auth/me', asAdmin],
      memberships: ['/api/memberships', asAdmin],
    };
    const [path, headers] = paths[route]!;
    target = { url: `${baseUrl}${path}`, headers };
  }
  if (target.url) {
    const check = await fetch(target.url, { headers: target.headers });
    if (!check.ok) throw new Error(`${tree} ${route}: ${check.status} ${await check.text()}`);
  }
  return { tree, child, target, databaseUrl, baseUrl, cpu: cpuSampler(child.pid, child.pid)!, requests: 0, node: 0, pg: 0 };
}

type Server = Awaited<ReturnType<typeof start>>;
/** One slice of load on a server: requests made (registrations for `registration`). */
async function load(s: Server, seconds: number): Promise<number> {
  if (route === 'registration') {
    const r = await benchRegistration({ baseUrl: s.baseUrl, slug: SLUG, databaseUrl: s.databaseUrl, seconds });
    return r.count;
  }
  const r = await autocannon({ ...s.target, connections: 8, duration: seconds });
  if (r.non2xx) throw new Error(`${s.tree}: ${r.non2xx} non-2xx`);
  return r.requests.total;
}

const servers = [await start(treeA), await start(treeB)];
try {
  for (const s of servers) await load(s, 2);
  for (let i = 0; i < Number(slicesArg); i++) {
    const line: string[] = [];
    for (const s of i % 2 ? [...servers].reverse() : servers) {
      const before = s.cpu();
      const n = await load(s, Number(secondsArg));
      const after = s.cpu();
      s.requests += n;
      s.node += after.node - before.node;
      s.pg += postgresBetween(before, after);
      line.push(`${s === servers[0] ? 'A' : 'B'} ${((after.node - before.node) / n).toFixed(3)}`);
    }
    console.log(`  slice ${i + 1}: ${line.join('  ')}`);
  }
  for (const [i, s] of servers.entries()) {
    console.log(
      `${i ? 'B' : 'A'} ${route}: ${s.requests} requests, CPU ms/req node ${(s.node / s.requests).toFixed(3)} postgres ${(s.pg / s.requests).toFixed(3)}  (${s.tree})`,
    );
  }
} finally {
  for (const s of servers) await stopProcess(s.child);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
