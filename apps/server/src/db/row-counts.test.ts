// The club's invoice and payment counts (club_row_counts) are written by triggers in whatever
// transaction adds an invoice or a payment. Two transactions of one club that touch the counts in
// opposite orders (a registration adds its invoice then its payment; a card payment adds the payment
// then marks the invoice paid) must wait for each other, never deadlock: under load, a deadlock is
// a family's payment answered 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addClub, addFamily, addInvoice, type Family, type TestClub } from '../../test/fixtures.js';

let ctx: TestContext;
let club: TestClub;
let family: Family;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  family = await addFamily(ctx, club);
});
afterAll(async () => ctx?.close());

async function begin(client: pg.PoolClient, tenantId: string) {
  await client.query('begin');
  await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
}

const addPayment = (client: pg.PoolClient, membershipId: string, tenantId: string) =>
  client.query(
    `insert into payments (tenant_id, membership_id, amount_cents, payment_method, provider, transaction_id, status)
     values ($1, $2, 1000, 'cash', 'cash', gen_random_uuid()::text, 'succeeded')`,
    [tenantId, membershipId],
  );

/** Resolves once the backend of `pid` waits for a lock, or `settled` has settled, whichever first. */
async function blockedOrDone(pool: pg.Pool, pid: number, settled: Promise<unknown>): Promise<void> {
  let done = false;
  void settled.finally(() => (done = true)).catch(() => {});
  while (!done) {
    const { rows } = await pool.query<{ waiting: boolean }>(`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`, [pid]);
    if (rows[0]?.waiting) return;
  }
}

describe('club_row_counts under concurrent money', () => {
  it('a payment then an invoice update in one transaction, an invoice then a payment in another: both commit', async () => {
    const pending = await addInvoice(ctx, club, { membershipId: family.membershipId, cents: 1000, dueDate: '2026-12-01' });
    const pool = ctx.database.pool;
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      const bPid = (await b.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      // A: a payment first (the payments count)…
      await begin(a, club.tenantId);
      await addPayment(a, family.membershipId, club.tenantId);
      // B: an invoice (the invoice counts), then a payment, as a registration does.
      await begin(b, club.tenantId);
      const bWork = (async () => {
        await b.query(
          `insert into invoices (tenant_id, membership_id, amount_cents, description, due_date, status, number)
           values ($1, $2, 0, 'Counted', '2026-12-01', 'pending', 900000 + (random() * 90000)::int)`,
          [club.tenantId, family.membershipId],
        );
        await addPayment(b, family.membershipId, club.tenantId);
        await b.query('commit');
      })();
      await blockedOrDone(pool, bPid, bWork);
      // …then A marks an invoice paid (the invoice counts), as a card payment does.
      await a.query(`update invoices set status = 'paid', paid_at = now() where id = $1`, [pending]);
      await a.query('commit');
      await expect(bWork).resolves.toBeUndefined();
    } finally {
      a.release();
      b.release();
    }
    const { rows } = await pool.query<{ table_name: string; n: number }>(
      `select table_name, n from club_row_counts where tenant_id = $1 order by table_name`,
      [club.tenantId],
    );
    const counts = Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
    // The family's paid registration (its invoice and payment), the pending invoice now paid, B's invoice and both payments.
    expect(counts).toMatchObject({ invoices: 3, payments: 3, 'invoices:paid': 2, 'invoices:pending': 1 });
  });
});
