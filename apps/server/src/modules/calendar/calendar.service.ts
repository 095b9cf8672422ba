// The family calendar feed. Each family has one secret address; its token is
// HMAC(app secret, nonce), and the database keeps the nonce and the token's SHA-256 (what a request
// is looked up by), so the address can be shown again but a database copy alone opens nothing.
// The feed: one weekly VEVENT per enrolled slot (per distinct class time of the slot), in the club's
// time zone with its VTIMEZONE.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { buildPath } from '@springboard/contract/operation';
import { calendarOperations } from '@springboard/contract/operations/calendar';
import { parseTimeRange } from '@springboard/contract/programs';
import type { CalendarFeed } from '@springboard/contract/calendar';
import type { Tx } from '../../db/tenant-tx.js';
import {
  athletes,
  calendarFeeds,
  clubSettings,
  DEFAULT_CLUB_TIME_ZONE,
  enrollments,
  programSlots,
  programs,
  tenants,
} from '../../db/schema.js';
import { escapeText, localStamp, prop, serialize, utcStamp, vtimezone } from './ical.js';
import { localParts } from '../../platform/jobs/schedule-times.js';

const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const BYDAY: Record<(typeof DAYS)[number], string> = {
  MON: 'MO',
  TUE: 'TU',
  WED: 'WE',
  THU: 'TH',
  FRI: 'FR',
  SAT: 'SA',
  SUN: 'SU',
};

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function feedToken(appSecret: string, tenantId: string, nonce: string): string {
  return createHmac('sha256', appSecret).update(`calendar-feed:${tenantId}:${nonce}`).digest('base64url');
}

type Keys = { appSecret: string; publicUrl: string };

function feedView(keys: Keys, slug: string, tenantId: string, row: { nonce: string; createdAt: Date }): CalendarFeed {
  const token = feedToken(keys.appSecret, tenantId, row.nonce);
  const url = `${keys.publicUrl}${buildPath(calendarOperations.feed.path, { slug, token })}`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://'), created_at: row.createdAt.toISOString() };
}

/** The family's feed address, made on first ask. */
export async function familyFeed(
  tx: Tx,
  keys: Keys,
  tenant: { id: string; slug: string },
  membershipId: string,
): Promise<CalendarFeed> {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.membershipId, membershipId)).limit(1);
  if (row) return feedView(keys, tenant.slug, tenant.id, row);
  return rotateFeed(tx, keys, tenant, membershipId);
}

/** A new nonce (and so a new address); the old token's hash is gone, so the old address is 404. */
export async function rotateFeed(
  tx: Tx,
  keys: Keys,
  tenant: { id: string; slug: string },
  membershipId: string,
): Promise<CalendarFeed> {
  const nonce = randomBytes(24).toString('base64url');
  const tokenHash = sha256(feedToken(keys.appSecret, tenant.id, nonce));
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ tenantId: tenant.id, membershipId, nonce, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.tenantId, calendarFeeds.membershipId],
      set: { nonce, tokenHash, createdAt: new Date() },
    })
    .returning();
  return feedView(keys, tenant.slug, tenant.id, row!);
}

/** The family a token opens, or null. */
export async function membershipOfToken(tx: Tx, token: string): Promise<string | null> {
  const [row] = await tx
    .select({ membershipId: calendarFeeds.membershipId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, sha256(token)))
    .limit(1);
  return row?.membershipId ?? null;
}

/** The first date on or after `from` (a local YYYY-MM-DD) falling on weekday `dayIndex` (0 = MON). */
function firstOn(from: { year: number; month: number; day: number }, dayIndex: number) {
  const d = new Date(Date.UTC(from.year, from.month - 1, from.day));
  const mondayBased = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() + ((dayIndex - mondayBased + 7) % 7));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The family's calendar as an iCalendar text. */
