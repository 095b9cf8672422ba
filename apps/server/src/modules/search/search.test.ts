import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Permission } from '@springboard/contract/permissions';
import { api, makeUser, uniq, type ClubFixture } from '../../../test/factories.js';
import { addClub, addMember, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withoutTenant, withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
});
afterAll(async () => ctx?.close());

const searchIn = (c: ClubFixture, token: string | undefined, q: string | null) =>
  api(ctx.app, {
    url: q === null ? '/api/search' : `/api/search?q=${encodeURIComponent(q)}`,
    slug: c.slug,
    ...(token ? { token } : {}),
  });
const search = (token: string, q: string) => searchIn(club, token, q);
const names = (rows: { first_name: string }[]) => rows.map((r) => r.first_name);

type Parent = { first: string; last?: string; email: string; phone?: string };

/** A family added by the club's admin (POST /api/memberships), with one athlete (POST /api/athletes). */
async function family(c: ClubFixture, token: string, parent: Parent, athlete = `${parent.first}kid`) {
  const last = parent.last ?? 'Family';
  const m = await api(ctx.app, {
    method: 'POST',
    url: '/api/memberships',
    slug: c.slug,
    token,
    body: {
      first_name: parent.first,
      last_name: last,
      email: parent.email,
      phone: parent.phone ?? '555-0100',
      address: '1 Main St',
      city: 'Springfield',
      state: 'OR',
      zip: '97477',
      password: 'correct horse battery',
      start_date: '2026-01-05',
    },
  });
  expect(m.statusCode, m.body).toBe(201);
  const membershipId = m.json().data.id as string;
  const a = await api(ctx.app, {
    method: 'POST',
    url: '/api/athletes',
    slug: c.slug,
    token,
    body: {
      membership_id: membershipId,
      first_name: athlete,
      last_name: last,
      gender: 'Female',
      date_of_birth: '2016-04-02',
    },
  });
  expect(a.statusCode, a.body).toBe(201);
  return { membershipId, athleteId: a.json().data.id as string };
}

