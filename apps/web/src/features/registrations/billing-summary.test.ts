import { describe, expect, it } from 'vitest';
import { summaryRows } from './components/billing-section';

describe('the registration payment summary', () => {
  it('words the quote: fee, voucher, one tuition row per athlete, the family discount, tax and the card fee', () => {
    const rows = summaryRows({
      feeCents: 2500,
      discountCents: 500,
      voucher: 'SPRING5',
      cardFeePercent: 3,
      period: { start: '2030-03-01', end: '2030-03-31', name: 'March 2030' },
      lines: [
        { kind: 'registration_fee', description: 'Registration fee', athlete_index: null, amount_cents: 2500 },
        { kind: 'discount', description: 'Voucher SPRING5', athlete_index: null, amount_cents: -500 },
        { kind: 'proration', description: 'a', athlete_index: 0, amount_cents: 3250 },
        { kind: 'proration', description: 'b', athlete_index: 0, amount_cents: 2750 },
        { kind: 'proration', description: 'c', athlete_index: 1, amount_cents: 6000 },
        { kind: 'discount', description: 'Second athlete discount (10%)', athlete_index: 0, amount_cents: -600 },
        { kind: 'tax', description: 'Tax', athlete_index: null, amount_cents: 862 },
        { kind: 'card_fee', description: 'Card fee (3%)', athlete_index: null, amount_cents: 368 },
      ],
    });
    expect(rows.map((r) => [r.kind, r.athlete, r.cents])).toEqual([
      ['fee', null, 2500],
      ['voucher', null, -500],
      ['tuition', 0, 6000],
      ['tuition', 1, 6000],
      ['familyDiscount', 0, -600],
      ['tax', null, 862],
      ['cardFee', null, 368],
    ]);
  });
});
