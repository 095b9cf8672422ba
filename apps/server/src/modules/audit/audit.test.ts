// The audit trail: the server's role may add and read a club's rows but never change or delete
// them; every change of money, access and settings writes its row in the change's transaction (a
// refused change writes none); and GET /api/audit shows the admin their own club's rows, filtered,
// paged and as CSV, with amounts in dollars and never a key or a family's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api, makeUser } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, signInAs, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { auditLog, permissions } from '../../db/schema.js';
import { png } from '../../../test/png.js';
import { withTenant } from '../../db/tenant-tx.js';
import { recordAudit } from './audit.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let family: Family;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  [club, other] = await Promise.all([addClub(ctx), addClub(ctx)]);
  admin = club.admin.token;
  family = await addFamily(ctx, club);
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>, slug = club.slug) => api(ctx.app, { slug, ...c });

type Entry = {
  id: string;
  subject_name: string | null;
  actor_user_id: string | null;
  actor_name: string | null;
  by: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  data: Record<string, unknown>;
};

/** The club's trail as the admin reads it, newest first. */
async function trail(query = '', token = admin, slug = club.slug): Promise<Entry[]> {
  const res = await call({ url: `/api/audit${query ? `?${query}` : ''}`, token }, slug);
  expect(res.statusCode).toBe(200);
  return res.json().data as Entry[];
}

/** The newest row of this action about this row. */
async function lastOf(action: string, entityId?: string): Promise<Entry> {
  const rows = await trail(`action=${action}`);
  const row = rows.find((r) => entityId === undefined || r.entity_id === entityId);
  expect(row, `${action} of ${entityId}`).toBeDefined();
  return row!;
}

const countOf = async (action: string) =>
  withTenant(ctx.database.db, club.tenantId, async (tx) => {
    const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, action));
    return r!.n;
  });

describe('audit_log is written once', () => {
  it('lets the server add and read its club rows, and refuses to change or delete any', async () => {
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      recordAudit(tx, { tenantId: club.tenantId, actorUserId: club.admin.id, action: 'probe_written', entity: 'probe' }),
    );
    const attempt = (statement: ReturnType<typeof sql>) =>
      withTenant(ctx.database.db, club.tenantId, (tx) => tx.execute(statement)).then(
        () => 'done',
        (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
      );
    expect(await attempt(sql`update audit_log set action = 'rewritten' where action = 'probe_written'`)).toMatch(/permission denied/);
    expect(await attempt(sql`delete from audit_log where action = 'probe_written'`)).toMatch(/permission denied/);
    expect(await attempt(sql`truncate audit_log`)).toMatch(/permission denied/);
    expect(await countOf('probe_written')).toBe(1);
    // Another club's transaction neither sees the row nor can write one for this club.
    const seen = await withTenant(ctx.database.db, other.tenantId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'probe_written')),
    );
    expect(seen).toEqual([]);
    const forged = await withTenant(ctx.database.db, other.tenantId, (tx) =>
      recordAudit(tx, { tenantId: club.tenantId, actorUserId: null, action: 'probe_forged', entity: 'probe' }),
    ).then(
      () => 'done',
      (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
    );
    expect(forged).toMatch(/row-level security/);
  });
});

