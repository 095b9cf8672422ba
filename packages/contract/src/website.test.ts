import { describe, expect, it } from 'vitest';
import { EMPTY_WEBSITE, pick, programText, websiteTexts } from './website.js';

describe('pick: the text in the reader’s language', () => {
  it('gives Spanish readers the Spanish text, English readers the English one', () => {
    const t = { en: 'Join us', es: 'Únase' };
    expect(pick(t, 'es')).toBe('Únase');
    expect(pick(t, 'es-US')).toBe('Únase');
    expect(pick(t, 'en')).toBe('Join us');
  });
  it('falls back to the language the club wrote when the reader’s is empty', () => {
    expect(pick({ en: 'Join us', es: '' }, 'es')).toBe('Join us');
    expect(pick({ en: '', es: 'Únase' }, 'en')).toBe('Únase');
    expect(pick({ en: '', es: '' }, 'es')).toBe('');
  });
});

describe('programText', () => {
  it('shows a program’s Spanish name to Spanish readers only when the club wrote one', () => {
    expect(programText('Youth', 'Infantil', 'es')).toBe('Infantil');
    expect(programText('Youth', null, 'es')).toBe('Youth');
    expect(programText('Youth', 'Infantil', 'en')).toBe('Youth');
  });
});

describe('websiteTexts', () => {
  it('reads an empty document as nothing written', () => {
    expect(websiteTexts.parse({})).toEqual(EMPTY_WEBSITE);
    expect(EMPTY_WEBSITE.hero.title).toEqual({ en: '', es: '' });
  });
  it('accepts a testimonial written only in Spanish, and trims texts', () => {
    const parsed = websiteTexts.parse({ testimonials: [{ quote: { en: ' ', es: ' Genial ' }, who: { en: '', es: '' } }] });
    expect(parsed.testimonials[0]!.quote).toEqual({ en: '', es: 'Genial' });
  });
});
