// Absences, make-up tokens and make-ups through the API: who may report and book, the cut-offs, the
// cap of absence tokens, places on a date (capacity − enrolled + absences − make-ups), the race for
// the last place, cancelling, the e-mails in the family's language, the attendance sheet, coaches
// on their classes, and a class the club cancels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, uniq, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Caller, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { programs, programSlots } from '../../db/schema.js';
import { localDate } from '../../platform/jobs/schedule-times.js';

let ctx: TestContext;
let club: TestClub;
let desk: Caller; // manage_makeups
let coach: Caller; // mark_attendance_page only
let headCoach: Caller; // mark_attendance_page and all_classes
let A1: Slot; // program A, Mondays 6 PM, 2 places: fa1 and fa2 (full)
let A2: Slot; // program A, Wednesdays 5 PM, 2 places: fb and fc (full)
let B1: Slot; // program B (make-up group "rec" like A), Tuesdays 4 PM, 5 places
let C1: Slot; // program C (no group), Thursdays
let D1: Slot; // program D (group "rec", ages 15 to 18), Fridays
let fa1: Family;
let fa2: Family;
let fb: Family;
let fc: Family;

type Slot = { programId: string; slotId: string };
const X = 'x';
const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** The club's today (its zone is America/New_York until it sets one). */
const today = () => localDate(new Date(), 'America/New_York');
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The `day` (MON..SUN) `weeks` weeks after the coming one (weeks 0: the next one after today). */
function comingDay(day: string, weeks = 0): string {
  const t = today();
  const dow = (new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7;
  const ahead = ((WEEK.indexOf(day) - dow + 7) % 7) + 7;
  return addDays(t, ahead + 7 * weeks);
}
function pastDay(day: string): string {
  return addDays(comingDay(day), -14);
}
const M = comingDay('MON');
const M2 = comingDay('MON', 1);
const T = comingDay('TUE');

async function program(
  c: ClubFixture,
  opts: { group?: string | null; minAge?: number; slots: { day: string; time: string; capacity: number }[] },
) {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => {
    const key = uniq('prog');
    const [p] = await tx
      .insert(programs)
      .values({ tenantId: c.tenantId, key, label: `Program ${key}`, makeupGroup: opts.group ?? null, minAge: opts.minAge ?? 5 })
      .returning({ id: programs.id });
    const out: Slot[] = [];
    for (const s of opts.slots) {
      const times = WEEK.map((d) => (d === s.day ? s.time : X));
      const [row] = await tx
        .insert(programSlots)
        .values({ tenantId: c.tenantId, programId: p!.id, slotId: uniq('SLOT-'), days: [s.day], times, capacity: s.capacity })
        .returning({ id: programSlots.id });
      out.push({ programId: p!.id, slotId: row!.id });
    }
    return out;
  });
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown, slug = club.slug) =>
  api(ctx.app, { method, url, slug, token, ...(body !== undefined ? { body } : {}) });
const absence = (who: { token: string }, athlete_id: string, slot_id: string, date: string) =>
  call('POST', '/api/absences', who.token, { athlete_id, slot_id, date });
const tokensOf = (who: { token: string }, membershipId: string) =>
  call('GET', `/api/makeup-tokens?membership_id=${membershipId}`, who.token);
const grant = (athlete_id: string, reason = 'Coach was ill last week') =>
  call('POST', '/api/makeup-tokens', desk.token, { athlete_id, reason });
const book = (who: { token: string }, token_id: string, slot_id: string, date: string) =>
  call('POST', '/api/makeups', who.token, { token_id, slot_id, date });
const availability = (who: { token: string }, athleteId: string, q = '') =>
  call('GET', `/api/makeups/availability?athlete_id=${athleteId}${q}`, who.token);
const settings = (body: Record<string, unknown>) =>
  call('POST', '/api/settings', club.admin.token, { credit_card_fee: 0, ...body });

