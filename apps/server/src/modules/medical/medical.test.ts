import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { athleteMedical, auditLog } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { api, makeSlot, paidQuote, registrationBody } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Caller, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let familyA: Family;
let familyB: Family;
let nurse: Caller;
let coach: Caller;

const details = {
  medical_notes: 'Asthma: inhaler in the bag',
  allergies: 'Peanuts',
  medications: 'Salbutamol',
  photo_consent: false,
  emergency_contacts: [{ name: 'Gran Parent', relationship: 'Grandmother', phone: '555-0199' }],
};

const url = (athleteId: string) => `/api/athletes/${athleteId}/medical`;
const call = (who: { token: string }, method: 'GET' | 'PUT', athleteId: string, body?: unknown, slug = club.slug) =>
  api(ctx.app, { method, url: url(athleteId), slug, token: who.token, body });

async function audits(athleteId: string) {
  return withTenant(ctx.database.db, club.tenantId, (tx) =>
    tx
      .select({ actor: auditLog.actorUserId, action: auditLog.action, at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'athlete'), eq(auditLog.entityId, athleteId), eq(auditLog.action, 'medical_viewed'))),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await addClub(ctx);
  familyA = await addFamily(ctx, club);
  familyB = await addFamily(ctx, club);
  nurse = await addStaff(ctx, club, { permissions: ['view_medical_info'] });
  coach = await addStaff(ctx, club, { permissions: PERMISSIONS.filter((p) => p !== 'view_medical_info') });
});
afterAll(async () => ctx?.close());

describe('GET/PUT /api/athletes/{id}/medical', () => {
  it('lets the family fill in and read its own athlete, without an audit row for its reads', async () => {
    const empty = await call(familyA, 'GET', familyA.athleteId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ allergies: null, photo_consent: null, emergency_contacts: [], updated_at: null });

    const put = await call(familyA, 'PUT', familyA.athleteId, details);
    expect(put.statusCode).toBe(200);
    const read = await call(familyA, 'GET', familyA.athleteId);
    expect(read.json().data).toMatchObject({ ...details, athlete_id: familyA.athleteId });
    expect(await audits(familyA.athleteId)).toEqual([]);
  });

  it("answers 404 to a family naming another family's athlete, and changes nothing", async () => {
    expect((await call(familyB, 'GET', familyA.athleteId)).statusCode).toBe(404);
    const put = await call(familyB, 'PUT', familyA.athleteId, { ...details, allergies: 'None' });
    expect(put.statusCode).toBe(404);
    expect((await call(familyA, 'GET', familyA.athleteId)).json().data.allergies).toBe('Peanuts');
  });

  it('refuses staff without view_medical_info, whatever else they hold', async () => {
    expect((await call(coach, 'GET', familyA.athleteId)).statusCode).toBe(403);
    expect((await call(coach, 'PUT', familyA.athleteId, details)).statusCode).toBe(403);
    expect(await audits(familyA.athleteId)).toEqual([]);
  });

  it('lets staff with view_medical_info read, and writes who read which athlete when', async () => {
    const before = Date.now();
    const res = await call(nurse, 'GET', familyA.athleteId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.allergies).toBe('Peanuts');
    const rows = await audits(familyA.athleteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor).toBe(nurse.id);
    expect(rows[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lets the admin read (one more audit row each time) and edit', async () => {
    await call(club.admin, 'GET', familyA.athleteId);
    await call(club.admin, 'GET', familyA.athleteId);
    const rows = await audits(familyA.athleteId);
    expect(rows.filter((r) => r.actor === club.admin.id)).toHaveLength(2);
    const put = await call(club.admin, 'PUT', familyA.athleteId, { ...details, medications: null, photo_consent: true });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ medications: null, photo_consent: true });
  });

  it("refuses another club's admin with 403 and finds nothing of another club with its own token", async () => {
    expect((await call(other.admin, 'GET', familyA.athleteId)).statusCode).toBe(403);
    expect((await call(other.admin, 'GET', familyA.athleteId, undefined, other.slug)).statusCode).toBe(404);
    expect((await call(other.admin, 'PUT', familyA.athleteId, details, other.slug)).statusCode).toBe(404);
    expect((await call(familyA, 'GET', familyA.athleteId)).json().data.allergies).toBe('Peanuts');
  });

  it('refuses an emergency contact without a phone, naming the field, and changes nothing', async () => {
    const res = await call(familyA, 'PUT', familyA.athleteId, {
      ...details,
      allergies: 'Changed',
      emergency_contacts: [{ name: 'No Phone', relationship: 'Uncle' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'emergency_contacts.0.phone' })]));
    expect((await call(familyA, 'GET', familyA.athleteId)).json().data.allergies).not.toBe('Changed');
  });

  it('needs at least one emergency contact, sane lengths and a yes/no photo consent', async () => {
    const none = await call(familyA, 'PUT', familyA.athleteId, { ...details, emergency_contacts: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ field: 'emergency_contacts', code: 'emergency_contact_needed' });
    const long = await call(familyA, 'PUT', familyA.athleteId, { ...details, medical_notes: 'x'.repeat(2001) });
    expect(long.json().details[0]).toMatchObject({ field: 'medical_notes', code: 'too_long' });
    const consent = await call(familyA, 'PUT', familyA.athleteId, { ...details, photo_consent: 'maybe' });
    expect(consent.json().details[0]).toMatchObject({ field: 'photo_consent' });
    const phone = await call(familyA, 'PUT', familyA.athleteId, {
      ...details,
      emergency_contacts: [{ name: 'A', relationship: 'B', phone: 'call me' }],
    });
    expect(phone.json().details[0]).toMatchObject({ field: 'emergency_contacts.0.phone', code: 'bad_phone' });
  });
});

