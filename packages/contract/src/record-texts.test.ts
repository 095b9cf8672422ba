// The texts the system writes on invoice lines, as an English and a Spanish reader read them: the
// English exactly as the lines have always said it, the Spanish in the usted register with the
// Spanish UI's money and 24-hour clock.
import { describe, expect, it } from 'vitest';
import { classParams, recordTextOf, writeRecordText, type RecordTextCode } from './record-texts.js';

const MON_WED = ['MON', 'WED'];
const TIMES = ['5:00 PM - 6:00 PM', 'x', '5:00 PM - 6:00 PM', 'x', 'x', 'x', 'x'];
const youth = { program: 'Youth Gymnastics', slot: 'YTH-MW-5PM', days: MON_WED, times: TIMES };

/** [English, Spanish] of a code and its parameters; the English is what recordTextOf stores. */
function both(code: RecordTextCode, params: Record<string, string | number>): [string, string] {
  const { text, english } = recordTextOf(code, params);
  expect(writeRecordText(text, 'stored', 'en')).toBe(english);
  return [english, writeRecordText(text, 'stored', 'es')];
}

describe('tuition line texts', () => {
  it('a tuition line names the athlete, the classes, the weekly hours and the tier', () => {
    const params = {
      athlete: 'Ana Ruiz',
      classes: 2,
      ...classParams(youth, 1),
      ...classParams(
        { program: 'Tumbling', slot: 'TMB-SAT', days: ['SAT'], times: ['x', 'x', 'x', 'x', 'x', '9:00 AM - 10:30 AM', 'x'] },
        2,
      ),
      hours: 3.5,
      tier: 'fourHour',
      months: 1,
    };
    expect(both('tuition', params)).toEqual([
      'Ana Ruiz: Youth Gymnastics (Monday, Wednesday 5:00 PM - 6:00 PM), Tumbling (Saturday 9:00 AM - 10:30 AM) — 3.5 h a week, 4-hour tier',
      'Ana Ruiz: Youth Gymnastics (lunes, miércoles 17:00 – 18:00), Tumbling (sábado 9:00 – 10:30) — 3.5 h a la semana, tarifa de 4 horas',
    ]);
  });

  it('above the largest tier, the extra hours at the weekly-hour price; a quarter says × 3 months', () => {
    const params = {
      athlete: 'Ana Ruiz',
      classes: 1,
      ...classParams(youth, 1),
      hours: 4.5,
      tier: 'fourHour',
      extra_hours: 0.5,
      per_hour: 4500,
      months: 3,
    };
    expect(both('tuition', params)).toEqual([
      'Ana Ruiz: Youth Gymnastics (Monday, Wednesday 5:00 PM - 6:00 PM) — 4.5 h a week, 4-hour tier + 0.5 h at $45.00 per weekly hour × 3 months',
      'Ana Ruiz: Youth Gymnastics (lunes, miércoles 17:00 – 18:00) — 4.5 h a la semana, tarifa de 4 horas + 0.5 h a $45.00 por hora semanal × 3 meses',
    ]);
  });

  it('a class with its own monthly price says it; half an hour is the 30-minute tier', () => {
    const flat = { athlete: 'Ana Ruiz', classes: 1, ...classParams(youth, 1), hours: 2, flat: 108000, months: 1 };
    expect(both('tuition', flat)).toEqual([
      'Ana Ruiz: Youth Gymnastics (Monday, Wednesday 5:00 PM - 6:00 PM) — 2 h a week, $1,080.00 a month',
      'Ana Ruiz: Youth Gymnastics (lunes, miércoles 17:00 – 18:00) — 2 h a la semana, $1,080.00 al mes',
    ]);
    const half = { athlete: 'Ana Ruiz', classes: 1, ...classParams(youth, 1), hours: 0.5, tier: 'halfHour', months: 1 };
    expect(both('tuition', half)[1]).toMatch(/— 0\.5 h a la semana, tarifa de 30 minutos$/);
  });

  it('a class starting during the period: the meetings left of all, and the whole period’s price', () => {
    const params = {
      athlete: 'Ana Ruiz',
      ...classParams(youth),
      from: '2026-11-17',
      left: 4,
      all: 9,
      period_start: '2026-11-01',
      period_months: 1,
      full: 6500,
    };
    expect(both('proration', params)).toEqual([
      'Ana Ruiz: Youth Gymnastics (Monday, Wednesday 5:00 PM - 6:00 PM) from November 17, 2026 — 4 of 9 meetings in November 2026 ($65.00 for the whole period)',
      'Ana Ruiz: Youth Gymnastics (lunes, miércoles 17:00 – 18:00) desde el 17 de noviembre de 2026 — 4 de 9 sesiones en noviembre de 2026 ($65.00 por el período completo)',
    ]);
  });

  it('a dropped class’s credit, in a quarter', () => {
    const params = {
      athlete: 'Ana Ruiz',
      ...classParams(youth),
      on: '2026-02-10',
      unused: 12,
      all: 26,
      period_start: '2026-01-01',
      period_months: 3,
    };
    expect(both('drop_credit', params)).toEqual([
      'Credit: Ana Ruiz left Youth Gymnastics (Monday, Wednesday 5:00 PM - 6:00 PM) on February 10, 2026 — 12 of 26 meetings unused in Q1 2026',
      'Crédito: Ana Ruiz dejó Youth Gymnastics (lunes, miércoles 17:00 – 18:00) el 10 de febrero de 2026 — 12 de 26 sesiones sin usar en 1.er trimestre de 2026',
    ]);
  });

  it('the family discounts and the family maximum', () => {
    expect(both('second_athlete_discount', { bp: 1000, athlete: 'Luis Ruiz' })).toEqual([
      'Second athlete discount (10%): Luis Ruiz',
      'Descuento por segundo atleta (10%): Luis Ruiz',
    ]);
    expect(both('later_athletes_discount', { bp: 1250, athlete: 'Eva Ruiz' })).toEqual([
      'Third and later athletes discount (12.5%): Eva Ruiz',
      'Descuento por tercer atleta y siguientes (12.5%): Eva Ruiz',
    ]);
    expect(both('family_maximum', { max: 30000, months: 1 })).toEqual([
      'Family maximum of $300.00 a month',
      'Máximo familiar de $300.00 al mes',
    ]);
    expect(both('family_maximum', { max: 30000, months: 12 })[1]).toBe('Máximo familiar de $300.00 al mes × 12 meses');
  });
});