describe('money', () => {
  it('records an invoice made, edited, voided and deleted, with its amounts before and after and never its description', async () => {
    const made = await call({
      method: 'POST',
      url: '/api/invoices',
      token: admin,
      body: { membershipId: family.membershipId, amount: 40, description: 'Private lesson for Kid0' },
    });
    expect(made.statusCode).toBe(201);
    const inv = made.json().data as { id: string; number: number };
    const created = await lastOf('invoice_created', inv.id);
    expect(created).toMatchObject({ actor_user_id: club.admin.id, entity: 'invoice', after: { amount: 40, number: inv.number } });

    const edit = { invoiceId: inv.id, amount: 35, description: 'Private lesson', dueDate: '2031-01-31', status: 'pending' };
    expect((await call({ method: 'PUT', url: '/api/invoices', token: admin, body: edit })).statusCode).toBe(200);
    const updated = await lastOf('invoice_updated', inv.id);
    expect(updated.before).toMatchObject({ amount: 40, status: 'pending' });
    expect(updated.after).toMatchObject({ amount: 35, due_date: '2031-01-31' });
    expect(updated.data).toMatchObject({ number: inv.number, description_changed: true });
    expect(JSON.stringify([created, updated])).not.toContain('Kid0');

    const voided = await call({ method: 'POST', url: `/api/invoices/${inv.id}/void`, token: admin, body: { reason: 'Booked twice', payments: 'keep' } });
    expect(voided.statusCode).toBe(200);
    expect(await lastOf('invoice_voided', inv.id)).toMatchObject({ before: { status: 'pending' }, after: { status: 'cancelled' }, data: { reason: 'Booked twice' } });

    const spare = (await call({ method: 'POST', url: '/api/invoices', token: admin, body: { membershipId: family.membershipId, amount: 5, description: 'Spare' } })).json().data;
    expect((await call({ method: 'DELETE', url: `/api/invoices/${spare.id}`, token: admin })).statusCode).toBe(200);
    expect(await lastOf('invoice_deleted', spare.id)).toMatchObject({ actor_user_id: club.admin.id, before: { amount: 5, number: spare.number } });
  });

  it('records the card payment of registration, cash accepted at the desk, a refund and a credit', async () => {
    // The family's registration paid by card: no person of the club did it.
    const card = (await trail('entity=payment&action=payment_received')).find((r) => r.after?.membership_id === family.membershipId);
    // The same facts as any card payment's row: the provider that took it included.
    expect(card).toMatchObject({ actor_user_id: null, by: 'registration', data: { method: 'card' }, after: { method: 'card', provider: 'sandbox' } });

    const inv = (await call({ method: 'POST', url: '/api/invoices', token: admin, body: { membershipId: family.membershipId, amount: 30, description: 'Camp' } })).json().data;
    const cash = await call({ method: 'POST', url: '/api/payments', token: admin, body: { membershipId: family.membershipId, invoiceId: inv.id, amount: 30, paymentMethod: 'cash' } });
    expect(cash.statusCode).toBe(201);
    const paymentId = cash.json().data.id as string;
    expect(await lastOf('payment_accepted', paymentId)).toMatchObject({
      actor_user_id: club.admin.id,
      entity: 'payment',
      after: { amount: 30, method: 'cash', invoice_id: inv.id },
      data: { invoice_number: inv.number },
    });

    const refunded = await call({ method: 'POST', url: `/api/payments/${paymentId}/refund`, token: admin, body: { amount: 12.5, reason: 'Missed two days' } });
    expect(refunded.statusCode).toBe(200);
    expect(await lastOf('payment_refunded', paymentId)).toMatchObject({
      actor_user_id: club.admin.id,
      before: { refunded: 0 },
      after: { refunded: 12.5 },
      data: { amount: 12.5, reason: 'Missed two days', method: 'cash_out' },
    });

    const credit = await call({ method: 'POST', url: `/api/memberships/${family.membershipId}/credits`, token: admin, body: { amount: 10, reason: 'Goodwill' } });
    expect(credit.statusCode).toBe(201);
    expect(await lastOf('credit_given', credit.json().data.id)).toMatchObject({
      entity: 'credit',
      after: { amount: 10, source: 'manual', membership_id: family.membershipId },
      data: { reason: 'Goodwill' },
    });
  });

  it('records a voucher created and switched off', async () => {
    const made = await call({ method: 'POST', url: '/api/vouchers', token: admin, body: { code: 'AUDIT5', kind: 'fixed', value: 5 } });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as string;
    expect(await lastOf('voucher_created', id)).toMatchObject({ after: { code: 'AUDIT5', kind: 'fixed', value: 5, active: true } });
    expect((await call({ method: 'PATCH', url: `/api/vouchers/${id}`, token: admin, body: { active: false } })).statusCode).toBe(200);
    expect(await lastOf('voucher_updated', id)).toMatchObject({ before: { active: true }, after: { active: false }, data: { code: 'AUDIT5' } });
  });

  it('writes no row for a refused change', async () => {
    const before = await Promise.all(['payment_refunded', 'invoice_updated', 'user_role_changed'].map(countOf));
    const payment = (await trail('action=payment_accepted'))[0]!;
    // More than is left to refund: refused, nothing recorded.
    const over = await call({ method: 'POST', url: `/api/payments/${payment.entity_id}/refund`, token: admin, body: { amount: 999, reason: 'Too much' } });
    expect(over.statusCode).toBe(400);
    // A paid invoice's amount cannot change.
    const paidInvoice = payment.after!.invoice_id as string;
    const edit = { invoiceId: paidInvoice, amount: 1, description: 'x', dueDate: '2031-01-01', status: 'paid' };
    expect((await call({ method: 'PUT', url: '/api/invoices', token: admin, body: edit })).statusCode).toBe(409);
    // The club's only admin cannot step down: the role change is rolled back with its row.
    expect((await call({ method: 'PUT', url: `/api/users/${club.admin.id}`, token: admin, body: { role: 'staff' } })).statusCode).toBe(409);
    expect(await Promise.all(['payment_refunded', 'invoice_updated', 'user_role_changed'].map(countOf))).toEqual(before);
  });
});

