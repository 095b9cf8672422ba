import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, paidQuote, registrationBody, signIn } from '../../../test/factories.js';
import { addClub, addMember, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { unacceptedRequiredPolicies } from './unaccepted.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await addClub(ctx);
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, opts: { token?: string; body?: unknown; slug?: string } = {}) =>
  api(ctx.app, { method, url, slug: opts.slug ?? club.slug, ...(opts.token ? { token: opts.token } : {}), body: opts.body });

async function createPolicy(body: Record<string, unknown>, c: TestClub = club) {
  const res = await call('POST', '/api/policies', { token: c.admin.token, body, slug: c.slug });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string; current_version: number; text: string };
}

async function q<T>(tenantId: string, query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, tenantId, async (tx) => (await tx.execute(query)).rows as T[]);
}

describe('GET/POST/PUT /api/policies', () => {
  it('saves a changed text as a new version and keeps the version for the same text', async () => {
    const p = await createPolicy({ title: 'Liability Waiver', text: 'Gymnastics has risks.', required_at_registration: true });
    expect(p).toMatchObject({ slug: 'liability-waiver', current_version: 1, text: 'Gymnastics has risks.' });

    const same = await call('PUT', `/api/policies/${p.id}`, {
      token: club.admin.token,
      body: { title: 'Waiver', text: '  Gymnastics has risks.\r\n', required_at_registration: true },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ title: 'Waiver', current_version: 1 });

    const changed = await call('PUT', `/api/policies/${p.id}`, {
      token: club.admin.token,
      body: { title: 'Waiver', text: 'Gymnastics has risks.\nWear no jewellery.', required_at_registration: true },
    });
    expect(changed.json().data).toMatchObject({ current_version: 2, text: 'Gymnastics has risks.\nWear no jewellery.' });

    const versions = await call('GET', `/api/policies/${p.id}/versions`, { token: club.admin.token });
    expect(versions.json().data.versions.map((v: { version: number; text: string }) => [v.version, v.text])).toEqual([
      [2, 'Gymnastics has risks.\nWear no jewellery.'],
      [1, 'Gymnastics has risks.'],
    ]);
    expect(versions.json().data.versions[0].created_by_name).toBeTruthy();

    // Anyone on the club's site reads the current texts; another club sees none of them.
    const listed = await call('GET', '/api/policies');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((x: { id: string }) => x.id === p.id)).toMatchObject({ current_version: 2 });
    const elsewhere = await call('GET', '/api/policies', { slug: other.slug });
    expect(elsewhere.json().data.find((x: { id: string }) => x.id === p.id)).toBeUndefined();
  });

  it('lets only admins write, and refuses a slug the club uses (409 naming slug) or a bad one (400)', async () => {
    const staff = await addStaff(ctx, club, { permissions: ['show_memberships_page'] });
    expect((await call('POST', '/api/policies', { token: staff.token, body: { title: 'X', text: 'y' } })).statusCode).toBe(403);
    expect((await call('POST', '/api/policies', { body: { title: 'X', text: 'y' } })).statusCode).toBe(401);

    await createPolicy({ title: 'Privacy', slug: 'privacy', text: 'We keep your data safe.' });
    const taken = await call('POST', '/api/policies', { token: club.admin.token, body: { title: 'Privacy 2', slug: 'privacy', text: 'x' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details[0]).toMatchObject({ field: 'slug', code: 'policy_slug_taken' });
    // The same slug in another club is that club's own.
    await createPolicy({ title: 'Privacy', slug: 'privacy', text: 'Other club.' }, other);

    const bad = await call('POST', '/api/policies', { token: club.admin.token, body: { title: 'T', slug: 'Not OK', text: '' } });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`);
    expect(fields).toEqual(expect.arrayContaining(['slug:policy_slug_format', 'text:required']));

    const missing = await call('PUT', `/api/policies/${crypto.randomUUID()}`, {
      token: club.admin.token,
      body: { title: 'T', text: 'x', required_at_registration: false },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('registration and POST /api/policies/{id}/accept', () => {
  let waiver: { id: string };
  let family: { id: string; token: string; membershipId: string };

  beforeAll(async () => {
    const c = await addClub(ctx);
    club = c;
    waiver = await createPolicy({ title: 'Waiver', text: 'Line one.\nLine two.', required_at_registration: true });
    await createPolicy({ title: 'Newsletter', text: 'Optional.', required_at_registration: false });
  });

  it('refuses a self-registration that does not sign every required policy, and one whose signature is not the parent', async () => {
    const q1 = await paidQuote(ctx.app, club.slug);
    const none = await call('POST', '/api/registrations', { body: registrationBody({ paymentIntentId: q1.payment_intent_id }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ field: 'policies', code: 'policies_to_accept' });

    const q2 = await paidQuote(ctx.app, club.slug);
    const wrong = await call('POST', '/api/registrations', {
      body: { ...registrationBody({ paymentIntentId: q2.payment_intent_id }), policies: [{ policy_id: waiver.id, signature_name: 'Someone Else' }] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ field: 'policies.0.signature_name', code: 'signature_must_match' });
  });

  it('records the signature given at registration: typed name, version, time and address', async () => {
    const q1 = await paidQuote(ctx.app, club.slug);
    const body = { ...registrationBody({ paymentIntentId: q1.payment_intent_id }), policies: [{ policy_id: waiver.id, version: 1, signature_name: '  pat   PARENT ' }] };
    const res = await api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body, headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(res.statusCode, res.body).toBe(201);
    const membershipId = res.json().data.membership_id as string;
    const rows = await q<{ version: number; signature_name: string; ip_address: string; accepted_at: Date }>(
      club.tenantId,
      sql`select version, signature_name, ip_address, accepted_at from policy_acceptances where membership_id = ${membershipId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, signature_name: 'pat   PARENT' });
    expect(rows[0]!.ip_address).toBeTruthy();
    expect(await withTenant(ctx.database.db, club.tenantId, (tx) => unacceptedRequiredPolicies(tx, membershipId))).toEqual([]);
  });

  it('asks the family again after a new version, shows what they signed before, and takes a matching signature only', async () => {
    family = await registeredWithWaiver();
    await call('PUT', `/api/policies/${waiver.id}`, {
      token: club.admin.token,
      body: { title: 'Waiver', text: 'Line one.\nLine 2 changed.', required_at_registration: true },
    });
    const mine = await call('GET', '/api/policies/family', { token: family.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.pending).toEqual([
      expect.objectContaining({ id: waiver.id, current_version: 2, accepted_version: 1, accepted_text: 'Line one.\nLine two.', text: 'Line one.\nLine 2 changed.' }),
    ]);

    const empty = await call('POST', `/api/policies/${waiver.id}/accept`, { token: family.token, body: { signature_name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ field: 'signature_name', code: 'required' });
    const wrong = await call('POST', `/api/policies/${waiver.id}/accept`, { token: family.token, body: { signature_name: 'Pat' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ field: 'signature_name', code: 'signature_must_match' });

    const ok = await call('POST', `/api/policies/${waiver.id}/accept`, { token: family.token, body: { signature_name: 'Parent, Pát' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ version: 2, signature_name: 'Parent, Pát', membership_id: family.membershipId });
    const again = await call('POST', `/api/policies/${waiver.id}/accept`, { token: family.token, body: { signature_name: 'Pat Parent' } });
    expect(again.json().data.id).toBe(ok.json().data.id);
    expect((await call('GET', '/api/policies/family', { token: family.token })).json().data.pending).toEqual([]);

    const audit = await q<{ action: string; actor_user_id: string }>(
      club.tenantId,
      sql`select action, actor_user_id from audit_log where action = 'policy_accepted' and data->>'membership_id' = ${family.membershipId}`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit.every((a) => a.actor_user_id === family.id)).toBe(true);
  });

  it('lets only a family sign, and not another club\'s policy', async () => {
    const staff = await addStaff(ctx, club, { permissions: ['show_memberships_page'] });
    const byStaff = await call('POST', `/api/policies/${waiver.id}/accept`, { token: staff.token, body: { signature_name: 'Test staff' } });
    expect(byStaff.statusCode).toBe(403);
    const otherPolicy = await createPolicy({ title: 'Theirs', text: 'x', required_at_registration: true }, other);
    const cross = await call('POST', `/api/policies/${otherPolicy.id}/accept`, { token: family.token, body: { signature_name: 'Pat Parent' } });
    expect(cross.statusCode).toBe(404);
  });

  it('shows staff who signed which version and who has not signed the current one', async () => {
    const late = await registeredWithWaiver();
    await call('PUT', `/api/policies/${waiver.id}`, {
      token: club.admin.token,
      body: { title: 'Waiver', text: 'Version three.', required_at_registration: true },
    });
    await call('POST', `/api/policies/${waiver.id}/accept`, { token: family.token, body: { signature_name: 'Pat Parent' } });
    const staff = await addStaff(ctx, club, { permissions: ['show_memberships_page'] });
    const res = await call('GET', `/api/policies/${waiver.id}/acceptances`, { token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.current_version).toBe(3);
    expect(data.acceptances[0]).toMatchObject({ membership_id: family.membershipId, version: 3, signature_name: 'Pat Parent' });
    expect(data.not_accepted).toContainEqual(expect.objectContaining({ membership_id: late.membershipId, accepted_version: 2 }));
    expect(data.not_accepted.find((n: { membership_id: string }) => n.membership_id === family.membershipId)).toBeUndefined();

    expect((await call('GET', `/api/policies/${waiver.id}/acceptances`, { token: family.token })).statusCode).toBe(403);
    const noPerm = await addStaff(ctx, club, { permissions: ['mark_attendance_page'] });
    expect((await call('GET', `/api/policies/${waiver.id}/acceptances`, { token: noPerm.token })).statusCode).toBe(403);
    expect((await call('GET', `/api/policies/${waiver.id}/acceptances`, { token: other.admin.token, slug: other.slug })).statusCode).toBe(404);
  });

  it('gives a printable copy of a signature to its family and staff, and 404 to another family', async () => {
    const mine = (await call('GET', '/api/policies/family', { token: family.token })).json().data;
    const first = mine.acceptances.find((a: { version: number }) => a.version === 1);
    const copy = await call('GET', `/api/policies/family/${family.membershipId}/acceptances/${first.id}`, { token: family.token });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().data).toMatchObject({ version: 1, text: 'Line one.\nLine two.', signature_name: 'Pat Parent', club_name: club.name });
    expect((await call('GET', `/api/policies/family/${family.membershipId}/acceptances/${first.id}`, { token: club.admin.token })).statusCode).toBe(200);
    const stranger = await registeredWithWaiver();
    expect((await call('GET', `/api/policies/family/${family.membershipId}/acceptances/${first.id}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await call('GET', `/api/policies/family/${stranger.membershipId}/acceptances/${first.id}`, { token: stranger.token })).statusCode).toBe(404);
    const staffView = await call('GET', `/api/policies/family?membership_id=${family.membershipId}`, { token: club.admin.token });
    expect(staffView.json().data.acceptances.length).toBeGreaterThanOrEqual(2);
    const nosy = await call('GET', `/api/policies/family?membership_id=${family.membershipId}`, { token: stranger.token });
    expect(nosy.statusCode).toBe(404);
    const member = await addMember(ctx, club);
    expect((await call('POST', `/api/policies/${waiver.id}/accept`, { token: member.token, body: { signature_name: 'Test member' } })).statusCode).toBe(403);
  });
});

/** A family of `club` registered through the real flow, signing the club's required policies, then
 *  signed in. */
async function registeredWithWaiver(): Promise<{ id: string; token: string; membershipId: string }> {
  const policies = (await call('GET', '/api/policies')).json().data as { id: string; required_at_registration: boolean }[];
  const signed = policies.filter((p) => p.required_at_registration).map((p) => ({ policy_id: p.id, signature_name: 'Pat Parent' }));
  const quote = await paidQuote(ctx.app, club.slug);
  const body = { ...registrationBody({ paymentIntentId: quote.payment_intent_id }), policies: signed };
  const res = await call('POST', '/api/registrations', { body });
  expect(res.statusCode, res.body).toBe(201);
  const session = await signIn(ctx.app, club.slug, body.membership.email, body.membership.password);
  return { id: session.user.id, token: session.access_token, membershipId: res.json().data.membership_id };
}
