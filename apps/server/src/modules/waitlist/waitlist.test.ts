// The waitlist with timed offers against a real database: families join a full
// slot's line, staff reorder it, the waitlist-offers job offers a freed place to the first family by
// e-mail, an accept link enrols the athlete once (also under five parallel accepts and after expiry),
// a declined offer goes to the next family on the job's next run, and another club's or family's
// entries are never reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db/tenant-tx.js';
import { api, makeSlot, paidQuote, registrationBody, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addStaff, type Family, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;
let staffWith: string;
let staffWithout: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
  staffWith = (await addStaff(ctx, club, { permissions: ['manage_athletes_page'] })).token;
  staffWithout = (await addStaff(ctx, club, { permissions: ['mark_attendance_page'] })).token;
});
afterAll(async () => {
  await ctx?.close();
});

function inClub<T>(fn: (tx: Tx) => Promise<T>, c: ClubFixture = club): Promise<T> {
  return withTenant(ctx.database.db, c.tenantId, fn);
}
async function rows<T extends Record<string, unknown>>(q: ReturnType<typeof sql>, c: ClubFixture = club): Promise<T[]> {
  return inClub(async (tx) => (await tx.execute<T>(q)).rows as T[], c);
}

/** A slot of `capacity` places filled by fresh families; answers the slot and its enrolled families. */
async function fullSlot(capacity = 1): Promise<{ slotId: string; enrolled: Family[] }> {
  const { slotId } = await makeSlot(ctx.database.db, club, { capacity });
  const enrolled: Family[] = [];
  for (let i = 0; i < capacity; i++) enrolled.push(await addFamily(ctx, club, { slotIds: [slotId] }));
  return { slotId, enrolled };
}

const join = (f: Family, slotId: string, athleteId = f.athleteId) =>
  api(ctx.app, {
    method: 'POST',
    url: '/api/waitlist',
    slug: club.slug,
    token: f.token,
    body: { athlete_id: athleteId, slot_id: slotId },
  });

