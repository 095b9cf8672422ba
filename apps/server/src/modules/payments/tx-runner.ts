// A request's tenant transaction as a plain function, so services stay free of Fastify types.
import type { FastifyRequest } from 'fastify';
import type { TxRunner } from './intents.service.js';

export function runner(req: FastifyRequest): TxRunner {
  return (fn) => req.tenantTx(fn);
}
