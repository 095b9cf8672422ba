import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import en from '../../locales/en/layout.json';
import { footerLinks, headerEntries, NO_CONTENT, type SiteContent } from './header-entries';

// The English texts, looked up as react-i18next would (nested keys, no interpolation needed).
const t = ((key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en)) as unknown as TFunction<'layout'>;

const written: SiteContent = {
  programs: [
    { key: 'tumble-tots', label: 'Tumble Tots' },
    { key: 'teen-squad', label: 'Teen Squad' },
  ],
  hasTestimonials: true,
  hasFaq: true,
  pages: ['blog', 'careers', 'privacy'],
};
const labels = (entries: ReturnType<typeof headerEntries>) =>
  entries.flatMap((e) => [e.label, ...(e.items ?? []).map((i) => i.label)]);
const targets = (links: Record<string, { to: string }[]>) => Object.values(links).flatMap((list) => list.map((l) => l.to));

describe('the public header', () => {
  it("lists the club's real programs in the training menu, each opening its own page", () => {
    const header = headerEntries('demo', t, written);
    expect(header.map((e) => e.label)).toEqual(['Home', 'Programs', 'Gymnastics Training', 'About', 'Contact']);
    expect(header.find((e) => e.key === 'training')!.items).toEqual([
      { label: 'Tumble Tots', to: '/club/demo/programs/tumble-tots' },
      { label: 'Teen Squad', to: '/club/demo/programs/teen-squad' },
    ]);
    expect(labels(header)).not.toContain('Smart Start');
    const all = labels(header);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has no training menu, testimonials or FAQ for a new club: About is a plain link', () => {
    const header = headerEntries('demo', t, NO_CONTENT);
    expect(header.map((e) => e.label)).toEqual(['Home', 'Programs', 'About', 'Contact']);
    expect(header.find((e) => e.key === 'about')).toEqual({ key: 'about', label: 'About', to: '/club/demo/about' });
  });
});

describe('the public footer', () => {
  it('links only the pages the club wrote', () => {
    const footer = footerLinks('demo', t, written);
    expect(footer.life.map((l) => l.label)).toEqual(['FAQ', 'Blog', 'Careers']);
    expect(footer.legal.map((l) => l.label)).toEqual(['Privacy Policy', 'Accessibility']);
    expect(targets(footer)).not.toContain('/club/demo/newsletter');
  });

  it('has the club pages only, for a new club (and the accessibility statement, the software’s until the club writes its own)', () => {
    const footer = footerLinks('demo', t, NO_CONTENT);
    expect(footer.life).toEqual([]);
    expect(footer.legal.map((l) => l.label)).toEqual(['Accessibility']);
    expect(footer.quick.map((l) => l.label)).toEqual(['Home', 'Programs', 'About', 'Contact', 'Register']);
  });
});
