// One measurement: a short warm-up, then autocannon for a fixed time with a few connections.
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
  warmupSeconds: 1,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
};

export async function measure(target: LoadTarget, sampleCpu?: (() => CpuSample) | null): Promise<Measured> {
  const opts = {
    url: target.url,
    method: target.method ?? 'GET',
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...(target.headers ?? {}) },
    ...(target.body ? { body: target.body } : {}),
    connections: LOAD.connections,
  };
  await autocannon({ ...opts, duration: LOAD.warmupSeconds });
  const before = sampleCpu?.();
  const r = await autocannon({ ...opts, duration: LOAD.seconds });
  const after = sampleCpu?.();
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, r.requests.total)) * 1000) / 1000;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    // A 429 or 401 would measure the wrong thing: count them so the table says so.
    failed: r.non2xx + r.errors,
    ...(before && after ? { cpu: { node_ms: perRequest(after.node - before.node), postgres_ms: perRequest(postgresBetween(before, after)) } } : {}),
  };
}
