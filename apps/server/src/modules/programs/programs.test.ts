import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { api, uniq, type ClubFixture } from '../../../test/factories.js';
import { addClub, addFamily, addMember, addStaff, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { enrollments, pricingConfigs, programs, programSlots } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let otherAdmin: string;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  club = await addClub(ctx);
  other = await addClub(ctx);
  admin = club.admin.token;
  otherAdmin = other.admin.token;
  // Staff holding every permission there is: programs and pricing are still the admin's.
  staff = (await addStaff(ctx, club, { permissions: PERMISSIONS })).token;
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>) => api(ctx.app, { slug: club.slug, ...c });
const X = 'x';
const times = (day: number, time: string) => Array.from({ length: 7 }, (_, i) => (i === day ? time : X));

function programBody(overrides: Record<string, unknown> = {}) {
  return {
    label: 'Tumble Tots',
    key: uniq('tots-'),
    duration_hours: 1.5,
    min_age: 3,
    max_age: 6,
    slots: [
      { slot_id: 'TOTS-MON', days: ['MON'], times: times(0, '4:00 pm-5:30 pm'), capacity: 8 },
      { slot_id: 'TOTS-SAT', days: ['SAT'], times: times(5, '9:00 AM - 10:30 AM'), capacity: 12 },
    ],
    ...overrides,
  };
}

/** Every program and slot of a club as rows: "the database unchanged" is this before and after. */
async function snapshot(c: ClubFixture = club) {
  return withTenant(ctx.database.db, c.tenantId, async (tx) => ({
    programs: await tx.select().from(programs).orderBy(asc(programs.id)),
    slots: await tx.select().from(programSlots).orderBy(asc(programSlots.id)),
    enrollments: await tx.select().from(enrollments).orderBy(asc(enrollments.id)),
    pricing: await tx.select().from(pricingConfigs).orderBy(asc(pricingConfigs.id)),
  }));
}

type SavedSlot = { id: string; slot_id: string; days: string[]; times: string[]; capacity: number; enrolled: number };
type SavedProgram = {
  id: string;
  key: string;
  label: string;
  duration_hours: number;
  min_age: number;
  max_age: number;
  makeup_group?: string | null;
  slots: SavedSlot[];
};
type SlotBody = { id?: string; slot_id: string; days: string[]; times: string[]; capacity?: number };