type Mail = { to_address: string; subject: string; text: string };
const mails = (to: string) =>
  withTenant(
    ctx.database.db,
    club.tenantId,
    async (tx) =>
      (
        await tx.execute<Mail>(
          sql`select to_address, subject, text from email_outbox where kind = 'makeup' and to_address = ${to} order by created_at`,
        )
      ).rows,
  );

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  desk = await addStaff(ctx, club, { permissions: ['manage_makeups'] });
  coach = await addStaff(ctx, club, { permissions: ['mark_attendance_page'] });
  headCoach = await addStaff(ctx, club, { permissions: ['mark_attendance_page', 'all_classes'] });
  [A1, A2] = (await program(club, {
    group: 'rec',
    slots: [
      { day: 'MON', time: '6:00 PM - 7:00 PM', capacity: 2 },
      { day: 'WED', time: '5:00 PM - 6:00 PM', capacity: 2 },
    ],
  })) as [Slot, Slot];
  [B1] = (await program(club, { group: 'rec', slots: [{ day: 'TUE', time: '4:00 PM - 5:00 PM', capacity: 5 }] })) as [Slot];
  [C1] = (await program(club, { slots: [{ day: 'THU', time: '4:00 PM - 5:00 PM', capacity: 5 }] })) as [Slot];
  [D1] = (await program(club, { group: 'rec', minAge: 15, slots: [{ day: 'FRI', time: '4:00 PM - 5:00 PM', capacity: 5 }] })) as [
    Slot,
  ];
  fa1 = await addFamily(ctx, club, { slotIds: [A1.slotId] });
  fa2 = await addFamily(ctx, club, { slotIds: [A1.slotId] });
  fb = await addFamily(ctx, club, { slotIds: [A2.slotId] });
  fc = await addFamily(ctx, club, { slotIds: [A2.slotId], language: 'es' });
});
afterAll(async () => ctx?.close());

describe('POST /api/absences', () => {
  it("frees the athlete's place for that date and gives the family a token valid for the club's days", async () => {
    const res = await absence(fa1, fa1.athleteId, A1.slotId, M);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.absence).toMatchObject({ athlete_id: fa1.athleteId, slot_id: A1.slotId, date: M });
    expect(data.token).toMatchObject({ source: 'absence', status: 'available', class_date: M, expires_on: addDays(today(), 60) });
    expect(data.no_token_reason).toBeNull();
  });

  it('is once per athlete, class and date (409), and nothing more is given', async () => {
    const again = await absence(fa1, fa1.athleteId, A1.slotId, M);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('absence_already_reported');
    expect((await tokensOf(fa1, fa1.membershipId)).json().data).toHaveLength(1);
  });

  it('refuses a class the athlete is not in (slot_id), a day the class does not meet and a class past the cut-off (date)', async () => {
    const notIn = await absence(fa1, fa1.athleteId, B1.slotId, T);
    expect(notIn.statusCode).toBe(400);
    expect(notIn.json().details[0]).toMatchObject({ field: 'slot_id', code: 'not_enrolled_in_slot' });
    const tuesday = await absence(fa1, fa1.athleteId, A1.slotId, addDays(M, 1));
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().details[0]).toMatchObject({ field: 'date', code: 'class_not_on_date' });
    const past = await absence(fa1, fa1.athleteId, A1.slotId, pastDay('MON'));
    expect(past.statusCode).toBe(400);
    expect(past.json().details[0]).toMatchObject({ field: 'date', code: 'absence_cutoff_passed', params: { hours: 2 } });
    expect((await tokensOf(fa1, fa1.membershipId)).json().data).toHaveLength(1);
  });

  it("is the family's own athlete's (another family's is 404, another club's caller 403/404); staff taking attendance may report too", async () => {
    expect((await absence(fa2, fa1.athleteId, A1.slotId, M2)).statusCode).toBe(404);
    const otherAdmin = (await addClub(ctx)).admin;
    expect(
      (await call('POST', '/api/absences', otherAdmin.token, { athlete_id: fa1.athleteId, slot_id: A1.slotId, date: M2 }))
        .statusCode,
    ).toBe(403);
    const byCoach = await absence(headCoach, fa2.athleteId, A1.slotId, M2);
    expect(byCoach.statusCode).toBe(201);
  });
});