describe('access', () => {
  it('records staff added, a role changed, permissions granted and removed, and a password reset by an admin', async () => {
    const email = `audit-coach-${Date.now()}@example.test`;
    const added = await call({ method: 'POST', url: '/api/auth/register', token: admin, body: { email, firstName: 'Ana', lastName: 'Lopez', tenant_id: club.tenantId } });
    expect(added.statusCode).toBe(201);
    const staffId = added.json().data.id as string;
    expect(await lastOf('staff_added', staffId)).toMatchObject({ actor_user_id: club.admin.id, after: { role: 'staff' }, data: { invited: true } });

    const member = await makeUser(ctx.database.db, club, { role: 'member' });
    expect((await call({ method: 'PUT', url: `/api/users/${member.id}`, token: admin, body: { role: 'staff' } })).statusCode).toBe(200);
    const roleRow = await lastOf('user_role_changed', member.id);
    expect(roleRow).toMatchObject({ entity: 'user', actor_name: expect.any(String), before: { role: 'member' }, after: { role: 'staff' } });
    expect(roleRow.subject_name).toBeTruthy();

    // The list of permissions is fixed: creating one is refused and records nothing. A permission a
    // club added before that is still stored, can be granted, and its deletion is recorded.
    const createdBefore = await countOf('permission_created');
    const perm = await call({ method: 'POST', url: '/api/role-permission/permissions', token: admin, body: { name: 'audit_probe', description: null } });
    expect(perm.statusCode).toBe(400);
    expect(await countOf('permission_created')).toBe(createdBefore);
    const [legacy] = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.insert(permissions).values({ tenantId: club.tenantId, name: 'audit_probe', description: null }).returning({ id: permissions.id }),
    );
    const permId = legacy!.id;

    const roles = (await call({ url: '/api/role-permission/roles', token: admin })).json().data as { id: string; name: string }[];
    const staffRole = roles.find((r) => r.name === 'staff')!;
    const held = (await call({ url: `/api/role-permission/roles/${staffRole.id}/permissions`, token: admin })).json().data as { id: string; name: string }[];
    const kept = held.filter((p) => p.name !== 'show_memberships_page');
    const set = await call({ method: 'POST', url: `/api/role-permission/roles/${staffRole.id}/permissions`, token: admin, body: { permission_ids: [...kept.map((p) => p.id), permId] } });
    expect(set.statusCode).toBe(200);
    const changed = await lastOf('role_permissions_changed', staffRole.id);
    expect(changed.data).toMatchObject({ role: 'staff', granted: ['audit_probe'], removed: held.some((p) => p.name === 'show_memberships_page') ? ['show_memberships_page'] : [] });
    expect(changed.after!.permissions).toContain('audit_probe');

    expect((await call({ method: 'DELETE', url: `/api/role-permission/permissions/${permId}`, token: admin })).statusCode).toBe(200);
    expect(await lastOf('permission_deleted', permId)).toMatchObject({ before: { name: 'audit_probe' } });

    const reset = await call({ method: 'POST', url: '/api/auth/reset-password', token: admin, body: { email: member.email, newPassword: 'a brand new one 1', isAdmin: true, userId: member.id } });
    expect(reset.statusCode).toBe(200);
    const row = await lastOf('password_reset_by_admin', member.id);
    expect(row.actor_user_id).toBe(club.admin.id);
    expect(JSON.stringify(row)).not.toContain('a brand new one 1');
  });
});

