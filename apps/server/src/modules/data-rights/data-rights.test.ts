import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { api, makeSlot } from '../../../test/factories.js';
import { addClub, addFamily, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { athletes, auditLog, emailOutbox, enrollments, invoices, memberships, payments, users } from '../../db/schema.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;
let f1: Family;
let f2: Family;
const PASSWORD = 'correct horse battery';

const call = (method: 'GET' | 'POST', url: string, token?: string, slug = club.slug) =>
  api(ctx.app, { method, url, slug, token });
const login = (email: string, slug = club.slug) =>
  api(ctx.app, {
    method: 'POST',
    url: '/api/auth/login',
    slug,
    body: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': '10.9.9.9' },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
  const slot = await makeSlot(ctx.database.db, club);
  f1 = await addFamily(ctx, club, { slotIds: [slot.slotId] });
  f2 = await addFamily(ctx, club, { slotIds: [slot.slotId] });
});
afterAll(async () => ctx?.close());

describe('family data export', () => {
  it("holds exactly the family's rows, none of another family's", async () => {
    const res = await call('GET', '/api/data-rights/export', f1.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.membership.id).toBe(f1.membershipId);
    expect(data.membership.email).toBe(f1.email);
    expect(data.athletes.map((a: { id: string }) => a.id)).toEqual([f1.athleteId]);
    expect(data.enrollments).toHaveLength(1);
    expect(data.accounts.map((a: { email: string }) => a.email)).toEqual([f1.email]);
    expect(JSON.stringify(data)).not.toContain('password');

    const { inv, pay, mails } = await withTenant(ctx.database.db, club.tenantId, async (tx) => ({
      inv: await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.membershipId, f1.membershipId)),
      pay: await tx.select({ id: payments.id }).from(payments).where(eq(payments.membershipId, f1.membershipId)),
      mails: await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = ${f1.email.toLowerCase()}`),
    }));
    expect(inv.length).toBeGreaterThan(0);
    expect(data.invoices.map((i: { id: string }) => i.id).sort()).toEqual(inv.map((i) => i.id).sort());
    expect(data.payments.map((p: { id: string }) => p.id).sort()).toEqual(pay.map((p) => p.id).sort());
    expect(data.emails.map((e: { id: string }) => e.id).sort()).toEqual(mails.map((m) => m.id).sort());

    const text = JSON.stringify(data);
    expect(text).not.toContain(f2.membershipId);
    expect(text).not.toContain(f2.athleteId);
    expect(text).not.toContain(f2.email);
  });

  it('is for a family member only', async () => {
    expect((await call('GET', '/api/data-rights/export')).statusCode).toBe(401);
    expect((await call('GET', '/api/data-rights/export', admin)).statusCode).toBe(404);
  });
});

describe('deletion on request', () => {
  let requestId: string;

  it('a member asks once; the request is logged', async () => {
    const res = await call('POST', '/api/data-rights/deletion-request', f1.token);
    expect(res.statusCode).toBe(201);
    requestId = res.json().data.id;
    expect(res.json().data.status).toBe('pending');
    expect((await call('POST', '/api/data-rights/deletion-request', f1.token)).statusCode).toBe(409);
    expect((await call('GET', '/api/data-rights/deletion-request', f1.token)).json().data.request.id).toBe(requestId);
    expect((await call('GET', '/api/data-rights/deletion-request', f2.token)).json().data.request).toBeNull();
  });

  it('only an admin of the club sees and confirms it', async () => {
    expect((await call('GET', '/api/data-rights/deletion-requests', f1.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/data-rights/deletion-requests/${requestId}/confirm`, f1.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/data-rights/deletion-requests/${requestId}/confirm`, f2.token)).statusCode).toBe(403);
    const list = await call('GET', '/api/data-rights/deletion-requests', admin);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(list.json().data[0].family).toContain(f1.email);
    const foreign = await call('GET', '/api/data-rights/deletion-requests', otherAdmin, other.slug);
    expect(foreign.json().data).toEqual([]);
    expect(
      (await call('POST', `/api/data-rights/deletion-requests/${requestId}/confirm`, otherAdmin, other.slug)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/data-rights/deletion-requests/not-a-uuid/confirm', admin)).statusCode).toBe(400);
  });

  it('erases the personal data, keeps the accounting, and ends sign-in', async () => {
    const before = await withTenant(ctx.database.db, club.tenantId, async (tx) => ({
      inv: await tx
        .select({ id: invoices.id, amount: invoices.amountCents, status: invoices.status })
        .from(invoices)
        .where(eq(invoices.membershipId, f1.membershipId)),
      pay: await tx
        .select({ id: payments.id, amount: payments.amountCents, status: payments.status })
        .from(payments)
        .where(eq(payments.membershipId, f1.membershipId)),
    }));
    expect(before.pay.length).toBeGreaterThan(0);

    const res = await call('POST', `/api/data-rights/deletion-requests/${requestId}/confirm`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('completed');
    expect(res.json().data.family).toBe('Deleted family');
    expect((await call('POST', `/api/data-rights/deletion-requests/${requestId}/confirm`, admin)).statusCode).toBe(409);

    const after = await withTenant(ctx.database.db, club.tenantId, async (tx) => ({
      m: (await tx.select().from(memberships).where(eq(memberships.id, f1.membershipId)))[0]!,
      kids: await tx.select().from(athletes).where(eq(athletes.membershipId, f1.membershipId)),
      enr: await tx.select().from(enrollments).where(eq(enrollments.membershipId, f1.membershipId)),
      u: await tx.select().from(users).where(eq(users.membershipId, f1.membershipId)),
      inv: await tx.select().from(invoices).where(eq(invoices.membershipId, f1.membershipId)),
      pay: await tx
        .select({ id: payments.id, amount: payments.amountCents, status: payments.status })
        .from(payments)
        .where(eq(payments.membershipId, f1.membershipId)),
      mail: await tx
        .select()
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = ${f1.email.toLowerCase()}`),
      audit: await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'family_data_erased'), eq(auditLog.entityId, f1.membershipId))),
      f2kids: await tx.select().from(athletes).where(eq(athletes.membershipId, f2.membershipId)),
    }));
    const personal = JSON.stringify({ m: after.m, u: after.u, inv: after.inv });
    expect(personal).not.toContain(f1.email);
    expect(personal).not.toMatch(/Pat|Kid0|555-0100|1 Main St|Springfield|97477/);
    expect(after.m.firstName).toBe('Deleted');
    expect(after.kids).toEqual([]);
    expect(after.enr).toEqual([]);
    expect(after.mail).toEqual([]);
    expect(
      after.inv.map((i) => ({ id: i.id, amount: i.amountCents, status: i.status })).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual([...before.inv].sort((a, b) => a.id.localeCompare(b.id)));
    expect(after.pay.sort((a, b) => a.id.localeCompare(b.id))).toEqual([...before.pay].sort((a, b) => a.id.localeCompare(b.id)));
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]!.actorUserId).toBe(club.admin.id);
    expect(after.f2kids).toHaveLength(1);

    expect((await login(f1.email)).statusCode).toBe(401);
    expect((await call('GET', '/api/data-rights/export', f1.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/data-rights/export', f2.token)).statusCode).toBe(200);
    expect((await login(f2.email)).statusCode).toBe(200);
  });
});
