// How bytes leave the server, for a fast first page: API answers compressed when the client
// accepts it, and the built web app served from files compressed at build time (.br and .gz beside
// each asset, made by the web build), with caching that fits how each file changes:
// - /assets/* carry a content hash in their names, so they never change: cached for a year, immutable;
// - index.html names the current hashes: revalidated on every load (the not-found handler sends it);
// - anything else (favicon, robots.txt): an hour.
import { sep } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HOURLY = 'public, max-age=3600';

/** Register before the routes it should compress. Small bodies are not worth it (1 kB threshold). */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});

export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const assets = `${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('cache-control', path.includes(assets) ? IMMUTABLE : HOURLY),
  });
}
