import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('keeps the lines both versions share and marks the removed and added ones', () => {
    expect(lineDiff('Intro\nOld rule\nEnd', 'Intro\nNew rule\nAnother\nEnd')).toEqual([
      { kind: 'same', text: 'Intro' },
      { kind: 'removed', text: 'Old rule' },
      { kind: 'added', text: 'New rule' },
      { kind: 'added', text: 'Another' },
      { kind: 'same', text: 'End' },
    ]);
  });

  it('reads Windows line endings as lines', () => {
    expect(lineDiff('a\r\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });
});
