// Programs and their weekly slots.
import { say } from './messages.js';
import { z } from 'zod';
import { clubPicture } from './pictures.js';

export const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Day = (typeof DAYS)[number];

export const slot = z.object({
  id: z.string().uuid(),
  program_id: z.string().uuid(),
  slot_id: z.string(),
  program_name: z.string(),
  days: z.array(z.enum(DAYS)),
  times: z.array(z.string()),
  price: z.number(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  /** The slot's own term (over its program's); null: the program's. */
  term_id: z.string().uuid().nullable(),
});
export type Slot = z.infer<typeof slot>;

export const program = z.object({
  id: z.string().uuid(),
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  /** The name and description in Spanish, shown to Spanish readers; null where the club wrote none. */
  label_es: z.string().nullable(),
  description_es: z.string().nullable(),
  duration_hours: z.number(),
  min_age: z.number().int(),
  max_age: z.number().int(),
  capacity: z.number().int(),
  /** The program's picture (POST /api/programs/{id}/image), or null for the designed default. */
  image: clubPicture.nullable(),
  /** The term the program runs in (GET /api/terms); null: all year. */
  term_id: z.string().uuid().nullable(),
  /** Programs sharing this name are equivalent for make-ups: a token of one books a class of another.
   *  Null: make-ups only in the program's own classes. */
  makeup_group: z.string().nullable(),
});
export type Program = z.infer<typeof program>;

export const programWithSlots = program.extend({
  slots: z.array(slot),
  /** What the program costs a month at least, in dollars: its cheapest slot at one meeting a week
   *  (the tuition of one class, or the slot's own price). Null when no price is set. */
  monthly_from: z.number().nullable(),
});
export type ProgramWithSlots = z.infer<typeof programWithSlots>;

// ---- Creating and editing programs (Create New Program, Programs Management) ----

/** Ages 0 to 100, duration in quarter hours (a 45-minute class is 0.75). */
export const AGE_LIMITS = { min: 0, max: 100 } as const;
export const DURATION_LIMITS = { min: 0.25, max: 12, step: 0.25 } as const;
export const CAPACITY_LIMITS = { min: 1, max: 500 } as const;
/** The places a new program and a new slot start with. */
export const DEFAULT_CAPACITY = 10;
/** In a slot's seven times, 'x' means no class that day. */
export const NO_CLASS = 'x';

/** The words both the browser and the server use; the web app translates them by this table. */
export const PROGRAM_MESSAGES = {
  required: say('required'),
  keyFormat: say('program_key_format'),
  keyTaken: say('program_key_taken'),
  duration: say('program_duration'),
  age: say('program_age'),
  minOverMax: say('min_age_over_max'),
  slotsRequired: say('add_a_slot'),
  slotIdTaken: say('slot_id_taken'),
  oneDay: say('slot_one_day'),
  timeFormat: say('slot_time_format'),
  timeOrder: say('slot_time_order'),
  otherDays: say('slot_other_days'),
  capacity: say('slot_capacity'),
  keptAndDeleted: say('slot_kept_and_deleted'),
  slotListedTwice: say('slot_listed_twice'),
  slotNotFound: say('slot_not_found'),
  programNotFound: say('program_not_found'),
} as const;

/** Refused on save: deleting a slot never unenrolls anyone silently. */
export const slotHasAthletesMessage = (slotId: string) => say('slot_has_athletes', { slot: slotId });
export const capacityBelowEnrolledMessage = (enrolled: number) => say('capacity_below_enrolled', { count: enrolled });

const CLOCK = /^(1[0-2]|[1-9]):([0-5]\d)\s*(AM|PM)$/i;

/** "6:00 PM" → minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]) % 12;
  return (m[3]!.toUpperCase() === 'PM' ? hour + 12 : hour) * 60 + Number(m[2]);
}

/** Minutes after midnight → "6:00 PM". */
export function formatClock(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** "6:00 PM - 7:00 PM" → its start and end in minutes, or null when it is not a time range. */
export function parseTimeRange(text: string): { start: number; end: number } | null {
  const parts = text.split(/\s+-\s+|\s*[-–]\s*/);
  if (parts.length !== 2) return null;
  const start = parseClock(parts[0]!);
  const end = parseClock(parts[1]!);
  return start === null || end === null ? null : { start, end };
}

export const formatTimeRange = (start: number, end: number) => `${formatClock(start)} - ${formatClock(end)}`;

/** Cross-field rules run even when a field is already wrong, so every problem is said at once. */
const ALWAYS = { when: () => true };

function requiredString(max: number) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? PROGRAM_MESSAGES.required : say('must_be_text')) })
    .trim()
    .min(1, PROGRAM_MESSAGES.required)
    .max(max, say('too_long', { max }));
}

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? PROGRAM_MESSAGES.required : message) })
    .int(message)
    .min(min, message)
    .max(max, message);

