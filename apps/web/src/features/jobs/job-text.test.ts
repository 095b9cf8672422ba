import { describe, expect, it } from 'vitest';
import { COUNT_KEYS } from '@springboard/contract/operations/jobs';
import en from '../../locales/en/jobs.json';
import es from '../../locales/es/jobs.json';
import { countsText, previewResultText } from './job-text';

const fake = (dict: Record<string, unknown>) => (key: string, opts?: Record<string, unknown>) => {
  const count = opts?.count as number | undefined;
  const path = count === undefined ? key : `${key}_${count === 1 ? 'one' : 'other'}`;
  const found = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], dict);
  return typeof found === 'string'
    ? found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(opts?.[name] ?? ''))
    : `MISSING ${path}`;
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

describe('what a charge of the billing preview did', () => {
  it('says how many previewed invoices were skipped and why, in both languages', () => {
    const r = { counts: { charged: 2 }, skipped: { paid: 1, changed: 0, not_due: 2 } };
    expect(previewResultText(fake(en), r)).toBe(
      '2 charged. 3 skipped: 1 paid or cancelled since the preview, 2 no longer due (due date moved or autopay turned off).',
    );
    expect(previewResultText(fake(es), r)).toMatch(/^2 cobradas\. 3 omitidas: 1 pagada o cancelada desde la vista previa, 2 ya no vencidas/);
  });

  it('is the counts alone when nothing previewed was skipped', () => {
    expect(previewResultText(fake(en), { counts: { charged: 1 }, skipped: { paid: 0, changed: 0, not_due: 0 } })).toBe('1 charged');
  });
});
