// Closed dates: a holiday takes its dates out of the family calendar feed, the attendance sheet and
// the homes' today; one class is cancelled on a coming date only, inside its term, on a day it meets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, makeClub, makeSlot, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { programSlots, programs, terms } from '../../db/schema.js';
import { addDays, localDate } from '../../platform/jobs/schedule-times.js';
import { weekdayOf } from '../calendar/meetings.js';

let ctx: TestContext;
let club: TestClub;
let other: ClubFixture;
let everyDay: { programId: string; slotId: string };
let family: Family;
const today = () => localDate(new Date(), 'America/New_York');
const ALL = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

type Call = { method?: 'GET' | 'POST' | 'DELETE'; url: string; token?: string; body?: unknown; slug?: string };
const call = (c: Call) =>
  api(ctx.app, { method: c.method ?? 'GET', url: c.url, slug: c.slug ?? club.slug, token: c.token, body: c.body });
const admin = (c: Call) => call({ ...c, token: club.admin.token });

/** The feed's EXDATE dates (YYYYMMDD) of its one event. */
async function feedExdates(): Promise<string[]> {
  const feed = (await call({ url: '/api/calendar/feed', token: family.token })).json().data as { url: string };
  const ics = await api(ctx.app, { method: 'GET', url: new URL(feed.url).pathname });
  expect(ics.statusCode).toBe(200);
  const text = ics.body.replace(/\r\n[ \t]/g, '');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n') && text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const line = text.split('\r\n').find((l) => l.startsWith('EXDATE'));
  return line
    ? line
        .slice(line.indexOf(':') + 1)
        .split(',')
        .map((s) => s.slice(0, 8))
    : [];
}
const compact = (d: string) => d.replaceAll('-', '');

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await makeClub(ctx.database.db);
  everyDay = await makeSlot(ctx.database.db, club);
  await withTenant(ctx.database.db, club.tenantId, (tx) =>
    tx
      .update(programSlots)
      .set({ days: ALL, times: ALL.map(() => '6:00 PM - 7:00 PM') })
      .where(eq(programSlots.id, everyDay.slotId)),
  );
  family = await addFamily(ctx, club, { slotIds: [everyDay.slotId] });
});
afterAll(async () => ctx?.close());

