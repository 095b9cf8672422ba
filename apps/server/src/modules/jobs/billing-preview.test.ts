// The billing preview against a real database: the admin sees exactly the invoices
// the automatic charge would charge (autopay families only, unpaid, due, their own club's) and the
// total, charging nothing; the previewed run charges exactly the previewed invoices still due with
// the previewed amount: one made after the preview is not charged, one paid or changed since is
// skipped and reported by reason, and running it again charges nothing twice. Admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { withTenant } from '../../db/tenant-tx.js';
import { api, type ClubFixture } from '../../../test/factories.js';
import { addInvoice, addClub, addFamily, addMember, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { addDays } from '../../platform/jobs/schedule-times.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;
const today = new Date().toISOString().slice(0, 10);
const past = addDays(today, -3);

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
});
afterAll(async () => ctx?.close());

async function rows<T extends Record<string, unknown>>(c: ClubFixture, q: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => (await tx.execute<T>(q)).rows as T[]);
}

async function family(c: ClubFixture, autopay: boolean): Promise<Family> {
  const f = await addFamily(ctx, c);
  if (autopay) {
    const res = await api(ctx.app, {
      method: 'PATCH',
      url: `/api/memberships/autopay/${f.membershipId}`,
      slug: c.slug,
      token: f.token,
      body: { autoPayment: true },
    });
    expect(res.statusCode).toBe(200);
  }
  return f;
}

async function invoiceFor(c: ClubFixture, f: Family, cents: number, due = past, status = 'pending'): Promise<string> {
  return addInvoice(ctx, c, { membershipId: f.membershipId, cents, dueDate: due, status: status as 'pending' | 'paid' });
}

/** Charges the provider made for the invoice and succeeded payments recorded, and the invoice's status. */
async function chargesOf(c: ClubFixture, invoiceId: string) {
  const [r] = await rows<{ provider: number; paid: number; status: string }>(
    c,
    sql`select
      (select count(*)::int from sandbox_intents where metadata->>'invoice_id' = ${invoiceId} and status = 'succeeded') as provider,
      (select count(*)::int from payments where invoice_id = ${invoiceId} and status = 'succeeded') as paid,
      status from invoices where id = ${invoiceId}`,
  );
  return r!;
}

const preview = (token = admin, slug = club.slug) =>
  api(ctx.app, { method: 'GET', url: '/api/payments/charge-automatic/preview', slug, token });
const runPreviewed = (body: unknown, token = admin, slug = club.slug) =>
  api(ctx.app, { method: 'POST', url: '/api/payments/charge-automatic/previewed', slug, token, body });

