// Lists paged, sorted, searched and downloaded as CSV by the server (platform/lists.ts), through
// several of the lists screens show: the same query parameters and answer shape everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAGE_SIZE_MAX } from '@springboard/contract/lists';
import { api } from '../../test/factories.js';
import { addClub, addInvoice, addStaff, type TestClub } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { CSV_BATCH_ROWS } from './lists.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;

/** Families named Family-0001 … with e-mails f0001@…, and one athlete each (Kid-0001 …). */
async function fillFamilies(c: TestClub, count: number, prefix: string): Promise<void> {
  await ctx.database.db.execute(sql`
    with m as (
      insert into memberships (tenant_id, first_name, last_name, email, phone, address, city, state, zip, start_date)
      select ${c.tenantId}::uuid, 'Pat', ${prefix} || '-' || lpad(n::text, 4, '0'), lower(${prefix}) || lpad(n::text, 4, '0') || '@example.org',
             '555-' || lpad(n::text, 4, '0'), '1 Main St', 'Eugene', 'OR', '97401', date '2024-01-01' + n
      from generate_series(1, ${count}) n
      returning id, last_name)
    insert into athletes (tenant_id, membership_id, first_name, last_name, gender, date_of_birth)
    select ${c.tenantId}::uuid, m.id, 'Kid', m.last_name, 'Other', date '2015-01-01' from m`);
}

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  await fillFamilies(club, 30, 'Family');
  await fillFamilies(other, 5, 'Elsewhere');
}, 60_000);
afterAll(async () => ctx?.close());

const get = (url: string, token = club.admin.token, headers: Record<string, string> = {}) =>
  api(ctx.app, { url, slug: club.slug, token, headers });

