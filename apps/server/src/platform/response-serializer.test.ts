// The serializer answers are written with: only declared properties go out, at every depth, and a
// missing required one fails the answer; every operation's answer compiles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, errorEnvelope } from './envelope.js';
import { responseSerializerCompiler } from './response-serializer.js';

const serialize = (schema: z.ZodType) => responseSerializerCompiler({ schema });

describe('response serializer', () => {
  const member = z.object({
    id: z.string(),
    email: z.string().nullable(),
    role: z.enum(['admin', 'member']).nullable(),
    phone: z.string().optional(),
    card: z.object({ last4: z.string() }).nullable(),
    athletes: z.array(z.object({ name: z.string(), age: z.number().int() })),
    extra: z.record(z.string(), z.unknown()),
  });

  it("writes only what the schema declares, at every depth (a row's other columns never go out)", () => {
    const out = serialize(envelope(member))({
      success: true,
      data: {
        id: 'm1',
        email: null,
        role: 'member',
        password_hash: '$argon2id$secret',
        card: { last4: '4242', provider_token: 'tok_secret' },
        athletes: [{ name: 'Ana', age: 7, medical_notes: 'private' }],
        extra: { any: { nested: [1, 2] } },
      },
      internal: 'never',
    });
    expect(JSON.parse(out)).toEqual({
      success: true,
      data: {
        id: 'm1',
        email: null,
        role: 'member',
        card: { last4: '4242' },
        athletes: [{ name: 'Ana', age: 7 }],
        extra: { any: { nested: [1, 2] } },
      },
    });
    expect(out).not.toMatch(/secret|private|never/);
  });

  it('writes null for a nullable object and leaves out an absent optional', () => {
    const out = serialize(member)({ id: 'm2', email: 'a@b.c', role: null, card: null, athletes: [], extra: {} });
    expect(JSON.parse(out)).toEqual({ id: 'm2', email: 'a@b.c', role: null, card: null, athletes: [], extra: {} });
  });

  it('fails the answer when a required property is missing, as validation did', () => {
    expect(() => serialize(member)({ id: 'm3', email: null, role: null, card: null, extra: {} })).toThrow(/athletes/);
  });

  it('writes the error envelope', () => {
    const out = serialize(errorEnvelope)({
      success: false,
      error: 'Nope',
      code: 'invalid',
      details: [{ field: 'email', message: 'Bad', code: 'bad_email', x: 1 }],
      stack: 'at…',
    });
    expect(JSON.parse(out)).toEqual({
      success: false,
      error: 'Nope',
      code: 'invalid',
      details: [{ field: 'email', message: 'Bad', code: 'bad_email' }],
    });
  });

  it("compiles every operation's answer", async () => {
    const dir = fileURLToPath(new URL('../../../../packages/contract/src/operations/', import.meta.url));
    let count = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const mod = (await import(`${dir}${file}`)) as Record<string, Record<string, { response?: z.ZodType }>>;
      for (const group of Object.values(mod)) {
        if (!group || typeof group !== 'object') continue;
        for (const op of Object.values(group)) {
          if (!(op?.response instanceof z.ZodType)) continue;
          expect(typeof serialize(envelope(op.response))).toBe('function');
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(100);
  });
});
