// The home overview against a real database: every figure equals what the test
// counts in the club's tables; another club's rows are never counted; staff get only the parts of
// the pages their role holds, staff without any and members get 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { withTenant } from '../../db/tenant-tx.js';
import { api, type ClubFixture } from '../../../test/factories.js';
import { addInvoice, addClub, addFamily, addMember, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { dayOf } from '../attendance/attendance.service.js';
import { addDays, localDate } from '../../platform/jobs/schedule-times.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;
let families: Family[];
let asOf: string;
let slots: { today: string; todayEmpty: string; otherDay: string; foreignToday: string };

async function rows<T extends Record<string, unknown>>(c: ClubFixture, q: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => (await tx.execute<T>(q)).rows as T[]);
}

const home = (token: string, slug = club.slug) => api(ctx.app, { method: 'GET', url: '/api/home', slug, token });

async function slotOn(c: ClubFixture, day: string, label: string, time: string): Promise<string> {
  const days = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
  const times = days.map((d) => (d === day ? time : 'x'));
  const [p] = await rows<{ id: string }>(
    c,
    sql`insert into programs (tenant_id, key, label) values (${c.tenantId}, ${`k-${label}-${Math.random()}`}, ${label}) returning id`,
  );
  const [s] = await rows<{ id: string }>(
    c,
    sql`insert into program_slots (tenant_id, program_id, slot_id, days, times)
        values (${c.tenantId}, ${p!.id}, ${label}, ${`{${day}}`}::text[], ${`{${times.map((t) => `"${t}"`).join(',')}}`}::text[]) returning id`,
  );
  return s!.id;
}

async function enrol(c: ClubFixture, f: Family, slotId: string) {
  await rows(
    c,
    sql`insert into enrollments (tenant_id, athlete_id, slot_id, membership_id) values (${c.tenantId}, ${f.athleteId}, ${slotId}, ${f.membershipId})`,
  );
}

async function invoice(c: ClubFixture, f: Family, cents: number, due: string, status = 'pending') {
  await addInvoice(ctx, c, {
    membershipId: f.membershipId,
    cents,
    dueDate: due,
    description: 'Classes',
    status: status as 'pending' | 'paid' | 'overdue' | 'cancelled',
  });
}

async function openOffer(c: ClubFixture, f: Family, slotId: string, expires: string, status = 'open') {
  const [e] = await rows<{ id: string }>(
    c,
    sql`insert into waitlist_entries (tenant_id, slot_id, athlete_id, membership_id, position, status)
        values (${c.tenantId}, ${slotId}, ${f.athleteId}, ${f.membershipId}, 1, 'offered') returning id`,
  );
  await rows(
    c,
    sql`insert into waitlist_offers (tenant_id, entry_id, slot_id, token_hash, status, expires_at)
        values (${c.tenantId}, ${e!.id}, ${slotId}, ${`h-${Math.random()}`}, ${status}, now() + ${expires}::interval)`,
  );
}

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
  asOf = (await home(admin)).json().data.as_of;
  const today = dayOf(asOf);
  const another = dayOf(addDays(asOf, 1));

  families = [];
  for (let i = 0; i < 7; i++) families.push(await addFamily(ctx, club));
  const foreign = [await addFamily(ctx, other), await addFamily(ctx, other)];
  // One family's membership ended yesterday; another registered 40 days ago (not recent).
  await rows(club, sql`update memberships set expires_on = ${addDays(asOf, -1)}::date where id = ${families[0]!.membershipId}`);
  await rows(club, sql`update memberships set created_at = now() - interval '40 days' where id = ${families[1]!.membershipId}`);

  slots = {
    today: await slotOn(club, today, 'B-TODAY', '6:00 PM - 7:00 PM'),
    todayEmpty: await slotOn(club, today, 'A-TODAY', '9:00 AM - 10:00 AM'),
    otherDay: await slotOn(club, another, 'C-OTHER', '5:00 PM - 6:00 PM'),
    foreignToday: await slotOn(other, today, 'Z-FOREIGN', '6:00 PM - 7:00 PM'),
  };
  for (const f of families.slice(0, 3)) await enrol(club, f, slots.today);
  await rows(
    club,
    sql`insert into attendance_records (tenant_id, athlete_id, program_id, slot_id, attendance_date, status)
        select ${club.tenantId}, ${families[0]!.athleteId}, program_id, id, ${asOf}::date, 'present' from program_slots where id = ${slots.today}`,
  );
  await enrol(other, foreign[0]!, slots.foreignToday);

  await invoice(club, families[2]!, 4000, addDays(asOf, -5));
  await invoice(club, families[3]!, 1999, addDays(asOf, 3), 'overdue');
  await invoice(club, families[3]!, 5000, addDays(asOf, -5), 'paid');
  await invoice(other, foreign[1]!, 123456, addDays(asOf, -5));

  await openOffer(club, families[4]!, slots.today, '2 days');
  await openOffer(club, families[5]!, slots.today, '-1 hour'); // expired, not open
  await openOffer(club, families[6]!, slots.today, '2 days', 'accepted');
  await openOffer(other, foreign[0]!, slots.foreignToday, '2 days');
});
afterAll(async () => ctx?.close());

