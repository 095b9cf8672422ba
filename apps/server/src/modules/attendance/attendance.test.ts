import { writeRecordText, type RecordText } from '@springboard/contract/record-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { api, makeClub, makeSlot, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { programSlots } from '../../db/schema.js';

let ctx: TestContext;
let club: TestClub;
let other: ClubFixture;
let admin: string;
let staff: string;
let staffId: string;
let noPage: string;
let slot: { programId: string; slotId: string };
let otherSlot: { programId: string; slotId: string };
let foreign: { programId: string; slotId: string; athleteId: string };
let f1: Family;
let f2: Family;
let f3: Family;

/** A Monday (the test slots meet on Mondays) two weeks back. */
function pastMonday(weeksBack = 2): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksBack);
  return d.toISOString().slice(0, 10);
}
const MONDAY = pastMonday();
const EARLIER = pastMonday(3);
const TUESDAY = new Date(Date.parse(`${MONDAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await makeClub(ctx.database.db);
  admin = club.admin.token;
  ({ id: staffId, token: staff } = await addStaff(ctx, club, { permissions: ['mark_attendance_page', 'all_classes'] }));
  noPage = (await addStaff(ctx, club, { permissions: PERMISSIONS.filter((p) => p !== 'mark_attendance_page') })).token;
  slot = await makeSlot(ctx.database.db, club, { capacity: 3 });
  otherSlot = await makeSlot(ctx.database.db, club);
  f1 = await addFamily(ctx, club, { slotIds: [slot.slotId] });
  f2 = await addFamily(ctx, club, { slotIds: [slot.slotId] });
  f3 = await addFamily(ctx, club, { slotIds: [otherSlot.slotId] });
  const fs = await makeSlot(ctx.database.db, other);
  const ff = await addFamily(ctx, other, { slotIds: [fs.slotId] });
  foreign = { ...fs, athleteId: ff.athleteId };
});
afterAll(async () => ctx?.close());

const get = (programId: string, date: string, slotId: string, token = staff) =>
  api(ctx.app, { method: 'GET', url: `/api/attendance/${programId}/${date}/${slotId}`, slug: club.slug, token });
const mark = (body: Record<string, unknown>, token = staff) =>
  api(ctx.app, { method: 'POST', url: '/api/attendance/mark', slug: club.slug, token, body });
const markBody = (attendance: { athleteId: string; status: string }[], over: Record<string, unknown> = {}) => ({
  programId: slot.programId,
  timeSlotId: slot.slotId,
  attendanceDate: MONDAY,
  attendance,
  ...over,
});

type Rec = { athlete_id: string; status: string; marked_by: string | null };
const records = (date = MONDAY) =>
  withTenant(
    ctx.database.db,
    club.tenantId,
    async (tx) =>
      (
        await tx.execute<Rec>(sql`
        select athlete_id, status, marked_by from attendance_records
        where slot_id = ${slot.slotId} and attendance_date = ${date} order by athlete_id`)
      ).rows,
  );
const byAthlete = (rows: { athleteId: string }[], id: string) => rows.find((r) => r.athleteId === id);

describe('GET /api/attendance/{programId}/{date}/{timeSlotId}', () => {
  it('lists the athletes enrolled in the slot, absent until marked', async () => {
    const res = await get(slot.programId, MONDAY, slot.slotId);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      athleteId: string;
      firstName: string;
      lastName: string;
      status: string;
      enrolled: boolean;
    }[];
    expect(rows.map((r) => r.athleteId).sort()).toEqual([f1.athleteId, f2.athleteId].sort());
    expect(rows.every((r) => r.status === 'absent' && r.enrolled && r.firstName === 'Kid0' && r.lastName === 'Parent')).toBe(
      true,
    );
  });

  it('answers 404 for a slot of another program, or another club’s program or slot', async () => {
    expect((await get(otherSlot.programId, MONDAY, slot.slotId)).statusCode).toBe(404);
    expect((await get(foreign.programId, MONDAY, foreign.slotId)).statusCode).toBe(404);
    const res = await get(slot.programId, MONDAY, foreign.slotId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Time slot not found');
  });

  it('refuses a date that is not a real date', async () => {
    const res = await get(slot.programId, '2025-02-30', slot.slotId);
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/attendance/mark', () => {
  it('records present and absent, records an athlete not in the slot as makeup, and the caller as markedBy', async () => {
    const res = await mark(
      markBody(
        [
          { athleteId: f1.athleteId, status: 'present' },
          { athleteId: f2.athleteId, status: 'absent' },
          { athleteId: f3.athleteId, status: 'present' },
        ],
        { markedBy: club.admin.id },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Attendance successfully submitted!');
    const rows = res.json().data;
    expect(byAthlete(rows, f1.athleteId)).toMatchObject({ status: 'present', enrolled: true });
    expect(byAthlete(rows, f2.athleteId)).toMatchObject({ status: 'absent', enrolled: true });
    expect(byAthlete(rows, f3.athleteId)).toMatchObject({ status: 'makeup', enrolled: false });
    const saved = await records();
    expect(saved).toHaveLength(3);
    expect(saved.every((r) => r.marked_by === staffId)).toBe(true);
    // The class as GET shows it: the makeup athlete after the enrolled ones.
    const again = (await get(slot.programId, MONDAY, slot.slotId)).json().data;
    expect(again.at(-1)).toMatchObject({ athleteId: f3.athleteId, status: 'makeup', enrolled: false });
  });

  it('marking again updates the records instead of adding new ones; absent drops a makeup', async () => {
    const res = await mark(
      markBody([
        { athleteId: f1.athleteId, status: 'absent' },
        { athleteId: f2.athleteId, status: 'present' },
        { athleteId: f3.athleteId, status: 'absent' },
      ]),
      admin,
    );
    expect(res.statusCode).toBe(200);
    const saved = await records();
    expect(saved).toHaveLength(2);
    expect(saved.find((r) => r.athlete_id === f1.athleteId)).toMatchObject({ status: 'absent', marked_by: club.admin.id });
    expect(saved.find((r) => r.athlete_id === f2.athleteId)?.status).toBe('present');
    const rows = (await get(slot.programId, MONDAY, slot.slotId)).json().data;
    expect(rows.map((r: { athleteId: string }) => r.athleteId).sort()).toEqual([f1.athleteId, f2.athleteId].sort());
  });

  it('shows the records in the athlete’s attendance details, per enrolment', async () => {
    const res = await api(ctx.app, {
      method: 'GET',
      url: `/api/athletes/${f2.athleteId}/enrollment`,
      slug: club.slug,
      token: staff,
    });
    expect(res.statusCode).toBe(200);
    const [e] = res.json().data;
    expect(e.slot_id).toBe(slot.slotId);
    expect(e.attendance_records).toEqual([{ attendance_date: MONDAY, status: 'present' }]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await records();
    const cases: [Record<string, unknown>, number, string][] = [
      [markBody([{ athleteId: f1.athleteId, status: 'makeup' }]), 400, 'attendance.0.status'],
      [markBody([{ athleteId: f1.athleteId, status: 'late' }]), 400, 'attendance.0.status'],
      [
        markBody([
          { athleteId: f1.athleteId, status: 'present' },
          { athleteId: f1.athleteId, status: 'absent' },
        ]),
        400,
        'attendance.1.athleteId',
      ],
      [markBody([{ athleteId: f1.athleteId, status: 'present' }], { attendanceDate: TUESDAY }), 400, 'attendanceDate'],
      [markBody([{ athleteId: f1.athleteId, status: 'present' }], { attendanceDate: pastMonday(-2) }), 400, 'attendanceDate'],
      [markBody([{ athleteId: f1.athleteId, status: 'present' }], { attendanceDate: '2025-13-01' }), 400, 'attendanceDate'],
      [markBody([]), 400, 'attendance'],
      [markBody([{ athleteId: f1.athleteId, status: 'present' }], { timeSlotId: undefined }), 400, 'timeSlotId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await mark(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().details?.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await records()).toEqual(before);
  });

  it('answers 404 for another club’s program, slot or athlete, or a slot of another program, and writes nothing', async () => {
    const before = await records();
    const present = [{ athleteId: f1.athleteId, status: 'present' }];
    expect((await mark(markBody(present, { programId: foreign.programId, timeSlotId: foreign.slotId }))).statusCode).toBe(404);
    expect((await mark(markBody(present, { timeSlotId: foreign.slotId }))).statusCode).toBe(404);
    expect((await mark(markBody(present, { timeSlotId: otherSlot.slotId }))).statusCode).toBe(404);
    const res = await mark(markBody([...present, { athleteId: foreign.athleteId, status: 'present' }]));
    expect(res.statusCode).toBe(404);
    expect(res.json().details).toEqual([
      { field: 'attendance.1.athleteId', message: 'Athlete not found', code: 'athlete_not_found' },
    ]);
    expect(await records()).toEqual(before);
    const theirs = await withTenant(
      ctx.database.db,
      other.tenantId,
      async (tx) => (await tx.execute(sql`select id from attendance_records`)).rows,
    );
    expect(theirs).toEqual([]);
  });
});

describe('who may take attendance', () => {
  it('staff without mark_attendance_page get 403 on every attendance call; members too', async () => {
    for (const token of [noPage, f1.token]) {
      expect((await get(slot.programId, MONDAY, slot.slotId, token)).statusCode).toBe(403);
      expect((await mark(markBody([{ athleteId: f1.athleteId, status: 'present' }]), token)).statusCode).toBe(403);
      for (const url of ['/api/attendance/programs', `/api/attendance/unenrolled/${slot.slotId}`])
        expect((await api(ctx.app, { method: 'GET', url, slug: club.slug, token })).statusCode).toBe(403);
      const enroll = await api(ctx.app, {
        method: 'POST',
        url: '/api/attendance/enroll',
        slug: club.slug,
        token,
        body: { athleteId: f3.athleteId, timeSlotId: slot.slotId },
      });
      expect(enroll.statusCode).toBe(403);
    }
  });
});

describe('GET /api/attendance/programs', () => {
  it('lists the programs that have time slots, with their slots', async () => {
    const empty = await withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (
          await tx.execute<{ id: string }>(sql`
          insert into programs (tenant_id, key, label) values (${club.tenantId}, 'no-slots', 'No Slots') returning id`)
        ).rows[0]!.id,
    );
    const res = await api(ctx.app, { method: 'GET', url: '/api/attendance/programs', slug: club.slug, token: staff });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; slots: { id: string }[] }[];
    expect(list.map((p) => p.id).sort()).toEqual([slot.programId, otherSlot.programId].sort());
    expect(list.find((p) => p.id === slot.programId)!.slots.map((s) => s.id)).toEqual([slot.slotId]);
    expect(list.some((p) => p.id === empty)).toBe(false);
  });
});

/** A Monday class's monthly price for the rest of this month (the class starts today): the price ×
 *  the Mondays from today to the month's end over the month's Mondays, as the invoice prorates it. */
function restOfMonth(cents: number): number {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const mondays = Array.from({ length: last }, (_, i) => i + 1).filter((d) => new Date(Date.UTC(y, m, d)).getUTCDay() === 1);
  return Math.round((cents * mondays.filter((d) => d >= now.getUTCDate()).length) / mondays.length);
}

describe('the Enroll dialog: POST /api/attendance/enroll', () => {
  const enroll = (athleteId: string, timeSlotId = slot.slotId, token = staff) =>
    api(ctx.app, { method: 'POST', url: '/api/attendance/enroll', slug: club.slug, token, body: { athleteId, timeSlotId } });
  const invoicesOf = (athleteId: string) =>
    withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) =>
        (
          await tx.execute<{
            amount_cents: number;
            category: string;
            status: string;
            membership_id: string;
            generated_by: string;
          }>(sql`
          select amount_cents, category, status, membership_id, generated_by from invoices where athlete_id = ${athleteId} and category = 'enrollment'`)
        ).rows,
    );
  const enrolledIn = (athleteId: string) =>
    withTenant(ctx.database.db, club.tenantId, async (tx) =>
      (
        await tx.execute<{ slot_id: string }>(
          sql`select slot_id from enrollments where athlete_id = ${athleteId} order by slot_id`,
        )
      ).rows.map((r) => r.slot_id),
    );

  it('lists the club’s athletes not in the slot, with no price until one is configured', async () => {
    const res = await api(ctx.app, {
      method: 'GET',
      url: `/api/attendance/unenrolled/${slot.slotId}`,
      slug: club.slug,
      token: staff,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.athletes.map((a: { athleteId: string }) => a.athleteId);
    expect(ids).toContain(f3.athleteId);
    expect(ids).not.toContain(f1.athleteId);
    expect(ids).not.toContain(foreign.athleteId);
    expect(res.json().data.price).toBeNull();
  });

  it('refuses to enrol without a price (409), enrolling and invoicing nothing', async () => {
    const res = await enroll(f3.athleteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/No price is set/);
    expect(await enrolledIn(f3.athleteId)).toEqual([otherSlot.slotId]);
    expect(await invoicesOf(f3.athleteId)).toEqual([]);
  });

  it('enrols and invoices the family the program’s one-hour tier for the meetings left this month, once however often it is clicked', async () => {
    const cfg = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs/program-pricing-config',
      slug: club.slug,
      token: admin,
      body: {
        program_id: slot.programId,
        hourly_tiers: { halfHour: 15, oneHour: 42.5, twoHour: 70, threeHour: 90, fourHour: 110, perWeek: 0 },
        registration_fee: 25,
        referral_credit: 0,
        late_fee_type: 'fixed',
        late_fee_value: 0,
        late_fee_days_before: 0,
      },
    });
    expect(cfg.statusCode).toBe(200);
    const listed = await api(ctx.app, {
      method: 'GET',
      url: `/api/attendance/unenrolled/${slot.slotId}`,
      slug: club.slug,
      token: staff,
    });
    expect(listed.json().data.price).toBe(42.5);

    // Before the dialog: f3 came to an earlier class as a makeup.
    const makeup = await mark(markBody([{ athleteId: f3.athleteId, status: 'present' }], { attendanceDate: EARLIER }));
    expect(byAthlete(makeup.json().data, f3.athleteId)).toMatchObject({ status: 'makeup', enrolled: false });

    const clicks = await Promise.all([enroll(f3.athleteId), enroll(f3.athleteId), enroll(f3.athleteId)]);
    const ok = clicks.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(1);
    expect(clicks.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(ok[0]!.json().message).toBe('Enrolled & Invoice generated successfully!');
    const cents = restOfMonth(4250);
    expect(ok[0]!.json().data).toMatchObject({ amount: cents / 100 });
    expect(await enrolledIn(f3.athleteId)).toEqual([otherSlot.slotId, slot.slotId].sort());
    expect(await invoicesOf(f3.athleteId)).toEqual(
      cents > 0
        ? [
            {
              amount_cents: cents,
              category: 'enrollment',
              status: 'pending',
              membership_id: f3.membershipId,
              generated_by: staffId,
            },
          ]
        : [],
    );
    // The invoice names the class by program, day and hours (never the slot code), stored as a code
    // so a Spanish family reads it in Spanish.
    const texts = await withTenant(ctx.database.db, club.tenantId, async (tx) =>
      (
        await tx.execute<{ description: string; description_text: RecordText | null; program: string }>(sql`
          select i.description, i.description_text, p.label as program from invoices i, programs p
          where i.athlete_id = ${f3.athleteId} and i.category = 'enrollment' and p.id = ${slot.programId}`)
      ).rows,
    );
    expect(texts).toHaveLength(cents > 0 ? 1 : 0);
    for (const t of texts) {
      expect(t.description_text).toEqual({
        code: 'class_enrollment',
        params: { program: t.program, days: 'MON', time: '6:00 PM - 7:00 PM' },
      });
      expect(t.description).toBe(`Enrollment: ${t.program} (Monday 6:00 PM - 7:00 PM)`);
      expect(writeRecordText(t.description_text, t.description, 'es')).toBe(`Inscripción: ${t.program} (lunes 18:00 – 19:00)`);
    }
    // Now in the class, as an enrolled athlete.
    const rows = (await get(slot.programId, MONDAY, slot.slotId)).json().data;
    expect(byAthlete(rows, f3.athleteId)).toMatchObject({ enrolled: true, status: 'absent' });
  });

  it('a makeup recorded before the athlete was enrolled stays a makeup when the class is submitted again', async () => {
    const earlier = EARLIER;
    // f3 is enrolled in the slot now (above): the old class shows the makeup, and re-submitting it as it is works.
    const rows = (await get(slot.programId, earlier, slot.slotId)).json().data;
    expect(byAthlete(rows, f3.athleteId)).toMatchObject({ enrolled: true, status: 'makeup' });
    const again = await mark(markBody([{ athleteId: f3.athleteId, status: 'makeup' }], { attendanceDate: earlier }));
    expect(again.statusCode).toBe(200);
    // f1 was never a makeup in that class: refused.
    const refused = await mark(markBody([{ athleteId: f1.athleteId, status: 'makeup' }], { attendanceDate: earlier }));
    expect(refused.statusCode).toBe(400);
  });

  it('a full slot is 409 and invoices nothing; another club’s athlete or slot is 404', async () => {
    const extra = await addFamily(ctx, club);
    // The slot holds 3 and has f1, f2, f3 now.
    const full = await enroll(extra.athleteId);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This time slot is full');
    expect(await invoicesOf(extra.athleteId)).toEqual([]);
    expect((await enroll(foreign.athleteId)).statusCode).toBe(404);
    expect((await enroll(extra.athleteId, foreign.slotId)).statusCode).toBe(404);
    expect(await enrolledIn(extra.athleteId)).toEqual([]);
  });

  it('uses the slot’s own price when it has one', async () => {
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx
        .update(programSlots)
        .set({ priceCents: 1999 })
        .where(sql`${programSlots.id} = ${otherSlot.slotId}`),
    );
    const res = await enroll(f1.athleteId, otherSlot.slotId, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.amount).toBe(restOfMonth(1999) / 100);
  });

  it("warns about an athlete outside the class's ages: 409 naming the slot and the ages, enrolled only when confirmed", async () => {
    const young = await addFamily(ctx, club);
    const twoYearsAgo = `${new Date().getUTCFullYear() - 2}-01-01`;
    await withTenant(ctx.database.db, club.tenantId, async (tx) => {
      await tx.execute(sql`update programs set min_age = 5, max_age = 12 where id = ${otherSlot.programId}`);
      await tx.execute(sql`update athletes set date_of_birth = ${twoYearsAgo}::date where id = ${young.athleteId}`);
    });
    const refused = await enroll(young.athleteId, otherSlot.slotId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'age_outside_class',
      details: [expect.objectContaining({ field: 'timeSlotId', code: 'age_outside_class', params: { age: 2, min: 5, max: 12 } })],
    });
    expect(await enrolledIn(young.athleteId)).toEqual([]);
    expect(await invoicesOf(young.athleteId)).toEqual([]);
    const confirmed = await api(ctx.app, {
      method: 'POST',
      url: '/api/attendance/enroll',
      slug: club.slug,
      token: staff,
      body: { athleteId: young.athleteId, timeSlotId: otherSlot.slotId, confirm_age: true },
    });
    expect(confirmed.statusCode).toBe(201);
    expect(await enrolledIn(young.athleteId)).toEqual([otherSlot.slotId]);
  });
});
