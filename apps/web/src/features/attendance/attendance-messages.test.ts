import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGE_KEYS } from './attendance-messages';

const load = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/attendance.json`, import.meta.url), 'utf8'));
const has = (obj: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

describe('server refusals have words in both languages', () => {
  it.each(['en', 'es'])('%s', (lang) => {
    for (const key of ATTENDANCE_MESSAGE_KEYS) expect(typeof has(load(lang), key), key).toBe('string');
  });
});
