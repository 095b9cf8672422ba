import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueDetail, issueReason } from './issue-reasons.js';
import { english, MESSAGES, paramNames, reason, say, template, type MessageCode } from './messages.js';
import { createProgramBody } from './programs.js';

const codes = Object.keys(MESSAGES) as MessageCode[];

describe('the message catalogue', () => {
  it('names each code in snake_case, with a sentence that uses exactly its declared parameters', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const used = [...template(code).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(used, code).toEqual([...paramNames(code)].sort());
      expect(new Set(paramNames(code)).size, code).toBe(paramNames(code).length);
      expect(template(code).replace(/\{\w+\}/g, ''), code).not.toMatch(/[{}]/);
    }
  });

  it('gives every code its own sentence, so a sentence stands for one code', () => {
    const fixed = codes.filter((c) => paramNames(c).length === 0).map(template);
    expect(new Set(fixed).size).toBe(fixed.length);
  });

  it('fills a sentence with its parameters', () => {
    expect(english(reason('too_long', { max: 80 }))).toBe('must be at most 80 characters');
    expect(english(reason('route_not_found', { method: 'GET', path: '/api/x' }))).toBe('Route GET /api/x not found');
  });
});

describe('issueReason', () => {
  const issues = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value, { reportInput: true });
    return r.success ? [] : r.error.issues;
  };

  it("reads a schema's own sentence back to its code and parameters", () => {
    const schema = z.object({
      name: z.string().max(3, say('too_long', { max: 3 })),
      key: z.string().regex(/^a$/, say('program_key_format')),
    });
    expect(issues(schema, { name: 'abcd', key: 'b' }).map(issueReason)).toEqual([
      { code: 'too_long', params: { max: 3 } },
      { code: 'program_key_format' },
    ]);
  });

  it("gives zod's own refusals a code from the issue's kind and bounds", () => {
    const schema = z.object({
      a: z.string(),
      b: z.number().max(5),
      c: z.string().min(3),
      d: z.enum(['x', 'y']),
      e: z.string().uuid(),
    });
    expect(issues(schema, { b: 9, c: 'z', d: 'q', e: 'nope' }).map(issueReason)).toEqual([
      { code: 'required' },
      { code: 'too_big', params: { max: 5 } },
      { code: 'too_short', params: { min: 3 } },
      { code: 'one_of', params: { options: 'x, y' } },
      { code: 'bad_id' },
    ]);
  });

  it('words a detail as the API does: the field, the code and the English sentence', () => {
    const [missing] = issues(z.object({ membershipId: z.string() }), {});
    expect(issueDetail(missing!)).toEqual({ field: 'membershipId', message: 'membershipId is required', code: 'required' });
    const refused = issues(createProgramBody, {
      label: 'x',
      key: 'Bad Key',
      duration_hours: 1,
      min_age: 9,
      max_age: 3,
      slots: [],
    });
    expect(refused.map((i) => issueDetail(i)).map((d) => [d.field, d.code])).toEqual([
      ['key', 'program_key_format'],
      ['slots', 'add_a_slot'],
      ['min_age', 'min_age_over_max'],
    ]);
  });
});
