// Security headers on every response, and `Cache-Control: no-store` on every /api answer and on any
// answer to a request that carried a token, so neither a browser nor a proxy keeps a club's data or
// a session on disk.
//
// Two sets. Pages, assets and the API docs get helmet's (a CSP fit for the web app and Stripe.js).
// An API answer (JSON, a club's picture, a CSV or calendar file) is never a page a browser runs, so
// it gets the few headers that still matter for one (the set OWASP's REST guidance lists): no
// sniffing it into HTML, a CSP that lets it run and load nothing, never framed, not readable by other
// sites' pages, HTTPS only. The page headers on every API answer were 1 kB that every request of the
// app (and a phone) carried.
//
// helmet works out the headers from these options; they depend on nothing in the request (no CSP
// nonce), so it does so once at start and each response gets the same set. Running helmet's
// middleware on every request (what @fastify/helmet does) was 4% of a small read's time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
/** HSTS: 180 days. */
const HSTS_MAX_AGE = 180 * 24 * 60 * 60;

/** What the built web app (Vite bundles, Mantine's inline styles), Stripe.js and the Swagger UI at
 *  /api/docs need, and nothing else: no inline or remote script but Stripe's. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: [SELF],
    baseUri: [SELF],
    objectSrc: ["'none'"],
    scriptSrc: [SELF, 'https://js.stripe.com', 'https://*.js.stripe.com'],
    scriptSrcAttr: ["'none'"],
    styleSrc: [SELF, "'unsafe-inline'"],
    imgSrc: [SELF, 'data:', 'https://*.stripe.com'],
    fontSrc: [SELF, 'data:'],
    connectSrc: [SELF, 'https://api.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://*.stripe.com'],
    frameAncestors: [SELF],
    formAction: [SELF],
    // No upgrade-insecure-requests: a server reached over plain http (a LAN address) must still load.
  },
};

const options: HelmetOptions = {
  contentSecurityPolicy,
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HTTPS is the operator's proxy's business; without includeSubDomains, other hosts of the
  // club's domain are not forced onto HTTPS by this server. Browsers ignore it over plain http.
  strictTransportSecurity: { maxAge: HSTS_MAX_AGE, includeSubDomains: false },
  // Stripe.js frames and the card elements are cross-origin; these defaults would block them.
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** The headers helmet sets with these options, read off a response it is handed once. */
export function helmetHeaders(opts: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(opts)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers depend on the request');
  return headers;
}

/** What every answer under /api/ carries (the API docs, an HTML page, get the page set). */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': `max-age=${HSTS_MAX_AGE}`,
};

/** An API answer: every path under /api/ but the API docs (an HTML page and its assets). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

async function securityHeaders(app: FastifyInstance) {
  const pageHeaders = helmetHeaders(options);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiAnswer(req.url) ? API_HEADERS : pageHeaders);
    done();
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.headers.authorization) reply.header('cache-control', 'no-store');
    else if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
