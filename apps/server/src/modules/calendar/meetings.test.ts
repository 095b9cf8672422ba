import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeClub, makeSlot, type ClubFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { withTenant } from '../../db/tenant-tx.js';
import { closures, programSlots, programs, terms } from '../../db/schema.js';
import { meetingDates, slotMeetsOn } from './meetings.js';

let ctx: TestContext;
let club: ClubFixture;
let slot: { programId: string; slotId: string };
let other: { programId: string; slotId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  club = await makeClub(ctx.database.db);
  slot = await makeSlot(ctx.database.db, club);
  other = await makeSlot(ctx.database.db, club);
  await withTenant(ctx.database.db, club.tenantId, async (tx) => {
    // Mondays and Wednesdays, in a program of the fall term; a slot of its own spring term.
    const [fall] = await tx
      .insert(terms)
      .values({ tenantId: club.tenantId, name: 'Fall', startsOn: '2026-09-07', endsOn: '2026-12-18' })
      .returning();
    const [spring] = await tx
      .insert(terms)
      .values({ tenantId: club.tenantId, name: 'Spring', startsOn: '2027-01-11', endsOn: '2027-05-28' })
      .returning();
    await tx.update(programs).set({ termId: fall!.id }).where(eq(programs.id, slot.programId));
    await tx.update(programs).set({ termId: fall!.id }).where(eq(programs.id, other.programId));
    await tx.update(programSlots).set({ days: ['MON', 'WED'] }).where(eq(programSlots.id, slot.slotId));
    await tx.update(programSlots).set({ days: ['MON'], termId: spring!.id }).where(eq(programSlots.id, other.slotId));
    await tx.insert(closures).values([
      { tenantId: club.tenantId, name: 'Thanksgiving', startsOn: '2026-11-25', endsOn: '2026-11-27' },
      { tenantId: club.tenantId, name: 'Coach away', startsOn: '2026-11-30', endsOn: '2026-11-30', slotId: slot.slotId },
    ]);
  });
});
afterAll(() => ctx.close());

describe('when a class meets', () => {
  it('meets on its weekdays inside its term, not on holidays or the dates it is cancelled', async () => {
    const dates = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      meetingDates(tx, [slot.slotId, other.slotId], '2026-11-20', '2026-12-31'),
    );
    expect(dates.get(slot.slotId)).toEqual(['2026-11-23', '2026-12-02', '2026-12-07', '2026-12-09', '2026-12-14', '2026-12-16']);
    // The slot's own spring term wins over its program's fall term.
    expect(dates.get(other.slotId)).toEqual([]);
    const spring = await withTenant(ctx.database.db, club.tenantId, (tx) => meetingDates(tx, [other.slotId], '2027-01-01', '2027-01-20'));
    expect(spring.get(other.slotId)).toEqual(['2027-01-11', '2027-01-18']);
  });

  it('says why a slot does not meet on a date', async () => {
    const why = (date: string) => withTenant(ctx.database.db, club.tenantId, (tx) => slotMeetsOn(tx, slot.slotId, date));
    expect(await why('2026-11-23')).toBeNull();
    expect(await why('2026-11-24')).toBe('not_class_day');
    expect(await why('2026-08-31')).toBe('outside_term');
    expect(await why('2026-11-25')).toBe('closed');
    expect(await why('2026-11-30')).toBe('cancelled');
  });
});
