// The boot script of index.html (vite.config.ts, firstLoad): run as a browser would run it, it sends
// the club's settings request (and the landing's programs) at once and asks for the page's files in
// the reader's language, so they travel beside the entry chunk instead of after it.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootSource } from '../../vite.config';

const plan = {
  pages: { login: ['login-page-a1.js', 'forms-b2.js', 'forms-c3.css'], 'ns:login': ['auth'], 'ns:': ['public'], 'ns:/': [] },
  locales: {
    en: { public: 'public-en.js', auth: 'auth-en.js', common: 'common-en.js', layout: 'layout-en.js' },
    es: { public: 'public-es.js', auth: 'auth-es.js', common: 'common-es.js', layout: 'layout-es.js' },
  },
};

type Link = { rel?: string; as?: string; href?: string; crossOrigin?: string };
function boot(pathname: string, { stored = null as string | null, language = 'en-US' } = {}) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const links: Link[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(bootSource(plan), {
    window,
    location: { pathname },
    navigator: { language },
    localStorage: { getItem: () => stored },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve({ url });
    },
    document: { createElement: () => ({}) as Link, head: { appendChild: (l: Link) => links.push(l) } },
  });
  const early = window.__springboardEarly as { club: string; responses: Record<string, unknown> } | undefined;
  return { fetched, links, early };
}

describe('the boot script', () => {
  it("on a club's landing: asks for the settings and the programs of that club, and the English landing texts", () => {
    const { fetched, links, early } = boot('/club/demo');
    expect(fetched.map((f) => f.url)).toEqual(['/api/settings', '/api/programs']);
    expect(fetched.every((f) => f.headers['x-tenant-id'] === 'demo')).toBe(true);
    expect(early?.club).toBe('demo');
    expect(Object.keys(early?.responses ?? {})).toEqual(['/api/settings', '/api/programs']);
    expect(links).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: '/assets/public-en.js' }]);
  });

  it('on the sign-in page: the settings only, the page with its chunks and stylesheet, and the sign-in texts', () => {
    const { fetched, links } = boot('/club/demo/login/');
    expect(fetched.map((f) => f.url)).toEqual(['/api/settings']);
    expect(links.map((l) => [l.rel, l.as, l.href])).toEqual([
      ['modulepreload', undefined, '/assets/login-page-a1.js'],
      ['modulepreload', undefined, '/assets/forms-b2.js'],
      ['preload', 'style', '/assets/forms-c3.css'],
      ['modulepreload', undefined, '/assets/auth-en.js'],
    ]);
  });

  it('for a Spanish reader (chosen before, or the browser’s language): the Spanish texts, with the first-paint ones', () => {
    expect(boot('/club/demo', { stored: 'es' }).links.map((l) => l.href)).toEqual([
      '/assets/public-es.js',
      '/assets/common-es.js',
      '/assets/layout-es.js',
    ]);
    expect(boot('/club/demo/login', { language: 'es-MX' }).links.map((l) => l.href)).toContain('/assets/auth-es.js');
    expect(boot('/club/demo/login', { stored: 'en', language: 'es-MX' }).links.map((l) => l.href)).toContain(
      '/assets/auth-en.js',
    );
  });

  it('outside a club, or at a club address it cannot read, sends no request', () => {
    for (const path of ['/', '/somewhere', '/club/%E0%A4%A']) {
      const { fetched, early } = boot(path);
      expect(fetched).toEqual([]);
      expect(early).toBeUndefined();
    }
  });
});
