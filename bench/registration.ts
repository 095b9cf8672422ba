// The whole family registration against a running server, as a browser does it: quote, sandbox
// card confirm (4242…), register, in a loop on a few concurrent workers. Then the database is
// checked: every successful registration left exactly its rows, and no failed one left any.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';

export type RegistrationBenchOptions = { baseUrl: string; slug: string; databaseUrl: string; seconds: number };
export type RegistrationBenchResult = { registrationsPerSecond: number; p99Ms: number; count: number; rowChecks: string };

export const WORKERS = Number(process.env.BENCH_REGISTRATION_WORKERS ?? 4);
const SLOTS = 4;

type Json = { success: boolean; data?: Record<string, unknown>; error?: string };

// The browsers of a real club are on other machines; here the load generator shares the server's
// two cores, so it posts with node:http over kept-alive connections (fetch cost ~2 ms of CPU a call).
const agent = new Agent({ keepAlive: true });

function post(opts: RegistrationBenchOptions, path: string, body: unknown): Promise<{ status: number; json: Json }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${opts.baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, 'x-tenant-id': opts.slug },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `fn` in a transaction with the club set, so row-level security lets it see the club's rows
 *  whatever role DATABASE_URL names. */
async function asClub<T>(db: pg.Client, tenantId: string, fn: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    await db.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const out = await fn();
    await db.query('commit');
    return out;
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/** A program with a few roomy slots of its own, so the run measures registration, not a full slot. */
async function benchSlots(db: pg.Client, tenantId: string, run: string): Promise<string[]> {
  const program = await db.query<{ id: string }>(
    `insert into programs (tenant_id, key, label, capacity) values ($1, $2, $3, 1000000) returning id`,
    [tenantId, `bench-${run}`, `Bench ${run}`],
  );
  const ids: string[] = [];
  for (let i = 0; i < SLOTS; i++) {
    const slot = await db.query<{ id: string }>(
      `insert into program_slots (tenant_id, program_id, slot_id, days, times) values ($1, $2, $3, '{MON}', '{6:00 PM - 7:00 PM,x,x,x,x,x,x}') returning id`,
      [tenantId, program.rows[0]!.id, `BENCH-${run}-${i}`],
    );
    ids.push(slot.rows[0]!.id);
  }
  return ids;
}

/** One registration, start to finish; returns the e-mail used when it succeeded. */
export async function registerOnce(opts: RegistrationBenchOptions, run: string, n: number, slotId: string): Promise<string> {
  const quote = await post(opts, '/api/registrations/quote', {});
  if (quote.status !== 200) throw new Error(`quote: ${quote.status} ${quote.json.error}`);
  const { client_secret: clientSecret, payment_intent_id: intentId } = quote.json.data as {
    client_secret: string;
    payment_intent_id: string;
  };
  const confirm = await post(opts, '/api/payments/sandbox/confirm', {
    client_secret: clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    cvc: '123',
    name: 'Bench Parent',
  });
  if (confirm.json.data?.status !== 'succeeded') throw new Error(`confirm: ${confirm.status} ${JSON.stringify(confirm.json)}`);
  const email = `bench-${run}-${n}@bench.test`;
  const reg = await post(opts, '/api/registrations', {
    membership: {
      first_name: 'Bench',
      last_name: `Parent${n}`,
      email,
      phone: '555-0100',
      address: '1 Bench St',
      city: 'Springfield',
      state: 'OR',
      zip: '97477',
      password: 'bench password 1',
    },
    start_date: new Date().toISOString().slice(0, 10),
    referral: 'Advertisement',
    payment_intent_id: intentId,
    athletes: [{ first_name: 'Kid', last_name: `Parent${n}`, gender: 'Other', date_of_birth: '2015-05-05', slot_ids: [slotId] }],
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.json.error}`);
  return email;
}

async function checkRows(db: pg.Client, run: string, expected: number): Promise<string> {
  const like = `bench-${run}-%`;
  const res = await db.query<Record<string, number>>(
    `select
       (select count(*)::int from memberships where email like $1) as memberships,
       (select count(*)::int from users where email like $1) as users,
       (select count(*)::int from athletes a join memberships m on m.id = a.membership_id where m.email like $1) as athletes,
       (select count(*)::int from enrollments e join memberships m on m.id = e.membership_id where m.email like $1) as enrollments,
       (select count(*)::int from invoices i join memberships m on m.id = i.membership_id where m.email like $1 and i.status = 'paid') as invoices,
       (select count(*)::int from payments p join memberships m on m.id = p.membership_id where m.email like $1 and p.status = 'succeeded') as payments`,
    [like],
  );
  const counts = res.rows[0]!;
  const parts = Object.entries(counts).map(([table, n]) => `${table} ${n}/${expected} ${n === expected ? 'ok' : 'MISMATCH'}`);
  const allOk = Object.values(counts).every((n) => n === expected);
  return `${allOk ? 'all match' : 'MISMATCH'}: ${parts.join(', ')}`;
}

/** Registrations on WORKERS concurrent workers for `seconds`, run `run`: their latencies and errors. */
async function drive(opts: RegistrationBenchOptions, run: string, slotIds: string[], seconds: number) {
  const latencies: number[] = [];
  const errors: string[] = [];
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        const n = next++;
        const t0 = performance.now();
        try {
          await registerOnce(opts, run, n, slotIds[n % slotIds.length]!);
          latencies.push(performance.now() - t0);
        } catch (err) {
          errors.push((err as Error).message);
          if (errors.length > 20) throw new Error(`registration keeps failing: ${errors.slice(-3).join(' | ')}`);
        }
      }
    }),
  );
  return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
}

/**
 * With `warmupSeconds`, the steady state of a club taking registrations, as the reads are measured warm (bench/load.ts):
 * registrations for `warmupSeconds` first (V8 compiles the paths, the club grows), then ANALYZE, as
 * PostgreSQL's autovacuum does for a club whose tables grow, then the timed run.
 *
 * Without the ANALYZE the run measures plans PostgreSQL made when the demo club's tables held a few
 * rows: each pooled connection keeps its prepared statements' plans until the statistics change,
 * and autovacuum looks at most once a minute. Measured over 300 registrations after 300 others, 4
 * at a time: 12.3 ms of PostgreSQL CPU per registration on those plans, 6.7 ms after an ANALYZE
 * (the e-mail checks, the foreign-key checks and the triggers' reads scanned the tables instead of
 * using their indexes).
 */
export async function benchRegistration(
  opts: RegistrationBenchOptions & { warmupSeconds?: number },
): Promise<RegistrationBenchResult> {
  const run = randomBytes(4).toString('hex');
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  try {
    const club = await db.query<{ id: string }>('select id from tenants where slug = $1', [opts.slug]);
    const tenantId = club.rows[0]?.id;
    if (!tenantId) throw new Error(`No club with slug ${opts.slug}`);
    const slotIds = await asClub(db, tenantId, () => benchSlots(db, tenantId, run));
    // Without warmupSeconds (bench/ab.ts, bench/profile.ts time their own slices), neither.
    const warm = opts.warmupSeconds === undefined ? null : await drive(opts, `${run}w`, slotIds, opts.warmupSeconds);
    if (warm) await db.query('analyze');
    const { latencies, errors, elapsed } = await drive(opts, run, slotIds, opts.seconds);
    latencies.sort((a, b) => a - b);
    const p99 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)]! : 0;
    const rowChecks = await asClub(db, tenantId, () => checkRows(db, run, latencies.length));
    const warmed = warm
      ? ` (warm-up, ${warm.latencies.length}: ${await asClub(db, tenantId, () => checkRows(db, `${run}w`, warm.latencies.length))})`
      : '';
    const failed = [...(warm?.errors ?? []), ...errors];
    return {
      registrationsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
      p99Ms: Math.round(p99),
      count: latencies.length,
      rowChecks: `${rowChecks}${warmed}${failed.length ? `; ${failed.length} failed: ${failed[0]}` : ''}`,
    };
  } finally {
    await db.end();
  }
}
