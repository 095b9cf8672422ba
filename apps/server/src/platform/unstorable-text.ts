// Refuses text PostgreSQL cannot store before any route sees it: a NUL character (text columns and
// parameters reject it: "invalid byte sequence", a 500) or a lone UTF-16 surrogate (silently turned
// into U+FFFD on the way in). Params, query and JSON body of every route, public ones included, get a
// 400 naming the field, in the shape of a validation error.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { reason } from '@springboard/contract/messages';
import { AppError, fieldDetail } from './app-error.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (s: string) => !s.includes('\0') && !LONE_SURROGATE.test(s);

/**
 * The first string (or object key) in `value` that cannot be stored, as a field path like
 * `athletes.0.first_name` under `where`; null when every string is fine. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function findUnstorable(value: unknown, where: string): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!storable(v)) return fieldName(path, where);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
    } else if (isParsedObject(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (!storable(key)) return fieldName(path, where);
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

function fieldName(path: string[], where: string): string {
  return path.length > 0 ? path.join('.') : where;
}

/** A parsed JSON object, query or params (whatever its prototype); a raw Buffer body (webhooks)
 *  is bytes, not text. */
function isParsedObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer);
}

function refuse(field: string): AppError {
  return new AppError('VALIDATION', reason('field_unstorable_text', { field }), [fieldDetail(field, 'unstorable_text')]);
}

async function unstorableText(app: FastifyInstance) {
  // Params and query before anything else runs (tenant lookup, access); the body once it is parsed.
  // Callback hooks: no promise per request for a check that never waits.
  app.addHook('onRequest', (req, _reply, done) => {
    const field = findUnstorable(req.params, 'params') ?? findUnstorable(req.query, 'query');
    done(field === null ? undefined : refuse(field));
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const field = findUnstorable(req.body, 'body');
    done(field === null ? undefined : refuse(field));
  });
}

export const unstorableTextPlugin = fp(unstorableText, { name: 'unstorable-text' });
