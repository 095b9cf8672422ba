import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DAYS } from '@springboard/contract/programs';
import { attendanceRecords, athleteCheckInCodes, policies, policyAcceptances, policyVersions, programSlots, programs } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { api, uniq } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Caller, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { clubToday } from '../home/home.service.js';
import { weekdayOf } from '../calendar/meetings.js';
import { classToCheckInto } from './check-in.service.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let desk: Caller;
let today: string;

/** A program with one slot meeting on the given weekdays, all day long (so "now" is in it). */
async function slotOn(c: TestClub, days: string[], time = '12:00 AM - 11:59 PM') {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => {
    const key = uniq('prog');
    const [p] = await tx.insert(programs).values({ tenantId: c.tenantId, key, label: `Program ${key}`, capacity: 10 }).returning();
    const [s] = await tx
      .insert(programSlots)
      .values({
        tenantId: c.tenantId,
        programId: p!.id,
        slotId: uniq('SLOT-'),
        days,
        times: DAYS.map((d) => (days.includes(d) ? time : 'x')),
      })
      .returning();
    return { programId: p!.id, slotId: s!.id, label: s!.slotId };
  });
}

const checkIn = (body: unknown, token = desk.token, slug = club.slug) =>
  api(ctx.app, { method: 'POST', url: '/api/check-in', slug, token, body });

async function codeOf(c: TestClub, athleteId: string) {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => {
    const [r] = await tx.select().from(athleteCheckInCodes).where(eq(athleteCheckInCodes.athleteId, athleteId));
    return r!.code;
  });
}

async function presence(athleteId: string) {
  return withTenant(ctx.database.db, club.tenantId, (tx) =>
    tx
      .select({ status: attendanceRecords.status, date: attendanceRecords.attendanceDate, slot: attendanceRecords.slotId })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.athleteId, athleteId))),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await addClub(ctx);
  desk = await addStaff(ctx, club, { permissions: ['mark_attendance_page'] });
  today = await withTenant(ctx.database.db, club.tenantId, (tx) => clubToday(tx, club.tenantId));
});
afterAll(async () => ctx?.close());