describe('settings', () => {
  it('records which settings changed, before and after, and a payment key only by its last 4', async () => {
    const saved = await call({ method: 'POST', url: '/api/settings', token: admin, body: { credit_card_fee: 2.5, time_zone: 'Europe/Madrid', name: 'Audit Gym' } });
    expect(saved.statusCode).toBe(200);
    const row = await lastOf('settings_changed');
    expect(row.after).toMatchObject({ credit_card_fee_bps: 250, time_zone: 'Europe/Madrid', name: 'Audit Gym' });
    expect(row.before).toMatchObject({ credit_card_fee_bps: 0 });
    expect(row.data.fields).toEqual(expect.arrayContaining(['credit_card_fee_bps', 'time_zone', 'name']));

    const secret = 'sk_test_verysecretvalue9Z7q';
    const keys = { payment_provider: 'stripe', stripe_publishable_key: 'pk_test_publishable1234', stripe_secret_key: secret, stripe_webhook_secret: 'whsec_hidden5678' };
    expect((await call({ method: 'PUT', url: '/api/settings/payment-provider', token: admin, body: keys })).statusCode).toBe(200);
    const key = await lastOf('payment_keys_changed');
    expect(key).toMatchObject({
      entity: 'settings',
      before: { provider: 'sandbox', secret_key_last4: null, webhook_secret_set: false },
      after: { provider: 'stripe', publishable_key_last4: '1234', secret_key_last4: '9Z7q', webhook_secret_set: true },
    });
    expect(JSON.stringify(key)).not.toMatch(/verysecret|whsec_hidden|pk_test_publishable/);
    const raw = await withTenant(ctx.database.db, club.tenantId, (tx) => tx.select({ data: auditLog.data }).from(auditLog));
    expect(JSON.stringify(raw)).not.toContain(secret);
  });

  it('records the logo replaced and removed, without the picture', async () => {
    const up = await call({ method: 'POST', url: '/api/settings/logo', token: admin, body: png(3), headers: { 'content-type': 'application/octet-stream' } });
    expect(up.statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: '/api/settings/logo', token: admin })).statusCode).toBe(200);
    const [removed, changed] = await trail('entity=settings&page=1&page_size=2');
    expect([removed?.action, changed?.action]).toEqual(['logo_removed', 'logo_changed']);
    expect(changed).toMatchObject({ actor_user_id: club.admin.id, before: null, after: null });
  });

  it('records a change of the pricing config, field by field in cents', async () => {
    const body = {
      hourly_tiers: { halfHour: 15, oneHour: 40, twoHour: 70, threeHour: 90, fourHour: 110, perWeek: 0 },
      registration_fee: 35,
      referral_credit: 0,
      late_fee_type: 'fixed',
      late_fee_value: 0,
      late_fee_days_before: 0,
    };
    expect((await call({ method: 'POST', url: '/api/programs/program-pricing-config', token: admin, body })).statusCode).toBe(200);
    const row = await lastOf('pricing_changed');
    expect(row).toMatchObject({ entity: 'pricing_config', before: { registration_fee: 25 }, after: { registration_fee: 35 } });
  });
});

describe('GET /api/audit', () => {
  it('filters by kind, action, person and day, pages, and downloads CSV', async () => {
    const payments = await trail('entity=payment');
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((r) => r.entity === 'payment')).toBe(true);
    const mine = await trail(`actor=${club.admin.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.actor_user_id === club.admin.id && r.actor_name)).toBe(true);
    expect((await trail('actor=system')).every((r) => r.actor_user_id === null)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`from=${today}&to=${today}`)).length).toBe((await trail()).length);
    expect(await trail('to=2000-01-01')).toEqual([]);

    const page = await call({ url: '/api/audit?page=1&page_size=2', token: admin });
    expect(page.json().data).toHaveLength(2);
    expect(page.json().meta).toMatchObject({ page: 1, page_size: 2, total: (await trail()).length });

    const csv = await call({ url: '/api/audit?format=csv&action=payment_refunded', token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('activity.csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('action');
    expect(lines.slice(1).every((l) => l.includes('payment_refunded'))).toBe(true);
    expect(csv.body).toContain('Missed two days');

    const actors = (await call({ url: '/api/audit/actors', token: admin })).json().data as { id: string; name: string }[];
    expect(actors.map((a) => a.id)).toContain(club.admin.id);
  });

  it('refuses bad filters naming the field', async () => {
    const bad = await call({ url: '/api/audit?from=2030-02-01&to=2030-01-01&entity=Bad-Name', token: admin });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().details as { field: string; code: string }[]).map((d) => `${d.field}:${d.code}`);
    expect(fields).toEqual(expect.arrayContaining(['entity:audit_name_format', 'to:before_from_date']));
    expect((await call({ url: '/api/audit?actor=someone', token: admin })).json().details[0]).toMatchObject({ field: 'actor', code: 'bad_id' });
  });

  it('is for admins only, and another club sees none of it', async () => {
    const staff = await addStaff(ctx, club);
    expect((await call({ url: '/api/audit', token: staff.token })).statusCode).toBe(403);
    expect((await call({ url: '/api/audit', token: family.token })).statusCode).toBe(403);
    const theirs = await trail('', other.admin.token, other.slug);
    expect(theirs.some((r) => r.actor_user_id === club.admin.id || r.entity_id === family.membershipId)).toBe(false);
    const otherAdmin = await signInAs(ctx, other, { ...other.admin, role: 'admin' });
    expect((await call({ url: '/api/audit', token: otherAdmin.token })).statusCode).toBe(403);
  });
});
