import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeClub, makeSlot, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx.js';
import { calendarFeeds, programSlots } from '../../db/schema.js';
import { foldLine, vtimezone } from './ical.js';

let ctx: TestContext;
let club: TestClub;
let other: ClubFixture;
let admin: string;
let f1: Family;
let f2: Family;
let foreign: Family;
let monday: { programId: string; slotId: string };
let tueThu: { programId: string; slotId: string };
let f2Slot: { programId: string; slotId: string };

type Event = Record<string, string>;
/** Unfolds the lines (RFC 5545, section 3.1) and reads each VEVENT's properties (name with its parameters → value). */
function parse(text: string): { lines: string[]; events: Event[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const events: Event[] = [];
  let current: Event | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const feedOf = (token: string) => api(ctx.app, { method: 'GET', url: '/api/calendar/feed', slug: club.slug, token });
/** The feed as a calendar app fetches it: its path only, no tenant header, no sign-in. */
const fetchFeed = (url: string) => api(ctx.app, { method: 'GET', url: new URL(url).pathname });

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await makeClub(ctx.database.db);
  admin = club.admin.token;
  monday = await makeSlot(ctx.database.db, club);
  tueThu = await makeSlot(ctx.database.db, club);
  f2Slot = await makeSlot(ctx.database.db, club);
  await withTenant(ctx.database.db, club.tenantId, (tx) =>
    tx
      .update(programSlots)
      .set({ days: ['TUE', 'THU'], times: ['x', '4:30 PM - 5:30 PM', 'x', '4:30 PM - 5:30 PM', 'x', 'x', 'x'] })
      .where(eq(programSlots.id, tueThu.slotId)),
  );
  f1 = await addFamily(ctx, club, { slotIds: [monday.slotId, tueThu.slotId] });
  f2 = await addFamily(ctx, club, { slotIds: [f2Slot.slotId] });
  const fs = await makeSlot(ctx.database.db, other);
  foreign = await addFamily(ctx, other, { slotIds: [fs.slotId] });
});
afterAll(async () => ctx?.close());