export async function familyCalendar(tx: Tx, tenantId: string, membershipId: string, now = new Date()): Promise<string> {
  const [club] = await tx
    .select({ name: tenants.name, timeZone: clubSettings.timeZone })
    .from(clubSettings)
    .innerJoin(tenants, eq(tenants.id, clubSettings.tenantId))
    .where(eq(clubSettings.tenantId, tenantId))
    .limit(1);
  const timeZone = club?.timeZone ?? DEFAULT_CLUB_TIME_ZONE;
  const rows = await tx
    .select({
      enrollmentId: enrollments.id,
      enrolledAt: enrollments.enrolledAt,
      athleteFirst: athletes.firstName,
      athleteLast: athletes.lastName,
      program: programs.label,
      slotLabel: programSlots.slotId,
      days: programSlots.days,
      times: programSlots.times,
    })
    .from(enrollments)
    .innerJoin(athletes, and(eq(athletes.tenantId, enrollments.tenantId), eq(athletes.id, enrollments.athleteId)))
    .innerJoin(programSlots, and(eq(programSlots.tenantId, enrollments.tenantId), eq(programSlots.id, enrollments.slotId)))
    .innerJoin(programs, and(eq(programs.tenantId, programSlots.tenantId), eq(programs.id, programSlots.programId)))
    .where(and(eq(enrollments.membershipId, membershipId), eq(athletes.membershipId, membershipId)))
    .orderBy(asc(programs.label), asc(athletes.firstName), asc(enrollments.id));

  const year = localParts(now, timeZone).year;
  const lines = [
    'BEGIN:VCALENDAR',
    prop('VERSION', '2.0'),
    prop('PRODID', '-//Springboard//Family calendar//EN'),
    prop('CALSCALE', 'GREGORIAN'),
    prop('METHOD', 'PUBLISH'),
    prop('X-WR-CALNAME', escapeText(`${club?.name ?? 'Club'} classes`)),
    prop('X-WR-TIMEZONE', timeZone),
    ...vtimezone(timeZone, year - 1, year + 5),
  ];
  const stamp = utcStamp(now);
  for (const r of rows) {
    // Days of the slot grouped by their class time: one weekly event per distinct time.
    const groups = new Map<string, { start: number; end: number; days: number[] }>();
    r.days.forEach((day) => {
      const i = DAYS.indexOf(day as (typeof DAYS)[number]);
      const range = i >= 0 ? parseTimeRange(r.times[i] ?? 'x') : null;
      if (!range) return;
      const key = `${range.start}-${range.end}`;
      const g = groups.get(key) ?? { ...range, days: [] };
      g.days.push(i);
      groups.set(key, g);
    });
    const from = localParts(r.enrolledAt, timeZone);
    const athlete = `${r.athleteFirst} ${r.athleteLast}`;
    for (const [key, g] of groups) {
      g.days.sort((a, b) => a - b);
      // The first class on or after the enrolment, among the group's days.
      const firsts = g.days
        .map((d) => firstOn(from, d))
        .sort((a, b) => Date.UTC(a.year, a.month, a.day) - Date.UTC(b.year, b.month, b.day));
      const first = firsts[0]!;
      const end = g.end > g.start ? g.end : g.end + 24 * 60;
      const endDate = new Date(Date.UTC(first.year, first.month - 1, first.day, 0, end));
      lines.push(
        'BEGIN:VEVENT',
        prop('UID', `${r.enrollmentId}-${key}@springboard`),
        prop('DTSTAMP', stamp),
        prop('DTSTART', localStamp({ ...first, hour: Math.floor(g.start / 60), minute: g.start % 60 }), { TZID: timeZone }),
        prop(
          'DTEND',
          localStamp({
            year: endDate.getUTCFullYear(),
            month: endDate.getUTCMonth() + 1,
            day: endDate.getUTCDate(),
            hour: endDate.getUTCHours(),
            minute: endDate.getUTCMinutes(),
          }),
          { TZID: timeZone },
        ),
        prop('RRULE', `FREQ=WEEKLY;BYDAY=${g.days.map((d) => BYDAY[DAYS[d]!]).join(',')}`),
        prop('SUMMARY', escapeText(`${r.program}: ${athlete}`)),
        prop('DESCRIPTION', escapeText(`${r.program}, class ${r.slotLabel}, for ${athlete}.`)),
        prop('CATEGORIES', escapeText(r.program)),
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return serialize(lines);
}

/** The club of a feed address's slug (the feed is read without the tenant header). */
export async function clubOfSlug(tx: Tx, slug: string): Promise<{ id: string } | null> {
  const rows = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0] ?? null;
}
