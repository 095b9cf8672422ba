import { describe, expect, it } from 'vitest';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import enPrograms from '../../locales/en/programs.json';
import esPrograms from '../../locales/es/programs.json';
import {
  createBody,
  detailsToFormErrors,
  emptyProgram,
  endAfter,
  keyFromLabel,
  programErrors,
  programToValues,
  updateBody,
  type ProgramValues,
} from './program-form';

/** A stand-in `t` that shows which key (and values) would be translated. */
const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key} ${JSON.stringify(opts)}` : key);

const saved: ProgramWithSlots = {
  id: '11111111-1111-4111-8111-111111111111',
  key: 'youth',
  label: 'Youth Gymnastics',
  description: null,
  label_es: 'Gimnasia infantil',
  description_es: null,
  duration_hours: 1,
  min_age: 5,
  max_age: 12,
  capacity: 10,
  image: null,
  term_id: null,
  makeup_group: null,
  monthly_from: 65,
  slots: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      program_id: '11111111-1111-4111-8111-111111111111',
      slot_id: 'YTH-WED-4PM',
      program_name: 'Youth Gymnastics',
      days: ['WED'],
      times: ['x', 'x', '4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x'],
      price: 0,
      capacity: 10,
      enrolled: 3,
      term_id: null,
    },
  ],
};

function filled(): ProgramValues {
  const v = emptyProgram();
  return { ...v, label: 'Teen Power', key: 'teen-power', slots: [{ ...v.slots[0]!, slot_id: 'TP-1' }] };
}

describe('the program form', () => {
  it('builds the API body: one day, its time and x on the others', () => {
    const v = filled();
    v.slots[0] = { ...v.slots[0]!, day: 'THU', start: '16:30', end: '18:00', capacity: 12 };
    v.label_es = ' Fuerza juvenil ';
    expect(createBody(v)).toEqual({
      label: 'Teen Power',
      key: 'teen-power',
      description: null,
      label_es: 'Fuerza juvenil',
      description_es: null,
      duration_hours: 1,
      min_age: 5,
      max_age: 12,
      term_id: null,
      makeup_group: null,
      slots: [
        { slot_id: 'TP-1', days: ['THU'], times: ['x', 'x', 'x', '4:30 PM - 6:00 PM', 'x', 'x', 'x'], capacity: 12, term_id: null },
      ],
    });
    expect(programErrors(v, t, 'create')).toEqual({});
  });

  it('runs all year unless a term is chosen, and keeps the saved program’s term', () => {
    const term = '5b0f7c56-3d8e-4d0c-9a51-3f1f0f0a7e21';
    expect(createBody(filled()).term_id).toBeNull();
    expect(createBody({ ...filled(), term_id: term }).term_id).toBe(term);
    const v = programToValues({ ...saved, term_id: term });
    expect(v.term_id).toBe(term);
    expect(updateBody(v, []).term_id).toBe(term);
    expect(programToValues({ ...saved, term_id: null }).term_id).toBe('');
  });

  it("gives a slot a term of its own or the program's, and the program a make-up group", () => {
    const term = '5b0f7c56-3d8e-4d0c-9a51-3f1f0f0a7e21';
    const v = programToValues({ ...saved, makeup_group: 'recreational', slots: [{ ...saved.slots[0]!, term_id: term }] });
    expect(v.makeup_group).toBe('recreational');
    expect(v.slots[0]!.term_id).toBe(term);
    expect(updateBody(v, [])).toMatchObject({ makeup_group: 'recreational', slots: [{ term_id: term }] });
    const cleared = { ...v, makeup_group: '  ', slots: [{ ...v.slots[0]!, term_id: '' }] };
    expect(updateBody(cleared, [])).toMatchObject({ makeup_group: null, slots: [{ term_id: null }] });
  });

  it('edits a saved program with its slot ids and sends the deleted ones', () => {
    const v = programToValues(saved);
    expect(v.slots[0]).toMatchObject({
      id: saved.slots[0]!.id,
      day: 'WED',
      start: '16:00',
      end: '17:00',
      capacity: 10,
      enrolled: 3,
    });
    expect(updateBody(v, ['33333333-3333-4333-8333-333333333333'])).toMatchObject({
      slots: [{ id: saved.slots[0]!.id, slot_id: 'YTH-WED-4PM', times: saved.slots[0]!.times }],
      deletedSlotIds: ['33333333-3333-4333-8333-333333333333'],
    });
  });

  it("refuses what the server refuses, under the form's fields, by the contract's words", () => {
    const v = filled();
    v.min_age = 14;
    v.max_age = 12;
    v.duration_hours = '';
    v.slots = [v.slots[0]!, { ...v.slots[0]!, key: 'b', slot_id: 'tp-1', start: '19:00', end: '18:00' }];
    expect(programErrors(v, t, 'create')).toEqual({
      min_age: 'errors:min_age_over_max',
      duration_hours: 'errors:required',
      'slots.1.slot_id': 'errors:slot_id_taken',
      'slots.1.start': 'errors:slot_time_order',
    });
    expect(programErrors({ ...filled(), slots: [] }, t, 'create')).toEqual({ slots: 'errors:add_a_slot' });
  });

  it('takes a 45-minute class (0.75 h) and ends it 45 minutes on; refuses a length off the quarter hours', () => {
    expect(programErrors({ ...filled(), duration_hours: 0.75 }, t, 'create')).toEqual({});
    expect(endAfter('16:00', 0.75)).toBe('16:45');
    expect(programErrors({ ...filled(), duration_hours: 0.7 }, t, 'create')).toEqual({ duration_hours: 'errors:program_duration' });
  });

  it('refuses a capacity below the athletes already enrolled, as the server does', () => {
    const v = programToValues(saved);
    v.slots[0]!.capacity = 2;
    expect(programErrors(v, t, 'update')).toEqual({ 'slots.0.capacity': 'errors:capacity_below_enrolled {"count":3}' });
  });

  it("translates the server's refusals by their codes, parameters included, at the form's paths", () => {
    expect(
      detailsToFormErrors(
        [
          { field: 'key', message: 'A program with this key already exists', code: 'program_key_taken' },
          { field: 'slots.0.times', message: 'Enter the class time like 6:00 PM - 7:00 PM', code: 'slot_time_format' },
          { field: 'slots.1.capacity', message: 'reworded', code: 'capacity_below_enrolled', params: { count: 4 } },
          {
            field: 'deletedSlotIds.0',
            message: 'Slot YTH-MON-4PM has enrolled athletes and cannot be deleted. Unenroll them first.',
            code: 'slot_has_athletes',
            params: { slot: 'YTH-MON-4PM' },
          },
        ],
        t,
      ),
    ).toEqual({
      key: 'errors:program_key_taken',
      'slots.0.start': 'errors:slot_time_format',
      'slots.1.capacity': 'errors:capacity_below_enrolled {"count":4}',
      'deletedSlotIds.0': 'errors:slot_has_athletes {"slot":"YTH-MON-4PM"}',
    });
  });

  it('suggests a key from the name and an end time from the duration', () => {
    expect(keyFromLabel('  Teen Compétitive (13+) ')).toBe('teen-competitive-13');
    expect(endAfter('18:00', 1.5)).toBe('19:30');
    expect(endAfter('23:30', 1)).toBeNull();
    expect(endAfter('', 1)).toBeNull();
  });
});

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

describe('programs texts', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(keys(esPrograms)).toEqual(keys(enPrograms));
    for (const k of keys(enPrograms))
      expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], enPrograms)).not.toBe('');
  });
});

describe('the program toasts', () => {
  it('are word for word in English', () => {
    expect(enPrograms.create.success).toBe('Program and slots created successfully!');
    expect(enPrograms.create.failed).toBe('Error creating program: {{message}}');
    expect(enPrograms.manage.success).toBe('Program updated successfully');
    expect(enPrograms.manage.failed).toBe('Update failed');
    expect(enPrograms.manage.loadFailed).toBe('Error loading programs');
  });
});
