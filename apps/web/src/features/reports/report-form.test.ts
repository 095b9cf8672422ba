import { describe, expect, it } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import en from '../../locales/en/reports.json';
import esErrors from '../../locales/es/errors.json';
import es from '../../locales/es/reports.json';
import { checkReport, defaultValues, newFilter, reportBody, withSource, type ReportValues } from './report-form';
import { filtersText } from './report-text';

/** A stand-in `t` reading the locale files, as i18next would for the reports namespace (and errors:…). */
const tOf = (file: Record<string, unknown>) => (key: string, opts?: Record<string, unknown>) => {
  const errors = key.startsWith('errors:');
  const path = key.replace(/^(reports|errors):/, '').split(errors ? /(?!)/ : '.');
  let v: unknown = errors ? (file === es ? esErrors : enErrors) : file;
  for (const p of path) v = (v as Record<string, unknown>)?.[p];
  if (typeof v !== 'string') return key;
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(opts?.[k] ?? ''));
};
const t = tOf(en);
const base = (over: Partial<ReportValues>): ReportValues => ({ ...defaultValues(new Date('2025-06-15T12:00:00Z')), ...over });

describe('report form', () => {
  it('starts on a financial report of this year so far', () => {
    expect(reportBody(defaultValues(new Date('2025-06-15T12:00:00Z')))).toEqual({
      type: 'financial',
      start_date: '2025-01-01',
      end_date: '2025-06-15',
    });
  });

  it('sends only the filters of the chosen type', () => {
    const v = base({ program_id: '7b0c3c1e-1111-4111-8111-111111111111' });
    expect(reportBody({ ...v, type: 'membership' })).toEqual({
      type: 'membership',
      start_date: '2025-01-01',
      end_date: '2025-06-15',
    });
    expect(reportBody({ ...v, type: 'program' })).toEqual({ type: 'program', program_id: v.program_id });
    expect(reportBody({ ...v, type: 'attendance', program_id: '' })).toEqual({
      type: 'attendance',
      start_date: '2025-01-01',
      end_date: '2025-06-15',
    });
    expect(reportBody({ ...v, type: 'custom', filters: [{ column: 'city', op: 'contains', value: ' Spring ' }] })).toEqual({
      type: 'custom',
      source: 'members',
      columns: ['first_name', 'last_name', 'email', 'phone'],
      filters: [{ column: 'city', op: 'contains', value: 'Spring' }],
    });
  });

  it('refuses the ranges the server refuses, with the field and the words in each language', () => {
    expect(checkReport(base({ start_date: '2025-03-01', end_date: '2025-02-01' }), t)).toEqual({
      end_date: 'must not be before the From date',
    });
    expect(checkReport(base({ start_date: '1999-01-01', end_date: '2000-01-01' }), tOf(es))).toEqual({
      start_date: 'debe ser el 2000-01-01 o posterior',
    });
    expect(checkReport(base({ start_date: '2010-01-01', end_date: '2016-01-01' }), t)).toEqual({
      end_date: 'must be within 5 years of the From date',
    });
    expect(checkReport(base({ start_date: '', end_date: '2025-01-01' }), t)).toHaveProperty('start_date');
    expect(checkReport(base({ type: 'program', start_date: '' }), t)).toEqual({});
  });

  it('checks a custom report: at least one column, and values that fit their column', () => {
    const custom = base({
      type: 'custom',
      source: 'invoices',
      columns: [],
      filters: [{ column: 'amount', op: 'from', value: 'ten' }],
    });
    expect(checkReport(custom, t)).toEqual({
      columns: 'Pick at least one column',
      'filters.0.value': 'must be an amount like 25.00',
    });
  });

  it('keeps the columns and filters a new source also has', () => {
    const v = withSource(
      base({
        type: 'custom',
        source: 'invoices',
        columns: ['family', 'amount'],
        filters: [{ column: 'amount', op: 'from', value: '5' }],
      }),
      'payments',
    );
    expect(v.columns).toEqual(['family', 'amount']);
    expect(v.filters).toHaveLength(1);
    expect(withSource(v, 'athletes')).toMatchObject({ columns: ['family'], filters: [] });
    expect(newFilter('payments')).toEqual({ column: 'family', op: 'equals', value: '' });
  });

  it('says what a report was asked in one line', () => {
    const line = filtersText({ type: 'financial', filters: { start_date: '2025-01-01', end_date: '2025-03-31' } }, t, 'en');
    expect(line).toBe('From Jan 1, 2025 to Mar 31, 2025');
    const custom = filtersText(
      {
        type: 'custom',
        filters: { source: 'payments', columns: ['amount'], filters: [{ column: 'status', op: 'equals', value: 'refunded' }] },
      },
      tOf(es),
      'es',
    );
    expect(custom).toBe('Pagos · Estado es refunded');
    expect(filtersText({ type: 'program', filters: {} }, t, 'en')).toBe('all programs');
  });
});
