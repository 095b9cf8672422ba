import { describe, expect, it } from 'vitest';
import { contrastRatio, readableDarkening, readableShade, shadesOf } from './theme';

describe('club colours on white', () => {
  it('keeps a dark enough club colour as it is', () => {
    expect(readableShade('#4f46e5')).toBe(6);
  });

  it('darkens the settings default orange to a shade that passes AA', () => {
    const shade = readableShade('#ff6600');
    expect(shade).not.toBeNull();
    expect(shade!).toBeGreaterThan(6);
    expect(contrastRatio(shadesOf('#ff6600')[shade!], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('finds a readable text colour even for a pale yellow', () => {
    expect(readableShade('#ffd43b')).toBeNull();
    expect(contrastRatio(readableDarkening('#ffd43b'), '#ffffff')).toBeGreaterThanOrEqual(5);
  });
});
