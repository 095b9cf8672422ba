// Turns every failure into the error envelope: one detail per bad field for validation, no stack
// trace, SQL text or secret in any response, and 5xx details only in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, statusOf, type ErrorDetail } from './app-error.js';

/** webApp: the built web app is served (app.ts), so a GET of a client-side route answers index.html. */
export function installErrorHandler(app: FastifyInstance, opts: { webApp?: boolean } = {}) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      const status = statusOf[err.code];
      if (status >= 500) req.log.error({ err }, 'request failed');
      return reply.status(status).send({ success: false, error: err.message, ...(err.details ? { details: err.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details: ErrorDetail[] = err.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
        return { field, message: cleanMessage(field, v.message ?? 'is invalid') };
      });
      const first = details[0];
      const error =
        details.length === 1 && first ? namingField(first) : `Invalid ${where}: ${details.map((d) => d.field).join(', ')}`;
      return reply.status(400).send({ success: false, error, details });
    }
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ success: false, error: 'Request body is too large' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe instanceof SyntaxError && fe.statusCode === 400)) {
      return reply.status(400).send({ success: false, error: 'Malformed JSON body' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ success: false, error: 'Unsupported content type' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ success: false, error: safeClientMessage(fe) });
    }
    if (isConnectionFailure(err)) {
      // PostgreSQL is down or restarting: the pool reconnects by itself once it is back.
      req.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, error: 'Service temporarily unavailable' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, error: 'Internal server error' });
  });

  // Fastify allows one not-found handler per prefix, so the web app's fallback lives here too.
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (opts.webApp && (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      // index.html is revalidated on every load, so a new build is seen at once (the hashed assets it
      // names are cached for a year: a new build names new files).
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ success: false, error: `Route ${req.method} ${path} not found` });
  });
}

/** zod's generic wording made readable; the contract's own sentences pass through unchanged. */
function cleanMessage(field: string, message: string): string {
  const m = message.replace(/^Invalid input: /, '');
  if (/received undefined$/.test(m)) return `${field} is required`;
  return m;
}

/** The top-level error must name the field: a sentence of the contract's ("Password must be at least
 *  8 characters.") already reads right with the field in `details`; generic wording gets the name. */
function namingField(d: ErrorDetail): string {
  if (d.message.startsWith(d.field)) return d.message;
  return /^[A-Z]/.test(d.message) ? d.message : `${d.field}: ${d.message}`;
}

function safeClientMessage(err: FastifyError): string {
  // Fastify's own 4xx messages (bad content length, unsupported encoding…) carry no secrets.
  return err.message.split('\n')[0]?.slice(0, 200) ?? 'Bad request';
}

// Connection-level failures: the database is down, restarting or unreachable, not a bad query.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
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
