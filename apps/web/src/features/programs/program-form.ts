// The program form of Create New Program and Programs Management: its values, the body of POST
// /programs/add-with-slots or PUT /programs/{id} built from them, and its checks, which are the
// contract's own schema (so the browser refuses what the server would, with the same codes) plus the
// places already taken, which only an existing program has. Pure: tested without a browser.
import { detail, type ErrorDetail } from '@springboard/contract/api';
import { reason } from '@springboard/contract/messages';
import {
  createProgramBody,
  DAYS,
  DEFAULT_CAPACITY,
  formatTimeRange,
  NO_CLASS,
  parseTimeRange,
  updateProgramBody,
  type CreateProgramInput,
  type ProgramWithSlots,
  type UpdateProgramInput,
} from '@springboard/contract/programs';
import type { KeyedT } from '../../lib/i18n';
import { fieldErrors, schemaDetails, type FormErrors } from '../../lib/server-messages';

export type Day = (typeof DAYS)[number];

export type SlotValues = {
  /** Stable React key: slots can be removed from the middle of the list. */
  key: string;
  /** The saved slot's id; none for a slot added in this form. */
  id?: string;
  slot_id: string;
  day: Day;
  /** 'HH:mm' (24 h), as <input type="time"> gives it; '' when not chosen. */
  start: string;
  end: string;
  capacity: number | string;
  /** Athletes in the saved slot: it cannot be deleted, nor its capacity set below this. */
  enrolled: number;
  /** The slot's own term (a term's id); '' follows the program's. */
  term_id: string;
};

export type ProgramValues = {
  label: string;
  key: string;
  description: string;
  /** The name and description in Spanish (empty: Spanish readers see the English ones). */
  label_es: string;
  description_es: string;
  duration_hours: number | string;
  min_age: number | string;
  max_age: number | string;
  /** The term the program runs in (a term's id); '' runs all year. */
  term_id: string;
  /** Programs sharing a make-up group are equivalent for make-ups; '' none. */
  makeup_group: string;
  slots: SlotValues[];
};

/** A new slot starts at 6:00 PM (ending one class duration later), unless it copies the slot before it. */
const DEFAULT_START = '18:00';

let slotSeq = 0;
export function newSlot(durationHours: number | string = 1, previous?: SlotValues): SlotValues {
  slotSeq += 1;
  const start = previous?.start || DEFAULT_START;
  return {
    key: `slot-${slotSeq}`,
    slot_id: '',
    day: previous?.day ?? 'MON',
    start,
    end: endAfter(start, durationHours) ?? '',
    capacity: previous?.capacity ?? DEFAULT_CAPACITY,
    enrolled: 0,
    term_id: previous?.term_id ?? '',
  };
}

export function emptyProgram(): ProgramValues {
  return {
    label: '',
    key: '',
    description: '',
    label_es: '',
    description_es: '',
    duration_hours: 1,
    min_age: 5,
    max_age: 12,
    term_id: '',
    makeup_group: '',
    slots: [newSlot(1)],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toClockInput = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

export function fromClockInput(value: string): number | null {
  const m = /^(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** The end of a class starting at `start` that lasts the program's duration (null if either is unknown
 *  or it would pass midnight). */
export function endAfter(start: string, durationHours: number | string): string | null {
  const from = fromClockInput(start);
  const hours = Number(durationHours);
  if (from === null || !Number.isFinite(hours) || hours <= 0) return null;
  const to = from + Math.round(hours * 60);
  return to < 24 * 60 ? toClockInput(to) : null;
}

/** A key from the program's name, while the admin has not typed one: "Teen Competitive" → "teen-competitive". */
export function keyFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A saved program as the form edits it. A slot meets on one day; its time is that day's. */
export function programToValues(p: ProgramWithSlots): ProgramValues {
  return {
    label: p.label,
    key: p.key,
    description: p.description ?? '',
    label_es: p.label_es ?? '',
    description_es: p.description_es ?? '',
    duration_hours: p.duration_hours,
    min_age: p.min_age,
    max_age: p.max_age,
    term_id: p.term_id ?? '',
    makeup_group: p.makeup_group ?? '',
    slots: p.slots.map((s) => {
      slotSeq += 1;
      const day = s.days[0] ?? 'MON';
      const range = parseTimeRange(s.times[DAYS.indexOf(day)] ?? '');
      return {
        key: `slot-${slotSeq}`,
        id: s.id,
        slot_id: s.slot_id,
        day,
        start: range ? toClockInput(range.start) : '',
        end: range ? toClockInput(range.end) : '',
        capacity: s.capacity,
        enrolled: s.enrolled,
        term_id: s.term_id ?? '',
      };
    }),
  };
}

/** An empty number field is '' in Mantine: sent as null, which the schema calls "is required". */
const num = (v: number | string): number => (v === '' ? (null as unknown as number) : Number(v));

/** "6:00 PM - 7:00 PM" on the slot's day and 'x' on the others; '' on its day while a time is missing. */
function slotTimes(s: SlotValues): string[] {
  const start = fromClockInput(s.start);
  const end = fromClockInput(s.end);
  const time = start === null || end === null ? '' : formatTimeRange(start, end);
  return DAYS.map((d) => (d === s.day ? time : NO_CLASS));
}

function slotBody(s: SlotValues) {
  return {
    ...(s.id ? { id: s.id } : {}),
    slot_id: s.slot_id.trim(),
    days: [s.day],
    times: slotTimes(s),
    capacity: num(s.capacity),
    term_id: s.term_id || null,
  };
}

function programBody(v: ProgramValues) {
  return {
    label: v.label.trim(),
    key: v.key.trim(),
    description: v.description.trim() || null,
    label_es: v.label_es.trim() || null,
    description_es: v.description_es.trim() || null,
    duration_hours: num(v.duration_hours),
    min_age: num(v.min_age),
    max_age: num(v.max_age),
    term_id: v.term_id || null,
    makeup_group: v.makeup_group.trim() || null,
  };
}

export function createBody(v: ProgramValues): CreateProgramInput {
  return { ...programBody(v), slots: v.slots.map(slotBody) };
}

export function updateBody(v: ProgramValues, deletedSlotIds: string[]): UpdateProgramInput {
  return { ...programBody(v), slots: v.slots.map(slotBody), deletedSlotIds };
}

/** The server's and the schema's field paths as the form's: a slot's times are its start field, its days its day. */
export function formPath(field: string): string {
  return field.replace(/^(slots\.\d+)\.times(\.\d+)?$/, '$1.start').replace(/^(slots\.\d+)\.days(\.\d+)?$/, '$1.day');
}

/** Details as form errors: the first message of each field, at the form's path, translated. */
export function detailsToFormErrors(details: readonly ErrorDetail[], t: KeyedT): FormErrors {
  return fieldErrors(details, t, formPath);
}

/** Everything the server would refuse that the browser can know: the schema, and capacities below
 *  the athletes already enrolled (the server refuses them with the same code). */
export function programErrors(values: ProgramValues, t: KeyedT, mode: 'create' | 'update'): FormErrors {
  const details = schemaDetails(
    mode === 'create' ? createProgramBody : updateProgramBody,
    mode === 'create' ? createBody(values) : updateBody(values, []),
  );
  values.slots.forEach((s, i) => {
    const capacity = Number(s.capacity);
    if (s.enrolled > 0 && s.capacity !== '' && Number.isInteger(capacity) && capacity >= 1 && capacity < s.enrolled) {
      details.push(detail(`slots.${i}.capacity`, reason('capacity_below_enrolled', { count: s.enrolled })));
    }
  });
  return detailsToFormErrors(details, t);
}
