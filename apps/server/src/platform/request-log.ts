// One short log line per request ("GET /api/programs 200 3.1 ms", with the request id) in place of
// Fastify's two verbose ones, so the console stays readable at the default level (the demo
// credentials printed at start-up stay in view). The path is logged without its query string, which
// may carry a token. Fastify's other request-time logs (route not found, errors) keep their defaults.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

export class CompactRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // Below the level (LOG_LEVEL=warn and up), a success costs nothing: no line is built.
    if (!error && (req.log as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.('info') === false) return;
    const line = `${req.method} ${req.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) req.log.error({ err: error }, line);
    else req.log.info(line);
  }
}
