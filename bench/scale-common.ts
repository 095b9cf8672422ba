// What the parts of `npm run bench:scale` share: a database created and filled by
// bench/scale-fill.ts, signing in as a filled club's admin, and the figures' arithmetic and tables.
import pg from 'pg';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import type { Measured } from './load.js';
import { fillClubs, FILL_PASSWORD, type ClubShape, type FillResult } from './scale-fill.js';

export type Figure = { rps: number; p50_ms: number; p99_ms: number; non_2xx: number };

/** One fill of a database: clubs `from` … `to` of one shape (CLUB_SHAPE unless said). */
export type Fill = { from: number; to: number; shape?: ClubShape };

/** Creates database `name` on the embedded server, migrates it and runs the fills in order. */
export async function createAndFill(
  adminUrl: string,
  name: string,
  fills: Fill[],
  passwordHash: string,
): Promise<{ url: string; fills: FillResult[] }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
    const client = await pool.connect();
    try {
      const results: FillResult[] = [];
      for (const fill of fills) {
        console.log(`\nFilling ${name}: club(s) ${fill.from} to ${fill.to}…`);
        const result = await fillClubs(client, { ...fill, passwordHash, log: (line) => console.log(line) });
        console.log(`  filled in ${result.seconds.toFixed(1)} s`);
        results.push(result);
      }
      return { url, fills: results };
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

export async function databaseSizes(adminUrl: string, names: string[]): Promise<Record<string, number>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string; bytes: string }>(
      'select datname as name, pg_database_size(datname) as bytes from pg_database where datname = any($1)',
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]));
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function signIn(baseUrl: string, slug: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': slug },
    body: JSON.stringify({ email, password: FILL_PASSWORD }),
  });
  const json = (await res.json()) as { data?: { access_token?: string } };
  if (!res.ok || !json.data?.access_token) throw new Error(`Sign-in of ${email} failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.access_token;
}

/** Rows of an answer's data: the array, or the arrays of its object summed. */
export function countRows(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    return Object.values(data as Record<string, unknown>).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
  }
  return 0;
}

export function mean(runs: Measured[]): Figure {
  const avg = (f: (m: Measured) => number) => runs.reduce((s, m) => s + f(m), 0) / runs.length;
  return {
    rps: Math.round(avg((m) => m.rps)),
    p50_ms: round2(avg((m) => m.p50)),
    p99_ms: round2(avg((m) => m.p99)),
    non_2xx: runs.reduce((s, m) => s + m.failed, 0),
  };
}

export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

export function mb(bytes: number | undefined): string {
  return `${((bytes ?? 0) / 1024 / 1024).toFixed(0)} MB`;
}

/** Milliseconds as the tables show them. */
export const ms = (v: number) => (v < 1 ? '<1' : v.toFixed(0));

/** A table: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(fmt(line));
}