const age = wholeNumber(PROGRAM_MESSAGES.age, AGE_LIMITS.min, AGE_LIMITS.max);
const capacity = wholeNumber(PROGRAM_MESSAGES.capacity, CAPACITY_LIMITS.min, CAPACITY_LIMITS.max);

const programFields = z.object({
  label: requiredString(80),
  key: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? PROGRAM_MESSAGES.required : say('must_be_text')) })
    .trim()
    .toLowerCase()
    .min(1, PROGRAM_MESSAGES.required)
    .max(40, say('too_long', { max: 40 }))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PROGRAM_MESSAGES.keyFormat),
  /** Shown on the public site's program pages; blank or null clears it, left out keeps it. */
  description: z
    .string()
    .trim()
    .max(500, say('too_long', { max: 500 }))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /** The name in Spanish; blank or null clears it, left out keeps it. */
  label_es: z
    .string()
    .trim()
    .max(80, say('too_long', { max: 80 }))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /** The description in Spanish; blank or null clears it, left out keeps it. */
  description_es: z
    .string()
    .trim()
    .max(500, say('too_long', { max: 500 }))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  duration_hours: z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? PROGRAM_MESSAGES.required : PROGRAM_MESSAGES.duration),
    })
    .min(DURATION_LIMITS.min, PROGRAM_MESSAGES.duration)
    .max(DURATION_LIMITS.max, PROGRAM_MESSAGES.duration)
    .refine((v) => Number.isInteger(v / DURATION_LIMITS.step), PROGRAM_MESSAGES.duration),
  min_age: age,
  max_age: age,
  /** The places of a slot that has none of its own (default 10). */
  capacity: capacity.optional(),
  /** The term it runs in; null: all year; left out keeps it. */
  term_id: z.string().uuid(say('term_not_found')).nullish(),
  /** Its make-up group (programs sharing one are equivalent for make-ups); null or '': none; left out keeps it. */
  makeup_group: z
    .string()
    .trim()
    .max(40, say('too_long', { max: 40 }))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
});

/** One weekly slot: one day (choosing a day makes it the slot's only day), seven times with
 *  'x' on every other day, and its places (the program's when left out). */