describe('the cap of absence tokens', () => {
  it('records the absence without a token once the athlete has the cap for the period (the calendar year outside terms)', async () => {
    expect((await settings({ makeup_tokens_per_term: 1 })).statusCode).toBe(200);
    try {
      // fa1 has one absence token this year already (M); M2 is in the same year unless the year turns.
      const second = await absence(fa1, fa1.athleteId, A1.slotId, M2);
      expect(second.statusCode).toBe(201);
      if (M.slice(0, 4) === M2.slice(0, 4)) {
        expect(second.json().data).toMatchObject({ token: null, no_token_reason: 'cap_reached', cap: 1 });
      }
    } finally {
      await settings({ makeup_tokens_per_term: 3 });
    }
  });

  it('keeps the settings with the club and refuses values out of range naming the field', async () => {
    const ok = await settings({ makeup_token_valid_days: 30, absence_cutoff_hours: 4, makeup_booking_cutoff_hours: 1 });
    expect(ok.json().data).toMatchObject({
      makeup_token_valid_days: 30,
      absence_cutoff_hours: 4,
      makeup_booking_cutoff_hours: 1,
    });
    const bad = await settings({ makeup_token_valid_days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'makeup_token_valid_days', code: 'makeup_token_valid_days' });
    await settings({ makeup_token_valid_days: 60, absence_cutoff_hours: 2, makeup_booking_cutoff_hours: 2 });
  });
});

