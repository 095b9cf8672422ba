import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeClub, makeSlot, makeUser, tokenFor, type ClubFixture, registeredFamily } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: ClubFixture;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await makeClub(ctx.database.db);
  staff = await tokenFor(ctx.app, club, await makeUser(ctx.database.db, club, { role: 'staff' }));
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });

async function family(slotIds: string[] = []) {
  const f = await registeredFamily(ctx.app, club.slug, { slotIds });
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
    expect(res.json().details).toEqual([{ field: 'date_of_birth', message: 'cannot be in the future' }]);
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
