// One measurement: a warm-up, then autocannon for a fixed time with a few connections.
import autocannon from 'autocannon';
import { postgresBetween, type CpuSample } from './cpu-time.js';

export type LoadTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

export type Measured = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  /** CPU milliseconds per request of the Node process and of PostgreSQL, when sampled. */
  cpu?: { node_ms: number; postgres_ms: number };
};

export const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 6),
  /** Load before the timed part, so that V8 has compiled the request's code: a fresh server answers
   *  its first thousands of requests at 2 to 4 times the CPU of its steady state (the server has far
   *  more code to compile than a one-statement limit, which is warm within a second). Measured per
   *  second on a fresh server, GET /api/memberships: 1.27, 1.26, 0.84, 0.40, then 0.31–0.55 ms of
   *  Node CPU per request. */
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
};

function optionsOf(target: LoadTarget, connections = LOAD.connections) {
  return {
    url: target.url,
    method: target.method ?? 'GET',
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...(target.headers ?? {}) },
    ...(target.body ? { body: target.body } : {}),
    connections,
  } as const;
}

type Slice = { requests: number; failed: number; p50: number; p99: number; nodeMs: number; postgresMs: number; sampled: boolean };

async function slice(
  target: LoadTarget,
  seconds: number,
  sampleCpu?: (() => CpuSample) | null,
  connections = LOAD.connections,
): Promise<Slice> {
  const before = sampleCpu?.();
  const r = await autocannon({ ...optionsOf(target, connections), duration: seconds });
  const after = sampleCpu?.();
  return {
    requests: r.requests.total,
    // A 429 or 401 would measure the wrong thing: count them so the table says so.
    failed: r.non2xx + r.errors,
    p50: r.latency.p50,
    p99: r.latency.p99,
    nodeMs: before && after ? after.node - before.node : 0,
    postgresMs: before && after ? postgresBetween(before, after) : 0,
    sampled: Boolean(before && after),
  };
}

/** Slices of one target summed: req/s over their whole time, CPU per request over all their
 *  requests, the median slice's p50 and the worst slice's p99. */
function combined(slices: Slice[], seconds: number): Measured {
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  return {
    rps: requests / seconds,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...slices.map((s) => s.p99)),
    requests,
    failed: slices.reduce((n, s) => n + s.failed, 0),
    ...(slices.every((s) => s.sampled)
      ? {
          cpu: {
            node_ms: perRequest(slices.reduce((t, s) => t + s.nodeMs, 0)),
            postgres_ms: perRequest(slices.reduce((t, s) => t + s.postgresMs, 0)),
          },
        }
      : {}),
  };
}

export async function measure(target: LoadTarget, sampleCpu?: (() => CpuSample) | null): Promise<Measured> {
  await autocannon({ ...optionsOf(target), duration: LOAD.warmupSeconds });
  return combined([await slice(target, LOAD.seconds, sampleCpu)], LOAD.seconds);
}

/** Slices per target in `measureInTurns`: a route and its limit take turns, so a spell of load
 *  from elsewhere on a shared machine weighs on each instead of on whichever ran during it. */
export const SIDE_BY_SIDE_SLICES = 3;

/** One target of measureInTurns, and how to sample its CPU. */
type Turn = { target: LoadTarget; cpu?: (() => CpuSample) | null };

/** Targets measured in turns (a, b, …, a, b, …), LOAD.seconds each in all, after a warm-up each,
 *  with `connections` concurrent connections (LOAD.connections unless told); in the targets' order. */
export async function measureInTurns<T extends Turn[]>(
  targets: [...T],
  connections = LOAD.connections,
): Promise<{ [K in keyof T]: Measured }> {
  for (const { target } of targets) await autocannon({ ...optionsOf(target, connections), duration: LOAD.warmupSeconds });
  const seconds = LOAD.seconds / SIDE_BY_SIDE_SLICES;
  const slices: Slice[][] = targets.map(() => []);
  for (let i = 0; i < SIDE_BY_SIDE_SLICES; i++) {
    for (const [t, { target, cpu }] of targets.entries()) slices[t]!.push(await slice(target, seconds, cpu, connections));
  }
  return slices.map((s) => combined(s, LOAD.seconds)) as { [K in keyof T]: Measured };
}
