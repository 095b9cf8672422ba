// A zod issue read back to its catalogue code, the same way in the server's error handler and in the
// web app's forms: a sentence a schema was worded with (`say`) stands for its own code; zod's own
// refusals get a code from the issue's kind and bounds (too_small, too_big, invalid_type…).
import { detail, type ErrorDetail } from './api.js';
import { saidReason, type Reason } from './messages.js';

/** The parts of a zod issue this reads (a zod issue, or one carried in a validation error). */
export type IssueLike = {
  code: string;
  message: string;
  path?: readonly PropertyKey[];
  /** Present when the parse reported its input (`{ reportInput: true }`): undefined means missing. */
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
};

export function issueReason(issue: IssueLike): Reason {
  const said = saidReason(issue.message);
  if (said) return said;
  const bound = (v: unknown) => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : 0);
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return { code: 'required' };
      if (issue.expected === 'string') return { code: 'must_be_text' };
      if (issue.expected === 'number') return { code: 'must_be_number' };
      if (issue.expected === 'int') return { code: 'must_be_whole' };
      if (issue.expected === 'boolean') return { code: 'must_be_true_or_false' };
      if (issue.expected === 'array') return { code: 'must_be_list' };
      return { code: 'wrong_type', params: { expected: issue.expected ?? 'another type' } };
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'string') return min === 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_few_items', params: { min } };
      return { code: 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = bound(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_many_items', params: { max } };
      return { code: 'too_big', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'bad_email' };
      if (issue.format === 'uuid' || issue.format === 'guid') return { code: 'bad_id' };
      return { code: 'bad_format' };
    case 'invalid_value':
      return { code: 'one_of', params: { options: (issue.values ?? []).map(String).join(', ') } };
    case 'unrecognized_keys':
      return { code: 'unknown_fields', params: { fields: (issue.keys ?? []).join(', ') } };
    case 'not_multiple_of':
      return { code: 'must_be_whole' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * An issue as an error detail: its field (the path, or `where` for the whole input), its reason and
 * its English words (zod's own wording made readable: "Invalid input: " dropped, a missing field
 * said as "<field> is required").
 */
export function issueDetail(issue: IssueLike, where = 'body'): ErrorDetail {
  const field = (issue.path ?? []).map(String).join('.') || where;
  const r = issueReason(issue);
  const own = saidReason(issue.message) !== undefined;
  const message =
    !own && r.code === 'required' && issue.code === 'invalid_type'
      ? `${field} is required`
      : issue.message.replace(/^Invalid input: /, '');
  return detail(field, r, message);
}