describe('GET /api/makeups/availability', () => {
  it("lists open dates of the athlete's program and equivalent ones, for the athlete's age, never the athlete's own class", async () => {
    const res = await availability(fb, fb.athleteId, `&from=${M}&to=${addDays(M, 13)}`);
    expect(res.statusCode).toBe(200);
    const rows: { slot_id: string; date: string; places: number }[] = res.json().data;
    // A1 is full but fa1 is away on M: one place that day (fa1 and fa2 are both away on M2: two places).
    expect(rows.filter((r) => r.slot_id === A1.slotId)).toEqual([
      expect.objectContaining({ date: M, places: 1 }),
      expect.objectContaining({ date: M2, places: 2 }),
    ]);
    expect(rows.filter((r) => r.slot_id === B1.slotId).map((r) => [r.date, r.places])).toEqual([
      [T, 5],
      [addDays(T, 7), 5],
    ]);
    expect(rows.some((r) => [A2.slotId, C1.slotId, D1.slotId].includes(r.slot_id))).toBe(false);
  });

  it("is the family's own athlete's, and refuses a range over 62 days naming to", async () => {
    expect((await availability(fa1, fb.athleteId)).statusCode).toBe(404);
    const long = await availability(fb, fb.athleteId, `&from=${M}&to=${addDays(M, 70)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toMatchObject({ field: 'to', code: 'makeup_range_too_long' });
  });
});

describe('POST /api/makeups and DELETE /api/makeups/{id}', () => {
  let fbToken: string;
  let fcToken: string;
  let winner: Family;
  let makeupId: string;

  it('staff with manage_makeups grant a token with a reason (required); families and coaches cannot', async () => {
    const noReason = await call('POST', '/api/makeup-tokens', desk.token, { athlete_id: fb.athleteId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0]).toMatchObject({ field: 'reason', code: 'makeup_reason_required' });
    expect((await call('POST', '/api/makeup-tokens', fb.token, { athlete_id: fb.athleteId, reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/makeup-tokens', coach.token, { athlete_id: fb.athleteId, reason: 'x' })).statusCode).toBe(
      403,
    );
    fbToken = (await grant(fb.athleteId)).json().data.id;
    const c = await grant(fc.athleteId);
    expect(c.statusCode).toBe(201);
    expect(c.json().data).toMatchObject({ source: 'granted', status: 'available', reason: 'Coach was ill last week' });
    fcToken = c.json().data.id;
  });

  it("refuses another family's token (404), a class that is not equivalent or not for the age (slot_id), and a date past the cut-off (date)", async () => {
    expect((await book(fb, fcToken, A1.slotId, M)).statusCode).toBe(404);
    const notSame = await book(fb, fbToken, C1.slotId, comingDay('THU'));
    expect(notSame.statusCode).toBe(400);
    expect(notSame.json().details[0]).toMatchObject({ field: 'slot_id', code: 'makeup_not_equivalent' });
    const tooYoung = await book(fb, fbToken, D1.slotId, comingDay('FRI'));
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().details[0]).toMatchObject({ field: 'slot_id', code: 'makeup_age_outside' });
    const late = await book(fb, fbToken, B1.slotId, pastDay('TUE'));
    expect(late.statusCode).toBe(400);
    expect(late.json().details[0]).toMatchObject({ field: 'date', code: 'makeup_booking_cutoff_passed' });
    const own = await book(fb, fbToken, A2.slotId, comingDay('WED'));
    expect(own.statusCode).toBe(409);
    expect((await tokensOf(fb, fb.membershipId)).json().data[0]).toMatchObject({ id: fbToken, status: 'available' });
  });

  it('gives the last place of a date to one of two families asking at once; the other gets 409 and keeps its token', async () => {
    const [r1, r2] = await Promise.all([book(fb, fbToken, A1.slotId, M), book(fc, fcToken, A1.slotId, M)]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const [won, lost] = r1.statusCode === 201 ? [r1, r2] : [r2, r1];
    expect(lost.json().details[0]).toMatchObject({ field: 'date', code: 'makeup_class_full' });
    winner = r1.statusCode === 201 ? fb : fc;
    const loser = winner === fb ? fc : fb;
    makeupId = won.json().data.id;
    expect(won.json().data).toMatchObject({ slot_id: A1.slotId, date: M, status: 'booked', time: '6:00 PM - 7:00 PM' });
    const loserTokens = (await tokensOf(loser, loser.membershipId)).json().data;
    expect(loserTokens[0]).toMatchObject({ status: 'available', makeup: null });
    const winnerTokens = (await tokensOf(winner, winner.membershipId)).json().data;
    expect(winnerTokens[0]).toMatchObject({ status: 'used', makeup: { id: makeupId, date: M } });
    // The date is full now: it left the availability.
    const rows: { slot_id: string; date: string }[] = (await availability(loser, loser.athleteId, `&from=${M}&to=${M}`)).json()
      .data;
    expect(rows.some((r) => r.slot_id === A1.slotId)).toBe(false);
  });

  it('e-mails the family a confirmation in its language', async () => {
    const [mail] = await mails(winner.email);
    expect(mail?.subject).toContain(winner === fc ? 'clase de recuperación reservada' : 'make-up class booked');
    expect(mail?.text).toContain('6:00 PM - 7:00 PM');
  });

  it('a used token cannot be used again (409)', async () => {
    const winnerToken = winner === fb ? fbToken : fcToken;
    const again = await book(winner, winnerToken, B1.slotId, T);
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0]).toMatchObject({ field: 'token_id', code: 'makeup_token_used' });
  });

  it('the attendance sheet of that date lists the make-up athlete as expected and the absent athlete as reported absent', async () => {
    const res = await call('GET', `/api/attendance/${A1.programId}/${M}/${A1.slotId}`, headCoach.token);
    expect(res.statusCode).toBe(200);
    const rows: { athleteId: string; status: string; enrolled: boolean; reported_absent: boolean; makeup_booked: boolean }[] =
      res.json().data;
    expect(rows.find((r) => r.athleteId === fa1.athleteId)).toMatchObject({ enrolled: true, reported_absent: true });
    expect(rows.find((r) => r.athleteId === fa2.athleteId)).toMatchObject({ enrolled: true, reported_absent: false });
    expect(rows.find((r) => r.athleteId === winner.athleteId)).toMatchObject({
      enrolled: false,
      status: 'makeup',
      makeup_booked: true,
    });
  });

  it("cancelling before the cut-off gives the token back; another family's is 404, a second cancel 409", async () => {
    const loser = winner === fb ? fc : fb;
    expect((await call('DELETE', `/api/makeups/${makeupId}`, loser.token)).statusCode).toBe(404);
    const res = await call('DELETE', `/api/makeups/${makeupId}`, winner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect((await tokensOf(winner, winner.membershipId)).json().data[0]).toMatchObject({ status: 'available', makeup: null });
    expect((await call('DELETE', `/api/makeups/${makeupId}`, winner.token)).statusCode).toBe(409);
  });

  it('a voided token (with a reason) cannot be used; an expired one neither', async () => {
    const winnerToken = winner === fb ? fbToken : fcToken;
    expect((await call('POST', `/api/makeup-tokens/${winnerToken}/void`, desk.token, { reason: '' })).statusCode).toBe(400);
    const voided = await call('POST', `/api/makeup-tokens/${winnerToken}/void`, desk.token, { reason: 'Given twice' });
    expect(voided.json().data).toMatchObject({ status: 'voided', voided_reason: 'Given twice' });
    expect((await call('POST', `/api/makeup-tokens/${winnerToken}/void`, desk.token, { reason: 'Again' })).statusCode).toBe(409);
    const res = await book(winner, winnerToken, B1.slotId, T);
    expect(res.json().details[0]).toMatchObject({ field: 'token_id', code: 'makeup_token_voided' });
    const old = await call('POST', '/api/makeup-tokens', desk.token, {
      athlete_id: fa2.athleteId,
      reason: 'Old',
      expires_on: addDays(today(), 1),
    });
    const oldId = old.json().data.id;
    // A make-up after the token's last day is refused naming the date.
    const after = await book(fa2, oldId, B1.slotId, T);
    expect(after.statusCode).toBe(400);
    expect(after.json().details[0]).toMatchObject({ field: 'date', code: 'makeup_after_token_expiry' });
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.execute(sql`update makeup_tokens set expires_on = ${addDays(today(), -1)} where id = ${oldId}`),
    );
    expect((await tokensOf(fa2, fa2.membershipId)).json().data.find((t: { id: string }) => t.id === oldId).status).toBe(
      'expired',
    );
    const expired = await book(fa2, oldId, B1.slotId, T);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().details[0]).toMatchObject({ field: 'token_id', code: 'makeup_token_expired' });
  });

  it("another club's caller finds nothing", async () => {
    const otherAdmin = (await addClub(ctx)).admin;
    const listed = await call(
      'GET',
      `/api/makeup-tokens?membership_id=${fb.membershipId}`,
      otherAdmin.token,
      undefined,
      otherAdmin.headers['x-tenant-id'],
    );
    expect(listed.json().data).toEqual([]);
    expect(
      (await call('DELETE', `/api/makeups/${makeupId}`, otherAdmin.token, undefined, otherAdmin.headers['x-tenant-id']))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/absences/coming', () => {
  it("lists the family's coming classes with the absence reported and whether one may still be", async () => {
    const res = await call('GET', `/api/absences/coming?membership_id=${fa1.membershipId}`, fa1.token);
    expect(res.statusCode).toBe(200);
    const rows: { date: string; absent: boolean; can_report_absence: boolean; kind: string }[] = res.json().data;
    expect(rows.find((r) => r.date === M)).toMatchObject({ kind: 'class', absent: true, can_report_absence: false });
    const theirs = (await call('GET', `/api/absences/coming?membership_id=${fa2.membershipId}`, fa2.token)).json().data;
    expect(theirs.find((r: { date: string }) => r.date === M)).toMatchObject({ absent: false, can_report_absence: true });
    expect(theirs.find((r: { date: string }) => r.date === M2)).toMatchObject({ absent: true, can_report_absence: false });
    expect((await call('GET', `/api/absences/coming?membership_id=${fa1.membershipId}`, fa2.token)).statusCode).toBe(404);
  });
});

describe('coaches on their classes', () => {
  it('PUT /api/programs-slot/{id}/coaches sets the coaches (admins only; staff of the club only)', async () => {
    const res = await call('PUT', `/api/programs-slot/${A1.slotId}/coaches`, club.admin.token, { staff_ids: [coach.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coaches.map((c: { user_id: string }) => c.user_id)).toEqual([coach.id]);
    const member = await call('PUT', `/api/programs-slot/${A1.slotId}/coaches`, club.admin.token, { staff_ids: [fb.id] });
    expect(member.statusCode).toBe(400);
    expect(member.json().details[0]).toMatchObject({ field: 'staff_ids', code: 'not_club_staff' });
    expect((await call('PUT', `/api/programs-slot/${A1.slotId}/coaches`, headCoach.token, { staff_ids: [] })).statusCode).toBe(
      403,
    );
    const listed = await call('GET', '/api/slot-coaches', club.admin.token);
    expect(listed.json().data).toEqual([expect.objectContaining({ slot_id: A1.slotId })]);
  });

  it('a coach without all_classes sees only the classes they coach, and opens the sheet of a coming date', async () => {
    const progs = (await call('GET', '/api/attendance/programs', coach.token)).json().data;
    expect(progs.flatMap((p: { slots: { id: string }[] }) => p.slots.map((s) => s.id))).toEqual([A1.slotId]);
    expect((await call('GET', `/api/attendance/${B1.programId}/${T}/${B1.slotId}`, coach.token)).statusCode).toBe(404);
    const sheet = await call('GET', `/api/attendance/${A1.programId}/${M}/${A1.slotId}`, coach.token);
    expect(sheet.statusCode).toBe(200);
    const all = (await call('GET', '/api/attendance/programs', headCoach.token)).json().data;
    expect(all.flatMap((p: { slots: { id: string }[] }) => p.slots.map((s) => s.id))).toEqual(
      expect.arrayContaining([A1.slotId, A2.slotId, B1.slotId, C1.slotId, D1.slotId]),
    );
  });
});

describe('the staff home', () => {
  it('a coach without all_classes lands on their own classes of today; with it, every class', async () => {
    const mine = (await call('GET', '/api/home', coach.token)).json().data;
    expect(mine.my_classes_only).toBe(true);
    expect(mine.classes_today.every((c: { slot_id: string }) => c.slot_id === A1.slotId)).toBe(true);
    const all = (await call('GET', '/api/home', headCoach.token)).json().data;
    expect(all.my_classes_only).toBe(false);
  });
});

describe('the cap counted per term', () => {
  it("counts a class's absence tokens in its term, apart from the classes outside terms", async () => {
    const c = await addClub(ctx);
    const [s] = await program(c, { slots: [{ day: 'MON', time: '6:00 PM - 7:00 PM', capacity: 5 }] });
    await withTenant(ctx.database.db, c.tenantId, async (tx) => {
      const [term] = (
        await tx.execute<{ id: string }>(
          sql`insert into terms (tenant_id, name, starts_on, ends_on) values (${c.tenantId}, 'Fall', ${today()}, ${addDays(today(), 90)}) returning id`,
        )
      ).rows;
      await tx.execute(sql`update program_slots set term_id = ${term!.id} where id = ${s!.slotId}`);
    });
    const f = await addFamily(ctx, c, { slotIds: [s!.slotId] });
    const post = (date: string) =>
      api(ctx.app, {
        method: 'POST',
        url: '/api/absences',
        slug: c.slug,
        token: f.token,
        body: { athlete_id: f.athleteId, slot_id: s!.slotId, date },
      });
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: '/api/settings',
          slug: c.slug,
          token: c.admin.token,
          body: { credit_card_fee: 0, makeup_tokens_per_term: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const first = await post(M);
    expect(first.json().data.token).toMatchObject({ source: 'absence' });
    const second = await post(M2);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ token: null, no_token_reason: 'cap_reached' });
  });
});

describe('a class the club cancels', () => {
  it('gives each enrolled athlete a token (once) and e-mails each family in its language', async () => {
    const date = comingDay('WED', 2);
    // The admin cancels the class on its Closed dates screen: one request, tokens and e-mails with it.
    const cancel = () =>
      api(ctx.app, {
        method: 'POST',
        url: '/api/closures',
        slug: club.slug,
        token: club.admin.token,
        body: { name: 'Coach away', starts_on: date, ends_on: date, slot_id: A2.slotId },
      });
    expect((await cancel()).statusCode).toBe(201);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([expect.objectContaining({ field: 'starts_on' })]);
    const cancellationTokens = async (f: typeof fc) =>
      (await tokensOf(f, f.membershipId)).json().data.filter((t: { source: string }) => t.source === 'cancellation');
    expect(await cancellationTokens(fc)).toHaveLength(1);
    expect(await cancellationTokens(fb)).toHaveLength(1);
    const fcTokens = (await tokensOf(fc, fc.membershipId)).json().data;
    expect(fcTokens.find((t: { source: string }) => t.source === 'cancellation')).toMatchObject({
      class_date: date,
      status: 'available',
    });
    expect((await mails(fc.email)).some((m) => m.subject.includes('clase cancelada'))).toBe(true);
    expect((await mails(fb.email)).some((m) => m.subject.includes('class cancelled'))).toBe(true);
  });
});