/** A staff member added through Add New Staff (POST /api/auth/register). */
async function staffMember(first: string, email: string, last = 'Coach', c: TestClub = club) {
  const r = await api(ctx.app, {
    method: 'POST',
    url: '/api/auth/register',
    slug: c.slug,
    token: c.admin.token,
    body: { firstName: first, lastName: last, email, password: 'correct horse battery', role: 'staff' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as string;
}

describe('GET /api/search: what matches', () => {
  it('finds members, athletes and staff by the start of their first name or e-mail, whatever the case', async () => {
    const p = uniq('zq'); // e.g. zq1a2b3c4d: unique to this test
    const byName = await family(club, admin, { first: `${p}Ana`, email: `ana.${p}@example.test` });
    const byEmail = await family(club, admin, { first: 'Bea', email: `${p}.bea@example.test` }, 'Noor');
    const coach = await staffMember(`${p}Cora`, `cora.${p}@example.test`);

    const res = await search(admin, p.toUpperCase());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.searched).toEqual(['members', 'athletes', 'staff']);
    // By name and by e-mail, both starting with the text: the name most like it first.
    expect(data.members).toEqual([
      { id: byName.membershipId, first_name: `${p}Ana`, last_name: 'Family', email: `ana.${p}@example.test` },
      { id: byEmail.membershipId, first_name: 'Bea', last_name: 'Family', email: `${p}.bea@example.test` },
    ]);
    // Athletes by name, with their family's e-mail; Noor (whose family matched by e-mail) is not one.
    expect(data.athletes).toEqual([
      {
        id: byName.athleteId,
        first_name: `${p}Anakid`,
        last_name: 'Family',
        membership_id: byName.membershipId,
        family_email: `ana.${p}@example.test`,
      },
    ]);
    expect(data.staff).toEqual([{ id: coach, first_name: `${p}Cora`, last_name: 'Coach', email: `cora.${p}@example.test` }]);
    expect(data.more).toEqual({ members: false, athletes: false, staff: false });

    // Mixed case and surrounding spaces find the same rows.
    const mixed = (await search(admin, `  ${p.slice(0, 3).toUpperCase()}${p.slice(3)}ANA `)).json().data;
    expect(names(mixed.members)).toEqual([`${p}Ana`]);
    expect(names(mixed.athletes)).toEqual([`${p}Anakid`]);
    const email = (await search(admin, `CORA.${p}@EX`)).json().data;
    expect(names(email.staff)).toEqual([`${p}Cora`]);
  });

  it('finds a part from the middle of a name or an e-mail too, after those that start with it', async () => {
    const p = uniq('zm');
    await family(club, admin, { first: `${p}Dana`, email: `dana.${p}@example.test` });
    await family(club, admin, { first: `Ed${p}`, email: `ed.${p}.x@example.test` });
    const middle = (await search(admin, `${p.slice(2)}Dana`)).json().data;
    expect(names(middle.members)).toEqual([`${p}Dana`]);
    expect(names(middle.athletes)).toEqual([`${p}Danakid`]);
    // Dana's first name starts with the text; Ed's name and e-mail only hold it.
    expect(names((await search(admin, p)).json().data.members)).toEqual([`${p}Dana`, `Ed${p}`]);
    expect(names((await search(admin, `${p}@example`)).json().data.members)).toEqual([`${p}Dana`]);
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    const p = uniq('zw');
    await family(club, admin, { first: `${p}_x`, email: `under.${p}@example.test` });
    await family(club, admin, { first: `${p}ax`, email: `plain.${p}@example.test` });
    expect(names((await search(admin, `${p}_`)).json().data.members)).toEqual([`${p}_x`]);
    expect(names((await search(admin, `${p}%`)).json().data.members)).toEqual([]);
    // Wildcards alone would match every row of the club; they match none.
    for (const q of ['%%', '__', '%_', '\\%']) {
      const data = (await search(admin, q)).json().data;
      expect([...data.members, ...data.athletes, ...data.staff], q).toEqual([]);
    }
  });

  it('lists at most 10 of a kind, by name, and says there are more', async () => {
    const p = uniq('zl');
    // Suffixes of letters the random prefix never has (it is hex after 'zl'): each name shares the
    // same trigrams with what was typed, so all rank alike and come by name. Digits could repeat the
    // prefix's own (zl…4054 + 05 has "405" twice) and rank one name above the others.
    const first = (i: number) => `${p}q${'abcdefghijkl'[i]}`;
    for (let i = 11; i >= 0; i--) await family(club, admin, { first: first(i), email: `${p}.${i}@example.test` });
    const data = (await search(admin, p)).json().data;
    expect(names(data.members)).toEqual(Array.from({ length: 10 }, (_, i) => first(i)));
    expect(data.athletes).toHaveLength(10);
    expect(data.more).toEqual({ members: true, athletes: true, staff: false });
  });

  it("never shows another club's members, athletes or staff", async () => {
    const p = uniq('zt');
    const mine = await family(club, admin, { first: `${p}Mine`, email: `mine.${p}@example.test` });
    await family(other, otherAdmin, { first: `${p}Theirs`, email: `theirs.${p}@example.test` });
    const theirStaff = await makeUser(ctx.database.db, other, { role: 'staff', email: `${p}.staff@example.test` });
    const data = (await search(admin, p)).json().data;
    expect(data.members.map((m: { id: string }) => m.id)).toEqual([mine.membershipId]);
    expect(names(data.athletes)).toEqual([`${p}Minekid`]);
    expect(data.staff).toEqual([]);
    // The other club's admin finds their own, and a token of theirs cannot search this club.
    const theirs = (await searchIn(other, otherAdmin, p)).json().data;
    expect(names(theirs.members)).toEqual([`${p}Theirs`]);
    expect(theirs.staff.map((s: { id: string }) => s.id)).toEqual([theirStaff.id]);
    expect((await searchIn(club, otherAdmin, p)).statusCode).toBe(403);
  });
});

describe('GET /api/search: who may search what', () => {
  let p: string;
  beforeAll(async () => {
    p = uniq('zp');
    await family(club, admin, { first: `${p}Eve`, email: `eve.${p}@example.test` });
    await staffMember(`${p}Finn`, `finn.${p}@example.test`);
  });

  const kindsSeen = async (token: string) => {
    const res = await search(token, p);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return {
      searched: data.searched,
      found: { members: names(data.members), athletes: names(data.athletes), staff: names(data.staff) },
    };
  };

  it('gives admins members, athletes and staff', async () => {
    expect(await kindsSeen(admin)).toEqual({
      searched: ['members', 'athletes', 'staff'],
      found: { members: [`${p}Eve`], athletes: [`${p}Evekid`], staff: [`${p}Finn`] },
    });
  });

  it('gives staff only the kinds whose page they may open, and never staff (Manage Staff is admin-only)', async () => {
    const asStaff = async (permissions: readonly Permission[]) => kindsSeen((await addStaff(ctx, club, { permissions })).token);
    expect(await asStaff(['show_memberships_page'])).toEqual({
      searched: ['members'],
      found: { members: [`${p}Eve`], athletes: [], staff: [] },
    });
    expect(await asStaff(['manage_athletes_page', 'mark_attendance_page'])).toEqual({
      searched: ['athletes'],
      found: { members: [], athletes: [`${p}Evekid`], staff: [] },
    });
    // The club's shared staff role holds all six pages: members and athletes, still no staff.
    const everyPage = (await addStaff(ctx, club)).token;
    expect(await kindsSeen(everyPage)).toEqual({
      searched: ['members', 'athletes'],
      found: { members: [`${p}Eve`], athletes: [`${p}Evekid`], staff: [] },
    });
  });

  it('refuses staff who could open no result (403), members (403) and visitors (401)', async () => {
    const attendanceOnly = (await addStaff(ctx, club, { permissions: ['mark_attendance_page'] })).token;
    expect((await search(attendanceOnly, p)).statusCode).toBe(403);
    const nothing = (await addStaff(ctx, club, { permissions: [] })).token;
    expect((await search(nothing, p)).statusCode).toBe(403);
    const member = (await addMember(ctx, club)).token;
    const refused = await search(member, p);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(p);
    expect((await searchIn(club, undefined, p)).statusCode).toBe(401);
  });
});

describe('GET /api/search: the text searched', () => {
  it('is required, 2 to 100 characters once trimmed (400 naming q otherwise)', async () => {
    const bad = async (q: string | null) => {
      const res = await searchIn(club, admin, q);
      expect(res.statusCode, String(q)).toBe(400);
      return res.json().details;
    };
    expect(await bad(null)).toEqual([{ field: 'q', message: 'is required', code: 'required' }]);
    expect(await bad('a')).toEqual([
      { field: 'q', message: 'must be at least 2 characters', code: 'too_short', params: { min: 2 } },
    ]);
    expect(await bad('  a  ')).toEqual([
      { field: 'q', message: 'must be at least 2 characters', code: 'too_short', params: { min: 2 } },
    ]);
    expect(await bad('x'.repeat(101))).toEqual([
      { field: 'q', message: 'must be at most 100 characters', code: 'too_long', params: { max: 100 } },
    ]);
    expect((await search(admin, 'x'.repeat(100))).statusCode).toBe(200);
    expect((await search(admin, 'ab')).statusCode).toBe(200);
  });
});

describe('GET /api/search: people as a front desk looks for them', () => {
  let desk: TestClub;
  const find = async (q: string) => {
    const res = await searchIn(desk, desk.admin.token, q);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<'members' | 'athletes' | 'staff', { first_name: string; last_name: string }[]>;
    const full = (rows: { first_name: string; last_name: string }[]) => rows.map((r) => `${r.first_name} ${r.last_name}`);
    return { members: full(data.members), athletes: full(data.athletes), staff: full(data.staff) };
  };
  const members = async (q: string) => (await find(q)).members;

  beforeAll(async () => {
    desk = await addClub(ctx);
    const token = desk.admin.token;
    await family(
      desk,
      token,
      { first: 'Laura', last: 'Bennett', email: 'lb.home@example.test', phone: '(541) 555-0123' },
      'Sofía',
    );
    await family(desk, token, { first: 'Anna', last: 'Bennettson', email: 'anna@example.test', phone: '541.555.0199' });
    await family(desk, token, { first: 'Olivia', last: 'McBennett', email: 'olivia@example.test', phone: '+1 208 555 0100' });
    await family(desk, token, { first: 'Ben', last: 'Laurent', email: 'ben@example.test', phone: '208-555-0111' });
    await family(desk, token, { first: 'María', last: 'García', email: 'maria@example.test', phone: '208-555-0112' }, 'Lucía');
    await family(desk, token, { first: 'José', last: 'GARCIA', email: 'jose@example.test', phone: '208-555-0113' });
    await staffMember('Carlos', 'carlos@example.test', 'Núñez', desk);
    // Another club's Laura Bennett, with the same phone number.
    const elsewhere = await addClub(ctx);
    await family(elsewhere, elsewhere.admin.token, {
      first: 'Laura',
      last: 'Bennett',
      email: 'lb.home@example.test',
      phone: '(541) 555-0123',
    });
    await staffMember('Carlos', 'carlos@example.test', 'Núñez', elsewhere);
  });

  it('finds a surname, whatever its case, exact matches first, then names that start with it, then names that hold it', async () => {
    for (const q of ['Bennett', 'bennett', 'BENNETT', ' bennett  '])
      expect(await members(q), q).toEqual(['Laura Bennett', 'Anna Bennettson', 'Olivia McBennett']);
    expect((await find('bennett')).athletes).toEqual(['Sofía Bennett', 'Annakid Bennettson', 'Oliviakid McBennett']);
  });

  it('finds the full name in either order, and parts of words', async () => {
    for (const q of ['Laura Bennett', 'Bennett Laura', 'laura benn', 'BENN LAU', 'aura ennett'])
      expect(await members(q), q).toEqual(['Laura Bennett']);
    // "benn" starts Bennett and Bennettson (the closer name first) and is inside McBennett.
    expect(await members('benn')).toEqual(['Laura Bennett', 'Anna Bennettson', 'Olivia McBennett']);
    // Every word must be found: Laura Bennett's first name is not Anna.
    expect(await members('anna bennett')).toEqual(['Anna Bennettson']);
    expect(await members('laura')).toEqual(['Laura Bennett']);
  });

  it('ignores accents, in the name and in the text typed', async () => {
    for (const q of ['García', 'garcia', 'GARCIA', 'GARCÍA', 'garcía'])
      expect((await members(q)).sort(), q).toEqual(['José GARCIA', 'María García']);
    expect(await members('maria garcia')).toEqual(['María García']);
    expect(await members('MARÍA')).toEqual(['María García']);
    expect((await find('sofia bennett')).athletes).toEqual(['Sofía Bennett']);
    expect((await find('lucia')).athletes).toEqual(['Lucía García']);
    expect((await find('nunez')).staff).toEqual(['Carlos Núñez']);
  });

  it('finds a phone number whatever its punctuation, and a part of it', async () => {
    for (const q of ['(541) 555-0123', '541-555-0123', '5415550123', '541.555.0123', '555 0123', '0123'])
      expect(await members(q), q).toEqual(['Laura Bennett']);
    expect(await members('+1 208 555 0100')).toEqual(['Olivia McBennett']);
    expect((await members('208 555')).sort()).toEqual(['Ben Laurent', 'José GARCIA', 'María García', 'Olivia McBennett']);
    // A number nobody has.
    expect(await members('541-555-0124')).toEqual([]);
  });

  it('finds a part of an e-mail address', async () => {
    expect(await members('lb.home')).toEqual(['Laura Bennett']);
    expect(await members('B.HOME@EXAMPLE')).toEqual(['Laura Bennett']);
    expect(await members('anna@')).toEqual(['Anna Bennettson']);
    expect((await find('carlos@')).staff).toEqual(['Carlos Núñez']);
  });

  it("finds only the club's own people, though another club has the same names and phone", async () => {
    const res = await searchIn(desk, desk.admin.token, 'Laura Bennett');
    expect(res.json().data.members).toHaveLength(1);
    expect(res.json().data.members[0].email).toBe('lb.home@example.test');
    expect((await find('5415550123')).members).toEqual(['Laura Bennett']);
    expect((await find('nunez')).staff).toEqual(['Carlos Núñez']);
  });

  it('follows a family renamed or an athlete removed at once', async () => {
    const token = desk.admin.token;
    const { membershipId, athleteId } = await family(
      desk,
      token,
      { first: 'Hugo', last: 'Zapata', email: 'hugo@example.test' },
      'Iris',
    );
    expect(await members('zapata')).toEqual(['Hugo Zapata']);
    const renamed = await api(ctx.app, {
      method: 'PUT',
      url: `/api/memberships/${membershipId}`,
      slug: desk.slug,
      token,
      body: {
        first_name: 'Hugo',
        last_name: 'Ybarra',
        phone: '555-0100',
        address: '1 Main St',
        city: 'Springfield',
        state: 'OR',
        zip: '97477',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await members('zapata')).toEqual([]);
    expect(await members('ybarra')).toEqual(['Hugo Ybarra']);
    expect((await find('iris zapata')).athletes).toEqual(['Iris Zapata']);
    const removed = await api(ctx.app, { method: 'DELETE', url: `/api/athletes/${athleteId}`, slug: desk.slug, token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await find('iris')).athletes).toEqual([]);
  });

  it("follows a user's role at once: staff are found among staff only", async () => {
    expect((await find('nunez')).staff).toEqual(['Carlos Núñez']);
    const setRole = (role: string) =>
      withTenant(ctx.database.db, desk.tenantId, (tx) =>
        tx.execute(sql`update users set role = ${role} where email = 'carlos@example.test'`),
      );
    await setRole('member');
    expect((await find('nunez')).staff).toEqual([]);
    await setRole('staff');
    expect((await find('nunez')).staff).toEqual(['Carlos Núñez']);
  });
});

describe('the people search table', () => {
  it('is out of reach of the club role, and its function answers for the club set only', async () => {
    const p = uniq('zr');
    await family(club, admin, { first: `${p}Rae`, email: `rae.${p}@example.test` });
    await family(other, otherAdmin, { first: `${p}Rae`, email: `rae.${p}@example.test` });
    const matching = (tenant: string) =>
      withTenant(ctx.database.db, tenant, (tx) =>
        tx.execute<{ id: string }>(
          sql`select springboard_people_matching('memberships', ${sql.param([`%${p}%`])}::text[]) as id`,
        ),
      );
    expect((await matching(club.tenantId)).rows).toHaveLength(1);
    expect((await matching(other.tenantId)).rows).toHaveLength(1);
    expect((await matching(club.tenantId)).rows).not.toEqual((await matching(other.tenantId)).rows);
    // No club set: nobody.
    const none = await withoutTenant(ctx.database.db, (tx) =>
      tx.execute(sql`select springboard_people_matching('memberships', ${sql.param([`%${p}%`])}::text[]) as id`),
    );
    expect(none.rows).toEqual([]);
    await expect(
      withTenant(ctx.database.db, club.tenantId, (tx) => tx.execute(sql`select 1 from people_search`)),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/permission denied/) },
    });
  });

  it('ranks a found person as the names, e-mail and phone each normalised alone would', async () => {
    // The rank normalises the first name, last name and e-mail in one call; each alone, written out.
    const people = [
      ['Ana', 'García', 'ana.garcia@example.test', '(555) 010-0100'],
      ['  José  María ', 'de la  Cruz', null, null],
      [null, 'Émile', 'EM@example.test', '555 0101'],
      ['Em', null, '', ''],
      ['Ñandú', "O'Neil", 'n@x.test', '+1 555-0102'],
    ];
    const typed = [
      ['em', null],
      ['garcia', null],
      ['ana garc', null],
      ['cruz jose maria', null],
      ['555-0100', '5550100'],
      ['555', '555'],
      ['EM@example.test', null],
      ['ñandu o', null],
    ];
    const res = await ctx.database.db.execute<{ same: boolean; rank: number; alone: number }>(sql`
      with p(first_name, last_name, email, phone) as (select * from json_to_recordset(${JSON.stringify(
        people.map(([first_name, last_name, email, phone]) => ({ first_name, last_name, email, phone })),
      )}::json) as x(first_name text, last_name text, email text, phone text)),
      t(typed, digits) as (select * from json_to_recordset(${JSON.stringify(typed.map(([typed, digits]) => ({ typed, digits })))}::json)
        as y(typed text, digits text)),
      n as (select p.*, t.*, springboard_normalize(t.typed) as tn,
                   coalesce(springboard_normalize(p.first_name), '') as f, coalesce(springboard_normalize(p.last_name), '') as l,
                   coalesce(springboard_normalize(p.email), '') as e, regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') as pd
            from p cross join t)
      select springboard_people_rank(first_name, last_name, email, phone, typed, digits) as rank,
             (case when tn in (btrim(f || ' ' || l), btrim(l || ' ' || f), f, l, e) or (digits <> '' and pd = digits) then 0
                   when starts_with(btrim(f || ' ' || l), tn) or starts_with(btrim(l || ' ' || f), tn) or (e <> '' and starts_with(e, tn))
                        or (digits <> '' and pd <> '' and starts_with(pd, digits)) then 1
                   else 2 end - springboard_similarity(btrim(f || ' ' || l), tn) / 10)::real as alone
      from n`);
    expect(res.rows).toHaveLength(people.length * typed.length);
    for (const r of res.rows) expect(r.rank).toBe(r.alone);
    // Exact, prefix and inside matches are told apart.
    expect(new Set(res.rows.map((r) => Math.ceil(r.rank)))).toEqual(new Set([0, 1, 2]));
  });
});