describe('POST /api/check-in', () => {
  let family: Family;
  let slot: Awaited<ReturnType<typeof slotOn>>;

  beforeAll(async () => {
    slot = await slotOn(club, [...DAYS]);
    family = await addFamily(ctx, club, { slotIds: [slot.slotId] });
  });

  it("marks the athlete found by name present in today's class", async () => {
    const found = await api(ctx.app, { url: '/api/check-in/athletes?q=Kid0', slug: club.slug, token: desk.token });
    expect(found.statusCode).toBe(200);
    const mine = found.json().data.find((a: { athlete_id: string }) => a.athlete_id === family.athleteId);
    expect(mine).toMatchObject({ class_today: expect.stringContaining(`Program`), present: false });

    const res = await checkIn({ athlete_id: family.athleteId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ athlete_id: family.athleteId, date: today, time_slot_id: slot.slotId, already_present: false });
    expect(await presence(family.athleteId)).toEqual([{ status: 'present', date: today, slot: slot.slotId }]);

    const classes = await api(ctx.app, { url: '/api/check-in/today', slug: club.slug, token: desk.token });
    expect(classes.json().data.classes.find((c: { time_slot_id: string }) => c.time_slot_id === slot.slotId)).toMatchObject({
      enrolled: 1,
      present: 1,
    });
  });

  it('checks in by the code the family sees on its home, once (again says already present)', async () => {
    const codes = await api(ctx.app, { url: `/api/memberships/${family.membershipId}/check-in-codes`, slug: club.slug, token: family.token });
    expect(codes.statusCode).toBe(200);
    const code = codes.json().data[0].code as string;
    expect(code).toMatch(/^[0-9A-F]{32}$/);
    const res = await checkIn({ code: code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ athlete_id: family.athleteId, already_present: true });
    expect(await presence(family.athleteId)).toHaveLength(1);
  });

  it("answers 404 to another club's code or athlete, and to an unknown code, naming the field", async () => {
    const elsewhere = await addFamily(ctx, other, { slotIds: [(await slotOn(other, [...DAYS])).slotId] });
    const otherCode = await codeOf(other, elsewhere.athleteId);
    const byCode = await checkIn({ code: otherCode });
    expect(byCode.statusCode).toBe(404);
    expect(byCode.json().details[0]).toMatchObject({ field: 'code', code: 'check_in_code_not_found' });
    expect((await checkIn({ athlete_id: elsewhere.athleteId })).statusCode).toBe(404);
    expect((await checkIn({ code: 'NOT-A-CODE' })).statusCode).toBe(404);
    const none = await checkIn({});
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ field: 'athlete_id', code: 'athlete_or_code' });
    // Another club's code checks in there, with that club's desk.
    expect((await checkIn({ code: otherCode }, other.admin.token, other.slug)).statusCode).toBe(200);
  });

  it("refuses a family's other family's code list and a member at the desk", async () => {
    const fam2 = await addFamily(ctx, club);
    expect((await api(ctx.app, { url: `/api/memberships/${family.membershipId}/check-in-codes`, slug: club.slug, token: fam2.token })).statusCode).toBe(404);
    expect((await checkIn({ athlete_id: fam2.athleteId }, fam2.token)).statusCode).toBe(403);
  });

  it('says so when the athlete has no class today, and writes nothing', async () => {
    const notToday = DAYS.filter((d) => d !== weekdayOf(today));
    const s = await slotOn(club, notToday);
    const fam = await addFamily(ctx, club, { slotIds: [s.slotId] });
    const res = await checkIn({ athlete_id: fam.athleteId });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_class_today');
    const unenrolled = await addFamily(ctx, club);
    expect((await checkIn({ athlete_id: unenrolled.athleteId })).json().code).toBe('no_class_today');
    expect(await presence(fam.athleteId)).toEqual([]);
  });

  it('refuses a family that has not accepted a required policy, then checks in once it has', async () => {
    const fam = await addFamily(ctx, club, { slotIds: [slot.slotId] });
    const policyId = await withTenant(ctx.database.db, club.tenantId, async (tx) => {
      const [p] = await tx
        .insert(policies)
        .values({ tenantId: club.tenantId, slug: uniq('waiver'), title: 'Liability waiver', requiredAtRegistration: true })
        .returning();
      await tx.insert(policyVersions).values({ tenantId: club.tenantId, policyId: p!.id, version: 1, title: 'Liability waiver', text: 'I accept.' });
      return p!.id;
    });
    const refused = await checkIn({ athlete_id: fam.athleteId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'policy_not_accepted', params: { policy: 'Liability waiver' } });
    expect(await presence(fam.athleteId)).toEqual([]);

    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.insert(policyAcceptances).values({
        tenantId: club.tenantId,
        policyId,
        version: 1,
        membershipId: fam.membershipId,
        userId: fam.id,
        signatureName: 'Pat Parent',
      }),
    );
    expect((await checkIn({ athlete_id: fam.athleteId })).statusCode).toBe(200);
    await withTenant(ctx.database.db, club.tenantId, (tx) => tx.delete(policies).where(eq(policies.id, policyId)));
  });
});

describe('which class of the day', () => {
  const classes = [
    { id: 'morning', start: 9 * 60, end: 10 * 60 },
    { id: 'evening', start: 18 * 60, end: 19 * 60 },
  ];
  it('is the one going on now, else the next to start, else the last that ended', () => {
    expect(classToCheckInto(classes, 9 * 60 + 30)?.id).toBe('morning');
    expect(classToCheckInto(classes, 8 * 60)?.id).toBe('morning');
    expect(classToCheckInto(classes, 12 * 60)?.id).toBe('evening');
    expect(classToCheckInto(classes, 20 * 60)?.id).toBe('evening');
    expect(classToCheckInto([], 12 * 60)).toBeUndefined();
  });
});
