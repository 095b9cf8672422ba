// `npm run bench:scale`, part `clubs` (the goal: 1,000 clubs on one database): two databases filled
// the same way by bench/scale-fill.ts, one with `clubs` clubs (1,000 by default: 200,000 athletes,
// 2,000,000 invoices), one with a single club of the same shape. A server runs over each; the list
// routes of one club are loaded with autocannon on both, alternating (one-club then many, then many
// then one-club, `rounds` times in all), and the table shows req/s, p50 and p99 of both and how many
// times slower the big database is (the bar: 1.5×).
import { cpus } from 'node:os';
import { LOAD, measure, type LoadTarget, type Measured } from './load.js';
import {
  countRows,
  createAndFill,
  databaseSizes,
  mb,
  mean,
  ms,
  printTable,
  round2,
  signIn,
  type Figure,
} from './scale-common.js';
import { adminEmail, CLUB_SHAPE, clubSlug, sid, type FillResult } from './scale-fill.js';

const BAR = 1.5;

type Side = { label: string; url: string; club: number; fill: FillResult; baseUrl?: string; token?: string };
type ScaleRoute = { name: string; rows: number; one_club: Figure; many_clubs: Figure; ratio: number; p99_ratio: number };

export async function measureManyClubs(opts: {
  adminUrl: string;
  clubs: number;
  rounds: number;
  passwordHash: string;
  /** Starts a server over a filled database; its base URL. */
  serve: (databaseUrl: string) => Promise<string>;
}) {
  const { adminUrl, clubs: CLUBS, rounds: ROUNDS } = opts;
  const one = await createAndFill(adminUrl, 'scale_one', [{ from: 1, to: 1 }], opts.passwordHash);
  const many = await createAndFill(adminUrl, 'scale_many', [{ from: 1, to: CLUBS }], opts.passwordHash);
  const manyFill = many.fills[0]!;
  // The club measured in the big database sits in the middle of the fill order.
  const sides: [Side, Side] = [
    { label: 'one club', url: one.url, club: 1, fill: one.fills[0]! },
    { label: `${CLUBS} clubs`, url: many.url, club: Math.ceil(CLUBS / 2), fill: manyFill },
  ];
  const sizes = await databaseSizes(adminUrl, ['scale_one', 'scale_many']);

  for (const side of sides) {
    side.baseUrl = await opts.serve(side.url);
    side.token = await signIn(side.baseUrl, clubSlug(side.club), adminEmail(side.club));
  }

  // Family 5 of the club: 16 invoices (one a month, this month's pending).
  const routes: [name: string, path: (club: number) => string][] = [
    ['GET /api/memberships', () => '/api/memberships'],
    ['GET /api/athletes', () => '/api/athletes'],
    ['GET /api/invoices/member/:id', (club) => `/api/invoices/member/${sid('m', club, 5)}`],
    ['GET /api/payments/get-due-payments', () => '/api/payments/get-due-payments'],
    ['GET /api/search?q=em', () => '/api/search?q=em'],
  ];
  const target = (side: Side, path: (club: number) => string): LoadTarget => ({
    url: `${side.baseUrl}${path(side.club)}`,
    headers: { 'x-tenant-id': clubSlug(side.club), authorization: `Bearer ${side.token}` },
  });

  console.log(
    `\nMeasuring ${routes.length} routes as the club's admin: ${LOAD.seconds} s each after ${LOAD.warmupSeconds} s warm-up, ` +
      `${LOAD.connections} connections, ${ROUNDS} round(s) per database, alternating…`,
  );
  const results: ScaleRoute[] = [];
  for (const [name, path] of routes) {
    const rows = await sameAnswer(name, target(sides[0], path), target(sides[1], path));
    const runs: [Measured[], Measured[]] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) runs[i as 0 | 1].push(await measure(target(sides[i as 0 | 1], path)));
    }
    const [a, b] = [mean(runs[0]), mean(runs[1])];
    results.push({
      name,
      rows,
      one_club: a,
      many_clubs: b,
      ratio: round2(a.rps / b.rps),
      p99_ratio: round2(b.p99_ms / Math.max(a.p99_ms, 1)),
    });
    console.log(`  ${name}: ${a.rps} vs ${b.rps} req/s`);
  }

  print(results, sides);
  const worst = Math.max(...results.map((r) => r.ratio));
  const fillLine = `Fill of ${CLUBS} clubs: ${manyFill.seconds.toFixed(0)} s (${Object.entries(manyFill.rows)
    .filter(([t]) => ['memberships', 'athletes', 'invoices', 'payments'].includes(t))
    .map(([t, n]) => `${n.toLocaleString('en-US')} ${t}`)
    .join(', ')}); database ${mb(sizes.scale_many)} against ${mb(sizes.scale_one)}.`;
  console.log(`\n${fillLine}`);
  console.log(
    `Slowest route on ${CLUBS} clubs: ${worst.toFixed(2)}× the one-club figure: ${worst <= BAR ? 'within' : 'OVER'} the ${BAR}× bar.`,
  );

  return {
    measured_at: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load: { seconds: LOAD.seconds, connections: LOAD.connections, rounds: ROUNDS },
    clubs: CLUBS,
    club_shape: CLUB_SHAPE,
    fill: {
      seconds: round2(manyFill.seconds),
      rows: manyFill.rows,
      steps: manyFill.steps.map((s) => ({ ...s, seconds: round2(s.seconds) })),
    },
    database_bytes: { one_club: sizes.scale_one, many_clubs: sizes.scale_many },
    measured_club: { one_club: clubSlug(1), many_clubs: clubSlug(sides[1].club) },
    bar: BAR,
    worst_ratio: worst,
    routes: results,
  };
}

/** Both databases must give the club the same answer (same number of rows and bytes), or the comparison means nothing. */
async function sameAnswer(name: string, a: LoadTarget, b: LoadTarget): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map(async (t) => {
      const res = await fetch(t.url, { headers: t.headers ?? {} });
      const text = await res.text();
      if (!res.ok) throw new Error(`${name} answered ${res.status} before the run: ${text}`);
      return { text, rows: countRows((JSON.parse(text) as { data: unknown }).data) };
    }),
  );
  if (x!.rows !== y!.rows || x!.text.length !== y!.text.length) {
    throw new Error(
      `${name}: the two databases answer differently (${x!.rows} rows/${x!.text.length} bytes against ${y!.rows}/${y!.text.length})`,
    );
  }
  return x!.rows;
}

function print(rows: ScaleRoute[], sides: [Side, Side]) {
  const [a, b] = sides.map((s) => s.label);
  const header = ['', 'rows', `${a} req/s`, 'p50', 'p99', `${b} req/s`, 'p50', 'p99', 'slower', 'p99 ×'];
  printTable(
    header,
    rows.map((r) => [
      r.name,
      String(r.rows),
      String(r.one_club.rps),
      ms(r.one_club.p50_ms),
      ms(r.one_club.p99_ms),
      String(r.many_clubs.rps),
      ms(r.many_clubs.p50_ms),
      ms(r.many_clubs.p99_ms),
      `${r.ratio.toFixed(2)}×`,
      `${r.p99_ratio.toFixed(2)}×`,
    ]),
  );
  if (rows.some((r) => r.one_club.non_2xx + r.many_clubs.non_2xx > 0))
    console.log('(some answers were not 2xx: see bench/results.json)');
}
