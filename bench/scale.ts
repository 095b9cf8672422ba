// npm run bench:scale: one embedded PostgreSQL, databases filled by bench/scale-fill.ts, a server
// over each, and two comparisons (BENCH_SCALE_PARTS, comma-separated; both unless said):
// - `clubs` (bench/scale-clubs.ts): one club in a database of BENCH_SCALE_CLUBS clubs (1,000 by
//   default) against the same club alone; writes bench/results.json `scale`;
// - `big` (bench/scale-big.ts): the first page of each list of one big club (3,000 families,
//   150,000 invoices) against the same page of a 200-athlete club, and its JSON size; writes
//   bench/results.json `scale_big_club`.
// Other keys of bench/results.json are kept. BENCH_SECONDS and BENCH_CONNECTIONS as in `npm run
// bench`; BENCH_SCALE_ROUNDS rounds per database in `clubs` (2). The 1,000-club fill takes minutes;
// BENCH_SCALE_CLUBS=50 for a quick run.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { hashPassword } from '../apps/server/src/platform/passwords.js';
import { startScript, type Started } from './processes.js';
import { measureBigClub } from './scale-big.js';
import { measureManyClubs } from './scale-clubs.js';
import { FILL_PASSWORD } from './scale-fill.js';

const PARTS = ['clubs', 'big'] as const;
const parts = (process.env.BENCH_SCALE_PARTS ?? PARTS.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length || !parts.length)
  throw new Error(`BENCH_SCALE_PARTS must list some of ${PARTS.join(', ')} (got ${unknown.join(', ') || 'none'})`);
const CLUBS = Number(process.env.BENCH_SCALE_CLUBS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
if (!Number.isInteger(CLUBS) || CLUBS < 2) throw new Error('BENCH_SCALE_CLUBS must be a whole number of at least 2');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_SCALE_ROUNDS must be a whole number of at least 1');

const here = dirname(fileURLToPath(import.meta.url));
const resultsFile = join(here, 'results.json');
const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'springboard-scale-'));
chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must reach the folder
const { DATABASE_URL: _external, ...parentEnv } = process.env;
const children: Started[] = [];
let stopDatabase: (() => Promise<void>) | null = null;

/** A server over a filled database (bench/scale-serve.ts), stopped at the end; its base URL. */
async function serve(databaseUrl: string): Promise<string> {
  const server = await startScript('scale-serve.ts', [], {
    ...parentEnv,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    LOG_LEVEL: 'warn',
  });
  children.push(server);
  return (JSON.parse(server.payload) as { baseUrl: string }).baseUrl;
}

try {
  console.log(`bench:scale (${parts.join(', ')}): ${cpus().length} CPU(s), Node ${process.version}`);
  const embedded = await startEmbeddedPostgres(join(dir, 'data'), () => {});
  stopDatabase = embedded.stop;
  const passwordHash = await hashPassword(FILL_PASSWORD);
  const written: Record<string, unknown> = {};
  if (parts.includes('clubs')) {
    written.scale = await measureManyClubs({ adminUrl: embedded.url, clubs: CLUBS, rounds: ROUNDS, passwordHash, serve });
  }
  if (parts.includes('big')) {
    written.scale_big_club = await measureBigClub({ adminUrl: embedded.url, passwordHash, serve });
  }
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, ...written }, null, 2)}\n`);
  console.log(
    `\nWritten to bench/results.json (${Object.keys(written).join(', ')}). Done in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} finally {
  for (const child of children.reverse()) await child.stop();
  await stopDatabase?.();
  rmSync(dir, { recursive: true, force: true });
}