describe('home overview', () => {
  it("gives the admin every figure, equal to the club's own rows", async () => {
    const res = await home(admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;

    const [m] = await rows<{ total: number; active: number; athletes: number; unpaid: number; cents: number; overdue: number }>(
      club,
      sql`select (select count(*)::int from memberships) as total,
                 (select count(*)::int from memberships where expires_on is null or expires_on >= ${asOf}::date) as active,
                 (select count(*)::int from athletes) as athletes,
                 (select count(*)::int from invoices where status in ('pending','overdue')) as unpaid,
                 (select coalesce(sum(amount_cents - paid_cents),0)::int from invoices where status in ('pending','overdue')) as cents,
                 (select count(*)::int from invoices where status in ('pending','overdue') and due_date < ${asOf}::date) as overdue`,
    );
    expect(m!.total).toBe(7);
    expect(data.members).toEqual({ total: m!.total, active: m!.active });
    expect(data.members.active).toBe(6);
    expect(data.athletes).toEqual({ total: m!.athletes });
    expect(data.unpaid).toEqual({ count: m!.unpaid, total: m!.cents / 100, overdue: m!.overdue });
    expect(m!.cents).toBeGreaterThanOrEqual(5999);

    expect(data.classes_today).toEqual([
      expect.objectContaining({
        slot_id: slots.todayEmpty,
        slot: 'A-TODAY',
        program: 'A-TODAY',
        time: '9:00 AM - 10:00 AM',
        enrolled: 0,
        marked: 0,
      }),
      expect.objectContaining({ slot_id: slots.today, slot: 'B-TODAY', time: '6:00 PM - 7:00 PM', enrolled: 3, marked: 1 }),
    ]);

    const recent = await rows<{ id: string }>(
      club,
      sql`select id from memberships where created_at >= ${addDays(asOf, -30)}::date order by created_at desc, id desc limit 5`,
    );
    expect(data.recent_registrations.map((r: { membership_id: string }) => r.membership_id)).toEqual(recent.map((r) => r.id));
    expect(data.recent_registrations.map((r: { membership_id: string }) => r.membership_id)).not.toContain(
      families[1]!.membershipId,
    );
    expect(data.recent_registrations[0]).toMatchObject({ athletes: 1, family: expect.stringMatching(/\S+ \S+/) });

    expect(data.open_offers).toBe(1);
  });

  it("never counts another club's rows: the other club's admin sees their own", async () => {
    const data = (await home(otherAdmin, other.slug)).json().data;
    expect(data.members).toEqual({ total: 2, active: 2 });
    expect(data.athletes).toEqual({ total: 2 });
    const [u] = await rows<{ cents: number }>(
      other,
      sql`select coalesce(sum(amount_cents - paid_cents),0)::int as cents from invoices where status in ('pending','overdue')`,
    );
    expect(data.unpaid.total).toBe(u!.cents / 100);
    expect(data.classes_today).toEqual([expect.objectContaining({ slot_id: slots.foreignToday, enrolled: 1, marked: 0 })]);
    expect(data.open_offers).toBe(1);
  });

  it('gives staff only the parts of the pages their role holds', async () => {
    const attendanceOnly = (await addStaff(ctx, club, { permissions: ['mark_attendance_page', 'all_classes'] })).token;
    const a = (await home(attendanceOnly)).json().data;
    expect(a).toMatchObject({ members: null, athletes: null, unpaid: null, recent_registrations: null, open_offers: null });
    expect(a.classes_today).toHaveLength(2);
    // Without all_classes, a coach's today is the classes they coach: none here.
    const coachOnly = (await addStaff(ctx, club, { permissions: ['mark_attendance_page'] })).token;
    expect((await home(coachOnly)).json().data).toMatchObject({ classes_today: [], my_classes_only: true });

    const invoicesOnly = (await addStaff(ctx, club, { permissions: ['view_membership_invoices'] })).token;
    const i = (await home(invoicesOnly)).json().data;
    expect(i).toMatchObject({
      members: null,
      athletes: null,
      classes_today: null,
      recent_registrations: null,
      open_offers: null,
    });
    expect(i.unpaid.count).toBeGreaterThanOrEqual(2);

    const permissions = ['show_memberships_page', 'manage_athletes_page'] as const;
    const membersAndAthletes = (await addStaff(ctx, club, { permissions })).token;
    const ma = (await home(membersAndAthletes)).json().data;
    expect(ma).toMatchObject({
      members: { total: 7 },
      athletes: { total: 7 },
      unpaid: null,
      classes_today: null,
      open_offers: 1,
    });
    expect(ma.recent_registrations).toHaveLength(5);

    const all = (await addStaff(ctx, club, { permissions: [...PERMISSIONS] })).token;
    expect((await home(all)).json().data).toEqual((await home(admin)).json().data);
  });

  it('refuses staff without any staff page, members and visitors', async () => {
    const none = (await addStaff(ctx, club, { permissions: [] })).token;
    expect((await home(none)).statusCode).toBe(403);
    const member = (await addMember(ctx, club)).token;
    expect((await home(member)).statusCode).toBe(403);
    expect((await api(ctx.app, { method: 'GET', url: '/api/home', slug: club.slug })).statusCode).toBe(401);
  });

  it("counts today in the club's own time zone, whatever the server's", async () => {
    // UTC+14 and UTC-11: 25 hours apart, so never the same day; the server's zone (UTC in tests) can
    // be at most one of them.
    const zoneOf = async (c: ClubFixture) =>
      (await rows<{ time_zone: string }>(c, sql`select time_zone from club_settings where tenant_id = ${c.tenantId}`))[0]!
        .time_zone;
    const kept = await zoneOf(other);
    try {
      const seen: string[] = [];
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        await rows(other, sql`update club_settings set time_zone = ${zone} where tenant_id = ${other.tenantId}`);
        const before = localDate(new Date(), zone);
        const asOfThere = (await home(otherAdmin, other.slug)).json().data.as_of;
        expect([before, localDate(new Date(), zone)]).toContain(asOfThere);
        seen.push(asOfThere);
      }
      expect(seen[0]).not.toBe(seen[1]);
    } finally {
      await rows(other, sql`update club_settings set time_zone = ${kept} where tenant_id = ${other.tenantId}`);
    }
  });
});

describe('active members', () => {
  it('are counted as the Membership report counts them: started by today and not yet expired', async () => {
    // A membership starting tomorrow is not active yet; one that ended yesterday no longer is.
    await rows(club, sql`update memberships set start_date = ${addDays(asOf, 1)}::date where id = ${families[6]!.membershipId}`);
    try {
      const members = (await home(admin)).json().data.members;
      const report = await api(ctx.app, {
        method: 'POST',
        url: '/api/reports',
        slug: club.slug,
        token: admin,
        body: { type: 'membership', start_date: asOf, end_date: asOf },
      });
      expect(report.statusCode).toBe(201);
      const summary = report.json().data.result.summary as { key: string; value: number }[];
      expect(members.active).toBe(5);
      expect(summary.find((f) => f.key === 'active')?.value).toBe(members.active);
    } finally {
      await rows(club, sql`update memberships set start_date = created_at::date where id = ${families[6]!.membershipId}`);
    }
  });
});
