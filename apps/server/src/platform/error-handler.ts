// Turns every failure into the error envelope: a catalogue code (and its params) with the English
// sentence, one detail per bad field for validation, no stack trace, SQL text or secret in any
// response, and 5xx details only in the log.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { english, reason, type Reason } from '@springboard/contract/messages';
import { AppError, statusOf, type ErrorDetail } from './app-error.js';

/** The envelope of a refusal: its sentence (the catalogue's, unless given), code, params and details. */
function refuse(reply: FastifyReply, status: number, r: Reason, message = english(r), details?: ErrorDetail[]) {
  return reply.status(status).send({
    success: false,
    error: message,
    code: r.code,
    ...(r.params ? { params: r.params } : {}),
    ...(details ? { details } : {}),
  });
}

/** webApp: the built web app is served (app.ts), so a GET of a client-side route answers index.html. */
export function installErrorHandler(app: FastifyInstance, opts: { webApp?: boolean } = {}) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      const status = statusOf[err.code];
      // 503 is a state the answer says (not ready, shutting down), not a failure to log.
      if (status >= 500 && status !== 503) req.log.error({ err }, 'request failed');
      return refuse(reply, status, err.reason, err.message, err.details);
    }
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, reason('body_too_large'));
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (fe instanceof SyntaxError && fe.statusCode === 400)
    ) {
      return refuse(reply, 400, reason('malformed_json'));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(reply, 415, reason('unsupported_media_type'));
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Fastify's own 4xx messages (bad content length, unsupported encoding…) carry no secrets.
      const words = fe.message.split('\n')[0]?.slice(0, 200) || 'Bad request';
      return refuse(reply, fe.statusCode, reason('request_refused', { reason: words }));
    }
    if (isConnectionFailure(err)) {
      // PostgreSQL is down or restarting: the pool reconnects by itself once it is back.
      req.log.warn({ err }, 'database unavailable');
      return refuse(reply.header('retry-after', '5'), 503, reason('service_unavailable'));
    }
    req.log.error({ err }, 'unhandled error');
    return refuse(reply, 500, reason('internal_error'));
  });

  // Fastify allows one not-found handler per prefix, so the web app's fallback lives here too.
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (
      opts.webApp &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path)
    ) {
      // index.html is revalidated on every load, so a new build is seen at once (the hashed assets it
      // names are cached for a year: a new build names new files).
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return refuse(reply, 404, reason('route_not_found', { method: req.method, path }));
  });
}

// Connection-level failures: the database is down, restarting or unreachable, not a bad query.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 connection exceptions.
const SERVER_CODES = /^(57P0[123]|08...)$/;
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|is not queryable/;

/** Whether an error (or its cause: drizzle wraps driver errors) means the database is unavailable. */
export function isConnectionFailure(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors); // AggregateError: one refusal per address tried
  }
  return false;
}
