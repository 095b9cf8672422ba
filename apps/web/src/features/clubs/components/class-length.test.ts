import { describe, expect, it } from 'vitest';
import { classMinutes } from './class-length';

describe('the length of a class', () => {
  it('comes from its own time range', () => {
    expect(classMinutes('4:00 PM - 5:00 PM', 1)).toBe(60);
    expect(classMinutes('9:30 AM - 10:15 AM', 1)).toBe(45);
    expect(classMinutes('5:00 PM - 6:30 PM', 1)).toBe(90);
  });

  it("falls back to the program's duration when the range cannot be read", () => {
    expect(classMinutes('after school', 1.5)).toBe(90);
    expect(classMinutes('5:00 PM - 4:00 PM', 1)).toBe(60);
  });
});