describe('charges and reasons', () => {
  it('the card fee, a refund of a voided invoice', () => {
    expect(both('card_fee', { bp: 250 })).toEqual(['Card fee (2.5%)', 'Recargo por pago con tarjeta (2.5%)']);
    expect(both('invoice_voided', { reason: 'Class cancelled' })).toEqual([
      'Invoice voided: Class cancelled',
      'Factura anulada: Class cancelled',
    ]);
  });

  it('the registration fee, with its voucher and the first period’s tuition', () => {
    expect(both('registration_fee', {})).toEqual(['Registration fee', 'Cuota de inscripción']);
    expect(both('registration_fee_voucher', { voucher: 'SPRING' })).toEqual([
      'Registration fee (voucher SPRING)',
      'Cuota de inscripción (cupón SPRING)',
    ]);
    expect(both('registration_and_tuition', { voucher: 'SPRING', period_start: '2026-04-01', period_months: 3 })).toEqual([
      'Registration fee (voucher SPRING) and tuition for Q2 2026',
      'Cuota de inscripción (cupón SPRING) y matrícula de 2.º trimestre de 2026',
    ]);
  });

  it('a text stored without a code reads as stored, in either language', () => {
    expect(writeRecordText(null, 'Leotard', 'es')).toBe('Leotard');
    expect(writeRecordText(undefined, 'Ana Ruiz: Youth Gymnastics YTH-MW-5PM — 1 h a week, 1-hour tier', 'es')).toBe(
      'Ana Ruiz: Youth Gymnastics YTH-MW-5PM — 1 h a week, 1-hour tier',
    );
  });

  it('a class’s hours are those of its first day with a class; an enrolment names no slot code', () => {
    expect(classParams({ program: 'Youth', days: ['WED'], times: TIMES })).toEqual({
      program: 'Youth',
      days: 'WED',
      time: '5:00 PM - 6:00 PM',
    });
  });
});
