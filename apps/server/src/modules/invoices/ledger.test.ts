// The ledger's rules, with figures worked out by hand: an invoice is the sum of its lines (checked by
// the database at commit), numbers follow each other per club, a payment settles the invoice it pays
// (partly or wholly), money received is never deleted or rewritten, and a voided invoice keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Invoice } from '@springboard/contract/invoices';
import { api } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type TestClub } from '../../../test/fixtures.js';
import { withTenant } from '../../db/tenant-tx.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { insertInvoice } from './invoice-insert.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let staff: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  staff = (await addStaff(ctx, club)).token;
  admin = club.admin.token;
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family() {
  const f = await addFamily(ctx, club);
  return { id: f.membershipId, athleteId: f.athleteId, token: f.token };
}

async function invoiceFor(membershipId: string, amount: number, description = 'Classes'): Promise<Invoice> {
  const res = await call({ method: 'POST', url: '/api/invoices', token: staff, body: { membershipId, amount, description } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const getInvoice = async (id: string, token = admin) =>
  (await call({ url: `/api/invoices/${id}`, token })).json().data as Invoice;

const accept = (membershipId: string, invoiceId: string, amount: number, paymentMethod = 'cash', note?: string) =>
  call({ method: 'POST', url: '/api/payments', token: staff, body: { membershipId, invoiceId, amount, paymentMethod, note } });

describe('invoice lines', () => {
  it('makes an invoice of lines whose sum is its amount, and the database refuses any other total', async () => {
    const f = await family();
    // 120.00 tuition + 25.00 fee − 14.50 discount = 130.50
    const id = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      insertInvoice(tx, {
        tenantId: club.tenantId,
        membershipId: f.id,
        description: 'March 2026',
        dueDate: '2026-03-01',
        category: 'manual',
        lines: [
          { kind: 'tuition', description: 'Beginner, 1 h a week', athleteId: f.athleteId, amountCents: 120_00 },
          { kind: 'registration_fee', description: 'Registration fee', athleteId: null, amountCents: 25_00 },
          { kind: 'discount', description: 'Sibling discount', athleteId: f.athleteId, amountCents: -14_50 },
        ],
      }),
    );
    const inv = await getInvoice(id);
    expect(inv.amount).toBe(130.5);
    expect(inv.lines.map((l) => [l.kind, l.amount, l.athlete_name])).toEqual([
      ['tuition', 120, 'Kid0 Parent'],
      ['registration_fee', 25, null],
      ['discount', -14.5, 'Kid0 Parent'],
    ]);
    const write = (q: ReturnType<typeof sql>) => withTenant(ctx.database.db, club.tenantId, (tx) => tx.execute(q));
    await expect(write(sql`update invoices set amount_cents = 99_00 where id = ${id}`)).rejects.toThrow(/sum of its lines/);
    await expect(
      write(sql`insert into invoice_lines (tenant_id, invoice_id, position, kind, description, amount_cents)
                values (${club.tenantId}, ${id}, 4, 'tax', 'Tax', 500)`),
    ).rejects.toThrow(/sum of its lines/);
    expect((await getInvoice(id)).amount).toBe(130.5);
  });

  it("answers one invoice to its family and the club's staff, 404 to another family and another club", async () => {
    const f = await family();
    const g = await family();
    const inv = await invoiceFor(f.id, 40);
    expect((await call({ url: `/api/invoices/${inv.id}`, token: f.token })).json().data).toMatchObject({
      id: inv.id,
      amount: 40,
      amount_due: 40,
      lines: [{ kind: 'manual', description: 'Classes', amount: 40 }],
    });
    expect((await call({ url: `/api/invoices/${inv.id}`, token: staff })).statusCode).toBe(200);
    const theirs = await call({ url: `/api/invoices/${inv.id}`, token: g.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('invoice_not_found');
    const elsewhere = await api(ctx.app, { url: `/api/invoices/${inv.id}`, slug: other.slug, token: other.admin.token });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('edits an unpaid invoice: a new amount edits its single line, or replaces several with one manual line', async () => {
    const f = await family();
    const single = await invoiceFor(f.id, 30);
    const put = (id: string, amount: number, description = 'Classes') =>
      call({
        method: 'PUT',
        url: '/api/invoices',
        token: admin,
        body: { invoiceId: id, amount, description, dueDate: '2026-05-01', status: 'pending' },
      });
    expect((await put(single.id, 35, 'Classes (May)')).json().data.lines).toEqual([
      expect.objectContaining({ kind: 'manual', description: 'Classes (May)', amount: 35 }),
    ]);
    const id = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      insertInvoice(tx, {
        tenantId: club.tenantId,
        membershipId: f.id,
        description: 'Tuition',
        dueDate: '2026-05-01',
        category: 'auto',
        lines: [
          { kind: 'tuition', description: 'Class A', athleteId: null, amountCents: 50_00 },
          { kind: 'tuition', description: 'Class B', athleteId: null, amountCents: 30_00 },
        ],
      }),
    );
    const res = await put(id, 70, 'Tuition');
    expect(res.json().data).toMatchObject({ amount: 70, lines: [{ kind: 'manual', description: 'Tuition', amount: 70 }] });
  });
});

describe('invoice numbers', () => {
  it('numbers a club’s invoices one after another, also when two are made at the same moment', async () => {
    const f = await family();
    const first = await invoiceFor(f.id, 1);
    const [a, b] = await Promise.all([invoiceFor(f.id, 2), invoiceFor(f.id, 3)]);
    const numbers = [a!.number, b!.number].sort((x, y) => x - y);
    expect(numbers).toEqual([first.number + 1, first.number + 2]);
    // Another club counts on its own: its first family's registration invoice is its number 1, one
    // registration fee line of the club's fee (25.00).
    await addFamily(ctx, other);
    const theirs = (await api(ctx.app, { url: '/api/invoices', slug: other.slug, token: other.admin.token })).json()
      .data as Invoice[];
    expect(theirs.map((i) => [i.number, i.category, i.lines.map((l) => [l.kind, l.amount])])).toEqual([
      [1, 'registration', [['registration_fee', 25]]],
    ]);
  });
  it('keeps no gap when scheduled work finds its invoice made already (the same run key)', async () => {
    const f = await family();
    const draft = {
      tenantId: club.tenantId,
      membershipId: f.id,
      description: 'Tuition for a month',
      dueDate: '2030-01-01',
      category: 'auto' as const,
      runKey: `gap-check:${f.id}`,
      lines: [{ kind: 'manual' as const, description: 'Tuition', athleteId: null, amountCents: 1000 }],
    };
    const made = await withTenant(ctx.database.db, club.tenantId, (tx) => insertInvoice(tx, draft));
    expect(made).not.toBeNull();
    expect(await withTenant(ctx.database.db, club.tenantId, (tx) => insertInvoice(tx, draft))).toBeNull();
    const next = await invoiceFor(f.id, 5);
    expect(next.number).toBe((await getInvoice(made!)).number + 1);
  });
});

describe('payments settle the invoice they pay', () => {
  it('leaves the rest due after a partial payment, refuses more than is due, and is paid once covered', async () => {
    const f = await family();
    const inv = await invoiceFor(f.id, 100);
    const part = await accept(f.id, inv.id, 30, 'cash', 'Paid at the desk');
    expect(part.statusCode).toBe(201);
    expect(part.json().data).toMatchObject({
      amount: 30,
      payment_method: 'cash',
      note: 'Paid at the desk',
      invoice_number: inv.number,
    });
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'pending', amount: 100, amount_paid: 30, amount_due: 70 });
    const pending = (await call({ url: '/api/invoices/pending/invoices', token: f.token })).json().data as Invoice[];
    expect(pending.find((i) => i.id === inv.id)?.amount_due).toBe(70);
    const due = (await call({ url: '/api/payments/get-due-payments', token: admin })).json().data.duePayments as {
      id: string;
      amount: number;
      number: number;
    }[];
    expect(due.find((d) => d.id === inv.id)).toMatchObject({ amount: 70_00, number: inv.number });

    const over = await accept(f.id, inv.id, 70.01, 'check');
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([
      expect.objectContaining({ field: 'amount', code: 'over_amount_due', params: { due: '$70.00' } }),
    ]);
    expect((await accept(f.id, inv.id, 0, 'check')).statusCode).toBe(400);

    const rest = await accept(f.id, inv.id, 70, 'check', 'Check 1042');
    expect(rest.json().data).toMatchObject({ amount: 70, payment_method: 'check', note: 'Check 1042' });
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'paid', post_status: 'paid', amount_paid: 100, amount_due: 0 });
    expect((await accept(f.id, inv.id, 1)).statusCode).toBe(409);
    // One invoice of 100 for the family, two payments pointing at it: no "charged" copy.
    const all = (await call({ url: `/api/invoices/member/${f.id}`, token: admin })).json().data as Invoice[];
    expect(all.filter((i) => i.description.startsWith('Charged Payment'))).toEqual([]);
    const pays = (await call({ url: `/api/payments/member/${f.id}`, token: admin })).json().data as {
      invoice_id: string;
      amount: number;
    }[];
    expect(
      pays
        .filter((p) => p.invoice_id === inv.id)
        .map((p) => p.amount)
        .sort(),
    ).toEqual([30, 70]);
  });

  it('counts only what is left to pay in the family balance', async () => {
    const f = await family();
    const a = await invoiceFor(f.id, 80);
    await invoiceFor(f.id, 20);
    await accept(f.id, a.id, 50);
    // 80 − 50 + 20 = 50 owed.
    const m = (await call({ url: `/api/memberships/${f.id}`, token: admin })).json().data as { balance: number };
    expect(m.balance).toBe(-50);
  });
});

describe('receipts', () => {
  const mails = (to: string, subject: string) =>
    withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (
          await tx.execute<{ subject: string; text: string }>(
            sql`select subject, text from email_outbox where to_address = ${to} and subject like ${`%${subject}%`}`,
          )
        ).rows,
    );

  it('e-mails a receipt for each payment, with the number, lines, amount paid and what is left, in the family language', async () => {
    const f = await family();
    const m = (await call({ url: `/api/memberships/${f.id}`, token: f.token })).json().data;
    const inv = await invoiceFor(f.id, 100, 'Spring term');
    await accept(f.id, inv.id, 30);
    const label = `INV-${String(inv.number).padStart(6, '0')}`;
    const [first] = await mails(m.email, 'receipt for invoice');
    expect(first!.subject).toContain(`receipt for invoice ${label}`);
    expect(first!.text).toContain('We received your payment of $30.00');
    expect(first!.text).toContain('Spring term: $100.00');
    expect(first!.text).toContain('Left to pay on this invoice: $70.00.');
    expect(first!.text).toContain(`/invoices/${inv.id}`);
    // The family chooses Spanish for its e-mails; the next receipt is in Spanish.
    const put = await call({
      method: 'PUT',
      url: `/api/memberships/${f.id}`,
      token: f.token,
      body: {
        first_name: m.first_name,
        last_name: m.last_name,
        phone: m.phone,
        address: m.address,
        city: m.city,
        state: m.state,
        zip: m.zip,
        language: 'es',
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await call({ url: `/api/memberships/${f.id}`, token: f.token })).json().data.language).toBe('es');
    await accept(f.id, inv.id, 70, 'check');
    const [second] = await mails(m.email, 'recibo de la factura');
    expect(await mails(m.email, 'receipt for invoice')).toHaveLength(1);
    expect(second!.subject).toContain(`recibo de la factura ${label}`);
    expect(second!.text).toContain('Recibimos su pago de');
    expect(second!.text).toContain('Pagado con cheque');
    expect(second!.text).toContain('Esta factura está pagada por completo.');
  });
});

describe('paid invoices are safe', () => {
  it('refuses to delete or rewrite a partly paid invoice, and to mark an unpaid one paid or void by edit', async () => {
    const f = await family();
    const inv = await invoiceFor(f.id, 60);
    const edit = { invoiceId: inv.id, amount: 60, description: 'Classes', dueDate: '2026-06-01', status: 'pending' };
    const put = (body: object) => call({ method: 'PUT', url: '/api/invoices', token: admin, body: { ...edit, ...body } });
    expect((await put({ status: 'paid' })).json().code).toBe('invoice_paid_by_payment');
    expect((await put({ post_status: 'paid' })).statusCode).toBe(409);
    expect((await put({ status: 'cancelled' })).json().code).toBe('invoice_void_needs_reason');
    await accept(f.id, inv.id, 10);
    const del = await call({ method: 'DELETE', url: `/api/invoices/${inv.id}`, token: admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('invoice_has_payment');
    const amount = await put({ amount: 5 });
    expect(amount.statusCode).toBe(409);
    expect(amount.json().code).toBe('invoice_has_payment_edit');
    // Its description and due date may still change.
    expect((await put({ description: 'Classes (June)' })).json().data).toMatchObject({
      description: 'Classes (June)',
      amount_due: 50,
    });
    await accept(f.id, inv.id, 50);
    const reopen = await put({ description: 'Classes (June)', status: 'pending' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('invoice_has_payment_edit');
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('voids an invoice with its reason; its payments stay recorded as paid; a void invoice takes no payment or edit', async () => {
    const f = await family();
    const inv = await invoiceFor(f.id, 45);
    await accept(f.id, inv.id, 20);
    const voidIt = (body: object, token = admin) => call({ method: 'POST', url: `/api/invoices/${inv.id}/void`, token, body });
    expect((await voidIt({ reason: '' })).json().details).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await voidIt({ reason: 'Billed twice' }, staff)).statusCode).toBe(403);
    const res = await voidIt({ reason: 'Billed twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      void_reason: 'Billed twice',
      voided_at: expect.any(String),
      amount_paid: 20,
      amount_due: 0,
    });
    expect((await voidIt({ reason: 'Again' })).json().code).toBe('invoice_voided');
    expect((await accept(f.id, inv.id, 5)).json().code).toBe('invoice_voided');
    const pays = (await call({ url: `/api/payments/member/${f.id}`, token: admin })).json().data as {
      invoice_id: string;
      status: string;
    }[];
    expect(pays.filter((p) => p.invoice_id === inv.id).map((p) => p.status)).toEqual(['succeeded']);
    const unpaid = (await call({ url: '/api/invoices/pending/invoices', token: f.token })).json().data as Invoice[];
    expect(unpaid.some((i) => i.id === inv.id)).toBe(false);
  });
});
