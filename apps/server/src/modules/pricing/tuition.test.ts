// Tuition from the hourly tiers: what a family is billed a month for its athletes' classes, by the
// rules an admin sets in Program Pricing Settings. Every figure below is worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { writeRecordText, type RecordText } from '@springboard/contract/record-texts';
import { api, uniq } from '../../../test/factories.js';
import { CONFIG, TIERS, tuitionClub, type TuitionLine } from '../../../test/tuition-club.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tuitionClub>>;

beforeAll(async () => {
  ctx = await createTestApp();
  t = await tuitionClub(ctx);
});
afterAll(async () => ctx?.close());

const save = (body: object) => t.save(body);
const slot = (hours: number, days: string[], flatCents = 0) => t.slot(hours, days, flatCents);
const family = (classes: string[][]) => t.family(classes);

type Tuition = { lines: (TuitionLine & { description_text: RecordText })[]; total: number; description: string };
/** A line as a Spanish reader reads it; the English from its code is the stored English. */
function spanish(line: { description: string; description_text: RecordText }): string {
  expect(writeRecordText(line.description_text, line.description, 'en')).toBe(line.description);
  return writeRecordText(line.description_text, line.description, 'es');
}
async function tuition(membershipId: string): Promise<Tuition> {
  const res = await api(ctx.app, {
    method: 'GET',
    url: `/api/programs/program-pricing-config/tuition/${membershipId}`,
    slug: t.club.slug,
    token: t.club.admin.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Tuition;
}

describe('tuition from the hourly tiers', () => {
  it('prices one hour a week at the one-hour tier, 1.5 hours at the next tier up, and hours above four by perWeek', async () => {
    const one = await family([[(await slot(1, ['MON'])).slotId]]);
    expect((await tuition(one.membershipId)).total).toBe(65);
    const between = await family([[(await slot(1.5, ['TUE'])).slotId]]);
    const t = await tuition(between.membershipId);
    expect(t.total).toBe(120); // 1.5 h a week costs the 2-hour tier
    expect(t.lines[0]!.description).toMatch(/Kid0 Parent: .* — 1\.5 h a week, 2-hour tier/);
    expect(t.lines[0]!.description_text).toEqual({
      code: 'tuition',
      params: {
        athlete: 'Kid0 Parent',
        classes: 1,
        program_1: expect.stringMatching(/^Program /),
        slot_1: expect.stringMatching(/^S-/),
        days_1: 'TUE',
        time_1: '5:00 PM - 6:00 PM',
        hours: 1.5,
        tier: 'twoHour',
        months: 1,
      },
    });
    expect(spanish(t.lines[0]!)).toMatch(
      /^Kid0 Parent: Program \S+ \(martes 17:00 – 18:00\) — 1\.5 h a la semana, tarifa de 2 horas$/,
    );
    // 2.5 h on Monday and Wednesday: 5 h a week = $215 + 1 × $45.
    const five = await family([[(await slot(2.5, ['MON', 'WED'])).slotId]]);
    expect((await tuition(five.membershipId)).total).toBe(260);
    // 4.5 h a week: $215 + 0.5 × $45 = $237.50.
    const fourAndHalf = await family([[(await slot(1.5, ['MON', 'WED', 'FRI'])).slotId]]);
    const above = await tuition(fourAndHalf.membershipId);
    expect(above.total).toBe(237.5);
    expect(above.lines[0]!.description).toMatch(/— 4\.5 h a week, 4-hour tier \+ 0\.5 h at \$45\.00 per weekly hour$/);
    expect(spanish(above.lines[0]!)).toMatch(
      /\(lunes, miércoles, viernes 17:00 – 18:00\) — 4\.5 h a la semana, tarifa de 4 horas \+ 0\.5 h a \$45\.00 por hora semanal$/,
    );
  });

  it('prices 45-minute classes by their quarter hours: 0.75 h at the one-hour tier, three of them (2.25 h) at the 3-hour tier', async () => {
    const once = await tuition((await family([[(await slot(0.75, ['MON'])).slotId]])).membershipId);
    expect(once.total).toBe(65);
    expect(once.lines[0]!.description).toMatch(/— 0\.75 h a week, 1-hour tier/);
    const thrice = await tuition((await family([[(await slot(0.75, ['MON', 'WED', 'FRI'])).slotId]])).membershipId);
    expect(thrice.lines[0]!.description).toMatch(/— 2\.25 h a week, 3-hour tier/);
  });

  it('sums an athlete’s classes into one weekly total before pricing it', async () => {
    const a = await slot(1, ['MON']);
    const b = await slot(1, ['THU']);
    const f = await family([[a.slotId, b.slotId]]);
    // Two classes of one hour: 2 h a week = $120, not 2 × $65.
    expect(await tuition(f.membershipId)).toMatchObject({ total: 120, lines: [{ kind: 'tuition', amount: 120 }] });
  });

  it('counts every slot of one program the athlete is in: three 1.5-hour classes are 4.5 hours a week', async () => {
    const mon = await slot(1.5, ['MON']);
    const [wed, fri] = await Promise.all(
      ['WED', 'FRI'].map(async (day) => {
        const times = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((d) => (d === day ? '5:00 PM - 6:30 PM' : 'x'));
        const [s] = await t.q<{ id: string }>(sql`
          insert into program_slots (tenant_id, program_id, slot_id, days, times)
          values (${t.club.tenantId}, ${mon.programId}, ${uniq('S-')}, ${`{${day}}`}::text[], ${`{${times.join(',')}}`}::text[])
          returning id`);
        return s!.id;
      }),
    );
    const f = await family([[mon.slotId, wed!, fri!]]);
    // 4.5 h a week: $215 + 0.5 × $45 = $237.50, one tuition line for the three classes.
    expect(await tuition(f.membershipId)).toMatchObject({ total: 237.5, lines: [{ kind: 'tuition', amount: 237.5 }] });
  });

  it('bills a slot with its own price at that flat monthly price instead of the tiers', async () => {
    const flat = await slot(3, ['MON'], 8000);
    const f = await family([[flat.slotId]]);
    const t = await tuition(f.membershipId);
    expect(t.total).toBe(80);
    expect(t.lines[0]!.description).toMatch(/— 3 h a week, \$80\.00 a month$/);
    expect(spanish(t.lines[0]!)).toMatch(/— 3 h a la semana, \$80\.00 al mes$/);
  });

  it('prices a program with its own config by its tiers, and the athlete’s other classes by the club’s', async () => {
    const own = await slot(1, ['SAT']);
    const res = await save({ ...CONFIG, program_id: own.programId, hourly_tiers: { ...TIERS, oneHour: 50, twoHour: 90 } });
    expect(res.statusCode).toBe(200);
    const clubClass = await slot(1, ['TUE']);
    const f = await family([[own.slotId, clubClass.slotId]]);
    const t = await tuition(f.membershipId);
    // Each program's hours by its own config: $50 (its one-hour tier) + $65 (the club's).
    expect(t.lines.map((l) => l.amount).sort()).toEqual([50, 65]);
    expect(t.total).toBe(115);
  });
});

describe('family discounts', () => {
  it('gives the second athlete and the later ones their discounts on the lower tuitions, then caps the family at its monthly maximum', async () => {
    const two = await slot(2, ['MON']);
    const one = await slot(1, ['WED']);
    // Registered athlete order puts a $65 athlete first: the discount still falls on the lower tuitions.
    const f = await family([[one.slotId], [two.slotId], [one.slotId]]);
    expect((await save({ ...CONFIG, second_athlete_discount_percent: 10, later_athlete_discount_percent: 20 })).statusCode).toBe(
      200,
    );
    const t = await tuition(f.membershipId);
    // $120 full; the next ($65) −10 % = −$6.50; the third ($65) −20 % = −$13.00.
    const discounts = t.lines.filter((l) => l.kind === 'discount');
    expect(discounts.map((d) => [d.amount, d.athlete_id])).toEqual([
      [-6.5, f.athleteIds[0]],
      [-13, f.athleteIds[2]],
    ]);
    expect(discounts[0]!.description).toBe('Second athlete discount (10%): Kid0 Parent');
    expect(discounts[1]!.description).toBe('Third and later athletes discount (20%): Kid2 Parent');
    expect(discounts[0]!.description_text).toEqual({
      code: 'second_athlete_discount',
      params: { bp: 1000, athlete: 'Kid0 Parent' },
    });
    expect(discounts.map(spanish)).toEqual([
      'Descuento por segundo atleta (10%): Kid0 Parent',
      'Descuento por tercer atleta y siguientes (20%): Kid2 Parent',
    ]);
    expect(t.total).toBe(230.5); // 120 + 65 + 65 − 6.50 − 13

    expect(
      (
        await save({
          ...CONFIG,
          second_athlete_discount_percent: 10,
          later_athlete_discount_percent: 20,
          family_monthly_max: 200,
        })
      ).statusCode,
    ).toBe(200);
    const capped = await tuition(f.membershipId);
    expect(capped.lines.at(-1)).toMatchObject({
      kind: 'discount',
      amount: -30.5,
      description: 'Family maximum of $200.00 a month',
    });
    expect(capped.total).toBe(200);
    expect(capped.lines.at(-1)!.description_text).toEqual({ code: 'family_maximum', params: { max: 20000, months: 1 } });
    expect(spanish(capped.lines.at(-1)!)).toBe('Máximo familiar de $200.00 al mes');
    expect(await save(CONFIG)).toHaveProperty('statusCode', 200);
  });

  it('refuses a discount over 100 % naming the field, and family rules on a program’s config', async () => {
    const over = await save({ ...CONFIG, second_athlete_discount_percent: 100.5 });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toEqual([
      expect.objectContaining({ field: 'second_athlete_discount_percent', code: 'price_percent' }),
    ]);
    const later = await save({ ...CONFIG, later_athlete_discount_percent: 150 });
    expect(later.json().details).toEqual([expect.objectContaining({ field: 'later_athlete_discount_percent' })]);
    const { programId } = await slot(1, ['MON']);
    const onProgram = await save({ ...CONFIG, program_id: programId, family_monthly_max: 100 });
    expect(onProgram.statusCode).toBe(400);
    expect(onProgram.json().details).toEqual([
      expect.objectContaining({ field: 'family_monthly_max', code: 'club_pricing_only' }),
    ]);
  });
});

describe('POST /api/programs/program-pricing-config/simulate', () => {
  it('shows each family’s tuition before and after and the total change, and saves nothing', async () => {
    const f = await family([[(await slot(1, ['FRI'])).slotId]]);
    const before = (await api(ctx.app, { method: 'GET', url: '/api/programs/program-pricing-config', slug: t.club.slug })).json()
      .data;
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs/program-pricing-config/simulate',
      slug: t.club.slug,
      token: t.club.admin.token,
      body: { ...CONFIG, hourly_tiers: { ...TIERS, oneHour: 70 } },
    });
    expect(res.statusCode).toBe(200);
    const sim = res.json().data;
    expect(sim.families.find((x: { membership_id: string }) => x.membership_id === f.membershipId)).toMatchObject({
      before: 65,
      after: 70,
      difference: 5,
    });
    expect(sim.total_difference).toBeCloseTo(sim.total_after - sim.total_before, 2);
    const after = (await api(ctx.app, { method: 'GET', url: '/api/programs/program-pricing-config', slug: t.club.slug })).json()
      .data;
    expect(after).toEqual(before);
    expect((await tuition(f.membershipId)).total).toBe(65);
    // Only admins preview prices.
    const visitor = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs/program-pricing-config/simulate',
      slug: t.club.slug,
      body: CONFIG,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('prices shown to families', () => {
  it('shows a program from the tuition of one class a week, and a slot’s own price when lower', async () => {
    const ninety = await slot(1.5, ['MON', 'WED']);
    const flat = await slot(1, ['TUE'], 3000);
    const res = await api(ctx.app, { method: 'GET', url: '/api/programs/programs-with-slots', slug: t.club.slug });
    const programs = res.json().data as { id: string; monthly_from: number | null }[];
    // 1.5 h once a week costs the 2-hour tier, whatever days the slot meets.
    expect(programs.find((p) => p.id === ninety.programId)!.monthly_from).toBe(120);
    expect(programs.find((p) => p.id === flat.programId)!.monthly_from).toBe(30);
  });

  it('quotes a registration’s chosen classes per athlete with the family discounts, saving nothing', async () => {
    const two = await slot(2, ['MON']);
    const one = await slot(1, ['THU']);
    expect((await save({ ...CONFIG, second_athlete_discount_percent: 10 })).statusCode).toBe(200);
    const quote = (body: object) =>
      api(ctx.app, { method: 'POST', url: '/api/programs/program-pricing-config/tuition-quote', slug: t.club.slug, body });
    const res = await quote({ athletes: [{ slot_ids: [one.slotId] }, { slot_ids: [two.slotId] }] });
    expect(res.statusCode).toBe(200);
    // $65 and $120; the second athlete rule lowers the lower tuition, the first athlete's: −$6.50.
    expect(res.json().data).toEqual({
      athletes: [
        { monthly: 65, priced: true },
        { monthly: 120, priced: true },
      ],
      discounts: [{ rule: 'second_athlete', athlete: 0, percent: 10, amount: -6.5 }],
      total: 178.5,
    });
    expect((await quote({ athletes: [{ slot_ids: ['00000000-0000-4000-8000-000000000000'] }] })).statusCode).toBe(404);
    expect(await save(CONFIG)).toHaveProperty('statusCode', 200);
  });
});
