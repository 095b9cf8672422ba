// The transport floor of each tenant-scoped read: what the server's way of reaching the database
// costs before any of its other code runs. A bare node:http server (no Fastify, no hooks, no
// validation, no mapping) sends the limit's own SELECT (bench/limit-statements.ts) the way every
// request reaches PostgreSQL (db/tenant-tx.ts): in a READ ONLY transaction opened with the role and
// the club set LOCAL, row-level security on, behind the caller's session lookup for a signed-in
// read, with the COMMIT in the same round trip, over the server's own pool (db/client.ts). Then
// JSON.stringify of the same shape, as the limit does.
//
// Between the limit and this floor is the price of the transport's rules (one transaction per
// request, nothing of a club left on a pooled connection, the session checked live on every
// request); between this floor and the route is the rest of the server (Fastify and its hooks, the
// access check, validation, mapping, serialisation).
// Usage: tsx bench/transport-floor.ts <databaseUrl> <json: {tenantId, sessionId, userId, membershipId}>;
// prints "READY <port>". The same paths as the limit.
import { createServer } from 'node:http';
import { connect } from '../apps/server/src/db/client.js';
import { txSource, type Statement } from '../apps/server/src/db/tenant-tx.js';
import { principalStatement } from '../apps/server/src/platform/principal.js';
import { ROUTES, type Ids } from './limit-statements.js';

const [databaseUrl, idsJson] = process.argv.slice(2);
if (!databaseUrl || !idsJson) {
  console.error('usage: transport-floor.ts <databaseUrl> <ids json>');
  process.exit(2);
}
const ids = JSON.parse(idsJson) as Ids;
const lookup = principalStatement(ids.sessionId, ids.userId);
if (!lookup) throw new Error('the session and user ids must be UUIDs');
const database = connect(databaseUrl);
const source = txSource(database.db);

/** What each path sends behind the opening: /me is the session lookup alone (the server answers it
 *  from its caller); another signed-in read is the lookup, then the limit's SELECT. */
const plans = new Map<string, { statements: Statement[]; answer: (results: Record<string, unknown>[][]) => unknown }>();
for (const [path, route] of Object.entries(ROUTES)) {
  const read: Statement = { text: route.text, values: route.values(ids) };
  const shaped = (rows: Record<string, unknown>[]) => (route.shape ? route.shape(rows) : rows);
  if (path === '/me') plans.set(path, { statements: [lookup], answer: ([caller]) => caller?.[0] ?? null });
  else if (route.signedIn) plans.set(path, { statements: [lookup, read], answer: ([, rows]) => shaped(rows ?? []) });
  else plans.set(path, { statements: [read], answer: ([rows]) => shaped(rows ?? []) });
}

const server = createServer((req, res) => {
  const plan = plans.get(req.url ?? '');
  if (!plan) {
    res.writeHead(404).end();
    return;
  }
  const signedIn = plan.statements[0] === lookup;
  (async () => {
    const open = await source.open({ tenantId: ids.tenantId, readOnly: true }, plan.statements, true);
    let results: Record<string, unknown>[][];
    try {
      results = await open.first;
    } catch (err) {
      await open.rollback().catch(() => {});
      throw err;
    }
    await open.commit();
    // A session that is gone answers 401, as the server does.
    if (signedIn && results[0]?.length === 0) return void res.writeHead(401).end();
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ success: true, data: plan.answer(results) }));
  })().catch((err: unknown) => res.writeHead(500).end(String(err)));
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  console.log(`READY ${typeof addr === 'object' && addr ? addr.port : 0}`);
});
// Ends cleanly on SIGTERM (bench/processes.ts sends it), so a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
