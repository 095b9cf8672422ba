// The translator of the server's refusals, in both languages, and the guard that keeps the web app
// from reading the server's English: no file compares or parses an error's text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MESSAGES, paramNames, type MessageCode } from '@springboard/contract/messages';
import { updateSettingsBody } from '@springboard/contract/settings';
import enErrors from '../locales/en/errors.json';
import esErrors from '../locales/es/errors.json';
import { ApiError } from './api-client';
import { errorText, fieldErrors, schemaDetails, serverMessage } from './server-messages';

async function tIn(lng: 'en' | 'es') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { errors: enErrors }, es: { errors: esErrors } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

describe('serverMessage', () => {
  it('says a validation detail with its parameter in Spanish and in English', async () => {
    const detail = {
      field: 'first_name',
      message: 'must be at most 80 characters',
      code: 'too_long' as const,
      params: { max: 80 },
    };
    expect(serverMessage(await tIn('es'), detail)).toBe('debe tener como máximo 80 caracteres');
    expect(serverMessage(await tIn('en'), detail)).toBe('must be at most 80 characters');
  });

  it('turns an ApiError into the reader’s words by its code, whatever the English said', async () => {
    const err = new ApiError(409, { code: 'slot_has_athletes', params: { slot: 'YTH-MON-4PM' } }, [], 'reworded by the server');
    expect(errorText(err, await tIn('es'))).toBe(
      'El horario YTH-MON-4PM tiene atletas inscritos y no se puede eliminar. Primero anule sus inscripciones.',
    );
    expect(errorText(new Error('boom'), await tIn('es'))).toBe('No se pudo conectar con el servidor');
  });

  it("puts a form's schema refusals under their fields, the first of each, translated", async () => {
    const details = schemaDetails(updateSettingsBody, { credit_card_fee: 200, primary_color: 'red' });
    expect(details.map((d) => [d.field, d.code])).toEqual([
      ['primary_color', 'hex_colour'],
      ['credit_card_fee', 'credit_card_fee'],
    ]);
    expect(fieldErrors(details, await tIn('es'))).toEqual({
      primary_color: 'Introduzca un color hexadecimal como #ff6600',
      credit_card_fee: 'El recargo por tarjeta es obligatorio y debe ser un número de 0 a 100 con 2 decimales como máximo',
    });
  });
});

describe('the errors namespace', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  it.each([
    ['en', enErrors],
    ['es', esErrors],
  ] as const)('has a sentence for every catalogue code in %s, naming exactly its parameters', (_, words) => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const code of Object.keys(MESSAGES) as MessageCode[]) {
      expect(placeholders((words as Record<string, string>)[code]!), code).toEqual([...paramNames(code)].sort());
    }
  });
});

// Comparing, matching or searching an error's English text, or keeping a table keyed by it.
const SERVER_TEXT_READS = [
  /\.(message|error)\s*[!=]==(?!\s*(undefined|null)\b)/,
  /[!=]==\s*\w+\.(message|error)\b/,
  /\b(message|error)\s*[!=]==\s*['"`A-Z]/,
  /\.(message|error)\.(includes|startsWith|endsWith|match|search|indexOf)\(/,
  /\.(test|exec)\(\s*[\w.]*\b(message|error)\b/,
  /\berrorMessage\([^)]*\)\s*[!=]==|[!=]==\s*errorMessage\(/,
  /\[\s*[A-Z_]+_MESSAGES?\b[^\]]*\]\s*:/,
];
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the web app', () => {
  it("never compares, parses or looks up the server's English text (it translates codes)", () => {
    const offenders = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          SERVER_TEXT_READS.some((re) => re.test(line)) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
