import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import en from '../../locales/en/layout.json';
import { footerLinks, headerEntries } from './header-entries';

// The English texts, looked up as react-i18next would (nested keys, no interpolation needed).
const t = ((key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en)) as unknown as TFunction<'layout'>;

const header = headerEntries('demo', t);
const footer = footerLinks('demo', t);
const headerTargets = header.flatMap((e) => (e.items ? e.items.map((i) => i.to) : [e.to!]));
const footerTargets = Object.values(footer).flatMap((list) => list.map((l) => l.to));

describe('the public header and footer', () => {
  it('name every header entry once: Home, Programs, the two menus and Contact', () => {
    const labels = header.flatMap((e) => [e.label, ...(e.items ?? []).map((i) => i.label)]);
    expect(header.map((e) => e.label)).toEqual(['Home', 'Programs', 'Gymnastics Training', 'About', 'Contact']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(headerTargets).size).toBe(headerTargets.length);
  });

  it('keep every target of the three old bars reachable, in the header or the footer', () => {
    const all = new Set([...headerTargets, ...footerTargets]);
    for (const path of [
      '',
      '/programs',
      '/about',
      '/contact',
      '/programs/youth',
      '/programs/teen',
      '/faq',
      '/blog',
      '/feedback',
      '/careers',
      '/newsletter',
      '/community',
      '/register',
    ]) {
      expect(all, path).toContain(`/club/demo${path}`);
    }
    expect(all).toContain('/club/demo#testimonials');
  });

  it('put Feedback, Careers, Newsletter, Community and Blog in the footer only', () => {
    const moved = ['Feedback', 'Careers', 'Newsletter', 'Community', 'Blog'];
    const footerLabels = Object.values(footer).flatMap((list) => list.map((l) => l.label));
    for (const label of moved) {
      expect(footerLabels.filter((l) => l === label)).toHaveLength(1);
      expect(header.flatMap((e) => [e.label, ...(e.items ?? []).map((i) => i.label)])).not.toContain(label);
    }
  });
});