export const slotInput = z
  .object({
    /** An existing slot's id when editing; none for a new slot. */
    id: z.string().uuid().optional(),
    slot_id: requiredString(40),
    days: z.array(z.enum(DAYS, { error: PROGRAM_MESSAGES.oneDay })).length(1, PROGRAM_MESSAGES.oneDay),
    times: z.array(z.string().trim(), { error: PROGRAM_MESSAGES.timeFormat }).length(7, PROGRAM_MESSAGES.otherDays),
    capacity: capacity.optional(),
    /** The slot's own term, over the program's; null: the program's; left out keeps it. */
    term_id: z.string().uuid(say('term_not_found')).nullish(),
  })
  .superRefine((s, ctx) => {
    // A missing day or a wrong count of times is said above; the times are judged against one day.
    if (!Array.isArray(s.days) || s.days.length !== 1 || !Array.isArray(s.times) || s.times.length !== 7) return;
    if (!DAYS.includes(s.days[0]!) || s.times.some((time) => typeof time !== 'string')) return;
    const at = DAYS.indexOf(s.days[0]!);
    // One message for the times: a class on another day first (the day was probably changed), then the day's own time.
    if (s.times.some((time, i) => i !== at && time.toLowerCase() !== NO_CLASS)) {
      ctx.addIssue({ code: 'custom', path: ['times'], message: PROGRAM_MESSAGES.otherDays });
      return;
    }
    const range = parseTimeRange(s.times[at]!);
    if (!range) ctx.addIssue({ code: 'custom', path: ['times'], message: PROGRAM_MESSAGES.timeFormat });
    else if (range.end <= range.start) ctx.addIssue({ code: 'custom', path: ['times'], message: PROGRAM_MESSAGES.timeOrder });
  }, ALWAYS)
  .transform((s) => ({
    ...s,
    // Stored in one spelling: "6:00 PM - 7:00 PM" and lower-case 'x'.
    times: s.times.map((time) => {
      const range = parseTimeRange(time);
      return range ? formatTimeRange(range.start, range.end) : NO_CLASS;
    }),
  }));
export type SlotInput = z.output<typeof slotInput>;

type ProgramShape = { min_age: unknown; max_age: unknown; slots: unknown };

/** Rules across fields: min ≤ max age, and a slot id used once in the program (case aside). They run
 *  even while other fields are wrong (so a form shows every problem at once), so the values' types
 *  are checked first. */
function checkProgram(p: ProgramShape, ctx: z.RefinementCtx) {
  if (typeof p.min_age === 'number' && typeof p.max_age === 'number' && p.min_age > p.max_age) {
    ctx.addIssue({ code: 'custom', path: ['min_age'], message: PROGRAM_MESSAGES.minOverMax });
  }
  if (!Array.isArray(p.slots)) return;
  const seen = new Set<string>();
  p.slots.forEach((s: { slot_id?: unknown } | null, i) => {
    if (typeof s?.slot_id !== 'string' || !s.slot_id.trim()) return;
    const id = s.slot_id.trim().toLowerCase();
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['slots', i, 'slot_id'], message: PROGRAM_MESSAGES.slotIdTaken });
    seen.add(id);
  });
}

const slotList = z
  .array(slotInput)
  .min(1, PROGRAM_MESSAGES.slotsRequired)
  .max(50, say('too_many_items', { max: 50 }));

/** POST /programs/add-with-slots. */
export const createProgramBody = programFields.extend({ slots: slotList }).superRefine(checkProgram, ALWAYS);
export type CreateProgramBody = z.output<typeof createProgramBody>;
export type CreateProgramInput = z.input<typeof createProgramBody>;

/** PUT /programs/{id}: the program with the slots it keeps (with their ids) and new ones (without),
 *  plus deletedSlotIds. A slot of the program in neither list stays as it is. */
export const updateProgramBody = programFields
  .extend({
    slots: slotList,
    deletedSlotIds: z.array(z.string().uuid()).max(50).default([]),
  })
  .superRefine((p, ctx) => {
    checkProgram(p, ctx);
    if (!Array.isArray(p.slots) || !Array.isArray(p.deletedSlotIds)) return;
    const kept = new Set<string>();
    p.slots.forEach((s: { id?: unknown } | null, i) => {
      if (typeof s?.id !== 'string') return;
      if (kept.has(s.id)) ctx.addIssue({ code: 'custom', path: ['slots', i, 'id'], message: PROGRAM_MESSAGES.slotListedTwice });
      kept.add(s.id);
    });
    p.deletedSlotIds.forEach((id, i) => {
      if (kept.has(id)) ctx.addIssue({ code: 'custom', path: ['deletedSlotIds', i], message: PROGRAM_MESSAGES.keptAndDeleted });
    });
  }, ALWAYS);
export type UpdateProgramBody = z.output<typeof updateProgramBody>;
export type UpdateProgramInput = z.input<typeof updateProgramBody>;
