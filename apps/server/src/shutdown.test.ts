// SIGTERM to the real server process while a registration is in flight: the registration is
// answered and committed whole, and the process exits 0 promptly (no "Shutdown took longer" exit 1).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { makeClub, registrationBody, TEST_CARDS } from '../test/factories.js';
import { createTestDatabase } from '../test/test-app.js';
import { connect } from './db/client.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves with the first line of the child's stdout that matches. */
function lineMatching(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let buffered = '';
    const onData = (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      const hit = lines.find((l) => pattern.test(l));
      if (hit) {
        child.stdout!.off('data', onData);
        resolve(hit);
      }
    };
    child.stdout!.on('data', onData);
  });
}

async function call(port: number, slug: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'x-tenant-id': slug, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, string> } };
}

it('finishes a registration in flight on SIGTERM, answers it, and exits 0', async () => {
  const db = await createTestDatabase();
  cleanups.push(() => db.drop());
  const database = connect(db.url, 2);
  cleanups.push(() => database.close());
  const club = await makeClub(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'springboard-shutdown-'));
  chmodSync(dataDir, 0o755);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  await lineMatching(child, /server listening|Server listening/i);

  // A paid quote, as the registration page gets one.
  const quote = await call(port, club.slug, 'POST', '/api/registrations/quote', {});
  expect(quote.status).toBe(200);
  const confirmed = await call(port, club.slug, 'POST', '/api/payments/sandbox/confirm', {
    client_secret: quote.json.data.client_secret,
    card_number: TEST_CARDS.ok,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
    name: 'Pat Parent',
  });
  expect(confirmed.status).toBe(200);
  const body = JSON.stringify(registrationBody({ paymentIntentId: quote.json.data.payment_intent_id }));

  // The registration's headers reach the server (it answers 100 Continue), on a keep-alive connection.
  const agent = new http.Agent({ keepAlive: true });
  cleanups.push(() => agent.destroy());
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/registrations',
    agent,
    headers: {
      'x-tenant-id': club.slug,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
  req.flushHeaders();
  await once(req, 'continue');

  // SIGTERM while it is in flight; its body follows once the server says it is shutting down.
  const shuttingDown = lineMatching(child, /shutting down/);
  child.kill('SIGTERM');
  await shuttingDown;
  req.end(body);

  const [res] = await answered;
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  const registered = JSON.parse(Buffer.concat(chunks).toString()) as { data: { membership_id: string; invoice_id: string; payment_id: string } };
  expect(res.statusCode).toBe(201);
  expect(res.headers.connection).toBe('close');

  const [code, signal] = await exited;
  expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });

  // Whole: the family, its athlete, its invoice paid by its payment.
  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  cleanups.push(() => owner.end());
  await owner.query(`select set_config('app.tenant_id', $1, false)`, [club.tenantId]);
  const { rows } = await owner.query<{ athletes: number; status: string; paid: number }>(
    `select (select count(*)::int from athletes where membership_id = $1) as athletes,
            (select status from invoices where id = $2) as status,
            (select count(*)::int from payments where id = $3 and invoice_id = $2) as paid`,
    [registered.data.membership_id, registered.data.invoice_id, registered.data.payment_id],
  );
  expect(rows[0]).toEqual({ athletes: 1, status: 'paid', paid: 1 });
}, 120_000);
