import { describe, expect, it } from 'vitest';
import {
  chosenSlotIds,
  programOfSlot,
  programsWithoutSlot,
  slotIsFull,
  slotSchedule,
  toggleProgram,
  toggleSlot,
} from './slot-selection';

describe('toggleSlot', () => {
  it('selects a slot, and selecting it again clears it', () => {
    const once = toggleSlot({}, 'youth', 'slot-a');
    expect(once).toEqual({ youth: ['slot-a'] });
    expect(toggleSlot(once, 'youth', 'slot-a')).toEqual({});
  });
  it('keeps two slots of one program: the athlete attends both classes, each sent to the server', () => {
    const two = toggleSlot({ youth: ['slot-a'], teen: ['slot-t'] }, 'youth', 'slot-b');
    expect(two).toEqual({ youth: ['slot-a', 'slot-b'], teen: ['slot-t'] });
    const choices = { program_ids: ['youth', 'teen'], slots: two };
    expect(chosenSlotIds(choices)).toEqual(['slot-a', 'slot-b', 'slot-t']);
    expect(programOfSlot(two, 'slot-b')).toBe('youth');
    // Clearing one of the two keeps the other; the program still has its slot.
    const one = toggleSlot(two, 'youth', 'slot-a');
    expect(one).toEqual({ youth: ['slot-b'], teen: ['slot-t'] });
    expect(programsWithoutSlot({ program_ids: ['youth', 'teen'], slots: one })).toEqual([]);
  });
  it('does not change the choices it was given', () => {
    const slots = { youth: ['slot-a'] };
    toggleSlot(slots, 'youth', 'slot-a');
    toggleSlot(slots, 'youth', 'slot-b');
    expect(slots).toEqual({ youth: ['slot-a'] });
  });
});

describe('toggleProgram', () => {
  it('unticking a program forgets its slots, so it is not enrolled', () => {
    const choices = { program_ids: ['youth', 'teen'], slots: { youth: ['slot-a', 'slot-b'], teen: ['slot-t'] } };
    const next = toggleProgram(choices, 'youth');
    expect(next).toEqual({ program_ids: ['teen'], slots: { teen: ['slot-t'] } });
    expect(chosenSlotIds(next)).toEqual(['slot-t']);
  });
  it('lists chosen programs still waiting for a slot', () => {
    const next = toggleProgram({ program_ids: [], slots: {} }, 'adult');
    expect(programsWithoutSlot(next)).toEqual(['adult']);
  });
});

describe('slots', () => {
  it('a slot is full when every place is taken', () => {
    expect(slotIsFull({ id: 's', capacity: 10, enrolled: 10 })).toBe(true);
    expect(slotIsFull({ id: 's', capacity: 10, enrolled: 9 })).toBe(false);
  });
  it('a full slot is open to the athlete who holds a place in it', () => {
    expect(slotIsFull({ id: 'y-mon', capacity: 10, enrolled: 10 }, ['y-mon'])).toBe(false);
    expect(slotIsFull({ id: 'y-mon', capacity: 10, enrolled: 10 }, ['other'])).toBe(true);
  });
  it('reads the time of each day from the weekday-indexed times', () => {
    const x = 'x';
    expect(slotSchedule({ days: ['WED'], times: [x, x, '4:00 PM - 5:00 PM', x, x, x, x] })).toEqual([
      { day: 'WED', time: '4:00 PM - 5:00 PM' },
    ]);
    expect(slotSchedule({ days: ['MON', 'THU'], times: ['9:00 AM', '6:00 PM'] })).toEqual([
      { day: 'MON', time: '9:00 AM' },
      { day: 'THU', time: '6:00 PM' },
    ]);
  });
});

describe('the waitlist of a full slot, for an athlete not registered yet', () => {
  it('counts as the program’s choice, is sent apart from the slots, and goes with the program', async () => {
    const { toggleWaitlist, waitlistSlotIds } = await import('./slot-selection');
    const choices = {
      program_ids: ['youth', 'teen'],
      slots: { teen: ['slot-t'] },
      waitlist: toggleWaitlist({}, 'youth', 'slot-full'),
    };
    expect(programsWithoutSlot(choices)).toEqual([]);
    expect(chosenSlotIds(choices)).toEqual(['slot-t']);
    expect(waitlistSlotIds(choices)).toEqual(['slot-full']);
    expect(toggleWaitlist(choices.waitlist, 'youth', 'slot-full')).toEqual({});
    const unticked = toggleProgram(choices, 'youth');
    expect(unticked).toEqual({ program_ids: ['teen'], slots: { teen: ['slot-t'] }, waitlist: {} });
    expect(waitlistSlotIds(unticked)).toEqual([]);
  });
});