const runJob = async () => {
  const res = await api(ctx.app, { method: 'POST', url: '/api/jobs/waitlist-offers/run', slug: club.slug, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; counts: Record<string, number> };
};

const unenrol = (f: Family, slotId: string) =>
  api(ctx.app, {
    method: 'DELETE',
    url: `/api/programs-enrollment?userId=${f.athleteId}&slotId=${slotId}`,
    slug: club.slug,
    token: f.token,
  });

/** The accept link's token from the latest offer e-mail to the family. */
async function offerToken(f: Family): Promise<string> {
  const [m] = await rows<{ text: string }>(
    sql`select o.text from email_outbox o join memberships m on lower(m.email) = lower(o.to_address)
        where m.id = ${f.membershipId} and o.subject like '%a place is free%' order by o.created_at desc limit 1`,
  );
  const match = m?.text.match(/\/waitlist-offer#([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no offer e-mail');
  return match[1]!;
}

async function enrolmentsIn(slotId: string): Promise<number> {
  const [r] = await rows<{ n: number }>(sql`select count(*)::int as n from enrollments where slot_id = ${slotId}`);
  return r!.n;
}

async function isEnrolled(f: Family, slotId: string): Promise<boolean> {
  const r = await rows(sql`select 1 from enrollments where slot_id = ${slotId} and athlete_id = ${f.athleteId}`);
  return r.length === 1;
}

const acceptToken = (token: string) =>
  api(ctx.app, { method: 'POST', url: '/api/waitlist/offer/accept', slug: club.slug, body: { token } });

describe('joining', () => {
  it('puts families in line on a full slot, refuses a slot with places, an enrolled or waiting athlete', async () => {
    const { slotId, enrolled } = await fullSlot(1);
    const a = await addFamily(ctx, club);
    const b = await addFamily(ctx, club);
    const first = await join(a, slotId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Added to the waitlist',
      data: { position: 1, status: 'waiting', athlete_id: a.athleteId },
    });
    expect((await join(b, slotId)).json().data.position).toBe(2);
    expect((await join(a, slotId)).json()).toMatchObject({ error: 'This athlete is already on the waitlist of this time slot' });
    const again = await join(enrolled[0]!, slotId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This athlete is already enrolled in this time slot');

    const { slotId: roomy } = await makeSlot(ctx.database.db, club, { capacity: 5 });
    const notFull = await join(a, roomy);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().error).toBe('This time slot has places left: enrol the athlete instead');

    // The family sees its own entry only; staff see the whole line.
    const mine = await api(ctx.app, { url: '/api/waitlist', slug: club.slug, token: a.token });
    expect(mine.json().data.map((e: { athlete_id: string }) => e.athlete_id)).toEqual([a.athleteId]);
    const line = await api(ctx.app, { url: `/api/waitlist?slot_id=${slotId}`, slug: club.slug, token: staffWith });
    expect(line.json().data.map((e: { athlete_id: string; position: number }) => [e.athlete_id, e.position])).toEqual([
      [a.athleteId, 1],
      [b.athleteId, 2],
    ]);
  });

  it("refuses another family's athlete (404), bad ids (400) and staff without the permission (403)", async () => {
    const { slotId } = await fullSlot(1);
    const a = await addFamily(ctx, club);
    const b = await addFamily(ctx, club);
    expect((await join(a, slotId, b.athleteId)).statusCode).toBe(404);
    const bad = await api(ctx.app, {
      method: 'POST',
      url: '/api/waitlist',
      slug: club.slug,
      token: a.token,
      body: { athlete_id: 'x', slot_id: slotId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('athlete_id');
    expect((await api(ctx.app, { url: '/api/waitlist', slug: club.slug, token: staffWithout })).statusCode).toBe(403);
    const entry = (await join(a, slotId)).json().data.id as string;
    // Another family and another club's admin cannot reach the entry.
    expect(
      (await api(ctx.app, { method: 'DELETE', url: `/api/waitlist/${entry}`, slug: club.slug, token: b.token })).statusCode,
    ).toBe(404);
    expect(
      (await api(ctx.app, { method: 'POST', url: `/api/waitlist/${entry}/accept`, slug: club.slug, token: b.token })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: `/api/waitlist/${entry}/move`,
          slug: other.slug,
          token: otherAdmin,
          body: { direction: 'up' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(ctx.app, { url: '/api/waitlist', slug: other.slug, token: otherAdmin })).json().data).toEqual([]);
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: `/api/waitlist/${entry}/move`,
          slug: club.slug,
          token: a.token,
          body: { direction: 'up' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: `/api/waitlist/${entry}/move`,
          slug: club.slug,
          token: staffWithout,
          body: { direction: 'up' },
        })
      ).statusCode,
    ).toBe(403);
    // Leaving takes the entry off the line.
    const left = await api(ctx.app, { method: 'DELETE', url: `/api/waitlist/${entry}`, slug: club.slug, token: a.token });
    expect(left.json()).toMatchObject({ message: 'Removed from the waitlist', data: { status: 'left', position: null } });
  });
});

describe('order', () => {
  it('staff move an entry up and down; the first and last cannot move further', async () => {
    const { slotId } = await fullSlot(1);
    const fams = [await addFamily(ctx, club), await addFamily(ctx, club), await addFamily(ctx, club)];
    const ids: string[] = [];
    for (const f of fams) ids.push((await join(f, slotId)).json().data.id);
    const move = (id: string, direction: 'up' | 'down', token = staffWith) =>
      api(ctx.app, { method: 'POST', url: `/api/waitlist/${id}/move`, slug: club.slug, token, body: { direction } });
    const up = await move(ids[2]!, 'up');
    expect(up.statusCode).toBe(200);
    expect(up.json().data.map((e: { id: string }) => e.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect((await move(ids[0]!, 'up')).json().error).toBe('This entry cannot move further');
    const down = await move(ids[0]!, 'down', admin);
    expect(down.json().data.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[0], ids[1]]);
  });
});

describe('the staff list, paged', () => {
  it('answers a page of the line with its total and each line\'s length; q finds a family; -line reads from the end', async () => {
    const { slotId } = await fullSlot(1);
    const fams = [await addFamily(ctx, club), await addFamily(ctx, club), await addFamily(ctx, club), await addFamily(ctx, club)];
    for (const f of fams) expect((await join(f, slotId)).statusCode).toBe(201);
    const list = (query: string) => api(ctx.app, { url: `/api/waitlist?slot_id=${slotId}&${query}`, slug: club.slug, token: staffWith });
    type Row = { membership_id: string; position: number; line_length: number };
    const first = (await list('page=1&page_size=3')).json();
    expect(first.meta).toEqual({ total: 4, page: 1, page_size: 3 });
    expect(first.data.map((e: Row) => [e.membership_id, e.position, e.line_length])).toEqual(
      fams.slice(0, 3).map((f, i) => [f.membershipId, i + 1, 4]),
    );
    const second = (await list('page=2&page_size=3')).json();
    expect(second.data.map((e: Row) => [e.membership_id, e.position])).toEqual([[fams[3]!.membershipId, 4]]);
    // The last in line, found by the family's e-mail, knows it is last (its Down button is off).
    const found = (await list(`q=${encodeURIComponent(fams[3]!.email)}`)).json();
    expect(found.meta.total).toBe(1);
    expect(found.data[0]).toMatchObject({ membership_id: fams[3]!.membershipId, position: 4, line_length: 4 });
    const back = (await list('sort=-line&page_size=2')).json();
    expect(back.data.map((e: Row) => e.position)).toEqual([4, 3]);
    // Without paging parameters: every entry, as before.
    const whole = (await api(ctx.app, { url: `/api/waitlist?slot_id=${slotId}`, slug: club.slug, token: staffWith })).json();
    expect(whole.meta).toBeUndefined();
    expect(whole.data).toHaveLength(4);
    // The CSV holds the whole line.
    const csv = await api(ctx.app, { url: `/api/waitlist?slot_id=${slotId}&format=csv`, slug: club.slug, token: staffWith });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\n')).toHaveLength(5);
  });
});

describe('offers', () => {
  it('a freed place is offered to the first in line by e-mail; accepting enrols once; a second accept is refused', async () => {
    const { slotId, enrolled } = await fullSlot(1);
    const a = await addFamily(ctx, club);
    const b = await addFamily(ctx, club);
    await join(a, slotId);
    await join(b, slotId);
    expect((await runJob()).counts.offered ?? 0).toBe(0);

    expect((await unenrol(enrolled[0]!, slotId)).statusCode).toBe(200);
    const run = await runJob();
    expect(run.counts.offered).toBe(1);
    const token = await offerToken(a);
    // The e-mail names the class by day and time, as parents read it, never by the club's slot code.
    const [mail] = await rows<{ text: string }>(
      sql`select o.text from email_outbox o where o.subject like '%a place is free%' order by o.created_at desc limit 1`,
    );
    expect(mail?.text).toContain('Monday 6:00 PM – 7:00 PM');
    expect(mail?.text).not.toMatch(/SLOT-/);
    // The held place is not free to anyone else, and the job does not offer it twice.
    expect((await runJob()).counts.offered ?? 0).toBe(0);
    const newcomer = await addFamily(ctx, club);
    const grab = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs-enrollment',
      slug: club.slug,
      token: newcomer.token,
      body: { userId: newcomer.athleteId, slotId },
    });
    expect(grab.statusCode).toBe(409);

    const view = await api(ctx.app, { method: 'POST', url: '/api/waitlist/offer', slug: club.slug, body: { token } });
    expect(view.json().data).toMatchObject({ status: 'open', athlete_first_name: 'Kid0' });
    // The page says what the class costs: the slot's own price when it has one.
    await rows(sql`update program_slots set price_cents = 6250 where id = ${slotId}`);
    const priced = await api(ctx.app, { method: 'POST', url: '/api/waitlist/offer', slug: club.slug, body: { token } });
    expect(priced.json().data.price).toBe(62.5);
    const [stored] = await rows<{ token_hash: string }>(sql`select token_hash from waitlist_offers where slot_id = ${slotId}`);
    expect(stored!.token_hash).not.toBe(token);

    const ok = await acceptToken(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Offer accepted: the athlete is enrolled', data: { status: 'accepted' } });
    expect(await isEnrolled(a, slotId)).toBe(true);
    const twice = await acceptToken(token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This offer has already been answered');
    expect(await enrolmentsIn(slotId)).toBe(1);
    expect(
      (await api(ctx.app, { method: 'POST', url: '/api/waitlist/offer', slug: other.slug, body: { token } })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: '/api/waitlist/offer/accept',
          slug: club.slug,
          body: { token: 'x'.repeat(43) },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('five parallel accepts of one place enrol one athlete', async () => {
    const { slotId, enrolled } = await fullSlot(1);
    const a = await addFamily(ctx, club);
    const entry = (await join(a, slotId)).json().data.id as string;
    await unenrol(enrolled[0]!, slotId);
    await runJob();
    const token = await offerToken(a);
    const calls = await Promise.all([
      acceptToken(token),
      acceptToken(token),
      acceptToken(token),
      api(ctx.app, { method: 'POST', url: `/api/waitlist/${entry}/accept`, slug: club.slug, token: a.token }),
      api(ctx.app, { method: 'POST', url: `/api/waitlist/${entry}/accept`, slug: club.slug, token: a.token }),
    ]);
    expect(calls.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await enrolmentsIn(slotId)).toBe(1);
  });

  it('five families accepting at once when only one place is left: one enrolled', async () => {
    const { slotId, enrolled } = await fullSlot(5);
    const fams: Family[] = [];
    for (let i = 0; i < 5; i++) {
      const f = await addFamily(ctx, club);
      await join(f, slotId);
      fams.push(f);
    }
    for (const e of enrolled) await unenrol(e, slotId);
    expect((await runJob()).counts.offered).toBe(5);
    const tokens = await Promise.all(fams.map(offerToken));
    // Staff fill four places directly in between (the slot's capacity drops to 1 free).
    await rows(sql`update program_slots set capacity = 1 where id = ${slotId}`);
    const calls = await Promise.all(tokens.map(acceptToken));
    expect(calls.filter((c) => c.statusCode === 200)).toHaveLength(1);
    for (const c of calls.filter((x) => x.statusCode !== 200)) expect(c.json().error).toBe('This time slot is full');
    expect(await enrolmentsIn(slotId)).toBe(1);
  });

  it('an expired offer enrols nobody and goes to the next family on the next run; so does a declined one', async () => {
    const { slotId, enrolled } = await fullSlot(1);
    const a = await addFamily(ctx, club);
    const b = await addFamily(ctx, club);
    const c = await addFamily(ctx, club);
    await join(a, slotId);
    await join(b, slotId);
    await join(c, slotId);
    await unenrol(enrolled[0]!, slotId);
    await runJob();
    const tokenA = await offerToken(a);
    await rows(
      sql`update waitlist_offers set expires_at = now() - interval '1 minute' where slot_id = ${slotId} and status = 'open'`,
    );
    const late = await acceptToken(tokenA);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This offer has expired');
    expect(await enrolmentsIn(slotId)).toBe(0);

    const run = await runJob();
    expect(run.counts).toMatchObject({ expired: 1, offered: 1 });
    const entries = await api(ctx.app, { url: `/api/waitlist?slot_id=${slotId}&all=true`, slug: club.slug, token: admin });
    const byAthlete = Object.fromEntries(
      entries.json().data.map((e: { athlete_id: string; status: string }) => [e.athlete_id, e.status]),
    );
    expect(byAthlete).toEqual({ [a.athleteId]: 'expired', [b.athleteId]: 'offered', [c.athleteId]: 'waiting' });

    const tokenB = await offerToken(b);
    const no = await api(ctx.app, {
      method: 'POST',
      url: '/api/waitlist/offer/decline',
      slug: club.slug,
      body: { token: tokenB },
    });
    expect(no.json()).toMatchObject({ message: 'Offer declined', data: { status: 'declined' } });
    expect((await acceptToken(tokenB)).statusCode).toBe(409);
    expect((await runJob()).counts.offered).toBe(1);
    const mine = await api(ctx.app, { url: '/api/waitlist', slug: club.slug, token: c.token });
    const entryC = mine.json().data[0];
    expect(entryC).toMatchObject({ status: 'offered', offer: { status: 'open' } });
    const hours = (new Date(entryC.offer.expires_at).getTime() - new Date(entryC.offer.created_at).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    const ok = await api(ctx.app, { method: 'POST', url: `/api/waitlist/${entryC.id}/accept`, slug: club.slug, token: c.token });
    expect(ok.json()).toMatchObject({ data: { status: 'enrolled', position: null } });
    expect(await isEnrolled(c, slotId)).toBe(true);
    expect(await enrolmentsIn(slotId)).toBe(1);
  });

  it("holds offers for the club's hours; a raised capacity is offered too", async () => {
    const set = await api(ctx.app, {
      method: 'POST',
      url: '/api/settings',
      slug: club.slug,
      token: admin,
      body: { credit_card_fee: 0, waitlist_offer_hours: 0 },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().details[0]).toMatchObject({
      field: 'waitlist_offer_hours',
      message: 'The offer hold time must be a whole number of hours from 1 to 720',
    });
    expect(
      (
        await api(ctx.app, {
          method: 'POST',
          url: '/api/settings',
          slug: club.slug,
          token: admin,
          body: { credit_card_fee: 0, waitlist_offer_hours: 6 },
        })
      ).statusCode,
    ).toBe(200);
    const { slotId } = await fullSlot(1);
    const a = await addFamily(ctx, club);
    await join(a, slotId);
    await rows(sql`update program_slots set capacity = 2 where id = ${slotId}`);
    expect((await runJob()).counts.offered).toBe(1);
    const [o] = await rows<{ h: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as h from waitlist_offers where slot_id = ${slotId}`,
    );
    expect(o!.h).toBe(6);
    const settings = await api(ctx.app, { url: '/api/settings', slug: club.slug });
    expect(settings.json().data.waitlist_offer_hours).toBe(6);
    await api(ctx.app, {
      method: 'POST',
      url: '/api/settings',
      slug: club.slug,
      token: admin,
      body: { credit_card_fee: 0, waitlist_offer_hours: 48 },
    });
  });
});

describe('joining a full slot’s waitlist while the athlete is being registered', () => {
  const entriesOf = (athleteId: string) =>
    rows<{ slot_id: string; status: string }>(sql`select slot_id, status from waitlist_entries where athlete_id = ${athleteId}`);
  const enrolmentsOf = (athleteId: string) =>
    rows<{ slot_id: string }>(sql`select slot_id from enrollments where athlete_id = ${athleteId}`);

  it('registration puts the new athlete on the waitlist of a full slot, in its one transaction', async () => {
    const { slotId } = await fullSlot(1);
    const q = await paidQuote(ctx.app, club.slug);
    const body = registrationBody({ paymentIntentId: q.payment_intent_id });
    body.athletes[0] = { ...body.athletes[0]!, waitlist_slot_ids: [slotId] } as (typeof body.athletes)[number];
    const res = await api(ctx.app, { method: 'POST', url: '/api/registrations', slug: club.slug, body });
    expect(res.statusCode).toBe(201);
    const athleteId = res.json().data.athlete_ids[0] as string;
    expect(await entriesOf(athleteId)).toEqual([{ slot_id: slotId, status: 'waiting' }]);
    expect(await enrolmentsOf(athleteId)).toEqual([]);
  });

  it('a slot that has a place again by then enrols the athlete instead', async () => {
    const { slotId } = await makeSlot(ctx.database.db, club, { capacity: 3 });
    const f = await addFamily(ctx, club);
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/athletes',
      slug: club.slug,
      token: f.token,
      body: {
        first_name: 'Wren',
        last_name: 'Parent',
        gender: 'Female',
        date_of_birth: '2017-02-02',
        waitlist_slot_ids: [slotId],
      },
    });
    expect(res.statusCode).toBe(201);
    const athleteId = res.json().data.id as string;
    expect(await enrolmentsOf(athleteId)).toEqual([{ slot_id: slotId }]);
    expect(await entriesOf(athleteId)).toEqual([]);
  });

  it('a member adding an athlete joins the full slot’s waitlist; the same slot in both lists is refused, nothing saved', async () => {
    const { slotId } = await fullSlot(1);
    const f = await addFamily(ctx, club);
    const athlete = { first_name: 'Quinn', last_name: 'Parent', gender: 'Other', date_of_birth: '2015-05-05' };
    const ok = await api(ctx.app, {
      method: 'POST',
      url: '/api/athletes',
      slug: club.slug,
      token: f.token,
      body: { ...athlete, waitlist_slot_ids: [slotId] },
    });
    expect(ok.statusCode).toBe(201);
    expect(await entriesOf(ok.json().data.id)).toEqual([{ slot_id: slotId, status: 'waiting' }]);

    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from athletes where membership_id = ${f.membershipId}`,
    );
    const both = await api(ctx.app, {
      method: 'POST',
      url: '/api/athletes',
      slug: club.slug,
      token: f.token,
      body: { ...athlete, first_name: 'Rae', slot_ids: [slotId], waitlist_slot_ids: [slotId] },
    });
    expect(both.statusCode).toBeGreaterThanOrEqual(400);
    expect(both.statusCode).toBeLessThan(500);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from athletes where membership_id = ${f.membershipId}`);
    expect(after).toEqual(before);
  });
});
