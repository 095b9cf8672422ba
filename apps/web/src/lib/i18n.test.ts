// Every screen exists in English and Spanish: a key (or list item) present in one language and not
// the other fails here, namespace by namespace, and so does a translation that drops or invents a
// {{placeholder}}.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const LANGS = ['en', 'es'] as const;

function load(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));
}

/** Leaf paths ("a.b.0.c") with their string values. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const namespaces = [...new Set(LANGS.flatMap((l) => readdirSync(join(LOCALES, l)).filter((f) => f.endsWith('.json'))))].map((f) =>
  f.replace(/\.json$/, ''),
);

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    for (const lang of LANGS) {
      expect(
        readdirSync(join(LOCALES, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        lang,
      ).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const [en, es] = LANGS.map((l) => leaves(load(l, ns)));

    it('has every key in both English and Spanish', () => {
      const missingInEs = [...en!.keys()].filter((k) => !es!.has(k));
      const missingInEn = [...es!.keys()].filter((k) => !en!.has(k));
      expect({ missingInEs, missingInEn }).toEqual({ missingInEs: [], missingInEn: [] });
    });

    it('has no empty text and keeps the same placeholders', () => {
      for (const [key, text] of en!) {
        const other = es!.get(key);
        if (other === undefined) continue;
        expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
        expect(other.trim(), `es ${ns}:${key}`).not.toBe('');
        expect(placeholders(other), `${ns}:${key}`).toEqual(placeholders(text));
      }
    });
  });
});
