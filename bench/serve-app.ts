// What the benchmark's server processes (serve.ts, scale-serve.ts) share: the app closes its
// runtime with it, stops on SIGTERM (bench/processes.ts sends it), and listens on the loopback.
import type { FastifyInstance } from 'fastify';

/** Listens on 127.0.0.1 at `port` (0: any free one); the base URL. */
export async function serveForBench(app: FastifyInstance, port: number, closeRuntime: () => Promise<void>): Promise<string> {
  app.addHook('onClose', async () => closeRuntime());
  process.on('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  await app.listen({ port, host: '127.0.0.1' });
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : port}`;
}
