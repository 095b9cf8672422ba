import { describe, expect, it } from 'vitest';
import { EMPTY_WEBSITE } from '@springboard/contract/website';
import { moved, toBody, toValues } from './website-form';

describe('the Website form', () => {
  it('sends only the pages the admin wrote: an empty page stays unwritten (no footer link)', () => {
    const v = toValues(EMPTY_WEBSITE);
    v.pages.careers = { title: { en: 'Coach wanted', es: '' }, body: { en: 'Write to us.', es: '' } };
    expect(Object.keys(toBody(v).pages)).toEqual(['careers']);
  });

  it('keeps a half-written page so the server can name what is missing', () => {
    const v = toValues(EMPTY_WEBSITE);
    v.pages.blog.title.en = 'News';
    expect(toBody(v).pages.blog).toEqual({ title: { en: 'News', es: '' }, body: { en: '', es: '' } });
  });

  it('reorders a list item up and down, and ignores a move past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
