// The one error type services throw: a kind the error handler maps to an HTTP status, and a reason
// from the contract's message catalogue (its code, params and English sentence) that the envelope
// carries, with one detail per field when a field is at fault.
import { detail, type ErrorDetail } from '@springboard/contract/api';
import { english, reason, type FixedCode, type Reason } from '@springboard/contract/messages';

export type { ErrorDetail };

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYMENT_FAILED'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UPSTREAM'
  | 'INTERNAL'
  | 'UNAVAILABLE';

export const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
};

/** A catalogue code whose sentence takes no parameter, or a reason built with `reason(code, params)`. */
export type Said = FixedCode | Reason;

const asReason = (said: Said): Reason => (typeof said === 'string' ? reason(said as FixedCode) : said);

export class AppError extends Error {
  /** What went wrong, as the catalogue names it: the envelope's `code` and `params`. */
  readonly reason: Reason;
  constructor(
    readonly code: ErrorCode,
    said: Said,
    readonly details?: ErrorDetail[],
    /** The English words when they are not the catalogue's sentence (e.g. a field name before it). */
    message?: string,
  ) {
    const r = asReason(said);
    super(message ?? english(r));
    this.reason = r;
    this.name = 'AppError';
  }
}

/** One field's refusal as a detail of the envelope. */
export function fieldDetail(field: string, said: Said): ErrorDetail {
  return detail(field, asReason(said));
}

/** A 400 naming one field, for rules a schema cannot express (e.g. "born in the future"); or another
 *  kind of refusal (a 404, a 409) that names the field at fault. */
export function fieldError(field: string, said: Said, kind: ErrorCode = 'VALIDATION'): AppError {
  return new AppError(kind, said, [fieldDetail(field, said)]);
}

/** An error whose details each name a field: for one detail its sentence (a fragment after its
 *  field, as schema failures read), for several "Invalid body: a, b"; the code is the first detail's
 *  or invalid_fields. */
export function detailsError(code: ErrorCode, details: ErrorDetail[], where = 'body'): AppError {
  const first = details[0]!;
  if (details.length === 1) {
    const words =
      first.message.startsWith(first.field) || /^[A-Z]/.test(first.message) ? first.message : `${first.field}: ${first.message}`;
    return new AppError(code, { code: first.code, ...(first.params ? { params: first.params } : {}) }, details, words);
  }
  return new AppError(code, reason('invalid_fields', { where, fields: details.map((d) => d.field).join(', ') }), details);
}
