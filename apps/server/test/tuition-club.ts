// A club priced by the hourly tiers for the tuition tests: programs of given hours and days, and
// families whose athletes are in given classes since a given day.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withTenant } from '../src/db/tenant-tx.js';
import { api, uniq } from './factories.js';
import { addClub, addPaidRegistration, type TestClub } from './fixtures.js';
import type { TestContext } from './test-app.js';

/** $40 half an hour a week, $65 one hour, $120 two, $170 three, $215 four, $45 each hour beyond. */
export const TIERS = { halfHour: 40, oneHour: 65, twoHour: 120, threeHour: 170, fourHour: 215, perWeek: 45 };
export const CONFIG = {
  hourly_tiers: TIERS,
  registration_fee: 25,
  referral_credit: 0,
  late_fee_type: 'fixed',
  late_fee_value: 0,
  late_fee_days_before: 0,
};

export type TuitionLine = { kind: string; amount: number; athlete_id: string | null; description: string };

/** A club with the tiers above saved as its config, and its helpers. */
export async function tuitionClub(ctx: Pick<TestContext, 'app' | 'database'>) {
  const club: TestClub = await addClub(ctx);
  const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    withTenant(ctx.database.db, club.tenantId, async (tx) => (await tx.execute<T>(query)).rows as T[]);
  const save = (body: object) =>
    api(ctx.app, { method: 'POST', url: '/api/programs/program-pricing-config', slug: club.slug, token: club.admin.token, body });

  /** A program of `hours` a class with one slot meeting on `days`, optionally at a flat monthly price. */
  async function slot(hours: number, days: string[], flatCents = 0): Promise<{ programId: string; slotId: string }> {
    const key = uniq('p');
    const [p] = await q<{ id: string }>(
      sql`insert into programs (tenant_id, key, label, duration_hours) values (${club.tenantId}, ${key}, ${`Program ${key}`}, ${hours}) returning id`,
    );
    const times = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((d) => (days.includes(d) ? '5:00 PM - 6:00 PM' : 'x'));
    const [s] = await q<{ id: string }>(sql`
      insert into program_slots (tenant_id, program_id, slot_id, days, times, price_cents)
      values (${club.tenantId}, ${p!.id}, ${uniq('S-')}, ${`{${days.join(',')}}`}::text[], ${`{${times.join(',')}}`}::text[], ${flatCents})
      returning id`);
    return { programId: p!.id, slotId: s!.id };
  }

  /** A registered family with one athlete per entry, the i-th enrolled in classes[i] since `startsOn`. */
  async function family(classes: string[][], startsOn = '2020-01-06') {
    const reg = await addPaidRegistration(ctx, club, { athletes: classes.length });
    for (const [i, slotIds] of classes.entries()) {
      for (const slotId of slotIds) {
        await q(sql`insert into enrollments (tenant_id, athlete_id, slot_id, membership_id, starts_on)
          values (${club.tenantId}, ${reg.athleteIds[i]!}, ${slotId}, ${reg.membershipId}, ${startsOn})`);
      }
    }
    return reg;
  }

  expect((await save(CONFIG)).statusCode).toBe(200);
  return { club, q, save, slot, family };
}