describe('the attendance sheet', () => {
  it('marks an athlete with allergies or notes, never with their text', async () => {
    const { programId, slotId } = await makeSlot(ctx.database.db, club);
    const fam = await addFamily(ctx, club, { slotIds: [slotId] });
    await call(fam, 'PUT', fam.athleteId, { ...details, allergies: null, medical_notes: null, medications: 'Vitamin D' });
    const sheet = async () =>
      (await api(ctx.app, { url: `/api/attendance/${programId}/2026-01-05/${slotId}`, slug: club.slug, token: coach.token })).json().data;
    let rows = await sheet();
    expect(rows[0]).toMatchObject({ athleteId: fam.athleteId, has_medical_info: false });
    await call(fam, 'PUT', fam.athleteId, details);
    rows = await sheet();
    expect(rows[0].has_medical_info).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Peanuts');
  });
});

describe('registration', () => {
  it('asks for what the club requires, naming the field, and keeps what was given', async () => {
    expect((await api(ctx.app, { url: '/api/settings/medical', slug: club.slug })).json().data).toEqual({ required_fields: [] });
    const set = await api(ctx.app, {
      method: 'PUT',
      url: '/api/settings/medical',
      slug: club.slug,
      token: club.admin.token,
      body: { required_fields: ['emergency_contact', 'allergies'] },
    });
    expect(set.statusCode).toBe(200);
    expect((await api(ctx.app, { method: 'PUT', url: '/api/settings/medical', slug: club.slug, token: nurse.token, body: { required_fields: [] } })).statusCode).toBe(403);

    const q = await paidQuote(ctx.app, club.slug);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    const refused = await api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['athletes.0.medical.allergies', 'athletes.0.medical.emergency_contacts']),
    );

    const q2 = await paidQuote(ctx.app, club.slug);
    const ok = registrationBody({ paymentIntentId: q2.payment_intent_id });
    const athletes = ok.athletes.map((a) => ({ ...a, medical: { allergies: 'None', emergency_contacts: details.emergency_contacts } }));
    const res = await api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body: { ...ok, athletes } });
    expect(res.statusCode).toBe(201);
    const athleteId = res.json().data.athlete_ids[0];
    const read = await call(club.admin, 'GET', athleteId);
    expect(read.json().data).toMatchObject({ allergies: 'None', emergency_contacts: details.emergency_contacts, photo_consent: null });
    await api(ctx.app, { method: 'PUT', url: '/api/settings/medical', slug: club.slug, token: club.admin.token, body: { required_fields: [] } });
  });
});

describe('data rights', () => {
  it("exports the family's medical details and erases them with the family", async () => {
    const fam = await addFamily(ctx, club);
    await call(fam, 'PUT', fam.athleteId, details);
    const exp = await api(ctx.app, { url: '/api/data-rights/export', slug: club.slug, token: fam.token });
    expect(exp.statusCode).toBe(200);
    expect(exp.json().data.athletes[0].medical).toMatchObject({ allergies: 'Peanuts', emergency_contacts: details.emergency_contacts });

    const req = await api(ctx.app, { method: 'POST', url: '/api/data-rights/deletion-request', slug: club.slug, token: fam.token, body: {} });
    expect(req.statusCode).toBeLessThan(300);
    const confirm = await api(ctx.app, {
      method: 'POST',
      url: `/api/data-rights/deletion-requests/${req.json().data.id}/confirm`,
      slug: club.slug,
      token: club.admin.token,
      body: {},
    });
    expect(confirm.statusCode).toBe(200);
    const left = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.select().from(athleteMedical).where(eq(athleteMedical.athleteId, fam.athleteId)),
    );
    expect(left).toEqual([]);
  });
});