describe('family calendar feed', () => {
  it('serves one weekly event per enrolled slot, at its weekdays and times, in the club time zone', async () => {
    const res = await feedOf(f1.token);
    expect(res.statusCode).toBe(200);
    const feed = res.json().data as { url: string; webcal_url: string };
    expect(feed.url).toMatch(new RegExp(`/api/clubs/${club.slug}/calendar/[A-Za-z0-9_-]{40,}$`));
    expect(feed.webcal_url).toBe(feed.url.replace(/^https?:\/\//, 'webcal://'));

    const ics = await fetchFeed(feed.url);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const { lines, events } = parse(ics.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:America/New_York');
    expect(lines).toContain('TZOFFSETTO:-0400');
    expect(lines).toContain('TZOFFSETTO:-0500');
    expect(events).toHaveLength(2);

    const mon = events.find((e) => e.RRULE === 'FREQ=WEEKLY;BYDAY=MO')!;
    expect(mon).toBeDefined();
    expect(mon['DTSTART;TZID=America/New_York']).toMatch(/^\d{8}T180000$/);
    expect(mon['DTEND;TZID=America/New_York']).toMatch(/^\d{8}T190000$/);
    const start = mon['DTSTART;TZID=America/New_York']!;
    const day = new Date(Date.UTC(+start.slice(0, 4), +start.slice(4, 6) - 1, +start.slice(6, 8))).getUTCDay();
    expect(day).toBe(1); // a Monday
    expect(mon.SUMMARY).toMatch(/^Program prog.*: Kid0 Parent$/);

    const tt = events.find((e) => e.RRULE === 'FREQ=WEEKLY;BYDAY=TU,TH')!;
    expect(tt['DTSTART;TZID=America/New_York']).toMatch(/T163000$/);
    expect(tt['DTEND;TZID=America/New_York']).toMatch(/T173000$/);
    expect(new Set(events.map((e) => e.UID)).size).toBe(2);
  });

  it('follows the club time zone set in Manage Settings, and refuses a name that is not a zone', async () => {
    const bad = await api(ctx.app, {
      method: 'POST',
      url: '/api/settings',
      slug: club.slug,
      token: admin,
      body: { credit_card_fee: 0, time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('time_zone');
    const ok = await api(ctx.app, {
      method: 'POST',
      url: '/api/settings',
      slug: club.slug,
      token: admin,
      body: { credit_card_fee: 0, time_zone: 'Europe/Madrid' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.time_zone).toBe('Europe/Madrid');
    const { events, lines } = parse((await fetchFeed((await feedOf(f1.token)).json().data.url)).body);
    expect(lines).toContain('TZID:Europe/Madrid');
    expect(events[0]!['DTSTART;TZID=Europe/Madrid']).toBeDefined();
    await api(ctx.app, {
      method: 'POST',
      url: '/api/settings',
      slug: club.slug,
      token: admin,
      body: { credit_card_fee: 0, time_zone: 'America/New_York' },
    });
  });

  it('keeps only a hash of the token, and a rotated address stops working', async () => {
    const before = (await feedOf(f1.token)).json().data.url as string;
    const token = before.split('/').pop()!;
    const rows = await withTenant(ctx.database.db, club.tenantId, (tx) => tx.select().from(calendarFeeds));
    expect(JSON.stringify(rows)).not.toContain(token);

    const rotated = await api(ctx.app, { method: 'POST', url: '/api/calendar/feed/rotate', slug: club.slug, token: f1.token });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().data.url as string;
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).statusCode).toBe(404);
    expect((await fetchFeed(after)).statusCode).toBe(200);
    expect((await feedOf(f1.token)).json().data.url).toBe(after);
  });

  it('answers 404 to an unknown token, another club, or a staff account without a family', async () => {
    const url = (await feedOf(f1.token)).json().data.url as string;
    expect((await fetchFeed(url.replace(/[^/]+$/, 'not-a-real-token'))).statusCode).toBe(404);
    expect((await fetchFeed(url.replace(`/clubs/${club.slug}/`, `/clubs/${other.slug}/`))).statusCode).toBe(404);
    expect((await fetchFeed(url.replace(`/clubs/${club.slug}/`, '/clubs/no-such-club/'))).statusCode).toBe(404);
    expect((await api(ctx.app, { method: 'GET', url: '/api/calendar/feed', slug: club.slug, token: admin })).statusCode).toBe(
      404,
    );
    expect((await api(ctx.app, { method: 'GET', url: '/api/calendar/feed', slug: club.slug })).statusCode).toBe(401);
  });

  it('shows each family only its own classes', async () => {
    const own = parse((await fetchFeed((await feedOf(f2.token)).json().data.url)).body).events;
    expect(own).toHaveLength(1);
    expect(own[0]!.UID).not.toContain(f1.membershipId);
    const f1Uids = parse((await fetchFeed((await feedOf(f1.token)).json().data.url)).body).events.map((e) => e.UID);
    expect(f1Uids).not.toContain(own[0]!.UID);
    const otherClub = await api(ctx.app, { method: 'GET', url: '/api/calendar/feed', slug: other.slug, token: foreign.token });
    const theirs = parse((await fetchFeed(otherClub.json().data.url)).body).events;
    expect(theirs).toHaveLength(1);
    expect([...f1Uids, own[0]!.UID]).not.toContain(theirs[0]!.UID);
  });
});

describe('iCalendar writing', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(100)}`;
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('describes a zone without daylight saving with one observance', () => {
    const lines = vtimezone('Asia/Tokyo', 2025, 2026);
    expect(lines.filter((l) => l.startsWith('BEGIN:STANDARD'))).toHaveLength(1);
    expect(lines).toContain('TZOFFSETTO:+0900');
  });

  it('puts the New York change to summer time at 2 AM on the second Sunday of March', () => {
    const lines = vtimezone('America/New_York', 2026, 2026);
    const i = lines.indexOf('BEGIN:DAYLIGHT', 5);
    expect(lines[i + 1]).toBe('DTSTART:20260308T020000');
    expect(lines[i + 2]).toBe('TZOFFSETFROM:-0500');
    expect(lines[i + 3]).toBe('TZOFFSETTO:-0400');
  });
});
