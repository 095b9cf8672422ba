// The demo club created on an empty database: "Sunrise Gymnastics" at /club/demo with youth, teen
// and adult programs (two slots each, capacity 10; youth and teen teach levels of the starting
// gymnastics curriculum), a 25.00 registration fee, monthly tuition by
// hours a week with sibling discounts, voucher SPRING10, its website's texts in English and Spanish,
// and one family whose skills progress is recorded (demo-progress.ts).
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { clubSettings, clubWebsites, pricingConfigs, programs, programSlots, tenants, vouchers } from '../../db/schema.js';
import type { TxSource } from '../../db/tenant-tx.js';
import { AppError } from '../../platform/app-error.js';
import { createClub } from './clubs.service.js';
import { seedDemoProgress } from './demo-progress.js';
import { DEMO_PROGRAM_SPANISH, DEMO_WEBSITE } from './demo-website.js';

export const DEMO_SLUG = 'demo';

const X = 'x';
const DEMO_PROGRAMS = [
  {
    key: 'youth',
    label: 'Youth Gymnastics',
    description: 'Tumbling, balance and coordination for ages 5-12, taught in small groups.',
    minAge: 5,
    maxAge: 12,
    slots: [
      { slotId: 'YTH-MON-4PM', days: ['MON'], times: ['4:00 PM - 5:00 PM', X, X, X, X, X, X] },
      { slotId: 'YTH-WED-4PM', days: ['WED'], times: [X, X, '4:00 PM - 5:00 PM', X, X, X, X] },
    ],
  },
  {
    key: 'teen',
    label: 'Teen Competitive',
    description: 'Skills, strength and routines for ages 13-17, with a path to competition.',
    minAge: 13,
    maxAge: 17,
    slots: [
      { slotId: 'TEEN-TUE-6PM', days: ['TUE'], times: [X, '6:00 PM - 7:00 PM', X, X, X, X, X] },
      { slotId: 'TEEN-THU-6PM', days: ['THU'], times: [X, X, X, '6:00 PM - 7:00 PM', X, X, X] },
    ],
  },
  {
    key: 'adult',
    label: 'Adult Fitness',
    description: 'Flexibility, strength and conditioning for adults of every level.',
    minAge: 18,
    maxAge: 99,
    slots: [
      { slotId: 'ADU-MON-8PM', days: ['MON'], times: ['8:00 PM - 9:00 PM', X, X, X, X, X, X] },
      { slotId: 'ADU-SAT-9AM', days: ['SAT'], times: [X, X, X, X, X, '9:00 AM - 10:00 AM', X] },
    ],
  },
];

/** Monthly tuition in cents by hours a week: $65 for one hour a week, $120 for two, …, and $45 a
 *  month for each weekly hour beyond four. */
export const DEMO_TIERS_CENTS = {
  halfHour: 4000,
  oneHour: 6500,
  twoHour: 12000,
  threeHour: 17000,
  fourHour: 21500,
  perWeek: 4500,
};

export type DemoCredentials = { email: string; password: string };

/** Creates the demo club if the database has no club at all; returns the admin's credentials once. */
export async function seedDemoClubIfEmpty(db: TxSource): Promise<DemoCredentials | null> {
  const [row] = await db.noClub((tx) => tx.select({ n: count() }).from(tenants));
  if ((row?.n ?? 0) > 0) return null;
  const credentials = { email: 'admin@demo.springboard.local', password: randomBytes(9).toString('base64url') };
  let created: { tenantId: string; adminUserId: string };
  try {
    created = await createClub(db, {
      slug: DEMO_SLUG,
      name: 'Sunrise Gymnastics',
      adminEmail: credentials.email,
      adminPassword: credentials.password,
      adminFirstName: 'Sunny',
      adminLastName: 'Admin',
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return null; // another process seeded it first
    throw err;
  }
  const { tenantId } = created;
  await db.club(tenantId)(async (tx) => {
    await tx.update(clubSettings).set({
      contactInfo: '120 Sunrise Avenue\nSpringfield, OR 97477\n\nhello@sunrise-gymnastics.example\n(541) 555-0142',
    });
    // The starting gymnastics curriculum in use: youth classes teach Level 1, teen classes Level 2.
    const levels = await tx.execute<{ id: string; name: string }>(
      sql`select id, name from levels where curriculum = 'Gymnastics' and name in ('Level 1', 'Level 2')`,
    );
    const levelOf: Record<string, string | undefined> = {
      youth: levels.rows.find((l) => l.name === 'Level 1')?.id,
      teen: levels.rows.find((l) => l.name === 'Level 2')?.id,
    };
    for (const p of DEMO_PROGRAMS) {
      const [prog] = await tx
        .insert(programs)
        .values({
          tenantId,
          key: p.key,
          label: p.label,
          description: p.description,
          labelEs: DEMO_PROGRAM_SPANISH[p.key]?.label ?? null,
          descriptionEs: DEMO_PROGRAM_SPANISH[p.key]?.description ?? null,
          minAge: p.minAge,
          maxAge: p.maxAge,
          capacity: 10,
          levelId: levelOf[p.key] ?? null,
        })
        .returning({ id: programs.id });
      if (!prog) continue;
      await tx.insert(programSlots).values(p.slots.map((s) => ({ tenantId, programId: prog.id, ...s, priceCents: 0 })));
    }
    // Tuition by the hours a week (the slots stay priced 0, so the tiers apply), with sibling discounts.
    await tx.update(pricingConfigs).set({
      hourlyTiers: DEMO_TIERS_CENTS,
      secondAthleteDiscountBp: 1000,
      laterAthleteDiscountBp: 1500,
    });
    await tx.insert(vouchers).values({ tenantId, code: 'SPRING10', kind: 'percent', value: 10 });
    await tx.insert(clubWebsites).values({ tenantId, texts: DEMO_WEBSITE });
    await seedDemoProgress(tx, tenantId, created.adminUserId);
  });
  return credentials;
}
