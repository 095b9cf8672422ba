// "Today" is the club's calendar day in its own time zone wherever a date is stamped: the first day
// of classes of a registration or an enrolment, the registration invoice's date, a manual invoice
// with no date. A club in UTC-11 registering a family in its evening must not start the classes
// (and the proration) on what is already tomorrow in UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api, makeSlot } from '../../../test/factories.js';
import { addClub, addFamily, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { programSlots } from '../../db/schema.js';
import { localDate } from '../../platform/jobs/schedule-times.js';

let ctx: TestContext;
let club: TestClub;
// UTC+14 and UTC-11 are 25 hours apart: at any moment one of them is on another day than UTC.
const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
  (z) => localDate(new Date(), z) !== new Date().toISOString().slice(0, 10),
)!;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  const saved = await api(ctx.app, {
    method: 'POST',
    url: '/api/settings',
    slug: club.slug,
    token: club.admin.token,
    body: { time_zone: zone },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

const inClub = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  withTenant(ctx.database.db, club.tenantId, async (tx) => (await tx.execute<T>(query)).rows);

/** The club's date now, or just after the call when the club's midnight passed during it. */
const clubDates = (before: string) => [before, localDate(new Date(), zone)];

describe("the club's today, in its own time zone", () => {
  it("starts a registration's classes and dates its invoice on the club's day, not UTC's", async () => {
    const { slotId } = await makeSlot(ctx.database.db, club);
    const before = localDate(new Date(), zone);
    const family = await addFamily(ctx, club, { slotIds: [slotId] });
    const [enrolment] = await inClub<{ starts_on: string }>(
      sql`select starts_on::text from enrollments where athlete_id = ${family.athleteId}`,
    );
    expect(clubDates(before)).toContain(enrolment!.starts_on);
    const invoice = await api(ctx.app, { url: `/api/invoices/${family.invoiceId}`, slug: club.slug, token: club.admin.token });
    expect(clubDates(before)).toContain(invoice.json().data.due_date);
  });

  it("starts a class added by staff on the club's day, and dates a manual invoice with no date on it", async () => {
    const { slotId } = await makeSlot(ctx.database.db, club);
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.update(programSlots).set({ priceCents: 4000 }).where(eq(programSlots.id, slotId)),
    );
    const family = await addFamily(ctx, club);
    const before = localDate(new Date(), zone);
    const enrolled = await api(ctx.app, {
      method: 'POST',
      url: '/api/attendance/enroll',
      slug: club.slug,
      token: club.admin.token,
      body: { athleteId: family.athleteId, timeSlotId: slotId },
    });
    expect(enrolled.statusCode).toBe(201);
    const [enrolment] = await inClub<{ starts_on: string }>(
      sql`select starts_on::text from enrollments where athlete_id = ${family.athleteId}`,
    );
    expect(clubDates(before)).toContain(enrolment!.starts_on);

    const manual = await api(ctx.app, {
      method: 'POST',
      url: '/api/invoices',
      slug: club.slug,
      token: club.admin.token,
      body: { membershipId: family.membershipId, amount: 12, description: 'Leotard' },
    });
    expect(manual.statusCode).toBe(201);
    expect(clubDates(before)).toContain(manual.json().data.due_date);
  });
});
