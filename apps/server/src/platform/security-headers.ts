// Security headers on every response (helmet's), and `Cache-Control: no-store` on every /api
// answer and on any answer to a request that carried a token, so neither a browser nor a proxy keeps
// a club's data or a session on disk.
//
// helmet works out the headers from these options; they depend on nothing in the request (no CSP
// nonce), so it does so once at start and each response gets the same set. Running helmet's
// middleware on every request (what @fastify/helmet does) was 4% of a small read's time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";

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
  strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
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

async function securityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.headers.authorization) reply.header('cache-control', 'no-store');
    else if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