describe('GET /api/memberships as a list', () => {
  it('answers page 2 of 10 with the total, in the default order (by name)', async () => {
    const res = await get('/api/memberships?page=2&page_size=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 30, page: 2, page_size: 10 });
    expect(body.data.map((m: { last_name: string }) => m.last_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Family-${String(i + 11).padStart(4, '0')}`),
    );
  });

  it('sorts by a declared column, ascending or descending', async () => {
    const up = (await get('/api/memberships?sort=start_date&page_size=3')).json();
    const down = (await get('/api/memberships?sort=-start_date&page_size=3')).json();
    expect(up.data.map((m: { start_date: string }) => m.start_date)).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    expect(down.data.map((m: { start_date: string }) => m.start_date)).toEqual(['2024-01-31', '2024-01-30', '2024-01-29']);
  });

  it('refuses an undeclared sort column or format with 400 naming the field and its catalogue code', async () => {
    const res = await get('/api/memberships?sort=password_hash');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'sort', code: 'one_of', params: { options: expect.stringContaining('-last_name') } }),
    ]);
    const format = await get('/api/memberships?format=xml');
    expect(format.statusCode).toBe(400);
    expect(format.json().details).toEqual([{ field: 'format', message: 'must be json or csv', code: 'json_or_csv' }]);
  });

  it('answers a page_size above the largest with the largest', async () => {
    const body = (await get('/api/memberships?page_size=500')).json();
    expect(body.meta.page_size).toBe(PAGE_SIZE_MAX);
  });

  it('searches by name, e-mail or phone digits', async () => {
    const byName = (await get('/api/memberships?q=family-0007')).json();
    expect(byName.data.map((m: { last_name: string }) => m.last_name)).toEqual(['Family-0007']);
    expect(byName.meta.total).toBe(1);
    const byFullName = (await get('/api/memberships?q=pat%20family-002')).json();
    expect(byFullName.meta.total).toBe(10);
    const byPhone = (await get('/api/memberships?q=(555)%200012')).json();
    expect(byPhone.data.map((m: { phone: string }) => m.phone)).toEqual(['555-0012']);
  });

  it('finds a surname whatever its accents and case, the best match first', async () => {
    await ctx.database.db.execute(sql`
      insert into memberships (tenant_id, first_name, last_name, email, phone, address, city, state, zip, start_date)
      values (${club.tenantId}::uuid, 'Laura', 'García', 'laura.g@example.org', '555-7700', '1 Main St', 'Eugene', 'OR', '97401', date '2024-03-01'),
             (${club.tenantId}::uuid, 'Garcia', 'Pérez', 'gp@example.org', '555-7701', '1 Main St', 'Eugene', 'OR', '97401', date '2024-03-02')`);
    try {
      for (const q of ['garcia', 'GARCÍA', 'garc']) {
        const body = (await get(`/api/memberships?page=1&page_size=5&q=${encodeURIComponent(q)}`)).json();
        expect(body.meta.total, q).toBe(2);
      }
      const full = (await get(`/api/memberships?page=1&page_size=5&q=${encodeURIComponent('garcia laura')}`)).json();
      expect(full.data.map((m: { last_name: string }) => m.last_name)).toEqual(['García']);
    } finally {
      await ctx.database.db.execute(sql`delete from memberships where tenant_id = ${club.tenantId}::uuid and email in ('laura.g@example.org', 'gp@example.org')`);
    }
  });

  it('answers as before without paging parameters: every row, no meta', async () => {
    const body = (await get('/api/memberships')).json();
    expect(body.meta).toBeUndefined();
    expect(body.data).toHaveLength(30);
  });

  it('shows no other club’s families, in JSON or CSV', async () => {
    const json = (await get('/api/memberships?q=elsewhere')).json();
    expect(json.meta.total).toBe(0);
    const csv = await get('/api/memberships?format=csv');
    expect(csv.body).not.toMatch(/Elsewhere/);
  });

  it('still refuses a staff member without the permission', async () => {
    const staff = await addStaff(ctx, club, { permissions: ['manage_athletes_page'] });
    expect((await get('/api/memberships?page=1', staff.token)).statusCode).toBe(403);
    expect((await get('/api/memberships?format=csv', staff.token)).statusCode).toBe(403);
  });
});

describe('CSV answers', () => {
  it('answer every matching row with a header, as a file named after the list', async () => {
    const res = await get('/api/memberships?format=csv&q=family-001&page=1&page_size=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="memberships.csv"');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toMatch(/^id,first_name,last_name,email,phone,/);
    expect(lines).toHaveLength(1 + 10);
  });

  it('hold every row across batches, and quote cells a spreadsheet would run as a formula', async () => {
    const big = await addClub(ctx);
    await fillFamilies(big, CSV_BATCH_ROWS + 7, 'Many');
    await ctx.database.db.execute(
      sql`update memberships set first_name = '=HYPERLINK("x")', city = '+1', state = '@sum', zip = '-2' where tenant_id = ${big.tenantId} and last_name = 'Many-0001'`,
    );
    const res = await api(ctx.app, { url: '/api/memberships?format=csv', slug: big.slug, token: big.admin.token });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(1 + CSV_BATCH_ROWS + 7);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(CSV_BATCH_ROWS + 7);
    const first = lines.find((l) => l.includes('Many-0001'))!;
    expect(first).toContain(`"'=HYPERLINK(""x"")"`);
    expect(first).toContain(",'+1,'@sum,'-2,");
    // A negative number stays a number.
    expect(lines[0]).toContain('balance');
  }, 60_000);

  it('answer to Accept: text/csv too', async () => {
    const res = await get('/api/athletes?sort=last_name', club.admin.token, { accept: 'text/csv' });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="athletes.csv"');
    expect(res.body.trim().split('\n')).toHaveLength(31);
  });
});

describe('the other lists', () => {
  it('page the athletes, sorted descending, searched by name; a member sees their own only', async () => {
    const page = (await get('/api/athletes?page=3&page_size=4&sort=-last_name')).json();
    expect(page.meta).toEqual({ total: 30, page: 3, page_size: 4 });
    expect(page.data.map((a: { last_name: string }) => a.last_name)).toEqual(['Family-0022', 'Family-0021', 'Family-0020', 'Family-0019']);
    const found = (await get('/api/athletes?q=KID%20family-0003')).json();
    expect(found.data.map((a: { last_name: string }) => a.last_name)).toEqual(['Family-0003']);
  });

  it('page the staff list and refuse what is not a number', async () => {
    await addStaff(ctx, club);
    const res = await get('/api/users?page=1&page_size=1&sort=email');
    expect(res.json().meta.page_size).toBe(1);
    expect(res.json().meta.total).toBeGreaterThanOrEqual(2);
    const bad = await get('/api/users?page=0&page_size=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['page', 'page_size']);
    const codes = Object.fromEntries(bad.json().details.map((d: { field: string; code: string; params?: object }) => [d.field, [d.code, d.params]]));
    expect(codes).toEqual({ page: ['min_or_more', { min: 1 }], page_size: ['must_be_whole', undefined] });
  });

  it('page the invoices and due payments, searched by family, each in its own shape', async () => {
    const families = await ctx.database.db.execute<{ id: string }>(sql`select id from memberships where tenant_id = ${club.tenantId}`);
    for (const m of families.rows)
      for (const n of [1, 2])
        await addInvoice(ctx, club, { membershipId: m.id, cents: 1000 + n, dueDate: `2025-01-0${1 + n}`, description: 'Monthly fee' });
    const invoices = (await get('/api/invoices?page=1&page_size=5&q=family-0004')).json();
    expect(invoices.meta.total).toBe(2);
    expect(invoices.data.map((i: { due_date: string }) => i.due_date)).toEqual(['2025-01-03', '2025-01-02']);
    const due = (await get('/api/payments/get-due-payments?page=2&page_size=7&sort=-amount')).json();
    expect(due.meta).toEqual({ total: 60, page: 2, page_size: 7 });
    expect(due.data.duePayments).toHaveLength(7);
    expect(due.data.duePayments[0].amount).toBe(1002);
    const csv = await get('/api/payments/get-due-payments?format=csv&q=family-0004');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="due-payments.csv"');
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    const elsewhere = (await api(ctx.app, { url: '/api/invoices?page=1', slug: other.slug, token: other.admin.token })).json();
    expect(elsewhere.meta.total).toBe(0);
  });

  it('say the club-wide total of invoices and payments as rows come and go, counted by the database', async () => {
    const total = async (url: string, c: TestClub = club) =>
      (await api(ctx.app, { url, slug: c.slug, token: c.admin.token })).json().meta.total as number;
    const counted = async (table: 'invoices' | 'payments', c: TestClub = club) => {
      const res = await ctx.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${c.tenantId}`);
      return res.rows[0]!.n;
    };
    const before = await total('/api/invoices?page=1');
    expect(before).toBe(await counted('invoices'));
    const elsewhere = await total('/api/invoices?page=1', other);
    const three = await ctx.database.db.execute<{ id: string }>(sql`
      select id from memberships where tenant_id = ${club.tenantId} order by last_name limit 3`);
    const made: string[] = [];
    for (const m of three.rows)
      made.push(await addInvoice(ctx, club, { membershipId: m.id, cents: 500, dueDate: '2025-09-01', description: 'Leotard' }));
    expect(await total('/api/invoices?page=1')).toBe(before + 3);
    const gone = await api(ctx.app, { method: 'DELETE', url: `/api/invoices/${made[0]!}`, slug: club.slug, token: club.admin.token });
    expect(gone.statusCode).toBe(200);
    expect(await total('/api/invoices?page=1')).toBe(before + 2);
    expect(await total('/api/invoices?page=1')).toBe(await counted('invoices'));
    // A filter counts its own rows; another club's total did not move.
    expect(await total('/api/invoices/filtered/invoices?page=1&status=pending')).toBe(
      (await ctx.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from invoices where tenant_id = ${club.tenantId} and status = 'pending'`)).rows[0]!.n,
    );
    expect(await total('/api/invoices?page=1', other)).toBe(elsewhere);
    await ctx.database.db.execute(sql`
      insert into payments (tenant_id, membership_id, amount_cents, payment_method, provider, transaction_id, status)
      select m.tenant_id, m.id, 500, 'cash', 'cash', 'cash-' || m.id, 'succeeded'
      from memberships m where m.tenant_id = ${club.tenantId} order by m.last_name limit 2`);
    expect(await total('/api/payments/filtered/payments?page=1')).toBe(await counted('payments'));
  });

  it('say the total of a status filter from the counts the database keeps, right after invoices are added, change status and go', async () => {
    const total = async (url: string, c: TestClub = club) =>
      (await api(ctx.app, { url, slug: c.slug, token: c.admin.token })).json().meta.total as number;
    const statuses = ['pending', 'paid', 'overdue', 'cancelled'] as const;
    const expectExact = async () => {
      for (const c of [club, other]) {
        const counted = await ctx.database.db.execute<{ status: string; n: number }>(sql`
          select status, count(*)::int as n from invoices where tenant_id = ${c.tenantId} group by status`);
        const n = (status: string) => counted.rows.find((r) => r.status === status)?.n ?? 0;
        for (const status of statuses) expect(await total(`/api/invoices/filtered/invoices?page=1&status=${status}`, c)).toBe(n(status));
        expect(await total('/api/invoices/pending/invoices?page=1', c)).toBe(n('pending') + n('overdue'));
      }
    };
    const families = await ctx.database.db.execute<{ id: string }>(sql`
      select id from memberships where tenant_id = ${club.tenantId} order by last_name limit 4`);
    const made: string[] = [];
    for (const m of families.rows)
      made.push(await addInvoice(ctx, club, { membershipId: m.id, cents: 900, dueDate: '2025-10-01', description: 'Meet fee' }));
    await expectExact();
    const pendingBefore = await total('/api/invoices/filtered/invoices?page=1&status=pending');
    // One statement paying two and making one overdue, then one of the paid back to pending.
    await ctx.database.db.execute(sql`
      update invoices set status = case when id = any(${sql.param(made.slice(0, 2))}::uuid[]) then 'paid' else 'overdue' end,
                          paid_cents = case when id = any(${sql.param(made.slice(0, 2))}::uuid[]) then amount_cents else 0 end
      where id = any(${sql.param(made.slice(0, 3))}::uuid[])`);
    await ctx.database.db.execute(sql`update invoices set status = 'pending', paid_cents = 0 where id = ${made[1]!}`);
    expect(await total('/api/invoices/filtered/invoices?page=1&status=pending')).toBe(pendingBefore - 2);
    await expectExact();
    const gone = await api(ctx.app, { method: 'DELETE', url: `/api/invoices/${made[3]!}`, slug: club.slug, token: club.admin.token });
    expect(gone.statusCode).toBe(200);
    await expectExact();
    // With another filter beside the status, the rows are counted.
    expect(await total('/api/invoices/filtered/invoices?page=1&status=overdue&startDate=2025-10-01&endDate=2025-10-01')).toBe(1);
  });

  it("search one family's invoices by description too, and the club's by family only", async () => {
    const [family] = (await get('/api/memberships?q=family-0005')).json().data as { id: string }[];
    await addInvoice(ctx, club, { membershipId: family!.id, cents: 4200, dueDate: '2025-06-01', description: 'Tumbling camp' });
    const theirs = (await get(`/api/invoices/member/${family!.id}?page=1&page_size=5&q=tumbling`)).json();
    expect(theirs.data.map((i: { description: string }) => i.description)).toEqual(['Tumbling camp']);
    const clubWide = (await get('/api/invoices?page=1&page_size=5&q=tumbling')).json();
    expect(clubWide.meta.total).toBe(0);
    const byFamily = (await get('/api/invoices?page=1&page_size=5&q=family-0005')).json();
    expect(byFamily.data.map((i: { description: string }) => i.description)).toContain('Tumbling camp');
  });

  it('answer a report’s table as CSV', async () => {
    const made = await api(ctx.app, {
      method: 'POST',
      url: '/api/reports',
      slug: club.slug,
      token: club.admin.token,
      body: { type: 'membership', start_date: '2024-01-01', end_date: '2024-12-31' },
    });
    expect(made.statusCode).toBe(201);
    const report = made.json().data;
    const res = await get(`/api/reports/${report.id}/data?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report-membership-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(report.result.columns.map((c: { key: string }) => c.key).join(','));
    expect(lines).toHaveLength(1 + report.result.rows.length);
    const list = (await get('/api/reports?page=1&page_size=10')).json();
    expect(list.meta.total).toBe(1);
  });
});
