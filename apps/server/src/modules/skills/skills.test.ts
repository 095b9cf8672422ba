// Skills and levels against a real database: a new club's starting curricula, levels and skills with
// their positions, coaches' evaluations (history kept, bad input refused naming the field, nothing
// changed), who may read and write what, "mastered for everyone present", moving a level by hand,
// the ready-to-move-up list and its offer accepted from the e-mail (the enrollment moves), the
// skills report and the weekly digest.
import { randomUUID as randomUuid } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { api, makeSlot } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let coach: string;
let coachId: string;
let noEval: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  const coachCaller = await addStaff(ctx, club, { permissions: ['evaluate_skills', 'mark_attendance_page'] });
  coach = coachCaller.token;
  coachId = coachCaller.id;
  noEval = (await addStaff(ctx, club, { permissions: ['mark_attendance_page', 'manage_athletes_page'] })).token;
});
afterAll(async () => {
  await ctx?.close();
});

async function rows<T extends Record<string, unknown>>(q: ReturnType<typeof sql>, c: TestClub = club): Promise<T[]> {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => (await tx.execute<T>(q)).rows as T[]);
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown, c: TestClub = club) =>
  api(ctx.app, { method, url, slug: c.slug, token, ...(body !== undefined ? { body } : {}) });

let n = 0;
/** A curriculum of its own: two levels, the first with two required skills and an optional one, a
 *  program (one slot) per level, and a family whose athlete is enrolled in the first level's slot. */
async function curriculum(opts: { nextCapacity?: number } = {}) {
  const name = `Curriculum ${++n}`;
  const low = await makeSlot(ctx.database.db, club);
  const high = await makeSlot(ctx.database.db, club, { capacity: opts.nextCapacity ?? 5 });
  const l1 = (await call('POST', '/api/levels', admin, { curriculum: name, name: 'Bronze', program_ids: [low.programId] })).json()
    .data;
  const l2 = (
    await call('POST', '/api/levels', admin, {
      curriculum: name,
      name: 'Silver',
      name_es: 'Plata',
      program_ids: [high.programId],
    })
  ).json().data;
  const skill = async (levelId: string, name: string, required = true) =>
    (await call('POST', `/api/levels/${levelId}/skills`, admin, { name, required_to_move_up: required })).json().data;
  const s1 = await skill(l1.id, 'Forward roll');
  const s2 = await skill(l1.id, 'Cartwheel');
  const s3 = await skill(l1.id, 'Bridge', false);
  const t1 = await skill(l2.id, 'Round-off');
  const family = await addFamily(ctx, club, { slotIds: [low.slotId] });
  return { name, low, high, l1, l2, s1, s2, s3, t1, family };
}

const evaluate = (athleteId: string, skillId: string, body: unknown, token = coach) =>
  call('PUT', `/api/athletes/${athleteId}/skills/${skillId}`, token, body);

