import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Permission } from '@springboard/contract/permissions';
import { api, makeClub, makeUser, uniq, type ClubFixture } from '../../../test/factories.js';
import { addClub, addMember, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';

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

/** A family added by the club's admin (POST /api/memberships), with one athlete (POST /api/athletes). */
async function family(c: ClubFixture, token: string, parent: { first: string; email: string }, athlete = `${parent.first}kid`) {
  const m = await api(ctx.app, {
    method: 'POST',
    url: '/api/memberships',
    slug: c.slug,
    token,
    body: {
      first_name: parent.first,
      last_name: 'Family',
      email: parent.email,
      phone: '555-0100',
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
      last_name: 'Family',
      gender: 'Female',
      date_of_birth: '2016-04-02',
    },
  });
  expect(a.statusCode, a.body).toBe(201);
  return { membershipId, athleteId: a.json().data.id as string };
}

/** A staff member added through Add New Staff (POST /api/auth/register). */
async function staffMember(first: string, email: string) {
  const r = await api(ctx.app, {
    method: 'POST',
    url: '/api/auth/register',
    slug: club.slug,
    token: admin,
    body: { firstName: first, lastName: 'Coach', email, password: 'correct horse battery', role: 'staff' },
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
    // By name and by e-mail; ordered by first name.
    expect(data.members).toEqual([
      { id: byEmail.membershipId, first_name: 'Bea', last_name: 'Family', email: `${p}.bea@example.test` },
      { id: byName.membershipId, first_name: `${p}Ana`, last_name: 'Family', email: `ana.${p}@example.test` },
    ]);
    // Athletes by first name, with their family's e-mail; Noor (whose family matched by e-mail) is not one.
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

  it('matches the start only: a part from the middle of a name or an e-mail finds nothing', async () => {
    const p = uniq('zm');
    await family(club, admin, { first: `${p}Dana`, email: `dana.${p}@example.test` });
    const middle = (await search(admin, `${p.slice(2)}Dana`)).json().data;
    expect(middle.members).toEqual([]);
    expect(middle.athletes).toEqual([]);
    const domain = (await search(admin, `${p}@example`)).json().data;
    expect(domain.members).toEqual([]);
    expect(names((await search(admin, `dana.${p}`)).json().data.members)).toEqual([`${p}Dana`]);
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
    for (let i = 11; i >= 0; i--)
      await family(club, admin, { first: `${p}${String(i).padStart(2, '0')}`, email: `${p}.${i}@example.test` });
    const data = (await search(admin, p)).json().data;
    expect(names(data.members)).toEqual(Array.from({ length: 10 }, (_, i) => `${p}${String(i).padStart(2, '0')}`));
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

describe('the search indexes (migration 0006)', () => {
  it('serve the prefix match under row-level security, in a club of 3,000 families', async () => {
    const big = await makeClub(ctx.database.db);
    await withTenant(ctx.database.db, big.tenantId, async (tx) => {
      await tx.execute(sql`insert into memberships (tenant_id, first_name, last_name, email, phone, address, city, state, zip, start_date)
        select ${big.tenantId}, 'Parent' || md5(g::text), 'Family', 'parent' || g || '@example.test', '555', '1 Main', 'Town', 'OR', '97477', '2026-01-05'
        from generate_series(1, 3000) g`);
      await tx.execute(sql`insert into athletes (tenant_id, membership_id, first_name, last_name, gender, date_of_birth)
        select tenant_id, id, 'Kid' || md5(id::text), 'Family', 'Other', '2016-01-01' from memberships`);
      await tx.execute(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role)
        select tenant_id, email, 'x', first_name, last_name, 'member' from memberships`);
    });
    // Statistics as autovacuum would gather them (the login role owns the tables; the club's role may not).
    await ctx.database.db.execute(sql`analyze memberships, athletes, users`);
    const plans = await withTenant(ctx.database.db, big.tenantId, async (tx) => {
      const out: Record<string, string> = {};
      for (const [table, column, text] of [
        ['memberships', 'search_first_name', 'PARENT1a'],
        ['memberships', 'search_email', 'Parent12@'],
        ['athletes', 'search_first_name', 'kid1A'],
        ['users', 'search_first_name', 'parent1a'],
        ['users', 'search_email', 'PARENT12@'],
      ] as const) {
        const rows = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from ${sql.identifier(table)} where starts_with(${sql.identifier(column)}, lower(${text}))`,
        );
        out[`${table}.${column}`] = rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      return out;
    });
    for (const [key, plan] of Object.entries(plans)) {
      const [table, column] = key.split('.') as [string, string];
      // The club (from the RLS policy) and the prefix, both in the index condition of the table's own index.
      expect(plan, plan).toContain(`${table}_${column}_idx`);
      expect(plan, plan).toMatch(new RegExp(`Index Cond: \\(\\(tenant_id = .*\\) AND \\(${column} ~>=~ '`));
    }
  });
});
