// The ceiling each tenant-scoped read is compared with: a bare node:http server running
// the route's SELECT as ONE prepared statement with `WHERE tenant_id = $1` (no transaction, no
// set_config, no row-level security: one round trip to PostgreSQL), then JSON.stringify of the same
// shape. Whatever the real route spends beyond this is our stack: the tenant check, the session,
// the transaction that carries row-level security, validation, serialisation.
// Usage: tsx bench/one-trip-limit.ts <databaseUrl> <json: {tenantId, sessionId, userId, membershipId}>;
// prints "READY <port>". Paths: /programs, /settings, /me, /memberships, /member-invoices.
import { createServer } from 'node:http';
import pg from 'pg';
import { ROUTES, type Ids } from './limit-statements.js';

const [databaseUrl, idsJson] = process.argv.slice(2);
if (!databaseUrl || !idsJson) {
  console.error('usage: one-trip-limit.ts <databaseUrl> <ids json>');
  process.exit(2);
}
const ids = JSON.parse(idsJson) as Ids;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 }); // the server's pool size

const server = createServer((req, res) => {
  const route = ROUTES[req.url ?? ''];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  pool.query<Record<string, unknown>>({ name: route.name, text: route.text, values: route.values(ids) }).then(
    (r) => {
      const data = route.shape ? route.shape(r.rows) : r.rows;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ success: true, data }));
    },
    (err: unknown) => res.writeHead(500).end(String(err)),
  );
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  console.log(`READY ${typeof addr === 'object' && addr ? addr.port : 0}`);
});
// Ends cleanly on SIGTERM (bench/processes.ts sends it), so a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