describe('billing preview', () => {
  let a: Family;
  let b: Family;
  let inv: { a1: string; a2: string; b1: string; later: string; paid: string; off: string; foreign: string };

  beforeAll(async () => {
    a = await family(club, true);
    b = await family(club, true);
    const off = await family(club, false);
    const foreign = await family(other, true);
    inv = {
      a1: await invoiceFor(club, a, 4000),
      a2: await invoiceFor(club, a, 1250, addDays(today, -10)),
      b1: await invoiceFor(club, b, 2599),
      later: await invoiceFor(club, b, 9900, addDays(today, 20)),
      paid: await invoiceFor(club, b, 3000, past, 'paid'),
      off: await invoiceFor(club, off, 5000),
      foreign: await invoiceFor(other, foreign, 7000),
    };
  });

  it('lists exactly the due unpaid invoices of autopay families of the club, with the total, and charges nothing', async () => {
    const res = await preview();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.invoices.map((i: { invoice_id: string }) => i.invoice_id)).toEqual([inv.a2, inv.a1, inv.b1]);
    expect(data).toMatchObject({ count: 3, total: 78.49, chargeable_count: 3, chargeable_total: 78.49 });
    expect(data.preview_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.invoices[0]).toMatchObject({
      membership_id: a.membershipId,
      amount: 12.5,
      card: 'on_file',
      due_date: addDays(today, -10),
    });
    expect(data.invoices[0].family).toMatch(/\S+ \S+/);
    for (const id of [inv.a1, inv.a2, inv.b1])
      expect(await chargesOf(club, id)).toMatchObject({ provider: 0, paid: 0, status: 'pending' });

    // The same due set gives the same preview id; another club sees only its own invoice.
    expect((await preview()).json().data.preview_id).toBe(data.preview_id);
    const theirs = (await preview(otherAdmin, other.slug)).json().data;
    expect(theirs.invoices.map((i: { invoice_id: string }) => i.invoice_id)).toEqual([inv.foreign]);
    expect(theirs.total).toBe(70);
  });

  it('charges exactly the previewed invoices: one made after the preview is not charged, one paid or changed since is skipped and reported', async () => {
    const before = (await preview()).json().data;
    const ids = before.invoices.map((i: { invoice_id: string }) => i.invoice_id) as string[];
    expect(ids).toEqual([inv.a2, inv.a1, inv.b1]);
    // Paid by the family between the preview and "run now".
    await rows(club, sql`update invoices set status = 'paid', paid_cents = amount_cents where id = ${inv.b1}`);
    // Its amount changed by an admin since the preview (its one line with it): the family is not
    // charged a sum nobody previewed.
    await rows(
      club,
      sql`with line as (update invoice_lines set amount_cents = 1300 where invoice_id = ${inv.a2})
          update invoices set amount_cents = 1300, charge_attempt = charge_attempt + 1 where id = ${inv.a2}`,
    );
    // An invoice that became due after the preview is not charged by the previewed run.
    const newcomer = await invoiceFor(club, a, 800);

    const res = await runPreviewed({ preview_id: before.preview_id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Previewed invoices charged',
      data: { previewed: 3, skipped: { paid: 1, changed: 1, not_due: 0 }, counts: { charged: 1 } },
    });
    expect(await chargesOf(club, inv.a1)).toMatchObject({ provider: 1, paid: 1, status: 'paid' });
    expect(await chargesOf(club, inv.a2)).toMatchObject({ provider: 0, paid: 0, status: 'pending' });
    expect(await chargesOf(club, inv.b1)).toMatchObject({ provider: 0, paid: 0 });
    expect(await chargesOf(club, newcomer)).toMatchObject({ provider: 0, paid: 0, status: 'pending' });
    expect(await chargesOf(club, inv.off)).toMatchObject({ provider: 0, status: 'pending' });
    expect(await chargesOf(other, inv.foreign)).toMatchObject({ provider: 0, status: 'pending' });

    const again = await runPreviewed({ preview_id: before.preview_id });
    expect(again.json().data).toMatchObject({ skipped: { paid: 2, changed: 1, not_due: 0 }, counts: { charged: 0 } });
    expect(await chargesOf(club, inv.a1)).toMatchObject({ provider: 1, paid: 1 });

    // The run is recorded as a manual run of the autopay job.
    const jobs = (await api(ctx.app, { method: 'GET', url: '/api/jobs', slug: club.slug, token: admin })).json().data;
    const autopay = jobs.find((j: { job: string }) => j.job === 'autopay');
    expect(autopay.last_run).toMatchObject({ trigger: 'manual', status: 'done', counts: { charged: 0 } });

    // A new preview lists the changed invoice at its new amount and the one that became due afterwards.
    const after = (await preview()).json().data;
    expect(after.invoices.map((i: { invoice_id: string }) => i.invoice_id)).toEqual([inv.a2, newcomer]);
    expect(after).toMatchObject({ count: 2, total: 21 });
    expect(after.preview_id).not.toBe(before.preview_id);
  });

  it('skips a previewed invoice no longer due (its family turned autopay off) and reports it', async () => {
    const c = await addClub(ctx);
    const f = await family(c, true);
    const id = await invoiceFor(c, f, 2000);
    const p = (await preview(c.admin.token, c.slug)).json().data;
    expect(p.invoices.map((i: { invoice_id: string }) => i.invoice_id)).toEqual([id]);
    await rows(c, sql`update memberships set auto_payment = false where id = ${f.membershipId}`);
    const res = await runPreviewed({ preview_id: p.preview_id }, c.admin.token, c.slug);
    expect(res.json().data).toMatchObject({ previewed: 1, skipped: { paid: 0, changed: 0, not_due: 1 } });
    expect(await chargesOf(c, id)).toMatchObject({ provider: 0, status: 'pending' });
  });

  it("refuses another club's preview, an unknown one and one of an earlier day", async () => {
    const mine = (await preview()).json().data.preview_id as string;
    const theirs = await runPreviewed({ preview_id: mine }, otherAdmin, other.slug);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'billing_preview_not_found' });
    expect(await chargesOf(other, inv.foreign)).toMatchObject({ provider: 0, status: 'pending' });
    const unknown = await runPreviewed({ preview_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    await rows(club, sql`update billing_previews set as_of = as_of - 1 where id = ${mine}`);
    const stale = await runPreviewed({ preview_id: mine });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'billing_preview_expired' });
  });

  it('shows a family without a card on file, and a card declined before, as not charged', async () => {
    const c = await addClub(ctx);
    const token = c.admin.token;
    const f = await family(c, true);
    const id = await invoiceFor(c, f, 1500);
    await rows(c, sql`delete from saved_cards where membership_id = ${f.membershipId}`);
    const data = (await preview(token, c.slug)).json().data;
    expect(data).toMatchObject({ count: 1, total: 15, chargeable_count: 0, chargeable_total: 0 });
    expect(data.invoices[0]).toMatchObject({ invoice_id: id, card: 'none' });
  });

  it('rejects a run without a preview id, or with one that is not an id, naming preview_id', async () => {
    const missing = await runPreviewed({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual(expect.objectContaining({ field: 'preview_id', code: 'preview_id_required' }));
    const bad = await runPreviewed({ preview_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(expect.objectContaining({ field: 'preview_id', code: 'preview_id_format' }));
  });

  it('is for admins only: staff with every permission and members get 403', async () => {
    const staff = (await addStaff(ctx, club, { permissions: [...PERMISSIONS] })).token;
    const member = (await addMember(ctx, club)).token;
    for (const token of [staff, member]) {
      expect((await preview(token)).statusCode).toBe(403);
      expect((await runPreviewed({ preview_id: '00000000-0000-4000-8000-000000000000' }, token)).statusCode).toBe(403);
    }
  });
});
