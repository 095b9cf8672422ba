import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes only fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('Ana Diaz')).toBe('Ana Diaz');
    expect(csvField('Diaz, Ana')).toBe('"Diaz, Ana"');
    expect(csvField('The "Flips" camp')).toBe('"The ""Flips"" camp"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField('')).toBe('');
    expect(csvField('ñandú café')).toBe('ñandú café');
  });

  it('defuses cells a spreadsheet would run as formulas, but not plain numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('-$1,200.00')).toBe('"-$1,200.00"');
  });

  it('writes a header line and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['Member', 'Amount'],
        [
          ['Ana', '$25.00'],
          ['Ben, Jr.', '$1,200.00'],
        ],
      ),
    ).toBe('Member,Amount\r\nAna,$25.00\r\n"Ben, Jr.","$1,200.00"\r\n');
    expect(toCsv(['Member'], [])).toBe('Member\r\n');
  });
});
