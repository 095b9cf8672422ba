// Terms: admins add, change and delete them; a class meets only inside its term; registration into a
// term's classes opens on a day, earlier for families already enrolled in the club and their siblings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, makeClub, makeSlot, paidQuote, registrationBody, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addMember, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { programs, programSlots } from '../../db/schema.js';
import { addDays, localDate } from '../../platform/jobs/schedule-times.js';

let ctx: TestContext;
let club: TestClub;
let other: ClubFixture;
const today = () => localDate(new Date(), 'America/New_York');

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; body?: unknown; slug?: string };
const call = (c: Call) =>
  api(ctx.app, { method: c.method ?? 'GET', url: c.url, slug: c.slug ?? club.slug, token: c.token, body: c.body });
const fall = { name: 'Fall 2026', starts_on: '2026-09-07', ends_on: '2026-12-18' };

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await makeClub(ctx.database.db);
});
afterAll(async () => ctx?.close());

describe('/api/terms', () => {
  it('adds, lists, changes and deletes a term; a member may only read', async () => {
    const created = await call({ method: 'POST', url: '/api/terms', token: club.admin.token, body: fall });
    expect(created.statusCode).toBe(201);
    const t = created.json().data;
    expect(t).toMatchObject({
      ...fall,
      registration_opens_on: null,
      priority_opens_on: null,
      programs: 0,
      slots: 0,
      open_for_you: true,
    });
    const put = await call({
      method: 'PUT',
      url: `/api/terms/${t.id}`,
      token: club.admin.token,
      body: { ...fall, name: 'Autumn 2026', registration_opens_on: '2026-08-01', priority_opens_on: '2026-07-15' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      name: 'Autumn 2026',
      registration_opens_on: '2026-08-01',
      priority_opens_on: '2026-07-15',
    });
    const member = await addMember(ctx, club);
    const list = await call({ url: '/api/terms', token: member.token });
    expect(list.json().data.map((x: { name: string }) => x.name)).toContain('Autumn 2026');
    expect(
      (await call({ method: 'POST', url: '/api/terms', token: member.token, body: { ...fall, name: 'X' } })).statusCode,
    ).toBe(403);
    expect((await call({ method: 'DELETE', url: `/api/terms/${t.id}`, token: club.admin.token })).statusCode).toBe(200);
    expect((await call({ url: '/api/terms' })).json().data.map((x: { id: string }) => x.id)).not.toContain(t.id);
  });

  it('refuses reversed dates, a priority day after the opening or without one, and a taken name, naming the field', async () => {
    const post = (body: object) => call({ method: 'POST', url: '/api/terms', token: club.admin.token, body });
    const reversed = await post({ ...fall, name: 'R', ends_on: '2026-09-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([expect.objectContaining({ field: 'ends_on', code: 'date_before_start' })]);
    const late = await post({ ...fall, name: 'L', registration_opens_on: '2026-08-01', priority_opens_on: '2026-08-02' });
    expect(late.json().details).toEqual([
      expect.objectContaining({ field: 'priority_opens_on', code: 'priority_after_opening' }),
    ]);
    const alone = await post({ ...fall, name: 'A', priority_opens_on: '2026-08-02' });
    expect(alone.json().details).toEqual([
      expect.objectContaining({ field: 'priority_opens_on', code: 'priority_needs_opening' }),
    ]);
    const badDate = await post({ ...fall, name: 'B', starts_on: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details[0].field).toBe('starts_on');
    expect((await post({ ...fall, name: 'Winter' })).statusCode).toBe(201);
    const taken = await post({ ...fall, name: 'winter' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([expect.objectContaining({ field: 'name', code: 'term_name_taken' })]);
  });

  it('keeps a term a program uses (409) and gives a program and a slot their term through the programs API', async () => {
    const t = (await call({ method: 'POST', url: '/api/terms', token: club.admin.token, body: { ...fall, name: 'Used' } })).json()
      .data;
    const created = await call({
      method: 'POST',
      url: '/api/programs/add-with-slots',
      token: club.admin.token,
      body: {
        label: 'Team',
        key: 'team-term',
        duration_hours: 2,
        min_age: 6,
        max_age: 18,
        term_id: t.id,
        slots: [{ slot_id: 'TEAM-MON', days: ['MON'], times: ['5:00 PM - 7:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'] }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.term_id).toBe(t.id);
    const refused = await call({ method: 'DELETE', url: `/api/terms/${t.id}`, token: club.admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('term_in_use');
    const unknown = await call({
      method: 'POST',
      url: '/api/programs/add-with-slots',
      token: club.admin.token,
      body: {
        label: 'Team 2',
        key: 'team-term-2',
        duration_hours: 2,
        min_age: 6,
        max_age: 18,
        term_id: '00000000-0000-4000-8000-000000000000',
        slots: [{ slot_id: 'T2', days: ['MON'], times: ['5:00 PM - 7:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'] }],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'term_id', code: 'term_not_found' })]);
  });

  it("never shows or changes another club's terms", async () => {
    const t = (await call({ method: 'POST', url: '/api/terms', token: club.admin.token, body: { ...fall, name: 'Mine' } })).json()
      .data;
    const theirs = await call({ url: '/api/terms', slug: other.slug });
    expect(theirs.json().data).toEqual([]);
    const otherAdmin = await addClub(ctx);
    expect(
      (await call({ method: 'PUT', url: `/api/terms/${t.id}`, slug: otherAdmin.slug, token: otherAdmin.admin.token, body: fall }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'DELETE', url: `/api/terms/${t.id}`, slug: otherAdmin.slug, token: otherAdmin.admin.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('priority registration', () => {
  it('opens a term to enrolled families and their siblings on the priority day, to everyone else on the opening day', async () => {
    const opens = addDays(today(), 10);
    const t = (
      await call({
        method: 'POST',
        url: '/api/terms',
        token: club.admin.token,
        body: {
          name: 'Spring',
          starts_on: addDays(today(), 30),
          ends_on: addDays(today(), 120),
          registration_opens_on: opens,
          priority_opens_on: addDays(today(), -1),
        },
      })
    ).json().data;
    const open = await makeSlot(ctx.database.db, club);
    const inTerm = await makeSlot(ctx.database.db, club);
    await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.update(programs).set({ termId: t.id }).where(eq(programs.id, inTerm.programId)),
    );
    const [slot] = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.select({ label: programSlots.slotId }).from(programSlots).where(eq(programSlots.id, inTerm.slotId)),
    );

    const enrolled = await addFamily(ctx, club, { slotIds: [open.slotId] });
    const newcomer = await addFamily(ctx, club);
    const kid = { first_name: 'Sib', last_name: 'Ling', gender: 'Female', date_of_birth: '2017-03-03' };

    // What each family is told.
    const termOf = async (token: string) =>
      (await call({ url: '/api/terms', token })).json().data.find((x: { id: string }) => x.id === t.id);
    expect(await termOf(enrolled.token)).toMatchObject({ opens_for_you_on: addDays(today(), -1), open_for_you: true });
    expect(await termOf(newcomer.token)).toMatchObject({ opens_for_you_on: opens, open_for_you: false });
    expect((await call({ url: '/api/terms' })).json().data.find((x: { id: string }) => x.id === t.id)).toMatchObject({
      opens_for_you_on: opens,
      open_for_you: false,
    });

    // A sibling of an enrolled family registers now.
    const sibling = await call({
      method: 'POST',
      url: '/api/athletes',
      token: enrolled.token,
      body: { ...kid, slot_ids: [inTerm.slotId] },
    });
    expect(sibling.statusCode).toBe(201);
    // A family with no one enrolled waits for the opening day: 409 naming the slot and the day.
    const early = await call({
      method: 'POST',
      url: '/api/athletes',
      token: newcomer.token,
      body: { ...kid, slot_ids: [inTerm.slotId] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().details).toEqual([
      expect.objectContaining({
        field: 'slot_ids.0',
        code: 'registration_not_open',
        params: { slot: expect.stringContaining(slot!.label), date: opens },
      }),
    ]);
    const edit = await call({
      method: 'PUT',
      url: `/api/athletes/${newcomer.athleteId}`,
      token: newcomer.token,
      body: { ...kid, slot_ids: [inTerm.slotId] },
    });
    expect(edit.statusCode).toBe(409);
    // A brand-new family registering on the public form waits too.
    const quote = await paidQuote(ctx.app, club.slug, { card: null });
    const reg = await api(ctx.app, {
      method: 'POST',
      url: '/api/registrations',
      slug: club.slug,
      body: registrationBody({ slotIds: [inTerm.slotId], paymentIntentId: quote.payment_intent_id }),
    });
    expect(reg.statusCode).toBe(409);
    expect(reg.json().details[0]).toMatchObject({ field: 'athletes.0.slot_ids.0', code: 'registration_not_open' });
    // Staff enrol any day.
    const staff = await call({
      method: 'PUT',
      url: `/api/athletes/${newcomer.athleteId}`,
      token: club.admin.token,
      body: { ...kid, slot_ids: [inTerm.slotId] },
    });
    expect(staff.statusCode).toBe(200);
  });
});