async function create(overrides: Record<string, unknown> = {}): Promise<SavedProgram> {
  const res = await call({ method: 'POST', url: '/api/programs/add-with-slots', token: admin, body: programBody(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** The PUT body that keeps the program as it is: its fields and every slot with its id. */
function keepAll(p: SavedProgram) {
  return {
    label: p.label,
    key: p.key,
    duration_hours: p.duration_hours,
    min_age: p.min_age,
    max_age: p.max_age,
    slots: p.slots.map((s): SlotBody => ({ id: s.id, slot_id: s.slot_id, days: s.days, times: s.times, capacity: s.capacity })),
    deletedSlotIds: [] as string[],
  };
}

describe('POST /api/programs/add-with-slots', () => {
  it('creates the program and its slots, which the public site and registration then read', async () => {
    const body = programBody({ key: 'Tots-Morning', description: 'Rolls and jumps for little ones.' });
    const res = await call({ method: 'POST', url: '/api/programs/add-with-slots', token: admin, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Program and slots created successfully!');
    const data = res.json().data;
    expect(data).toMatchObject({
      key: 'tots-morning',
      label: 'Tumble Tots',
      duration_hours: 1.5,
      min_age: 3,
      max_age: 6,
      capacity: 10,
    });
    // Times are stored in one spelling, 'x' on the days without a class.
    expect(data.slots).toEqual([
      expect.objectContaining({
        slot_id: 'TOTS-MON',
        days: ['MON'],
        times: times(0, '4:00 PM - 5:30 PM'),
        capacity: 8,
        enrolled: 0,
      }),
      expect.objectContaining({
        slot_id: 'TOTS-SAT',
        days: ['SAT'],
        times: times(5, '9:00 AM - 10:30 AM'),
        capacity: 12,
        enrolled: 0,
      }),
    ]);
    const visitor = await call({ url: '/api/programs/programs-with-slots' });
    const listed = visitor.json().data.find((p: { key: string }) => p.key === 'tots-morning');
    expect(listed).toMatchObject({
      description: 'Rolls and jumps for little ones.',
      slots: [{ slot_id: 'TOTS-MON' }, { slot_id: 'TOTS-SAT' }],
    });
    expect((await api(ctx.app, { url: '/api/programs', slug: other.slug })).json().data).toEqual([]);
  });

  it('keeps a Spanish name and description for Spanish readers; blank clears them, left out keeps them', async () => {
    const made = await create({ key: 'tots-es', label_es: 'Pequeños saltarines', description_es: 'Volteretas para los más pequeños.' });
    const listed = async () =>
      (await call({ url: '/api/programs' })).json().data.find((p: { key: string }) => p.key === 'tots-es');
    expect(await listed()).toMatchObject({ label_es: 'Pequeños saltarines', description_es: 'Volteretas para los más pequeños.' });
    expect((await call({ method: 'PUT', url: `/api/programs/${made.id}`, token: admin, body: keepAll(made) })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ label_es: 'Pequeños saltarines' });
    const cleared = { ...keepAll(made), label_es: '  ', description_es: null };
    expect((await call({ method: 'PUT', url: `/api/programs/${made.id}`, token: admin, body: cleared })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ label_es: null, description_es: null });
    const long = await call({ method: 'POST', url: '/api/programs/add-with-slots', token: admin, body: programBody({ key: 'x-es', label_es: 'x'.repeat(81) }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([expect.objectContaining({ field: 'label_es', code: 'too_long' })]);
  });

  it('keeps a make-up group (programs sharing it are equivalent for make-ups); blank clears it, too long is 400', async () => {
    const made = await create({ key: uniq('tots-grp-'), makeup_group: ' rec ' });
    expect(made.makeup_group).toBe('rec');
    const listed = async () => (await call({ url: '/api/programs' })).json().data.find((p: { id: string }) => p.id === made.id);
    expect((await call({ method: 'PUT', url: `/api/programs/${made.id}`, token: admin, body: keepAll(made) })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ makeup_group: 'rec' });
    const cleared = { ...keepAll(made), makeup_group: '' };
    expect((await call({ method: 'PUT', url: `/api/programs/${made.id}`, token: admin, body: cleared })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ makeup_group: null });
    const long = await call({
      method: 'POST',
      url: '/api/programs/add-with-slots',
      token: admin,
      body: programBody({ key: uniq('x-grp-'), makeup_group: 'x'.repeat(41) }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([expect.objectContaining({ field: 'makeup_group', code: 'too_long' })]);
  });

  it('refuses a taken key with 409 naming key, and changes nothing', async () => {
    const first = await create();
    const before = await snapshot();
    const res = await call({
      method: 'POST',
      url: '/api/programs/add-with-slots',
      token: admin,
      body: programBody({ key: first.key.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'A program with this key already exists',
      details: [{ field: 'key', message: 'A program with this key already exists', code: 'program_key_taken' }],
    });
    expect(await snapshot()).toEqual(before);
    // Another club may use the same key.
    const elsewhere = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs/add-with-slots',
      slug: other.slug,
      token: otherAdmin,
      body: programBody({ key: first.key }),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('keeps a 45-minute class as 0.75 h (quarter hours), read back as saved', async () => {
    const body = programBody({ key: 'short-tots', label: 'Short Tots', duration_hours: 0.75 });
    const res = await call({ method: 'POST', url: '/api/programs/add-with-slots', token: admin, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.duration_hours).toBe(0.75);
    const list = (await call({ url: '/api/programs', token: admin })).json().data as { key: string; duration_hours: number }[];
    expect(list.find((p) => p.key === 'short-tots')?.duration_hours).toBe(0.75);
  });

  it('refuses bad input with a 400 naming each field, and changes nothing', async () => {
    const before = await snapshot();
    const slot = programBody().slots[0]!;
    const cases: [Record<string, unknown>, { field: string; message: string; code: string }][] = [
      [
        { min_age: 9, max_age: 6 },
        { field: 'min_age', message: 'Min age cannot exceed max age', code: 'min_age_over_max' },
      ],
      [{ max_age: 101 }, { field: 'max_age', message: 'Age must be a whole number from 0 to 100', code: 'program_age' }],
      [
        { duration_hours: 1.3 },
        { field: 'duration_hours', message: 'Duration must be 0.25 to 12 hours, in quarter hours (0.75 is 45 minutes)', code: 'program_duration' },
      ],
      [
        { duration_hours: 0 },
        { field: 'duration_hours', message: 'Duration must be 0.25 to 12 hours, in quarter hours (0.75 is 45 minutes)', code: 'program_duration' },
      ],
      [{ label: '  ' }, { field: 'label', message: 'is required', code: 'required' }],
      [
        { key: 'two words' },
        { field: 'key', message: 'Use lowercase letters, digits and dashes only (like youth-gym)', code: 'program_key_format' },
      ],
      [{ slots: [] }, { field: 'slots', message: 'Add at least one slot', code: 'add_a_slot' }],
      [
        { slots: [slot, { ...slot, slot_id: 'tots-mon' }] },
        { field: 'slots.1.slot_id', message: 'This slot ID is already used in this program', code: 'slot_id_taken' },
      ],
      [{ slots: [{ ...slot, slot_id: '' }] }, { field: 'slots.0.slot_id', message: 'is required', code: 'required' }],
      [
        { slots: [{ ...slot, days: ['MON', 'TUE'] }] },
        { field: 'slots.0.days', message: 'Choose one day for the slot', code: 'slot_one_day' },
      ],
      [
        { slots: [{ ...slot, times: times(0, '7 PM') }] },
        { field: 'slots.0.times', message: 'Enter the class time like 6:00 PM - 7:00 PM', code: 'slot_time_format' },
      ],
      [
        { slots: [{ ...slot, times: times(0, '7:00 PM - 6:00 PM') }] },
        { field: 'slots.0.times', message: 'The class must end after it starts', code: 'slot_time_order' },
      ],
      [
        { slots: [{ ...slot, times: times(1, '6:00 PM - 7:00 PM') }] },
        { field: 'slots.0.times', message: "Days without a class must be 'x'", code: 'slot_other_days' },
      ],
      [
        { slots: [{ ...slot, capacity: 0 }] },
        { field: 'slots.0.capacity', message: 'Capacity must be a whole number from 1 to 500', code: 'slot_capacity' },
      ],
    ];
    for (const [overrides, detail] of cases) {
      const res = await call({ method: 'POST', url: '/api/programs/add-with-slots', token: admin, body: programBody(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details).toEqual([detail]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only: staff with every permission and members get 403, visitors 401', async () => {
    const member = (await addMember(ctx, club)).token;
    const before = await snapshot();
    for (const token of [staff, member]) {
      expect((await call({ method: 'POST', url: '/api/programs/add-with-slots', token, body: programBody() })).statusCode).toBe(
        403,
      );
    }
    expect((await call({ method: 'POST', url: '/api/programs/add-with-slots', body: programBody() })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/programs/:id', () => {
  it('edits the program, removes an empty slot, changes a capacity and adds a slot', async () => {
    const p = await create({ description: 'Somersaults first.' });
    const [mon, sat] = p.slots;
    const body = keepAll(p);
    body.label = 'Tumble Tots (3-6)';
    body.max_age = 7;
    body.slots = [
      { ...body.slots.find((s) => s.id === mon!.id)!, capacity: 6 },
      { slot_id: 'TOTS-WED', days: ['WED'], times: times(2, '5:00 PM - 6:30 PM'), capacity: 10 },
    ];
    body.deletedSlotIds = [sat!.id];
    const res = await call({ method: 'PUT', url: `/api/programs/${p.id}`, token: admin, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Program updated successfully');
    // The description was left out of the body: it stays as it was.
    expect(res.json().data).toMatchObject({ label: 'Tumble Tots (3-6)', max_age: 7, description: 'Somersaults first.' });
    expect(res.json().data.slots.map((s: { slot_id: string; capacity: number }) => [s.slot_id, s.capacity])).toEqual([
      ['TOTS-MON', 6],
      ['TOTS-WED', 10],
    ]);
    expect(res.json().data.slots[0].id).toBe(mon!.id);
  });

  it('refuses to delete a slot with an enrolled athlete (409, the slot named) and unenrolls no one', async () => {
    const p = await create();
    const [mon, sat] = p.slots;
    await addFamily(ctx, club, { slotIds: [mon!.id] });
    const before = await snapshot();
    const body = keepAll(p);
    body.label = 'Renamed';
    body.slots = body.slots.filter((s) => s.id !== mon!.id && s.id !== sat!.id);
    body.slots.push({ slot_id: 'TOTS-NEW', days: ['TUE'], times: times(1, '6:00 PM - 7:00 PM'), capacity: 5 });
    body.deletedSlotIds = [sat!.id, mon!.id];
    const res = await call({ method: 'PUT', url: `/api/programs/${p.id}`, token: admin, body });
    expect(res.statusCode).toBe(409);
    const message = 'Slot TOTS-MON has enrolled athletes and cannot be deleted. Unenroll them first.';
    expect(res.json()).toMatchObject({ error: message, details: [{ field: 'deletedSlotIds.1', message }] });
    // Nothing of the save happened: not the rename, not the other deletion, not the new slot.
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a capacity below the athletes already enrolled', async () => {
    const p = await create({ slots: [{ slot_id: 'ONE', days: ['FRI'], times: times(4, '5:00 PM - 6:00 PM'), capacity: 3 }] });
    await addFamily(ctx, club, { slotIds: [p.slots[0]!.id] });
    await addFamily(ctx, club, { slotIds: [p.slots[0]!.id] });
    const body = keepAll(p);
    body.slots[0]!.capacity = 1;
    const before = await snapshot();
    const res = await call({ method: 'PUT', url: `/api/programs/${p.id}`, token: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'slots.0.capacity',
        message: 'Capacity cannot be less than the 2 athletes already enrolled',
        code: 'capacity_below_enrolled',
        params: { count: 2 },
      },
    ]);
    expect(await snapshot()).toEqual(before);
    body.slots[0]!.capacity = 2;
    expect((await call({ method: 'PUT', url: `/api/programs/${p.id}`, token: admin, body })).statusCode).toBe(200);
  });

  it('refuses a key of another program, a slot id of a slot it keeps, min over max, with nothing changed', async () => {
    const a = await create();
    const b = await create();
    const before = await snapshot();
    const taken = await call({ method: 'PUT', url: `/api/programs/${b.id}`, token: admin, body: { ...keepAll(b), key: a.key } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([
      { field: 'key', message: 'A program with this key already exists', code: 'program_key_taken' },
    ]);

    // Only the Monday slot is sent: the untouched Saturday slot still holds its id.
    const body = keepAll(b);
    body.slots = [{ ...body.slots[0]!, slot_id: 'tots-sat' }];
    const clash = await call({ method: 'PUT', url: `/api/programs/${b.id}`, token: admin, body });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().details).toEqual([
      { field: 'slots.0.slot_id', message: 'This slot ID is already used in this program', code: 'slot_id_taken' },
    ]);

    const ages = await call({
      method: 'PUT',
      url: `/api/programs/${b.id}`,
      token: admin,
      body: { ...keepAll(b), min_age: 8, max_age: 7 },
    });
    expect(ages.statusCode).toBe(400);
    expect(ages.json().details).toEqual([
      { field: 'min_age', message: 'Min age cannot exceed max age', code: 'min_age_over_max' },
    ]);

    const both = keepAll(b);
    both.deletedSlotIds = [b.slots[0]!.id];
    const kept = await call({ method: 'PUT', url: `/api/programs/${b.id}`, token: admin, body: both });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().details).toEqual([
      { field: 'deletedSlotIds.0', message: 'A slot cannot be both kept and deleted', code: 'slot_kept_and_deleted' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another club's program and for slots of another program, with nothing changed", async () => {
    const mine = await create();
    const theirs = (
      await api(ctx.app, {
        method: 'POST',
        url: '/api/programs/add-with-slots',
        slug: other.slug,
        token: otherAdmin,
        body: programBody(),
      })
    ).json().data;
    const sibling = await create();
    const before = await snapshot();
    const theirsBefore = await snapshot(other);
    const foreign = await call({ method: 'PUT', url: `/api/programs/${theirs.id}`, token: admin, body: keepAll(mine) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Program not found');

    const body = keepAll(mine);
    body.slots[0] = { ...body.slots[0]!, id: sibling.slots[0]!.id };
    const res = await call({ method: 'PUT', url: `/api/programs/${mine.id}`, token: admin, body });
    expect(res.statusCode).toBe(404);
    expect(res.json().details).toEqual([{ field: 'slots.0.id', message: 'Time slot not found', code: 'slot_not_found' }]);

    const del = keepAll(mine);
    del.deletedSlotIds = [theirs.slots[0].id];
    const delRes = await call({ method: 'PUT', url: `/api/programs/${mine.id}`, token: admin, body: del });
    expect(delRes.statusCode).toBe(404);
    expect(delRes.json().details).toEqual([
      { field: 'deletedSlotIds.0', message: 'Time slot not found', code: 'slot_not_found' },
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await snapshot(other)).toEqual(theirsBefore);
  });

  it('is for admins only', async () => {
    const p = await create();
    const before = await snapshot();
    const res = await call({ method: 'PUT', url: `/api/programs/${p.id}`, token: staff, body: keepAll(p) });
    expect(res.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

const pricing = {
  hourly_tiers: { halfHour: 30, oneHour: 55, twoHour: 100, threeHour: 140, fourHour: 175, perWeek: 210.5 },
  registration_fee: 35.5,
  referral_credit: 10,
  late_fee_type: 'percentage',
  late_fee_value: 2.5,
  late_fee_days_before: 5,
};

describe('POST /api/programs/program-pricing-config', () => {
  it("saves the club's config in dollars; registration then charges the new fee", async () => {
    const c = await addClub(ctx);
    const token = c.admin.token;
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs/program-pricing-config',
      slug: c.slug,
      token,
      body: pricing,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pricing config saved successfully!');
    expect(res.json().data).toMatchObject({ ...pricing, program_id: null });
    // The club's one config was updated, not a second one made; cents and basis points inside.
    const rows = await withTenant(ctx.database.db, c.tenantId, (tx) => tx.select().from(pricingConfigs));
    expect(rows).toEqual([
      expect.objectContaining({
        registrationFeeCents: 3550,
        referralCreditCents: 1000,
        lateFeeType: 'percentage',
        lateFeeValue: 250,
        lateFeeDaysBefore: 5,
        hourlyTiers: { halfHour: 3000, oneHour: 5500, twoHour: 10000, threeHour: 14000, fourHour: 17500, perWeek: 21050 },
      }),
    ]);
    const list = await api(ctx.app, { url: '/api/programs/program-pricing-config', slug: c.slug });
    expect(list.json().data[0]).toMatchObject({ registration_fee: 35.5, late_fee_value: 2.5 });
    const quote = await api(ctx.app, { method: 'POST', url: '/api/registrations/quote', slug: c.slug, body: {} });
    expect(quote.json().data.amount_cents).toBe(3550);

    const fixed = await api(ctx.app, {
      method: 'POST',
      url: '/api/programs/program-pricing-config',
      slug: c.slug,
      token,
      body: { ...pricing, registration_fee: 25, late_fee_type: 'fixed', late_fee_value: 15.75 },
    });
    expect(fixed.json().data).toMatchObject({ registration_fee: 25, late_fee_type: 'fixed', late_fee_value: 15.75 });
  });

  it("keeps a program's own config beside the club's; another club's program is 404", async () => {
    const p = await create();
    const res = await call({
      method: 'POST',
      url: '/api/programs/program-pricing-config',
      token: admin,
      body: { ...pricing, program_id: p.id, registration_fee: 99 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.program_id).toBe(p.id);
    const again = await call({
      method: 'POST',
      url: '/api/programs/program-pricing-config',
      token: admin,
      body: { ...pricing, program_id: p.id, referral_credit: 1 },
    });
    expect(again.json().data.id).toBe(res.json().data.id);
    // data[0] is still the club's, whose fee registration charges.
    const list = (await call({ url: '/api/programs/program-pricing-config' })).json().data;
    expect(list[0].program_id).toBeNull();
    expect(list.filter((c: { program_id: string | null }) => c.program_id === p.id)).toHaveLength(1);

    const theirs = (
      await api(ctx.app, {
        method: 'POST',
        url: '/api/programs/add-with-slots',
        slug: other.slug,
        token: otherAdmin,
        body: programBody(),
      })
    ).json().data;
    const before = await snapshot();
    const foreign = await call({
      method: 'POST',
      url: '/api/programs/program-pricing-config',
      token: admin,
      body: { ...pricing, program_id: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().details).toEqual([{ field: 'program_id', message: 'Program not found', code: 'program_not_found' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad amounts with a 400 naming the field, and staff with 403, with nothing changed', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, { field: string; message: string; code: string }][] = [
      [
        { registration_fee: -1 },
        { field: 'registration_fee', message: 'Enter an amount from 0 to 100,000 with at most 2 decimals', code: 'price_amount' },
      ],
      [
        { referral_credit: 1.005 },
        { field: 'referral_credit', message: 'Enter an amount from 0 to 100,000 with at most 2 decimals', code: 'price_amount' },
      ],
      [
        { hourly_tiers: { ...pricing.hourly_tiers, twoHour: -5 } },
        {
          field: 'hourly_tiers.twoHour',
          message: 'Enter an amount from 0 to 100,000 with at most 2 decimals',
          code: 'price_amount',
        },
      ],
      [
        { late_fee_value: 120 },
        { field: 'late_fee_value', message: 'Enter a percentage from 0 to 100 with at most 2 decimals', code: 'price_percent' },
      ],
      [{ late_fee_type: 'daily' }, { field: 'late_fee_type', message: 'Choose fixed or percentage', code: 'late_fee_type' }],
      [
        { late_fee_days_before: 2.5 },
        { field: 'late_fee_days_before', message: 'Enter a whole number of days from 0 to 365', code: 'price_days' },
      ],
    ];
    for (const [overrides, detail] of cases) {
      const res = await call({
        method: 'POST',
        url: '/api/programs/program-pricing-config',
        token: admin,
        body: { ...pricing, ...overrides },
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details).toEqual([detail]);
    }
    expect(
      (await call({ method: 'POST', url: '/api/programs/program-pricing-config', token: staff, body: pricing })).statusCode,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('enrolling after an edit', () => {
  it('uses the new capacity: a slot cut to its enrolled count is full', async () => {
    const p = await create({ slots: [{ slot_id: 'CAP', days: ['THU'], times: times(3, '5:00 PM - 6:00 PM'), capacity: 5 }] });
    await addFamily(ctx, club, { slotIds: [p.slots[0]!.id] });
    const body = keepAll(p);
    body.slots[0]!.capacity = 1;
    expect((await call({ method: 'PUT', url: `/api/programs/${p.id}`, token: admin, body })).statusCode).toBe(200);
    const slots = (await call({ url: '/api/programs-slot' })).json().data;
    expect(slots.find((s: { id: string }) => s.id === p.slots[0]!.id)).toMatchObject({ capacity: 1, enrolled: 1 });
    await expect(addFamily(ctx, club, { slotIds: [p.slots[0]!.id] })).rejects.toThrow(/409/);
    const rows = await withTenant(ctx.database.db, club.tenantId, (tx) =>
      tx.select().from(enrollments).where(eq(enrollments.slotId, p.slots[0]!.id)),
    );
    expect(rows).toHaveLength(1);
  });
});
