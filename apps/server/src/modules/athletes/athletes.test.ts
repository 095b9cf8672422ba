import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, makeClub, makeSlot, uniq, type ClubFixture } from '../../../test/factories.js';
import { addFamily, addStaff } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { athletes, enrollments, programSlots } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: ClubFixture;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  staff = (await addStaff(ctx, club)).token;
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family(slotIds: string[] = []) {
  const f = await addFamily(ctx, club, { slotIds });
  return { id: f.membershipId, athleteId: f.athleteId, token: f.token };
}

const kid = { first_name: 'Sam', middle_name: 'J', last_name: 'Lee', gender: 'Male', date_of_birth: '2015-06-01' };

describe('athletes of a family', () => {
  it('adds, lists, edits and deletes athletes of the own family', async () => {
    const f = await family();
    const created = await call({ method: 'POST', url: '/api/athletes', token: f.token, body: kid });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...kid, membership_id: f.id, enrollments: [] });
    const id = created.json().data.id;
    expect((await call({ url: `/api/athletes/member/${f.id}`, token: f.token })).json().data).toHaveLength(2);
    expect(
      (await call({ url: '/api/athletes', token: f.token })).json().data.map((a: { membership_id: string }) => a.membership_id),
    ).toEqual([f.id, f.id]);
    const upd = await call({
      method: 'PUT',
      url: `/api/athletes/${id}`,
      token: f.token,
      body: { ...kid, first_name: 'Samuel', middle_name: null },
    });
    expect(upd.json().data).toMatchObject({ first_name: 'Samuel', middle_name: null });
    expect((await call({ method: 'DELETE', url: `/api/athletes/${id}`, token: f.token })).statusCode).toBe(200);
    expect((await call({ url: `/api/athletes/${id}`, token: f.token })).statusCode).toBe(404);
  });

  it("answers 404 for another family's athletes, whatever the call", async () => {
    const a = await family();
    const b = await family();
    const other = b.athleteId;
    expect((await call({ url: `/api/athletes/${other}`, token: a.token })).statusCode).toBe(404);
    expect((await call({ url: `/api/athletes/${other}/enrollment`, token: a.token })).statusCode).toBe(404);
    expect((await call({ url: `/api/athletes/member/${b.id}`, token: a.token })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url: `/api/athletes/${other}`, token: a.token, body: kid })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/athletes/${other}`, token: a.token })).statusCode).toBe(404);
    expect(
      (await call({ method: 'POST', url: '/api/athletes', token: a.token, body: { ...kid, membership_id: b.id } })).statusCode,
    ).toBe(404);
    expect((await call({ url: `/api/athletes/${other}`, token: staff })).statusCode).toBe(200);
    expect((await call({ url: '/api/athletes' })).statusCode).toBe(401);
  });

  it('refuses an athlete born in the future', async () => {
    const f = await family();
    const res = await call({
      method: 'POST',
      url: '/api/athletes',
      token: f.token,
      body: { ...kid, date_of_birth: '2999-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'date_of_birth', message: 'cannot be in the future', code: 'in_future' }]);
  });
});

describe('POST and DELETE /api/programs-enrollment', () => {
  it('enrols in a slot up to its capacity and removes the enrollment', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club, { capacity: 1 });
    const a = await family();
    const b = await family();
    const res = await call({
      method: 'POST',
      url: '/api/programs-enrollment',
      token: a.token,
      body: { userId: a.athleteId, slotId, dependentId: a.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ user_id: a.athleteId, slot_id: slotId, program_slot: { id: slotId } });
    const dup = await call({
      method: 'POST',
      url: '/api/programs-enrollment',
      token: a.token,
      body: { userId: a.athleteId, slotId },
    });
    expect(dup.statusCode).toBe(409);
    const full = await call({
      method: 'POST',
      url: '/api/programs-enrollment',
      token: b.token,
      body: { userId: b.athleteId, slotId },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This time slot is full');
    const detail = await call({ url: `/api/athletes/${a.athleteId}/enrollment`, token: a.token });
    expect(detail.json().data).toEqual([expect.objectContaining({ slot_id: slotId, attendance_records: [] })]);
    expect(
      (await call({ method: 'DELETE', url: `/api/programs-enrollment?userId=${a.athleteId}&slotId=${slotId}`, token: b.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'DELETE', url: `/api/programs-enrollment?userId=${a.athleteId}&slotId=${slotId}`, token: a.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'POST', url: '/api/programs-enrollment', token: b.token, body: { userId: b.athleteId, slotId } }))
        .statusCode,
    ).toBe(201);
  });

  it("refuses another family's athlete, a mismatched dependentId and an unknown slot", async () => {
    const { slotId } = await makeSlot(ctx.database.db, club);
    const a = await family();
    const b = await family();
    expect(
      (await call({ method: 'POST', url: '/api/programs-enrollment', token: a.token, body: { userId: b.athleteId, slotId } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/programs-enrollment',
          token: staff,
          body: { userId: b.athleteId, slotId, dependentId: a.id },
        })
      ).statusCode,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/programs-enrollment',
          token: staff,
          body: { userId: b.athleteId, slotId: unknown },
        })
      ).statusCode,
    ).toBe(404);
  });
});

/** A second slot of the same program as `slotId` (one program, two weekly classes). */
async function sibling(slotId: string, capacity: number | null = null): Promise<string> {
  return withTenant(ctx.database.db, club.tenantId, async (tx) => {
    const [s] = await tx.select({ programId: programSlots.programId }).from(programSlots).where(eq(programSlots.id, slotId));
    const [row] = await tx
      .insert(programSlots)
      .values({
        tenantId: club.tenantId,
        programId: s!.programId,
        slotId: uniq('SLOT-'),
        days: ['WED'],
        times: ['x', 'x', '5:00 PM - 6:00 PM', 'x', 'x', 'x', 'x'],
        capacity,
      })
      .returning({ id: programSlots.id });
    return row!.id;
  });
}

const slotsOf = async (athleteId: string) =>
  withTenant(ctx.database.db, club.tenantId, async (tx) =>
    (await tx.select({ slotId: enrollments.slotId }).from(enrollments).where(eq(enrollments.athleteId, athleteId)))
      .map((r) => r.slotId)
      .sort(),
  );

describe('PUT /api/athletes/{id} with slot_ids (Edit Athlete)', () => {
  it('moves the athlete to another slot and into a second program in one call', async () => {
    const { slotId: monday } = await makeSlot(ctx.database.db, club);
    const wednesday = await sibling(monday);
    const { slotId: otherProgram } = await makeSlot(ctx.database.db, club);
    const f = await family([monday]);
    const res = await call({
      method: 'PUT',
      url: `/api/athletes/${f.athleteId}`,
      token: f.token,
      body: { ...kid, slot_ids: [wednesday, otherProgram] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Athlete updated successfully!');
    expect(
      res
        .json()
        .data.enrollments.map((e: { slot_id: string }) => e.slot_id)
        .sort(),
    ).toEqual([wednesday, otherProgram].sort());
    expect(await slotsOf(f.athleteId)).toEqual([wednesday, otherProgram].sort());
    // Staff see the same athlete in the new slot; an empty list unenrols from everything.
    const cleared = await call({
      method: 'PUT',
      url: `/api/athletes/${f.athleteId}`,
      token: staff,
      body: { ...kid, slot_ids: [] },
    });
    expect(cleared.json().data.enrollments).toEqual([]);
  });

  it('leaves enrollments alone when slot_ids is not sent', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club);
    const f = await family([slotId]);
    const res = await call({
      method: 'PUT',
      url: `/api/athletes/${f.athleteId}`,
      token: f.token,
      body: { ...kid, first_name: 'Kept' },
    });
    expect(res.statusCode).toBe(200);
    expect(await slotsOf(f.athleteId)).toEqual([slotId]);
  });

  it('changes nothing when the new slot is full: the athlete keeps the old slot and the old name', async () => {
    const { slotId: monday } = await makeSlot(ctx.database.db, club);
    const full = await sibling(monday, 1);
    const taker = await family([full]);
    expect(await slotsOf(taker.athleteId)).toEqual([full]);
    const f = await family([monday]);
    const res = await call({
      method: 'PUT',
      url: `/api/athletes/${f.athleteId}`,
      token: f.token,
      body: { ...kid, first_name: 'Renamed', slot_ids: [full] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This time slot is full');
    expect(await slotsOf(f.athleteId)).toEqual([monday]);
    expect((await call({ url: `/api/athletes/${f.athleteId}`, token: f.token })).json().data.first_name).toBe('Kid0');
  });

  it('enrolls the athlete in several slots of one program, each holding its own place', async () => {
    const { slotId: monday } = await makeSlot(ctx.database.db, club);
    const wednesday = await sibling(monday);
    const friday = await sibling(monday, 1);
    const f = await family([monday]);
    const put = (slot_ids: string[]) =>
      call({ method: 'PUT', url: `/api/athletes/${f.athleteId}`, token: f.token, body: { ...kid, slot_ids } });
    const three = await put([monday, wednesday, friday]);
    expect(three.statusCode).toBe(200);
    expect(await slotsOf(f.athleteId)).toEqual([monday, wednesday, friday].sort());
    // The Friday slot's one place is this athlete's: another athlete finds it full.
    const g = await family([monday]);
    const full = await call({
      method: 'PUT',
      url: `/api/athletes/${g.athleteId}`,
      token: g.token,
      body: { ...kid, slot_ids: [monday, friday] },
    });
    expect(full.statusCode).toBe(409);
    expect(await slotsOf(g.athleteId)).toEqual([monday]);
  });

  it('refuses a slot listed twice and an unknown slot, changing nothing', async () => {
    const { slotId: monday } = await makeSlot(ctx.database.db, club);
    const wednesday = await sibling(monday);
    const f = await family([monday]);
    const put = (slot_ids: string[]) =>
      call({ method: 'PUT', url: `/api/athletes/${f.athleteId}`, token: f.token, body: { ...kid, slot_ids } });
    const twice = await put([wednesday, wednesday]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([{ field: 'slot_ids', message: 'lists a time slot twice', code: 'lists_slot_twice' }]);
    expect((await put(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
    expect(await slotsOf(f.athleteId)).toEqual([monday]);
  });
});

describe('POST /api/athletes with slot_ids (Athlete Registration, existing member)', () => {
  const count = async (membershipId: string) =>
    withTenant(
      ctx.database.db,
      club.tenantId,
      async (tx) => (await tx.select().from(athletes).where(eq(athletes.membershipId, membershipId))).length,
    );

  it('adds the athlete enrolled in the chosen slots', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club);
    const f = await family();
    const res = await call({ method: 'POST', url: '/api/athletes', token: f.token, body: { ...kid, slot_ids: [slotId] } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Athlete registration completed successfully!');
    expect(res.json().data.enrollments).toEqual([expect.objectContaining({ slot_id: slotId, membership_id: f.id })]);
  });

  it('adds no athlete when a chosen slot is full', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club, { capacity: 1 });
    await family([slotId]);
    const f = await family();
    const res = await call({
      method: 'POST',
      url: '/api/athletes',
      token: staff,
      body: { ...kid, membership_id: f.id, slot_ids: [slotId] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This time slot is full');
    expect(await count(f.id)).toBe(1);
  });

  it("asks staff to confirm a class outside the athlete's age, on add and on edit; a family's own add is as before", async () => {
    const { slotId } = await makeSlot(ctx.database.db, club); // a program for ages 5 to 18
    const toddler = { ...kid, first_name: 'Tot', date_of_birth: `${new Date().getUTCFullYear() - 3}-01-01` };
    const f = await family();
    const add = (body: Record<string, unknown>, token = staff) =>
      call({ method: 'POST', url: '/api/athletes', token, body: { ...toddler, membership_id: f.id, ...body } });

    const refused = await add({ slot_ids: [slotId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'age_outside_class',
      details: [expect.objectContaining({ field: 'slot_ids.0', params: { age: 3, min: 5, max: 18 } })],
    });
    expect(await count(f.id)).toBe(1);
    const confirmed = await add({ slot_ids: [slotId], confirm_age: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.enrollments).toEqual([expect.objectContaining({ slot_id: slotId })]);

    // Edit Athlete: a newly chosen class outside the age needs the confirmation; a class kept does not.
    const other = await makeSlot(ctx.database.db, club);
    const id = confirmed.json().data.id as string;
    const edit = (body: Record<string, unknown>) =>
      call({ method: 'PUT', url: `/api/athletes/${id}`, token: staff, body: { ...toddler, ...body } });
    const moved = await edit({ slot_ids: [slotId, other.slotId] });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().details[0]).toMatchObject({ field: 'slot_ids.1', code: 'age_outside_class' });
    expect((await edit({ slot_ids: [slotId] })).statusCode).toBe(200);
    const ok = await edit({ slot_ids: [slotId, other.slotId], confirm_age: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.enrollments.map((e: { slot_id: string }) => e.slot_id).sort()).toEqual([slotId, other.slotId].sort());

    // Within the ages, nothing to confirm.
    expect((await add({ ...kid, slot_ids: [slotId] })).statusCode).toBe(201);
    // The family adding its own athlete is not asked (its registration works as before).
    expect((await add({ slot_ids: [other.slotId] }, f.token)).statusCode).toBe(201);
  });
});
