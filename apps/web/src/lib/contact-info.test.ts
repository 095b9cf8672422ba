import { describe, expect, it } from 'vitest';
import { contactDetails, contactParagraphs, telHref } from './contact-info';

const DEMO = '120 Sunrise Avenue\nSpringfield, OR 97477\n\nhello@sunrise-gymnastics.example\n(541) 555-0142';

describe('contact info', () => {
  it('splits the block into paragraphs at blank lines', () => {
    expect(contactParagraphs(DEMO)).toEqual([
      ['120 Sunrise Avenue', 'Springfield, OR 97477'],
      ['hello@sunrise-gymnastics.example', '(541) 555-0142'],
    ]);
    expect(contactParagraphs('  \n ')).toEqual([]);
    expect(contactParagraphs(null)).toEqual([]);
  });

  it('finds the address, the e-mail and the phone', () => {
    expect(contactDetails(DEMO)).toEqual({
      address: ['120 Sunrise Avenue', 'Springfield, OR 97477'],
      email: 'hello@sunrise-gymnastics.example',
      phone: '(541) 555-0142',
    });
    expect(contactDetails('Phone: +44 20 7946 0958\nEmail: club@example.org')).toEqual({
      address: [],
      email: 'club@example.org',
      phone: '+44 20 7946 0958',
    });
    expect(contactDetails('12345 Long Road Name')).toEqual({ address: ['12345 Long Road Name'], email: null, phone: null });
  });

  it('dials digits only', () => {
    expect(telHref('(541) 555-0142')).toBe('tel:5415550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
