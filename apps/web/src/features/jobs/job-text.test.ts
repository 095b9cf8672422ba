import { describe, expect, it } from 'vitest';
import { COUNT_KEYS } from '@springboard/contract/operations/jobs';
import en from '../../locales/en/jobs.json';
import es from '../../locales/es/jobs.json';
import { countsText } from './job-text';

const fake = (dict: Record<string, unknown>) => (key: string, opts?: Record<string, unknown>) => {
  const count = opts?.count as number | undefined;
  const path = count === undefined ? key : `${key}_${count === 1 ? 'one' : 'other'}`;
  const found = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], dict);
  return typeof found === 'string' ? found.replace('{{count}}', String(count)) : `MISSING ${path}`;
};

describe('a run result as text', () => {
  it('lists the counts above zero in a fixed order, singular and plural', () => {
    expect(countsText(fake(en), { declined: 1, charged: 2, skipped: 0 })).toBe('2 charged, 1 declined');
    expect(countsText(fake(es), { charged: 1, late_fees: 3 })).toBe('1 cobrada, 3 recargos');
  });

  it('says nothing was due when every count is zero', () => {
    expect(countsText(fake(en), { charged: 0 })).toBe('Nothing was due.');
    expect(countsText(fake(es), {})).toBe('No había nada pendiente.');
  });

  it('has every count in both languages', () => {
    for (const dict of [en, es]) for (const k of COUNT_KEYS) expect(countsText(fake(dict), { [k]: 2 })).not.toMatch(/MISSING/);
  });
});
