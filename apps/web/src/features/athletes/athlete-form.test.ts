import { describe, expect, it } from 'vitest';
import type { Athlete } from '@springboard/contract/athletes';
import { athleteBody, droppedSlotIds, emptyAthlete, enrollmentChanges, validateAthlete, valuesFromAthlete } from './athlete-form';
import { chosenSlotIds, toggleProgram, toggleSlot } from '../../components/slot-picker/slot-selection';

const enrollment = (programId: string, slotId: string) => ({
  id: `e-${slotId}`,
  user_id: 'a1',
  slot_id: slotId,
  membership_id: 'm1',
  enrolled_at: '2030-01-01T00:00:00.000Z',
  program: { id: programId, key: programId, label: programId },
  program_slot: {
    id: slotId,
    slot_id: slotId.toUpperCase(),
    days: ['MON'],
    times: ['4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'],
  },
});

const athlete: Athlete = {
  id: 'a1',
  membership_id: 'm1',
  first_name: 'Mia',
  middle_name: null,
  last_name: 'Lee',
  gender: 'Female',
  date_of_birth: '2016-03-04',
  created_at: '2030-01-01T00:00:00.000Z',
  enrollments: [enrollment('youth', 'y-mon'), enrollment('teen', 't-tue'), enrollment('youth', 'y-wed')],
};

describe('the athlete form', () => {
  it('starts from the athlete: each enrolled program ticked with every slot the athlete holds', () => {
    const v = valuesFromAthlete(athlete);
    expect(v).toMatchObject({
      first_name: 'Mia',
      middle_name: '',
      program_ids: ['youth', 'teen'],
      slots: { youth: ['y-mon', 'y-wed'], teen: ['t-tue'] },
    });
    expect(chosenSlotIds(v)).toEqual(['y-mon', 'y-wed', 't-tue']);
  });

  it('names the (program, slot) pairs to unenrol and to enrol', () => {
    expect(enrollmentChanges(['y-mon', 't-tue'], ['y-wed', 't-tue'])).toEqual({ removed: ['y-mon'], added: ['y-wed'] });
  });

  it('counts leaving one of two classes of a program as a drop, and a move to another class as none', () => {
    const held = [
      { slot_id: 'y-mon', program_id: 'youth' },
      { slot_id: 'y-wed', program_id: 'youth' },
    ];
    const programOf = (id: string) => (id.startsWith('y-') ? 'youth' : 'adult');
    expect(droppedSlotIds(held, ['y-wed'], programOf)).toEqual(['y-mon']);
    expect(droppedSlotIds(held, ['y-wed', 'y-fri'], programOf)).toEqual([]);
    expect(droppedSlotIds(held, ['y-fri'], programOf)).toEqual(['y-wed']);
    expect(droppedSlotIds(held, ['a-tue'], programOf)).toEqual(['y-mon', 'y-wed']);
  });

  it('requires the names, gender and a date of birth not in the future, and a slot for every ticked program', () => {
    expect(validateAthlete(emptyAthlete(), '2030-06-01')).toEqual({
      first_name: 'form.required',
      last_name: 'form.required',
      gender: 'form.required',
      date_of_birth: 'form.required',
    });
    const v = { ...valuesFromAthlete(athlete), date_of_birth: '2030-06-02', program_ids: ['youth', 'adult'] };
    expect(validateAthlete(v, '2030-06-01')).toEqual({ date_of_birth: 'form.futureDate', 'slots.adult': 'form.chooseSlot' });
  });

  it('sends trimmed fields, no empty middle name, and the chosen slots', () => {
    const v = { ...valuesFromAthlete(athlete), first_name: ' Mia ', middle_name: '  ' };
    expect(athleteBody(v)).toEqual({
      first_name: 'Mia',
      middle_name: null,
      last_name: 'Lee',
      gender: 'Female',
      date_of_birth: '2016-03-04',
      slot_ids: ['y-mon', 'y-wed', 't-tue'],
    });
  });

  it('sends two slots of one program chosen on a new athlete, and unticking the program drops both', () => {
    let v = { ...emptyAthlete(), program_ids: ['youth'] };
    v = { ...v, slots: toggleSlot(toggleSlot(v.slots, 'youth', 'y-mon'), 'youth', 'y-wed') };
    expect(validateAthlete({ ...v, first_name: 'A', last_name: 'B', gender: 'Male', date_of_birth: '2015-01-01' })).toEqual({});
    expect(athleteBody(v).slot_ids).toEqual(['y-mon', 'y-wed']);
    expect(athleteBody(toggleProgram(v, 'youth')).slot_ids).toEqual([]);
  });
});