describe('curricula', () => {
  it('gives a new club two editable starting curricula', async () => {
    const res = await call('GET', '/api/levels', other.admin.token, undefined, other);
    expect(res.statusCode).toBe(200);
    const levels = res.json().data as { curriculum: string; name: string; name_es: string; skills: unknown[] }[];
    expect([...new Set(levels.map((l) => l.curriculum))].sort()).toEqual(['Athletics', 'Gymnastics']);
    expect(levels.filter((l) => l.curriculum === 'Gymnastics').map((l) => l.name)).toEqual(['Level 1', 'Level 2', 'Level 3']);
    expect(levels.every((l) => l.skills.length >= 5 && l.name_es)).toBe(true);
    const first = (res.json().data as { id: string }[])[0]!;
    expect((await call('DELETE', `/api/levels/${first.id}`, other.admin.token, undefined, other)).statusCode).toBe(200);
    expect((await call('GET', '/api/levels', other.admin.token, undefined, other)).json().data).toHaveLength(levels.length - 1);
  });

  it('orders levels and skills, refuses a taken position naming it, and keeps another club out', async () => {
    const a = await call('POST', '/api/levels', admin, { curriculum: 'Order', name: 'One' });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({ position: 1, skills: [], programs: [] });
    expect((await call('POST', '/api/levels', admin, { curriculum: 'Order', name: 'Two' })).json().data.position).toBe(2);
    const clash = await call('POST', '/api/levels', admin, { curriculum: 'Order', name: 'Three', position: 2 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual([expect.objectContaining({ field: 'position', code: 'level_position_taken' })]);
    expect(
      (await call('GET', '/api/levels', admin)).json().data.filter((l: { curriculum: string }) => l.curriculum === 'Order'),
    ).toHaveLength(2);

    const id = a.json().data.id as string;
    const s = await call('POST', `/api/levels/${id}/skills`, admin, { name: 'Handstand', video_url: 'https://video.example/hs' });
    expect(s.statusCode).toBe(201);
    expect(s.json().data).toMatchObject({ name: 'Handstand', position: 1, required_to_move_up: true });
    const sClash = await call('POST', `/api/levels/${id}/skills`, admin, { name: 'Other', position: 1 });
    expect(sClash.statusCode).toBe(409);
    expect(sClash.json().details[0]).toMatchObject({ field: 'position', code: 'skill_position_taken' });
    const badUrl = await call('POST', `/api/levels/${id}/skills`, admin, { name: 'Other', video_url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().details[0]).toMatchObject({ field: 'video_url', code: 'video_url_format' });
    const renamed = await call('PUT', `/api/levels/${id}/skills/${s.json().data.id}`, admin, {
      name: 'Handstand hold',
      position: 4,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Handstand hold', position: 4, video_url: null });
    expect((await call('GET', `/api/levels/${id}/skills`, coach)).json().data.map((x: { name: string }) => x.name)).toEqual([
      'Handstand hold',
    ]);

    // Another club: its admin reaches nothing of this one; staff do not write curricula.
    expect((await call('PUT', `/api/levels/${id}`, other.admin.token, { curriculum: 'X', name: 'Y' }, other)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/levels/${id}`, other.admin.token, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/levels/${id}/skills`, other.admin.token, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', '/api/levels', coach, { curriculum: 'Order', name: 'Staff' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/levels/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/levels/${id}/skills`, admin)).statusCode).toBe(404);
  });
});

describe('curricula editor', () => {
  it("reorders a curriculum's levels and a level's skills in one step, refusing a list that misses one", async () => {
    const a = (await call('POST', '/api/levels', admin, { curriculum: 'Reorder', name: 'A' })).json().data;
    const b = (await call('POST', '/api/levels', admin, { curriculum: 'Reorder', name: 'B' })).json().data;
    const c = (await call('POST', '/api/levels', admin, { curriculum: 'Reorder', name: 'C' })).json().data;
    const names = async () =>
      ((await call('GET', '/api/levels', admin)).json().data as { curriculum: string; name: string; position: number }[])
        .filter((l) => l.curriculum === 'Reorder')
        .map((l) => `${l.position}:${l.name}`);

    const moved = await call('PUT', '/api/levels/order', admin, { curriculum: 'Reorder', level_ids: [c.id, a.id, b.id] });
    expect(moved.statusCode).toBe(200);
    expect(await names()).toEqual(['1:C', '2:A', '3:B']);

    const missing = await call('PUT', '/api/levels/order', admin, { curriculum: 'Reorder', level_ids: [a.id, b.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ field: 'level_ids', code: 'order_lists_every_level' });
    const twice = await call('PUT', '/api/levels/order', admin, { curriculum: 'Reorder', level_ids: [a.id, a.id, b.id] });
    expect(twice.statusCode).toBe(400);
    expect(await names()).toEqual(['1:C', '2:A', '3:B']);
    // Another club's admin and staff reorder nothing.
    expect(
      (await call('PUT', '/api/levels/order', other.admin.token, { curriculum: 'Reorder', level_ids: [a.id, b.id, c.id] }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/levels/order', coach, { curriculum: 'Reorder', level_ids: [a.id, b.id, c.id] })).statusCode,
    ).toBe(403);
    expect(await names()).toEqual(['1:C', '2:A', '3:B']);

    const skill = async (name: string) =>
      (await call('POST', `/api/levels/${a.id}/skills`, admin, { name })).json().data.id as string;
    const s1 = await skill('Roll');
    const s2 = await skill('Jump');
    const s3 = await skill('Balance');
    const ordered = await call('PUT', `/api/levels/${a.id}/skills/order`, admin, { skill_ids: [s3, s1, s2] });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.map((x: { name: string; position: number }) => `${x.position}:${x.name}`)).toEqual([
      '1:Balance',
      '2:Roll',
      '3:Jump',
    ]);
    const short = await call('PUT', `/api/levels/${a.id}/skills/order`, admin, { skill_ids: [s1, s2] });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({ field: 'skill_ids', code: 'order_lists_every_skill' });
    const foreign = await call('PUT', `/api/levels/${a.id}/skills/order`, admin, { skill_ids: [s3, s1, randomUuid()] });
    expect(foreign.statusCode).toBe(400);
    expect((await call('GET', `/api/levels/${a.id}/skills`, admin)).json().data.map((x: { name: string }) => x.name)).toEqual([
      'Balance',
      'Roll',
      'Jump',
    ]);
  });

  it('removes a level only while nothing uses it: no program, no athlete, no evaluation', async () => {
    const c = await curriculum();
    const refused = await call('DELETE', `/api/levels/${c.l1.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json())).toContain('level_in_use');
    // Its program no longer teaching it, the evaluations still keep it.
    expect((await evaluate(c.family.athleteId, c.s1.id, { state: 'introduced' })).statusCode).toBe(200);
    await call('PUT', `/api/levels/${c.l1.id}`, admin, { curriculum: c.name, name: 'Bronze', program_ids: [] });
    expect((await call('DELETE', `/api/levels/${c.l1.id}`, admin)).statusCode).toBe(409);
    expect((await call('GET', `/api/levels/${c.l1.id}/skills`, admin)).json().data).toHaveLength(3);
    // Unused: gone with its skills.
    const spare = (await call('POST', '/api/levels', admin, { curriculum: c.name, name: 'Gold' })).json().data;
    await call('POST', `/api/levels/${spare.id}/skills`, admin, { name: 'Back handspring' });
    expect((await call('DELETE', `/api/levels/${spare.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/levels/${spare.id}/skills`, admin)).statusCode).toBe(404);
  });
});

describe('evaluations', () => {
  it("shows the athlete's level to the family and records each change with who and when", async () => {
    const c = await curriculum();
    const mine = await call('GET', `/api/athletes/${c.family.athleteId}/skills`, c.family.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      level: { id: c.l1.id, name: 'Bronze' },
      next_level: { id: c.l2.id },
      mastered: 0,
      total: 3,
      ready: false,
      practise_next: [c.s1.id, c.s2.id],
    });
    expect((await evaluate(c.family.athleteId, c.s1.id, { state: 'introduced' })).statusCode).toBe(200);
    const done = await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered', comment: 'Clean and tucked' });
    expect(done.statusCode).toBe(200);
    const after = (await call('GET', `/api/athletes/${c.family.athleteId}/skills`, c.family.token)).json().data;
    const roll = after.skills.find((s: { id: string }) => s.id === c.s1.id);
    expect(roll).toMatchObject({ state: 'mastered' });
    expect(roll.history.map((h: { state: string; comment: string | null; by: string }) => [h.state, h.comment])).toEqual([
      ['mastered', 'Clean and tucked'],
      ['introduced', null],
    ]);
    expect(roll.history[0].by).toBeTruthy();
    expect(after).toMatchObject({ mastered: 1, practise_next: [c.s2.id] });
  });

  it('refuses a state outside the four, a long comment, a skill of another level or club, and changes nothing', async () => {
    const c = await curriculum();
    const id = c.family.athleteId;
    const bad = await evaluate(id, c.s1.id, { state: 'almost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'state' });
    const long = await evaluate(id, c.s1.id, { state: 'mastered', comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toMatchObject({ field: 'comment', code: 'too_long' });
    const offLevel = await evaluate(id, c.t1.id, { state: 'mastered' });
    expect(offLevel.statusCode).toBe(400);
    expect(offLevel.json().details[0]).toMatchObject({ field: 'skillId', code: 'skill_not_on_athlete_level' });
    const foreign = (await call('GET', '/api/levels', other.admin.token, undefined, other)).json().data[0].skills[0].id as string;
    const otherClub = await evaluate(id, foreign, { state: 'mastered' });
    expect(otherClub.statusCode).toBe(404);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from skill_evaluations where athlete_id = ${id}`);
    expect(count!.n).toBe(0);
  });

  it('lets only staff holding evaluate_skills evaluate, and a family see only its own athletes', async () => {
    const c = await curriculum();
    const stranger = await addFamily(ctx, club);
    expect((await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered' }, noEval)).statusCode).toBe(403);
    expect((await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered' }, c.family.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/athletes/${c.family.athleteId}/skills`, stranger.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/athletes/${c.family.athleteId}/skills`, other.admin.token, undefined, other)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/athletes/${c.family.athleteId}/skills`, noEval)).statusCode).toBe(200);
    expect((await call('GET', '/api/skills/ready', c.family.token)).statusCode).toBe(403);
    expect((await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered' }, admin)).statusCode).toBe(200);
  });

  it('marks a skill mastered for everyone present in a class, and nobody absent', async () => {
    const c = await curriculum();
    const second = await addFamily(ctx, club, { slotIds: [c.low.slotId] });
    const third = await addFamily(ctx, club, { slotIds: [c.low.slotId] });
    const date = '2026-11-23'; // a Monday: the slot meets on Mondays
    // The coach takes this class: staff without all_classes see only the classes they coach.
    expect((await call('PUT', `/api/programs-slot/${c.low.slotId}/coaches`, admin, { staff_ids: [coachId] })).statusCode).toBe(
      200,
    );
    const marked = await call('POST', '/api/attendance/mark', coach, {
      programId: c.low.programId,
      timeSlotId: c.low.slotId,
      attendanceDate: date,
      attendance: [
        { athleteId: c.family.athleteId, status: 'present' },
        { athleteId: second.athleteId, status: 'present' },
        { athleteId: third.athleteId, status: 'absent' },
      ],
    });
    expect(marked.statusCode).toBe(200);
    const res = await call('POST', `/api/skills/${c.s2.id}/mastered-present`, coach, { slot_id: c.low.slotId, date });
    expect(res.statusCode).toBe(200);
    expect([...res.json().data.athlete_ids].sort()).toEqual([c.family.athleteId, second.athleteId].sort());
    const state = async (f: Family) =>
      (await call('GET', `/api/athletes/${f.athleteId}/skills`, coach))
        .json()
        .data.skills.find((s: { id: string }) => s.id === c.s2.id).state;
    expect(await state(second)).toBe('mastered');
    expect(await state(third)).toBe('not_started');
    // Again: nobody is recorded twice.
    expect(
      (await call('POST', `/api/skills/${c.s2.id}/mastered-present`, coach, { slot_id: c.low.slotId, date })).json().data
        .athlete_ids,
    ).toEqual([]);
  });

  it("moves an athlete's level by hand with a reason, kept in the level history", async () => {
    const c = await curriculum();
    const res = await call('PUT', `/api/athletes/${c.family.athleteId}/level`, coach, {
      level_id: c.l2.id,
      reason: 'Trialled with Silver',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      level: { id: c.l2.id },
      // From the level the athlete was on through their program's level.
      // Each level with its Spanish name where the club wrote one, for a Spanish reader.
      level_history: [{ from: 'Bronze', from_es: null, to: 'Silver', to_es: 'Plata', reason: 'Trialled with Silver' }],
    });
    const noReason = await call('PUT', `/api/athletes/${c.family.athleteId}/level`, coach, { level_id: c.l1.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0]).toMatchObject({ field: 'reason' });
  });
});

describe('ready to move up', () => {
  async function offerToken(f: Family): Promise<string> {
    const [m] = await rows<{ text: string }>(
      sql`select o.text from email_outbox o join memberships m on lower(m.email) = lower(o.to_address)
          where m.id = ${f.membershipId} and o.subject like '%ready to move up%' order by o.created_at desc limit 1`,
    );
    const match = m?.text.match(/\/waitlist-offer#([A-Za-z0-9_-]+)/);
    if (!match) throw new Error('no move-up e-mail');
    return match[1]!;
  }

  it('lists an athlete who mastered every required skill; the accepted offer moves the enrollment and the level', async () => {
    const c = await curriculum();
    const id = c.family.athleteId;
    await evaluate(id, c.s1.id, { state: 'mastered' });
    const listed = async () =>
      (await call('GET', '/api/skills/ready', admin)).json().data.find((r: { athlete: { id: string } }) => r.athlete.id === id);
    expect(await listed()).toBeUndefined();
    await evaluate(id, c.s2.id, { state: 'mastered' }); // the optional skill is not needed
    const ready = await listed();
    expect(ready).toMatchObject({
      level: { id: c.l1.id },
      next_level: { id: c.l2.id },
      programs: [{ id: c.high.programId, slots: [{ id: c.high.slotId }] }],
      pending: null,
    });

    const wrong = await call('POST', `/api/skills/ready/${id}/offer`, admin, { slot_id: c.low.slotId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ field: 'slot_id', code: 'slot_not_of_next_level' });
    expect((await call('POST', `/api/skills/ready/${id}/offer`, coach, { slot_id: c.high.slotId })).statusCode).toBe(403);
    const offered = await call('POST', `/api/skills/ready/${id}/offer`, admin, { slot_id: c.high.slotId });
    expect(offered.statusCode).toBe(201);
    expect(offered.json().data.result).toBe('offered');
    expect((await listed()).pending).toMatchObject({ slot_id: c.high.slotId, status: 'offered' });

    const token = await offerToken(c.family);
    const accepted = await api(ctx.app, { method: 'POST', url: '/api/waitlist/offer/accept', slug: club.slug, body: { token } });
    expect(accepted.statusCode).toBe(200);
    const enrolled = await rows<{ slot_id: string }>(sql`select slot_id from enrollments where athlete_id = ${id}`);
    expect(enrolled.map((e) => e.slot_id)).toEqual([c.high.slotId]);
    const now = (await call('GET', `/api/athletes/${id}/skills`, c.family.token)).json().data;
    expect(now).toMatchObject({ level: { id: c.l2.id }, level_history: [{ from: 'Bronze', to: 'Silver', reason: 'moved_up' }] });
    // The dropped class is kept for billing, as any drop is.
    const drops = await rows(sql`select 1 from enrollment_drops where athlete_id = ${id} and slot_id = ${c.low.slotId}`);
    expect(drops).toHaveLength(1);
    expect(await listed()).toBeUndefined();
  });

  it('puts the athlete on the waitlist of a full slot of the next level', async () => {
    const c = await curriculum({ nextCapacity: 1 });
    await addFamily(ctx, club, { slotIds: [c.high.slotId] });
    await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered' });
    await evaluate(c.family.athleteId, c.s2.id, { state: 'mastered' });
    const res = await call('POST', `/api/skills/ready/${c.family.athleteId}/offer`, admin, { slot_id: c.high.slotId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.result).toBe('waiting');
    const line = await call('GET', `/api/waitlist?slot_id=${c.high.slotId}`, admin);
    expect(line.json().data.map((e: { athlete_id: string }) => e.athlete_id)).toEqual([c.family.athleteId]);
  });
});

describe('skills report and digest', () => {
  it('reports athletes, the share mastered and those ready per program and level', async () => {
    const c = await curriculum();
    await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered' });
    await evaluate(c.family.athleteId, c.s2.id, { state: 'mastered' });
    const res = await call('POST', '/api/reports', admin, { type: 'skills', program_id: c.low.programId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.result.rows).toEqual([
      { program: expect.any(String), level: 'Bronze', athletes: 1, mastered_percent: 67, ready: 1 },
    ]);
  });

  it("e-mails a family that asked for it the week's new masteries, once", async () => {
    const c = await curriculum();
    const url = `/api/memberships/${c.family.membershipId}/skills-digest`;
    expect((await call('GET', url, c.family.token)).json().data).toEqual({ enabled: false });
    expect((await call('PUT', url, c.family.token, { enabled: true })).json().data).toEqual({ enabled: true });
    await evaluate(c.family.athleteId, c.s1.id, { state: 'mastered' });
    const run = async () => (await call('POST', '/api/jobs/skills-digest/run', admin)).json().data.counts;
    expect((await run()).digests).toBeGreaterThanOrEqual(1);
    const mails = await rows<{ text: string }>(
      sql`select text from email_outbox where lower(to_address) = lower(${c.family.email}) and subject like '%mastered this week%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Forward roll');
    await run();
    expect(
      await rows(
        sql`select 1 from email_outbox where lower(to_address) = lower(${c.family.email}) and subject like '%mastered this week%'`,
      ),
    ).toHaveLength(1);
  });
});
