// Migration 0019 on a club's data as it was before it: the paid copies "Charged Payment for invoice -
// {id}" go (their invoice keeps its payment and is paid), a partly paid invoice shows what is left,
// invoices are numbered by creation order, and each becomes one manual line of its amount.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withDatabase } from '../../test/global-setup.js';
import { migrationsFolder, runMigrations } from './migrate.js';

const name = `t_mig_${Date.now().toString(36)}`;
let pool: pg.Pool;
let before: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  pool = new pg.Pool({ connectionString: withDatabase(inject('pgAdminUrl'), name), max: 1 });
  // The migrations up to 0018 only.
  before = mkdtempSync(join(tmpdir(), 'springboard-0018-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 18);
  writeFileSync(journalPath, JSON.stringify(journal));
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
  } finally {
    client.release();
  }
});
afterAll(async () => {
  await pool?.end();
  if (before) rmSync(before, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

const T = '00000000-0000-4000-8000-000000000001';
const M = '00000000-0000-4000-8000-000000000002';
const PAID = '00000000-0000-4000-8000-0000000000a1';
const CHARGE = '00000000-0000-4000-8000-0000000000a2';
const PART = '00000000-0000-4000-8000-0000000000a3';
const OPEN = '00000000-0000-4000-8000-0000000000a4';

describe('migration 0019', () => {
  it('folds each charge invoice into the payment of the invoice it settled, and numbers and lines the rest', async () => {
    await pool.query(`insert into tenants (id, slug, name) values ('${T}', 'mig', 'Mig Club')`);
    await pool.query(`insert into memberships (id, tenant_id, first_name, last_name, email, phone, address, city, state, zip, start_date)
      values ('${M}', '${T}', 'Ann', 'Lee', 'ann@example.com', '1', 'a', 'c', 's', 'z', '2026-01-01')`);
    const inv = (id: string, cents: number, at: string, extra = `'pending', null, 'manual', null`) =>
      pool.query(`insert into invoices (id, tenant_id, membership_id, amount_cents, description, due_date, status, post_status, category, parent_invoice_id, created_at)
        values ('${id}', '${T}', '${M}', ${cents}, 'Inv ${id.slice(-2)}', '2026-02-01', ${extra}, '${at}')`);
    // Paid in cash the old way: status and post_status paid, its payment, and the paid charge copy.
    await inv(PAID, 85_00, '2026-01-01T10:00:00Z', `'paid', 'paid', 'manual', null`);
    await inv(CHARGE, 85_00, '2026-01-05T10:00:00Z', `'paid', null, 'charge', '${PAID}'`);
    await pool.query(`update invoices set description = 'Charged Payment for invoice - ${PAID}' where id = '${CHARGE}'`);
    await pool.query(`insert into payments (tenant_id, membership_id, invoice_id, amount_cents, payment_method, provider, transaction_id, status)
      values ('${T}', '${M}', '${PAID}', 8500, 'cash', 'cash', 'cash_1', 'succeeded')`);
    // A 100.00 invoice with 40.00 received by card, and a declined attempt that paid nothing.
    await inv(PART, 100_00, '2026-01-03T10:00:00Z');
    await pool.query(`insert into payments (tenant_id, membership_id, invoice_id, amount_cents, payment_method, provider, transaction_id, status)
      values ('${T}', '${M}', '${PART}', 4000, 'card', 'sandbox', 'pi_1', 'succeeded'),
             ('${T}', '${M}', '${PART}', 6000, 'card', 'sandbox', 'pi_2', 'failed')`);
    await inv(OPEN, 30_00, '2026-01-02T10:00:00Z');

    await runMigrations(pool);

    const { rows } = await pool.query(
      `select id, number, status, amount_cents, paid_cents from invoices order by number`,
    );
    expect(rows).toEqual([
      { id: PAID, number: 1, status: 'paid', amount_cents: 85_00, paid_cents: 85_00 },
      { id: OPEN, number: 2, status: 'pending', amount_cents: 30_00, paid_cents: 0 },
      { id: PART, number: 3, status: 'pending', amount_cents: 100_00, paid_cents: 40_00 },
    ]);
    const lines = await pool.query(`select invoice_id, position, kind, amount_cents from invoice_lines order by amount_cents`);
    expect(lines.rows).toEqual([
      { invoice_id: OPEN, position: 1, kind: 'manual', amount_cents: 30_00 },
      { invoice_id: PAID, position: 1, kind: 'manual', amount_cents: 85_00 },
      { invoice_id: PART, position: 1, kind: 'manual', amount_cents: 100_00 },
    ]);
    const counter = await pool.query(`select tenant_id, last_number from invoice_counters`);
    expect(counter.rows).toEqual([{ tenant_id: T, last_number: 3 }]);
    const pays = await pool.query(`select transaction_id, invoice_id from payments order by transaction_id`);
    expect(pays.rows).toEqual([
      { transaction_id: 'cash_1', invoice_id: PAID },
      { transaction_id: 'pi_1', invoice_id: PART },
      { transaction_id: 'pi_2', invoice_id: PART },
    ]);
    const cols = await pool.query(`select 1 from information_schema.columns where table_name = 'invoices' and column_name = 'post_status'`);
    expect(cols.rowCount).toBe(0);
  });
});