describe('a holiday', () => {
  it("takes its dates out of the family's calendar feed, the homes' today and the attendance sheet", async () => {
    const homeHas = async () =>
      ((await admin({ url: '/api/home' })).json().data.classes_today as { slot_id: string }[]).some(
        (c) => c.slot_id === everyDay.slotId,
      );
    expect(await homeHas()).toBe(true);
    expect(await feedExdates()).toEqual([]);

    const res = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'Club holiday', starts_on: today(), ends_on: addDays(today(), 2) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Club holiday',
      starts_on: today(),
      ends_on: addDays(today(), 2),
      slot_id: null,
    });

    expect(await feedExdates()).toEqual([today(), addDays(today(), 1), addDays(today(), 2)].map(compact));
    expect(await homeHas()).toBe(false);
    const mark = await admin({
      method: 'POST',
      url: '/api/attendance/mark',
      body: {
        programId: everyDay.programId,
        timeSlotId: everyDay.slotId,
        attendanceDate: today(),
        attendance: [{ athleteId: family.athleteId, status: 'present' }],
      },
    });
    expect(mark.statusCode).toBe(400);
    expect(mark.json().details).toEqual([expect.objectContaining({ field: 'attendanceDate', code: 'club_closed_on_day' })]);

    // Listed for anyone on the club's site; removed, the class meets again.
    const listed = (await call({ url: `/api/closures?from=${today()}&to=${addDays(today(), 7)}` })).json().data as {
      id: string;
    }[];
    expect(listed.map((c) => c.id)).toContain(res.json().data.id);
    expect((await admin({ method: 'DELETE', url: `/api/closures/${res.json().data.id}` })).statusCode).toBe(200);
    expect(await homeHas()).toBe(true);
    expect(await feedExdates()).toEqual([]);
    expect((await admin({ method: 'DELETE', url: `/api/closures/${res.json().data.id}` })).statusCode).toBe(404);
  });

  it('refuses a reversed range naming ends_on, and a member adding one', async () => {
    const reversed = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: addDays(today(), 5), ends_on: addDays(today(), 4) },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([expect.objectContaining({ field: 'ends_on', code: 'date_before_start' })]);
    const noName = await admin({ method: 'POST', url: '/api/closures', body: { starts_on: addDays(today(), 5) } });
    expect(noName.json().details).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(
      (await call({ method: 'POST', url: '/api/closures', token: family.token, body: { name: 'X', starts_on: today() } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('a cancelled class', () => {
  it('is one coming date of the class: its feed loses that date, and the same date twice is 409', async () => {
    const date = addDays(today(), 3);
    const res = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'Coach away', starts_on: date, slot_id: everyDay.slotId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      slot_id: everyDay.slotId,
      starts_on: date,
      ends_on: date,
      program_name: expect.any(String),
    });
    expect(await feedExdates()).toEqual([compact(date)]);
    const twice = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'Again', starts_on: date, slot_id: everyDay.slotId },
    });
    expect(twice.statusCode).toBe(409);
    await admin({ method: 'DELETE', url: `/api/closures/${res.json().data.id}` });
  });

  it('refuses a date in the past, outside its term, on a day it does not meet, or longer than one day, naming the field', async () => {
    const past = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: addDays(today(), -1), slot_id: everyDay.slotId },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([expect.objectContaining({ field: 'starts_on', code: 'closure_in_past' })]);
    const range = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: addDays(today(), 1), ends_on: addDays(today(), 2), slot_id: everyDay.slotId },
    });
    expect(range.json().details).toEqual([expect.objectContaining({ field: 'ends_on', code: 'one_day_cancellation' })]);

    const termed = await makeSlot(ctx.database.db, club); // Mondays
    await withTenant(ctx.database.db, club.tenantId, async (tx) => {
      const [t] = await tx
        .insert(terms)
        .values({ tenantId: club.tenantId, name: 'Short', startsOn: addDays(today(), 1), endsOn: addDays(today(), 20) })
        .returning();
      await tx.update(programs).set({ termId: t!.id }).where(eq(programs.id, termed.programId));
    });
    let monday = addDays(today(), 21);
    while (weekdayOf(monday) !== 'MON') monday = addDays(monday, 1);
    const outside = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: monday, slot_id: termed.slotId },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details).toEqual([expect.objectContaining({ field: 'starts_on', code: 'closure_outside_term' })]);
    const tuesday = addDays(addDays(monday, -7), 1);
    const notADay = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: tuesday, slot_id: termed.slotId },
    });
    expect(notADay.json().details).toEqual([expect.objectContaining({ field: 'starts_on', code: 'closure_not_a_meeting' })]);
  });

  it("answers 404 for an unknown slot or another club's, and shows no club another's closed dates", async () => {
    const unknown = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: addDays(today(), 1), slot_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'slot_id' })]);
    const theirs = await makeSlot(ctx.database.db, other);
    const foreign = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'X', starts_on: addDays(today(), 1), slot_id: theirs.slotId },
    });
    expect(foreign.statusCode).toBe(404);
    const mine = (
      await admin({ method: 'POST', url: '/api/closures', body: { name: 'Ours', starts_on: addDays(today(), 9) } })
    ).json().data;
    expect((await call({ url: '/api/closures', slug: other.slug })).json().data).toEqual([]);
    const otherClub = await addClub(ctx);
    expect(
      (await call({ method: 'DELETE', url: `/api/closures/${mine.id}`, slug: otherClub.slug, token: otherClub.admin.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe("Mark Attendance's class dates", () => {
  it('lists only the days the class meets: its weekday, inside its term, not on a holiday or a cancellation', async () => {
    // A club of its own: the other tests' holidays fall on coming dates that may be these Mondays.
    const own = await addClub(ctx);
    const admin = (c: Call) => call({ ...c, slug: own.slug, token: own.admin.token });
    const mondays = await makeSlot(ctx.database.db, own); // Mondays
    let monday = addDays(today(), 1);
    while (weekdayOf(monday) !== 'MON') monday = addDays(monday, 1);
    const [m1, m2, m3, m4] = [0, 7, 14, 21].map((n) => addDays(monday, n));
    await withTenant(ctx.database.db, own.tenantId, async (tx) => {
      const [t] = await tx
        .insert(terms)
        .values({ tenantId: own.tenantId, name: 'Dates term', startsOn: addDays(today(), -30), endsOn: m3! })
        .returning();
      await tx.update(programs).set({ termId: t!.id }).where(eq(programs.id, mondays.programId));
    });
    const holiday = (
      await admin({ method: 'POST', url: '/api/closures', body: { name: 'Break', starts_on: m1!, ends_on: addDays(m1!, 1) } })
    ).json().data;
    const cancelling = await admin({
      method: 'POST',
      url: '/api/closures',
      body: { name: 'Coach away', starts_on: m2!, slot_id: mondays.slotId },
    });
    expect(cancelling.statusCode).toBe(201);
    const cancelled = cancelling.json().data;

    const res = await admin({ url: `/api/attendance/dates/${mondays.slotId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json().data as { today: string; from: string; to: string; dates: string[] };
    expect(body.today).toBe(today());
    expect(body.to).toBe(addDays(today(), 28));
    // Inside the term (from 30 days ago), Mondays only, without the holiday, the cancellation and
    // the Monday after the term's last day.
    expect(body.dates.every((d) => weekdayOf(d) === 'MON' && d >= addDays(today(), -30))).toBe(true);
    expect(body.dates).toContain(m3);
    for (const d of [m1, m2, m4]) expect(body.dates).not.toContain(d);

    const ranged = await admin({ url: `/api/attendance/dates/${mondays.slotId}?from=${m1}&to=${m3}` });
    expect(ranged.json().data.dates).toEqual([m3]);
    await admin({ method: 'DELETE', url: `/api/closures/${holiday.id}` });
    await admin({ method: 'DELETE', url: `/api/closures/${cancelled.id}` });
    const open = await admin({ url: `/api/attendance/dates/${mondays.slotId}?from=${m1}&to=${m3}` });
    expect(open.json().data.dates).toEqual([m1, m2, m3]);
  });

  it('refuses a reversed or too long range naming to; another club, a family and an unknown slot get nothing', async () => {
    const reversed = await admin({ url: `/api/attendance/dates/${everyDay.slotId}?from=${today()}&to=${addDays(today(), -1)}` });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([expect.objectContaining({ field: 'to', code: 'date_before_start' })]);
    const long = await admin({ url: `/api/attendance/dates/${everyDay.slotId}?from=${today()}&to=${addDays(today(), 401)}` });
    expect(long.json().details).toEqual([expect.objectContaining({ field: 'to', code: 'makeup_range_too_long' })]);
    expect((await admin({ url: '/api/attendance/dates/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await call({ url: `/api/attendance/dates/${everyDay.slotId}`, token: family.token })).statusCode).toBe(403);
    const otherClub = await addClub(ctx);
    const foreign = await call({ url: `/api/attendance/dates/${everyDay.slotId}`, slug: otherClub.slug, token: otherClub.admin.token });
    expect(foreign.statusCode).toBe(404);
  });
});
