import { describe, expect, it } from 'vitest';
import { websiteTexts } from '@springboard/contract/website';
import { DEMO_WEBSITE } from './demo-website.js';

describe('the demo club’s website', () => {
  it("is what an admin could have saved: it passes the Website screen's checks unchanged", () => {
    expect(websiteTexts.parse(DEMO_WEBSITE)).toEqual(DEMO_WEBSITE);
    expect(DEMO_WEBSITE.testimonials.length).toBeGreaterThanOrEqual(2);
    expect(DEMO_WEBSITE.hero.title.es).not.toBe('');
  });
});
