// Spanish speaks to parents and staff as "usted" everywhere: a tú form anywhere in the
// Spanish texts (tu/tus, puedes, únete, inscríbete, elige…) is a mix a club would notice.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'es');

// Words that only the tú form uses. Verbs that are also a third person ("usa", "prueba", "añade")
// are left out: "la app usa" is correct usted Spanish.
const TU_FORMS = [
  'tu',
  'tus',
  'tú',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'puedes',
  'tienes',
  'eres',
  'estás',
  'quieres',
  'necesitas',
  'debes',
  'olvidaste',
  'recibirás',
  'verás',
  'únete',
  'inscríbete',
  'regístrate',
  'contáctanos',
  'escríbenos',
  'llámanos',
  'visítanos',
  'inténtalo',
  'elige',
  'introduce',
  'ingresa',
  'selecciona',
  'completa',
  'comprueba',
  'descubre',
  'revisa',
  'intenta',
  'haz',
  'escribe',
  'confirma',
  'inicia',
  'crea',
  'continúa',
  'mira',
  'explora',
  'conoce',
];
const pattern = new RegExp(`(?<![\\p{L}])(${TU_FORMS.join('|')})(?![\\p{L}])`, 'giu');

function strings(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('Spanish texts', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it.each(files)('%s speaks as usted', (file) => {
    const texts = strings(JSON.parse(readFileSync(join(dir, file), 'utf8')), '', []);
    const tu = texts.flatMap(([path, text]) => [...text.matchAll(pattern)].map((m) => `${path}: "${m[0]}" in "${text}"`));
    expect(tu).toEqual([]);
  });

  it('finds a tú form when there is one', () => {
    expect('Inscríbete hoy y elige tu clase'.match(pattern)).toEqual(['Inscríbete', 'elige', 'tu']);
    expect('Inscríbase hoy y elija su clase; la app usa su correo'.match(pattern)).toBeNull();
  });
});
