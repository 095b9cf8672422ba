// The framework's reference point, in its own process like the server: a bare Fastify JSON route.
// (Each read's own ceiling is bench/one-trip-limit.ts.) Usage: tsx bench/limit-servers.ts fastify;
// prints "READY <port>".
import Fastify from 'fastify';

const [mode] = process.argv.slice(2);
if (mode !== 'fastify') {
  console.error('usage: limit-servers.ts fastify');
  process.exit(2);
}
const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, data: { status: 'ok' } }));
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`READY ${typeof addr === 'object' && addr ? addr.port : 0}`);
